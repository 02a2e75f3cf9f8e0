"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches a route when the visitor points at or focuses the link, not as soon
 * as it scrolls into view: a page with dozens of links would otherwise spend its first seconds
 * fetching and parsing routes nobody asked for. Static pages are small, so a hover is enough lead time.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={wanted ? null : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
    />
  );
}
