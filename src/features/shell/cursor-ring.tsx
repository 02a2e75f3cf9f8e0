"use client";

import { useEffect, useRef } from "react";

const INTERACTIVE = "a, button, [role='button'], input, select, textarea, label, summary, [data-cursor]";
/** How far the ring closes on the pointer each frame; 1 means it sits on the pointer. */
const FOLLOW = 0.2;

/**
 * The ring itself (custom-cursor.tsx decides where it is drawn, and fetches this code only there): it
 * trails the pointer and swells over links and buttons, drawn on top of the system cursor.
 */
export function CursorRing() {
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ring.current;
    if (!element) return;
    const target = { x: -100, y: -100 };
    const position = { ...target };
    let frame = 0;

    const render = () => {
      position.x += (target.x - position.x) * FOLLOW;
      position.y += (target.y - position.y) * FOLLOW;
      element.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
      const settled = Math.abs(target.x - position.x) < 0.1 && Math.abs(target.y - position.y) < 0.1;
      frame = settled ? 0 : requestAnimationFrame(render);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      target.x = event.clientX;
      target.y = event.clientY;
      element.dataset.visible = "true";
      const hovering = event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
      element.dataset.hover = String(hovering);
      if (!frame) frame = requestAnimationFrame(render);
    };
    const onLeave = () => {
      element.dataset.visible = "false";
    };
    const onDown = () => (element.dataset.pressed = "true");
    const onUp = () => (element.dataset.pressed = "false");

    window.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    window.addEventListener("pointerdown", onDown);
    window.addEventListener("pointerup", onUp);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", onLeave);
      window.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointerup", onUp);
    };
  }, []);

  return (
    <div
      ref={ring}
      aria-hidden
      data-testid="custom-cursor"
      data-visible="false"
      className="group pointer-events-none fixed top-0 left-0 z-[100] opacity-0 transition-opacity duration-300 data-[visible=true]:opacity-100"
    >
      <div className="-mt-5 -ml-5 size-10 rounded-full border border-accent/80 transition-[transform,background-color] duration-300 ease-out-expo group-data-[hover=true]:scale-[1.8] group-data-[hover=true]:bg-accent/15 group-data-[pressed=true]:scale-90" />
    </div>
  );
}
