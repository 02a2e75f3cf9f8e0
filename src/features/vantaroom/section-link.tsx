"use client";

import type { MouseEvent, ReactNode } from "react";
import { scrollToSection } from "@/src/lib/scroll";
import { SECTION_SCROLL_OFFSET_PX } from "./constants";

/**
 * A link to a section of this page that scrolls there smoothly (at once under reduced motion),
 * leaving the section's top 80 px below the viewport's top, clear of the header.
 */
export function SectionLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id, SECTION_SCROLL_OFFSET_PX)) event.preventDefault();
  }
  return (
    <a href={`#${id}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
