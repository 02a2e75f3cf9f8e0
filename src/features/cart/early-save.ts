import { writeStored } from "@/src/lib/storage";
import { storageArea } from "@/src/lib/storage-area";
import type { CartItem } from "./cart-item";

/**
 * Saves the cart while its saving code (`cart-persistence.ts`, with the validation that reads a saved
 * cart back) is still on its way, a round trip after the first 'Add to Cart': a reload or a closed tab
 * meanwhile keeps the cart. It writes only over nothing or over its own last write: a cart another tab
 * saved meanwhile is left for the saving code, which merges it with this one.
 */
export function earlySaver(key: string): (items: readonly CartItem[]) => void {
  let mine: string | null = null;
  return (items) => {
    let stored: string | null;
    try {
      stored = storageArea("local")?.getItem(key) ?? null;
    } catch {
      return;
    }
    if (stored !== mine) return;
    if (writeStored("local", key, items)) mine = JSON.stringify(items);
  };
}
