"use client";

import { useSyncExternalStore } from "react";
import type { Schema } from "./schema";
import { readStored, removeStored, type StorageArea } from "./storage";
import { hasStored } from "./storage-area";

/**
 * The schema's module, fetched when the key is first watched and holds something, so validation is
 * never part of a page's first download, and a visit with nothing stored never fetches it at all.
 */
export type SchemaLoader<T> = () => Promise<Schema<T>>;

type Entry = {
  value: unknown;
  listeners: Set<() => void>;
  /** Stable for the key's lifetime, so React subscribes once per mount rather than on every render. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => unknown;
  clear: () => void;
};

const entries = new Map<string, Entry>();

function entry(which: StorageArea, key: string, loadSchema: SchemaLoader<unknown>, errorMessage: string): Entry {
  const id = `${which}:${key}`;
  const found = entries.get(id);
  if (found) return found;
  let schema: Schema<unknown> | null = null;
  let loading = false;
  /** Nobody has watched the key since the last one stopped: another page may have written it since. */
  let stale = false;
  const notify = () => created.listeners.forEach((listener) => listener());
  const read = () => {
    if (!schema) return;
    const fresh = readStored(which, key, schema, errorMessage);
    if (JSON.stringify(fresh) === JSON.stringify(created.value)) return;
    created.value = fresh;
    notify();
  };
  const created: Entry = {
    value: null,
    listeners: new Set(),
    subscribe(listener) {
      created.listeners.add(listener);
      if (schema && stale) read();
      stale = false;
      // Nothing stored (most visits): nothing to validate, so no schema to fetch and run.
      if (!schema && !loading && hasStored(which, key)) {
        loading = true;
        loadSchema().then(
          (loaded) => {
            schema = loaded;
            read();
          },
          (error: unknown) => {
            loading = false;
            console.error(`Could not load the code that reads ${key}`, error);
          },
        );
      }
      return () => {
        created.listeners.delete(listener);
        if (created.listeners.size === 0) stale = true;
      };
    },
    getSnapshot: () => created.value,
    clear() {
      removeStored(which, key);
      created.value = null;
      notify();
    },
  };
  entries.set(id, created);
  return created;
}

const serverSnapshot = () => null;

/**
 * A validated value from browser storage, read through readStored (so bad data is logged and
 * removed), plus a way to clear it. Null while prerendering, until the schema has loaded, and when
 * absent (then the schema is never fetched). The key is read once when first watched and again only when a page starts watching it
 * anew, never on a re-render.
 */
export function useStoredValue<T>(which: StorageArea, key: string, loadSchema: SchemaLoader<T>, errorMessage: string) {
  const current = entry(which, key, loadSchema, errorMessage);
  const value = useSyncExternalStore(current.subscribe, current.getSnapshot, serverSnapshot) as T | null;
  return [value, current.clear] as const;
}
