"use client";

import type { CartItem } from "@/src/features/cart/cart-item";
import { cartStore } from "@/src/features/cart/cart-store";
import { useTemporaryFlag } from "@/src/lib/use-temporary-flag";
import { buttonStyles } from "@/src/ui/button-styles";
import { ADDED_STATE_MS } from "./constants";

type AddToCartButtonProps = {
  item: CartItem;
  /** Where several Add to Cart buttons share a page: the item's name, read after the label. */
  itemName?: string;
  size?: "sm" | "md" | "lg";
};

/** Puts `item` in the cart (which opens), then reads 'Added to Cart' and rests for ADDED_STATE_MS. */
export function AddToCartButton({ item, itemName, size = "lg" }: AddToCartButtonProps) {
  const [added, showAdded] = useTemporaryFlag(ADDED_STATE_MS);

  return (
    <button
      type="button"
      // aria-disabled rather than disabled keeps the button focusable, so focus can return to it when the cart closes.
      aria-disabled={added}
      onClick={() => {
        if (added) return;
        cartStore.add(item);
        showAdded();
      }}
      className={`${buttonStyles("primary", size)} aria-disabled:cursor-not-allowed aria-disabled:bg-background-secondary aria-disabled:text-accent aria-disabled:ring-1 aria-disabled:ring-accent`}
    >
      {added ? "Added to Cart" : "Add to Cart"}
      {itemName ? <span className="sr-only">: {itemName}</span> : null}
    </button>
  );
}
