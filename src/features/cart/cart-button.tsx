"use client";

import { iconButtonStyles } from "@/src/ui/button-styles";
import { cartStore, useCart } from "./cart-store";

export function CartButton() {
  const count = useCart((state) => state.items.length);
  const open = useCart((state) => state.open);
  const label = count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;

  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => cartStore.setOpen(true)}
      className={`relative ${iconButtonStyles}`}
    >
      <svg
        aria-hidden
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 7h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 7Z" />
        <path d="M9 7V6a3 3 0 0 1 6 0v1" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="cart-count"
          className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] leading-5 font-bold text-background"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
