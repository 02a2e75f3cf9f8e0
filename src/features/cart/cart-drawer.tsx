"use client";

import Link from "next/link";
import { Dialog } from "@/src/ui/dialog";
import { cartStore, useCart } from "./cart-store";

export function CartDrawer() {
  const open = useCart((state) => state.open);
  const items = useCart((state) => state.items);
  const close = () => cartStore.setOpen(false);

  return (
    <Dialog open={open} onClose={close} labelledBy="cart-title" placement="right">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-outline px-6 py-5">
          <h2 id="cart-title" className="display text-2xl">
            Your cart
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close cart"
            className="inline-flex size-11 items-center justify-center rounded-full border border-outline text-heading hover:border-accent"
          >
            <svg aria-hidden width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="1.8">
              <path d="M1 1l12 12M13 1L1 13" />
            </svg>
          </button>
        </div>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-start justify-center gap-6 px-6">
            <p className="display text-4xl text-heading">Nothing here yet.</p>
            <p className="text-subtext">Pick a fixed-price package or build a real-estate visuals quote.</p>
            <div className="flex flex-wrap gap-3">
              <Link href="/shop" onClick={close} className="rounded-full bg-accent px-5 py-3 text-sm font-semibold text-background hover:bg-accent-glow">
                Browse packages
              </Link>
              <Link href="/vantaroom" onClick={close} className="rounded-full border border-outline px-5 py-3 text-sm font-semibold text-heading hover:border-accent">
                Explore VantaRoom
              </Link>
            </div>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-outline overflow-y-auto px-6">
            {items.map((item) => (
              <li key={item.id} className="py-4 text-heading">
                {item.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
