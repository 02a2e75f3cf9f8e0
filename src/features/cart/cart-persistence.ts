import * as v from "valibot";
import { readStored, writeStored } from "@/src/lib/storage";
import { cartItemSchema } from "./cart-item";
import type { CartStore } from "./cart-store";
import { CART_STORAGE_ERROR, CART_STORAGE_KEY } from "./constants";

/** The saved cart: whatever is in storage must fit this before the cart believes it. */
export const savedCartSchema = v.pipe(v.array(cartItemSchema), v.maxLength(50));

/**
 * Restores the cart saved by an earlier visit (unreadable data is logged and cleared) and saves
 * the items whenever they change. Started when the cart mounts (after hydration). Returns a
 * function that stops saving.
 */
export function startCartPersistence(store: CartStore): () => void {
  // Anything added before saving started (an Add to Cart replayed during hydration) is written
  // once restored; a cart that was only restored is already in storage as it is.
  const addedEarly = store.getState().items.length > 0;
  const saved = readStored("local", CART_STORAGE_KEY, savedCartSchema, CART_STORAGE_ERROR);
  if (saved) store.restore(saved);
  let written = store.getState().items;
  if (addedEarly) writeStored("local", CART_STORAGE_KEY, written);
  return store.subscribe(() => {
    const { items } = store.getState();
    if (items === written) return;
    written = items;
    writeStored("local", CART_STORAGE_KEY, items);
  });
}
