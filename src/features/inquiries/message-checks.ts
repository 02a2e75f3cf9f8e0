import { MAX_LINKS } from "./constants";

/** How many links a text holds: web addresses with a scheme or a `www.`, and mailto links. */
export function countLinks(text: string): number {
  return (text.match(/\b(?:https?:\/\/|www\.|mailto:)/gi) ?? []).length;
}

/** Whether a message and its subject stay within the links a person would paste. */
export function withinLinkLimit(...texts: string[]): boolean {
  return texts.reduce((sum, text) => sum + countLinks(text), 0) <= MAX_LINKS;
}

/** The alphabet of references: no 0/O, 1/I/L or U, so a reference read aloud or retyped survives. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A short reference the visitor and the studio can quote (`EMB-7K3Q9X`): the studio's short name's
 * first three letters, then six characters from `random` (bytes), about 29 bits.
 */
export function inquiryReference(shortName: string, random: Uint8Array): string {
  const prefix = (shortName.replace(/[^a-z]/gi, "").slice(0, 3) || "REF").toUpperCase();
  const body = [...random.subarray(0, 6)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("");
  return `${prefix}-${body}`;
}

/** Whether a text is a reference as inquiryReference makes them (a URL segment, say). */
export function isInquiryReference(text: string): boolean {
  return new RegExp(`^[A-Z]{1,3}-[${REFERENCE_ALPHABET}]{6}$`).test(text);
}
