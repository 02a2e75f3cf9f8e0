"use client";

import { useEffect, useState, type ComponentType } from "react";

type LazyComponentProps<Props> = {
  /** A stable, module-level import of the component. */
  load: () => Promise<ComponentType<Props>>;
  /** Fetch the code once this is first true (say, when a dialog first opens). */
  when: boolean;
  props: Props;
};

/**
 * Renders a component whose code is fetched the first time it is needed, so pages don't carry
 * it up front. Imported directly rather than through Suspense, so nothing waits on a reveal timer.
 */
export function LazyComponent<Props extends object>({ load, when, props }: LazyComponentProps<Props>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);

  useEffect(() => {
    if (!when || Component) return;
    let live = true;
    void load().then((loaded) => {
      if (live) setComponent(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [when, Component, load]);

  return Component ? <Component {...props} /> : null;
}
