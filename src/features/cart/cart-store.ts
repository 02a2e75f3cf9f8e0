import { useSyncExternalStore } from "react";
import type { CartItem, PricedCartItem } from "./cart-item";
import { priceCart } from "./pricing";

export type CartState = {
  /** Items at their full prices, in the order they were added. */
  items: readonly CartItem[];
  /** The same items as shown: re-priced on every add and remove. */
  priced: readonly PricedCartItem[];
  open: boolean;
};

type Listener = () => void;

const emptyState: CartState = { items: [], priced: [], open: false };

/**
 * The one cart for the whole site: the header badge and the drawer read it; pages add to it.
 * A module-level store read with useSyncExternalStore keeps every reader in step without a
 * provider re-rendering the whole tree.
 */
export function createCartStore() {
  let state = emptyState;
  const listeners = new Set<Listener>();
  const set = (next: Partial<CartState>) => {
    const items = next.items ?? state.items;
    state = { ...state, ...next, items, priced: next.items ? priceCart(items) : state.priced };
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Adds the item unless it is already in the cart, and opens the cart either way. */
    add(item: CartItem) {
      const present = state.items.some((existing) => existing.id === item.id);
      set(present ? { open: true } : { items: [...state.items, item], open: true });
    },
    remove(id: string) {
      set({ items: state.items.filter((item) => item.id !== id) });
    },
    setOpen(open: boolean) {
      if (open !== state.open) set({ open });
    },
    /** Puts back items saved by an earlier visit, ahead of anything added since; one line per id. */
    restore(saved: readonly CartItem[]) {
      const byId = new Map<string, CartItem>();
      for (const item of [...saved, ...state.items]) if (!byId.has(item.id)) byId.set(item.id, item);
      set({ items: [...byId.values()] });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore = createCartStore();

export function useCart<T>(select: (state: CartState) => T): T {
  return useSyncExternalStore(
    cartStore.subscribe,
    () => select(cartStore.getState()),
    () => select(emptyState),
  );
}
