import type { ShopAddon } from "@/src/content/shop-addons";
import { formatCad } from "@/src/lib/money";
import { Image } from "@/src/ui/image";
import { AddToCartButton } from "./add-to-cart-button";
import { addonCartItem } from "./addon-cart-item";

type AddonCardProps = {
  addon: ShopAddon;
  headingLevel?: "h3" | "h4";
  /** A compact row for 'Pairs well with' beside a package; the full card on /shop. */
  compact?: boolean;
};

export function AddonCard({ addon, headingLevel: Heading = "h3", compact = false }: AddonCardProps) {
  const nameId = `addon-${addon.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={`flex h-full overflow-hidden rounded-2xl border border-outline bg-background-secondary ${compact ? "flex-row" : "flex-col"}`}
    >
      <div className={`relative shrink-0 bg-background ${compact ? "w-32 sm:w-40" : "aspect-[4/3]"}`}>
        <Image
          src={addon.image}
          alt=""
          fill
          sizes={compact ? "160px" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
          className="object-cover"
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${compact ? "p-4" : "p-6"}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <Heading id={nameId} className={compact ? "text-lg font-semibold text-heading" : "display text-2xl"}>
            {addon.name}
          </Heading>
          <p className="font-semibold text-heading">
            {formatCad(addon.price)} <span className="text-sm font-normal text-subtext">{addon.unit}</span>
          </p>
        </div>
        {compact ? null : (
          <>
            <p>{addon.description}</p>
            <ul className="flex flex-col gap-1.5 text-sm">
              {addon.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden className="text-accent">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-auto pt-2">
          <AddToCartButton item={addonCartItem(addon)} itemName={addon.name} size={compact ? "sm" : "md"} />
        </div>
      </div>
    </article>
  );
}
