"use client";

import { useSyncExternalStore } from "react";
import type { Parser } from "./schema";
import { readStored, removeStored, type StorageArea } from "./storage";

type Entry = { value: unknown; listeners: Set<() => void> };
const entries = new Map<string, Entry>();

function entry(which: StorageArea, key: string, schema: Parser<unknown>, errorMessage: string): Entry {
  const id = `${which}:${key}`;
  let found = entries.get(id);
  if (!found) {
    found = { value: readStored(which, key, schema, errorMessage), listeners: new Set() };
    entries.set(id, found);
  }
  return found;
}

/**
 * A validated value from browser storage, read through readStored (so bad data is logged and
 * removed), plus a way to clear it. Null while prerendering and when absent.
 */
export function useStoredValue<T>(which: StorageArea, key: string, schema: Parser<T>, errorMessage: string) {
  const value = useSyncExternalStore(
    (listener) => {
      const current = entry(which, key, schema, errorMessage);
      current.listeners.add(listener);
      // Client-side navigation keeps this module alive: re-read on mount in case another page wrote the key.
      const fresh = readStored(which, key, schema, errorMessage);
      if (JSON.stringify(fresh) !== JSON.stringify(current.value)) {
        current.value = fresh;
        listener();
      }
      return () => current.listeners.delete(listener);
    },
    () => entry(which, key, schema, errorMessage).value as T | null,
    () => null,
  );
  const clear = () => {
    removeStored(which, key);
    const current = entry(which, key, schema, errorMessage);
    current.value = null;
    current.listeners.forEach((listener) => listener());
  };
  return [value, clear] as const;
}
