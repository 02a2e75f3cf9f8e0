"use client";

import { useEffect } from "react";
import { hasStored } from "@/src/lib/storage-area";
import { LazyComponent } from "@/src/ui/lazy-component";
import { cartStore, useCart } from "./cart-store";
import { CART_STORAGE_KEY } from "./constants";
import { earlySaver } from "./early-save";

const loadDrawer = () => import("./cart-drawer").then((module) => module.CartDrawer);
const closeCart = () => cartStore.setOpen(false);

/**
 * Mounts the cart on every page: restores the saved cart once the page is interactive and saves
 * every change, and shows the drawer while open. Neither the drawer nor the saved-cart code (with
 * its validation) is part of the page's first download: persistence is requested as the page
 * hydrates when a cart is saved, else when the first item is added (the cart is written at once
 * meanwhile, early-save.ts), and the drawer the first time the cart opens. Anything added before
 * persistence starts is merged with the saved cart and written as soon as it does (cart-persistence.ts).
 */
export function CartRoot() {
  const open = useCart((state) => state.open);

  useEffect(() => {
    let live = true;
    let stop = () => {};
    const start = () =>
      import("./cart-persistence").then(
        ({ startCartPersistence }) => {
          if (!live) return;
          stop();
          stop = startCartPersistence(cartStore);
        },
        (error: unknown) => console.error("Could not load the saved cart", error),
      );
    // Nothing saved (most visits): nothing to restore, so the code waits for the first thing added,
    // and the cart is saved without it until it is here.
    if (hasStored("local", CART_STORAGE_KEY) || cartStore.getState().items.length > 0) void start();
    else {
      const saveEarly = earlySaver(CART_STORAGE_KEY);
      let loading = false;
      stop = cartStore.subscribe(() => {
        const { items } = cartStore.getState();
        if (items.length === 0 && !loading) return;
        saveEarly(items);
        if (!loading) {
          loading = true;
          void start();
        }
      });
    }
    return () => {
      live = false;
      stop();
    };
  }, []);

  return <LazyComponent load={loadDrawer} when={open} props={{}} onError={closeCart} />;
}
