/**
 * Whether a key event lands where keys mean text (a field, a list box, editable content), so a page's
 * single-key shortcuts must leave it alone.
 */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
