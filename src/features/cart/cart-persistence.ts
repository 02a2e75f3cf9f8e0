import { readStored, writeStored } from "@/src/lib/storage";
import * as s from "@/src/lib/schema";
import type { CartItem } from "./cart-item";
import { cartLineFields } from "./cart-line-fields";
import type { CartStore } from "./cart-store";
import { CART_STORAGE_ERROR, CART_STORAGE_KEY } from "./constants";

const savedItemSchema = s.object({
  ...cartLineFields,
  image: s.string({ pattern: /^\/[\w\-./]*$/, patternMessage: "must be a same-site image path" }),
  features: s.withDefault(s.array(s.string({ max: 200 }), { max: 20 }), []),
});

/** The saved cart: whatever is in storage must fit this before the cart believes it. */
export const savedCartSchema = s.array(savedItemSchema, { max: 50 }) satisfies s.Schema<CartItem[]>;

/**
 * Restores the cart saved by an earlier visit (unreadable data is logged and cleared) and saves
 * the items whenever they change. Started when the cart mounts (after hydration). Returns a
 * function that stops saving.
 */
export function startCartPersistence(store: CartStore): () => void {
  const saved = readStored("local", CART_STORAGE_KEY, savedCartSchema, CART_STORAGE_ERROR);
  if (saved) store.restore(saved);
  let written = store.getState().items;
  // Anything added before saving started (an Add to Cart replayed during hydration) is written now.
  if (written.length > 0) writeStored("local", CART_STORAGE_KEY, written);
  return store.subscribe(() => {
    const { items } = store.getState();
    if (items === written) return;
    written = items;
    writeStored("local", CART_STORAGE_KEY, items);
  });
}
