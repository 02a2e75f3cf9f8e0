"use client";

import { useEffect, useState } from "react";
import type { ShopPackage } from "@/src/content/shop-packages";
import { cartStore } from "@/src/features/cart/cart-store";
import { ADDED_STATE_MS } from "./constants";

export function AddToCartButton({ pkg }: { pkg: ShopPackage }) {
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_STATE_MS);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <button
      type="button"
      // aria-disabled rather than disabled keeps the button focusable, so focus can return to it when the cart closes.
      aria-disabled={added}
      onClick={() => {
        if (added) return;
        cartStore.add({
          id: pkg.id,
          name: pkg.name,
          price: pkg.price,
          image: pkg.images[0] ?? "",
          category: pkg.category,
          type: pkg.type,
          features: pkg.features,
        });
        setAdded(true);
      }}
      className="rounded-full bg-accent px-7 py-4 font-semibold text-background transition-colors hover:bg-accent-glow aria-disabled:cursor-not-allowed aria-disabled:bg-background-secondary aria-disabled:text-accent aria-disabled:ring-1 aria-disabled:ring-accent"
    >
      {added ? "Added to Cart" : "Add to Cart"}
    </button>
  );
}
