/**
 * The browser's storage areas, and whether a key holds anything: all that the code on every page needs
 * (the cart's root asks before fetching its saving code), apart from `./storage`'s reading and writing.
 */

export type StorageArea = "local" | "session";

/** The browser's storage, or undefined where there is none or it is blocked (private modes, sandboxed frames). */
export function storageArea(which: StorageArea): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The key holds something (valid or not); false where storage is missing or blocked. */
export function hasStored(which: StorageArea, key: string): boolean {
  try {
    return (storageArea(which)?.getItem(key) ?? null) !== null;
  } catch {
    return false;
  }
}
