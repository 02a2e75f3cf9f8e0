"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";

type LazyComponentProps<Props> = {
  /** A stable, module-level import of the component. */
  load: () => Promise<ComponentType<Props>>;
  /** Fetch the code once this is first true (say, when a dialog first opens). */
  when: boolean;
  props: Props;
  /**
   * The code could not be fetched (offline, or a new deploy replaced it): the failure is logged,
   * and this undoes whatever asked for it (say, closes the dialog), so asking again retries.
   */
  onError: () => void;
};

/**
 * Renders a component whose code is fetched the first time it is needed, so pages don't carry
 * it up front. Imported directly rather than through Suspense, so nothing waits on a reveal timer.
 */
export function LazyComponent<Props extends object>({ load, when, props, onError }: LazyComponentProps<Props>) {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);

  useEffect(() => {
    if (!when || Component) return;
    let live = true;
    load().then(
      (loaded) => {
        if (live) setComponent(() => loaded);
      },
      (error: unknown) => {
        console.error("Could not load part of the page", error);
        if (live) onErrorRef.current();
      },
    );
    return () => {
      live = false;
    };
  }, [when, Component, load]);

  return Component ? <Component {...props} /> : null;
}
