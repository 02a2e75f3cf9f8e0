"use client";

import { useEffect, useState, type ComponentType } from "react";
import { cartStore, useCart } from "./cart-store";

/**
 * Mounts the cart on every page: restores and saves it in the background, and shows the drawer
 * while open. The drawer's code is fetched the first time the cart opens rather than with every
 * page (imported directly, not through Suspense, so nothing waits on a reveal timer).
 */
export function CartRoot() {
  const open = useCart((state) => state.open);
  const [Drawer, setDrawer] = useState<ComponentType | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the load event, so restoring the cart never competes with the page's first render.
    const start = () =>
      void import("./cart-persistence").then(({ startCartPersistence }) => {
        if (!cancelled) stop = startCartPersistence(cartStore);
      });
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (!open || Drawer) return;
    void import("./cart-drawer").then(({ CartDrawer }) => setDrawer(() => CartDrawer));
  }, [open, Drawer]);

  return open && Drawer ? <Drawer /> : null;
}
