import * as z from "zod/mini";
import { readStored, writeStored } from "@/src/lib/storage";
import type { Schema } from "@/src/lib/schema";
import type { CartItem } from "./cart-item";
import type { CartStore } from "./cart-store";
import { CART_STORAGE_ERROR, CART_STORAGE_KEY } from "./constants";

const savedItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  price: z.number().check(z.nonnegative()),
  category: z.string().check(z.maxLength(80)),
  type: z.enum(["service", "addon", "package"]),
  image: z.string().check(z.regex(/^\/[\w\-./]*$/, "must be a same-site image path")),
  features: z._default(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20)), []),
  unit: z.optional(z.string().check(z.maxLength(60))),
});

/** The saved cart: whatever is in storage must fit this before the cart believes it. */
export const savedCartSchema = z.array(savedItemSchema).check(z.maxLength(50)) satisfies Schema<CartItem[]>;

/**
 * Restores the cart saved by an earlier visit (unreadable data is logged and cleared) and saves
 * the items whenever they change. Loaded after the page is interactive, so the validation code
 * never weighs on first paint. Returns a function that stops saving.
 */
export function startCartPersistence(store: CartStore): () => void {
  const saved = readStored("local", CART_STORAGE_KEY, savedCartSchema, CART_STORAGE_ERROR);
  if (saved) store.restore(saved);
  let written = store.getState().items;
  return store.subscribe(() => {
    const { items } = store.getState();
    if (items === written) return;
    written = items;
    writeStored("local", CART_STORAGE_KEY, items);
  });
}
