import { useSyncExternalStore } from "react";

export type CartItemType = "service" | "addon" | "package";

export type CartItem = {
  id: string;
  name: string;
  price: number;
  category: string;
  image: string;
  type: CartItemType;
};

type CartState = {
  items: readonly CartItem[];
  open: boolean;
};

type Listener = () => void;

/**
 * The one cart for the whole site: the header badge and the drawer read it; pages add to it.
 * A module-level store read with useSyncExternalStore keeps every reader in step without a
 * provider re-rendering the whole tree.
 */
export function createCartStore(initial: CartState = { items: [], open: false }) {
  let state = initial;
  const listeners = new Set<Listener>();
  const set = (next: CartState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(item: CartItem) {
      const items = state.items.some((existing) => existing.id === item.id) ? state.items : [...state.items, item];
      set({ items, open: true });
    },
    remove(id: string) {
      set({ ...state, items: state.items.filter((item) => item.id !== id) });
    },
    setOpen(open: boolean) {
      if (open !== state.open) set({ ...state, open });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

const emptyState: CartState = { items: [], open: false };

export const cartStore = createCartStore();

export function useCart<T>(select: (state: CartState) => T): T {
  return useSyncExternalStore(
    cartStore.subscribe,
    () => select(cartStore.getState()),
    () => select(emptyState),
  );
}
