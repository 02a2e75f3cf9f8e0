import type { Schema } from "./schema";
import { storageArea as area, type StorageArea } from "./storage-area";

export type { StorageArea };

/**
 * The one way the site reads browser storage: parse the JSON, validate it against the schema,
 * and on any failure log `errorMessage`, remove the item and return null, so bad or hostile
 * data never reaches a component.
 */
export function readStored<T>(
  which: StorageArea,
  key: string,
  schema: Schema<T>,
  errorMessage: string,
  /** How loudly to log bad data: the spec asks for a warning for some keys (tour waypoints). */
  level: "error" | "warn" = "error",
): T | null {
  const storage = area(which);
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return discard(which, key, errorMessage, error, level);
  }
  // Through the Standard Schema interface every valibot schema carries, so this helper (on every
  // page) holds no validation code of its own: only the page that reads a key loads its schema.
  const result = schema["~standard"].validate(data);
  if (result instanceof Promise)
    throw new Error(`The schema for ${key} is asynchronous; storage is read synchronously`);
  return result.issues ? discard(which, key, errorMessage, describeStandardIssues(result.issues), level) : result.value;
}

function describeStandardIssues(issues: readonly { message: string; path?: readonly unknown[] }[]): string {
  return issues
    .map(({ message, path = [] }) => {
      const keys = path.map((segment) =>
        String(typeof segment === "object" && segment ? (segment as { key: unknown }).key : segment),
      );
      return keys.length > 0 ? `${keys.join(".")}: ${message}` : message;
    })
    .join("; ");
}

function discard(which: StorageArea, key: string, errorMessage: string, why: unknown, level: "error" | "warn"): null {
  if (level === "warn") console.warn(errorMessage, why);
  else console.error(errorMessage, why);
  removeStored(which, key);
  return null;
}

/** Writes JSON; a full or blocked storage is logged, and the page carries on without it. */
export function writeStored(which: StorageArea, key: string, value: unknown): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
    return false;
  }
}

export function removeStored(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** Every key of a storage area that starts with `prefix` (none where storage is blocked). */
export function storedKeys(which: StorageArea, prefix: string): string[] {
  try {
    const storage = area(which);
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(prefix),
    );
  } catch {
    return [];
  }
}
