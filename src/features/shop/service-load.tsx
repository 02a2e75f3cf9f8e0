"use client";

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { simulateServiceLoad } from "./load-service";

const LoadedContext = createContext(false);

/**
 * The simulated 0.8 s load of a service's details (docs/studio-site.md#service-detail). What the server
 * renders outside a <WhenLoaded> (the name as the page's heading, the way back) shows from the first
 * byte; each <WhenLoaded> shows its fallback until the load settles. One timer for the whole page.
 */
export function ServiceLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    simulateServiceLoad().then(() => {
      // A transition, so revealing the details renders in slices rather than one long task.
      if (current) startTransition(() => setLoaded(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return <LoadedContext value={loaded}>{children}</LoadedContext>;
}

export function WhenLoaded({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useContext(LoadedContext) ? children : fallback;
}

/** Tells assistive technology the details are on their way; gone once they are shown. */
export function LoadingStatus() {
  return useContext(LoadedContext) ? null : (
    <p role="status" className="sr-only">
      Loading service…
    </p>
  );
}
