"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const buildYear = new Date().getFullYear();

/**
 * The year as the visitor's clock has it: the prerendered page carries the build's year and
 * hydration swaps in the current one, so a page built last December is not a year behind.
 */
export function CurrentYear() {
  return (
    <>
      {useSyncExternalStore(
        subscribe,
        () => new Date().getFullYear(),
        () => buildYear,
      )}
    </>
  );
}
