"use client";

import { useEffect } from "react";

const EDITABLE = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

/**
 * Keeps the studio's imagery from being saved with a right click or dragged off the page, while
 * leaving the context menu where people type (inputs, text areas, editable elements).
 */
export function BlockContextMenu() {
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
      event.preventDefault();
    };
    const onDragStart = (event: DragEvent) => {
      if (event.target instanceof HTMLImageElement || event.target instanceof HTMLVideoElement) event.preventDefault();
    };
    document.addEventListener("contextmenu", onContextMenu);
    document.addEventListener("dragstart", onDragStart);
    return () => {
      document.removeEventListener("contextmenu", onContextMenu);
      document.removeEventListener("dragstart", onDragStart);
    };
  }, []);
  return null;
}
