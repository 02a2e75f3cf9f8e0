"use client";

import { useSyncExternalStore } from "react";
import type { Schema } from "./schema";
import { readStored, removeStored, type StorageArea } from "./storage";

type Entry = {
  value: unknown;
  listeners: Set<() => void>;
  /** Nobody has watched the key since the last one stopped: another page may have written it since. */
  stale: boolean;
  /** Stable for the key's lifetime, so React subscribes once per mount rather than on every render. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => unknown;
};

const entries = new Map<string, Entry>();

function entry(which: StorageArea, key: string, schema: Schema<unknown>, errorMessage: string): Entry {
  const id = `${which}:${key}`;
  const found = entries.get(id);
  if (found) return found;
  const read = () => readStored(which, key, schema, errorMessage);
  const created: Entry = {
    value: read(),
    listeners: new Set(),
    stale: false,
    subscribe(listener) {
      // Client-side navigation keeps this module alive: re-read when a page starts watching again.
      if (created.stale) {
        created.stale = false;
        const fresh = read();
        if (JSON.stringify(fresh) !== JSON.stringify(created.value)) {
          created.value = fresh;
          queueMicrotask(listener);
        }
      }
      created.listeners.add(listener);
      return () => {
        created.listeners.delete(listener);
        if (created.listeners.size === 0) created.stale = true;
      };
    },
    getSnapshot: () => created.value,
  };
  entries.set(id, created);
  return created;
}

const serverSnapshot = () => null;

/**
 * A validated value from browser storage, read through readStored (so bad data is logged and
 * removed), plus a way to clear it. Null while prerendering and when absent. The key is read once
 * when first watched and again only when a page starts watching it anew, never on a re-render.
 */
export function useStoredValue<T>(which: StorageArea, key: string, schema: Schema<T>, errorMessage: string) {
  const current = entry(which, key, schema, errorMessage);
  const value = useSyncExternalStore(current.subscribe, current.getSnapshot, serverSnapshot) as T | null;
  const clear = () => {
    removeStored(which, key);
    current.value = null;
    current.listeners.forEach((listener) => listener());
  };
  return [value, clear] as const;
}
