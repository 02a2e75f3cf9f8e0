import { addonsPairedWith, shopAddons } from "@/src/content/shop-addons";
import { BUNDLE_DISCOUNT_RATE, BUNDLE_MIN_ADDONS } from "@/src/features/cart/constants";
import { AddonCard } from "./addon-card";

/** The bundle rule in words, from the cart's own constants. */
export const BUNDLE_OFFER = `Add-ons: ${Math.round(BUNDLE_DISCOUNT_RATE * 100)} % off each when you pick ${BUNDLE_MIN_ADDONS} or more`;

/** /shop's add-on section: every priced extra, each with Add to Cart. */
export function ShopAddons() {
  return (
    <section aria-labelledby="addons-title" className="border-t border-outline">
      <div className="mx-auto max-w-[1600px] px-5 py-20 md:px-10">
        <p className="eyebrow">Extras</p>
        <h2 id="addons-title" className="display mt-4 max-w-[20ch] text-[clamp(2rem,5vw,4rem)]">
          {BUNDLE_OFFER}
        </h2>
        <p className="mt-6 max-w-2xl text-lg">
          Add them to any package, or on their own. The discount is applied in your cart as soon as the third one is in.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shopAddons.map((addon) => (
            <li key={addon.id}>
              <AddonCard addon={addon} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The add-ons suggested beside a package on its page, best match first. */
export function PairsWellWith({ packageId }: { packageId: string }) {
  const pairs = addonsPairedWith(packageId);
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby="pairs-title" className="border-t border-outline">
      <div className="mx-auto max-w-[1600px] px-5 py-16 md:px-10">
        <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
          <h2 id="pairs-title" className="display text-[clamp(2rem,5vw,4rem)]">
            Pairs well with
          </h2>
          <p className="text-subtext">{BUNDLE_OFFER}.</p>
        </div>
        <ul className="mt-10 grid gap-4 lg:grid-cols-2">
          {pairs.map((addon) => (
            <li key={addon.id}>
              <AddonCard addon={addon} compact />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
