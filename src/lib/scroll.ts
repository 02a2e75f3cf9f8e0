import { scrollBehavior } from "./motion";

/** The page offset that puts an element's top `offset` px below the viewport's top. */
export function sectionScrollTop(elementTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * Scrolls to the section with `id` so its top lands `offset` px below the viewport's top (smoothly,
 * or at once under reduced motion), records it in the address bar, and moves keyboard focus there.
 * Returns false when there is no such section, so the caller can let the link navigate instead.
 */
export function scrollToSection(id: string, offset: number): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = sectionScrollTop(section.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: scrollBehavior() });
  history.replaceState(history.state, "", `#${id}`);
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
  return true;
}
