"use client";

import { useEffect } from "react";
import { LazyComponent } from "@/src/ui/lazy-component";
import { cartStore, useCart } from "./cart-store";

const loadDrawer = () => import("./cart-drawer").then((module) => module.CartDrawer);

/**
 * Mounts the cart on every page: restores and saves it in the background, and shows the drawer
 * while open. The drawer's code is fetched the first time the cart opens, not with every page.
 */
export function CartRoot() {
  const open = useCart((state) => state.open);

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

  return <LazyComponent load={loadDrawer} when={open} props={{}} />;
}
