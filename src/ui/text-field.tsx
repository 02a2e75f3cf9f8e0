import type { ComponentPropsWithRef } from "react";

/** How the site's text fields look, so a change of look is made in one place. */
export type TextFieldLook = {
  /** Smaller corners and padding, for dense editors and rows; roomy fields are for forms and dialogs. */
  compact?: boolean;
  /** `secondary`: the raised fill, for a field inside a panel that has the page's own background. */
  tone?: "default" | "secondary";
};

const tones = { default: "bg-background", secondary: "bg-background-secondary" } as const;

/**
 * The classes of a text field. A read-only field (a link or an address to copy) is set in body text
 * rather than heading colour, so it reads as shown, not as typed. `className` adds layout and type
 * size, never a colour, padding or border: two utilities for one property would be decided by the
 * stylesheet's order, not by this string's.
 */
export function textFieldClass(
  { compact = false, tone = "default", readOnly = false }: TextFieldLook & { readOnly?: boolean },
  className?: string,
): string {
  return [
    "border border-outline placeholder:text-subtext focus:border-accent focus:outline-none",
    compact ? "rounded-lg px-3 py-2" : "rounded-xl px-4 py-3",
    tones[tone],
    readOnly ? "text-text" : "text-heading",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

/** A one-line text field (text, password, date...), labelled by the caller as any input is. */
export function Input({ compact, tone, className, ...props }: ComponentPropsWithRef<"input"> & TextFieldLook) {
  return <input {...props} className={textFieldClass({ compact, tone, readOnly: props.readOnly }, className)} />;
}

/** A multi-line text field, labelled by the caller as any textarea is. */
export function Textarea({ compact, tone, className, ...props }: ComponentPropsWithRef<"textarea"> & TextFieldLook) {
  return <textarea {...props} className={textFieldClass({ compact, tone, readOnly: props.readOnly }, className)} />;
}
