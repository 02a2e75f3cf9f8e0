"use client";

import { useEffect } from "react";
import { LazyComponent } from "@/src/ui/lazy-component";
import { startCartPersistence } from "./cart-persistence";
import { cartStore, useCart } from "./cart-store";

const loadDrawer = () => import("./cart-drawer").then((module) => module.CartDrawer);
const closeCart = () => cartStore.setOpen(false);

/**
 * Mounts the cart on every page: restores the saved cart as soon as the page is interactive and
 * saves every change, and shows the drawer while open. The drawer's code is fetched the first time
 * the cart opens, not with every page. Restoring is part of the page's own code, not loaded
 * later, so nothing added in the first moments can be lost to a quick reload; it costs about 1 KB
 * and well under a millisecond now that validation is src/lib/schema.ts rather than zod.
 */
export function CartRoot() {
  const open = useCart((state) => state.open);

  useEffect(() => startCartPersistence(cartStore), []);

  return <LazyComponent load={loadDrawer} when={open} props={{}} onError={closeCart} />;
}
