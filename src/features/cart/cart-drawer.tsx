"use client";

import { useRouter } from "next/navigation";
import { formatCad } from "@/src/lib/money";
import { writeStored } from "@/src/lib/storage";
import { buttonStyles } from "@/src/ui/button-styles";
import { CloseButton, CloseIcon } from "@/src/ui/close-button";
import { Dialog } from "@/src/ui/dialog";
import { ImageWithFallback } from "@/src/ui/image-with-fallback";
import { Link } from "@/src/ui/link";
import type { PricedCartItem } from "./cart-item";
import { cartStore, useCart } from "./cart-store";
import { CART_FEATURES_SHOWN, CART_PLACEHOLDER_IMAGE, ORDER_REQUEST_KEY } from "./constants";
import { toOrderRequest } from "./order-request";
import { cartSubtotal } from "./pricing";

const close = () => cartStore.setOpen(false);

export function CartDrawer() {
  const open = useCart((state) => state.open);
  const items = useCart((state) => state.priced);
  const router = useRouter();

  function checkout() {
    writeStored("session", ORDER_REQUEST_KEY, toOrderRequest(items));
    close();
    router.push("/contact");
  }

  return (
    <Dialog open={open} onClose={close} labelledBy="cart-title" placement="right">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-outline px-6 py-5">
          <h2 id="cart-title" className="display text-2xl">
            Your cart
          </h2>
          <CloseButton label="Close cart" onClick={close} />
        </div>
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <>
            <ul aria-label="Items in your cart" className="flex-1 divide-y divide-outline overflow-y-auto px-6">
              {items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </ul>
            <div className="flex flex-col gap-4 border-t border-outline bg-background px-6 py-6">
              <div className="flex items-baseline justify-between">
                <span className="eyebrow">Subtotal</span>
                <span data-testid="cart-subtotal" className="display text-2xl">
                  {formatCad(cartSubtotal(items))}
                </span>
              </div>
              <p className="text-sm text-subtext">Shipping and taxes calculated at checkout.</p>
              <button type="button" onClick={checkout} className={buttonStyles("primary", "lg")}>
                Checkout
              </button>
              <Link
                href="/vantaroom"
                onClick={close}
                className="text-center text-sm text-text underline decoration-outline underline-offset-4 hover:decoration-accent"
              >
                Add real-estate visuals from VantaRoom
              </Link>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}

function CartLine({ item }: { item: PricedCartItem }) {
  return (
    <li className="flex gap-4 py-5">
      <ImageWithFallback
        src={item.image}
        fallbackSrc={CART_PLACEHOLDER_IMAGE}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-lg border border-outline object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-base leading-snug font-semibold text-heading">{item.name}</h3>
          <button
            type="button"
            onClick={() => cartStore.remove(item.id)}
            aria-label={`Remove ${item.name} from cart`}
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-subtext hover:bg-background hover:text-accent"
          >
            <CloseIcon size={12} />
          </button>
        </div>
        <p className="text-xs tracking-widest text-subtext uppercase">
          {item.category}
          {item.unit ? ` · ${item.unit}` : ""}
        </p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-heading">{formatCad(item.price)}</span>
          {item.bundleDiscount ? (
            <>
              <s className="text-sm text-subtext">
                <span className="sr-only">was </span>
                {formatCad(item.originalPrice)}
              </s>
              <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
                Bundle Discount
              </span>
            </>
          ) : null}
        </p>
        {item.features.length > 0 ? (
          <ul className="mt-1 flex flex-col gap-0.5 text-sm text-subtext">
            {item.features.slice(0, CART_FEATURES_SHOWN).map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden className="text-accent">
                  ·
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-1 flex-col items-start justify-center gap-6 px-6">
      <p className="display text-4xl text-heading">Your cart is empty.</p>
      <p className="text-subtext">Pick a fixed-price package or build a real-estate visuals quote.</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/shop" onClick={close} className={buttonStyles("primary", "sm")}>
          Browse packages
        </Link>
        <Link href="/vantaroom" onClick={close} className={buttonStyles("secondary", "sm")}>
          Explore VantaRoom
        </Link>
      </div>
    </div>
  );
}
