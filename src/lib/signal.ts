import { useSyncExternalStore } from "react";

/**
 * A value that changes often (a loading percent, say), read by the one small component that shows
 * it: setting it re-renders only the components that read it with useSignal, not the owner's tree.
 */
export type Signal<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createSignal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSignal<T>(signal: Signal<T>): T {
  return useSyncExternalStore(signal.subscribe, signal.get, signal.get);
}

/**
 * A part of a signal's value (a floor, a waypoint's id): the component re-renders only when that part
 * changes, not on every change of the signal. `onServer` is the part as the server rendered it, which
 * hydration must match.
 */
export function useSignalSelect<T, Part>(signal: Signal<T>, select: (value: T) => Part, onServer: Part): Part {
  return useSyncExternalStore(
    signal.subscribe,
    () => select(signal.get()),
    () => onServer,
  );
}
