"use client";

import { useRouter } from "next/navigation";
import { useReducer } from "react";
import type { Addon, VantaroomPackage } from "@/src/content/vantaroom";
import { QUOTE_STORAGE_KEY } from "@/src/features/quote/constants";
import { writeStored } from "@/src/lib/storage";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Link } from "@/src/ui/link";
import { AddonIcon } from "./addon-icon";
import { PACKAGE_FEATURES_SHOWN } from "./constants";
import { initialQuoteState, quoteItems, quoteReducer, requestQuoteLabel } from "./quote-flow";

const loadDialog = () => import("./quote-dialog").then((module) => module.QuoteDialog);

type QuoteSelectionProps = {
  packages: readonly VantaroomPackage[];
  addons: readonly Addon[];
};

/**
 * The packages and add-ons a visitor picks from, and the quote dialog they open (docs/vantaroom.md#quote-flow). The
 * rules are in quote-flow.ts; this renders them.
 */
export function QuoteSelection({ packages, addons }: QuoteSelectionProps) {
  const [state, dispatch] = useReducer(quoteReducer, initialQuoteState);
  const router = useRouter();
  const count = state.addonIds.length;
  const items = quoteItems(state, packages, addons);

  function getMyQuote() {
    writeStored("session", QUOTE_STORAGE_KEY, items);
    dispatch({ type: "get-my-quote" });
    router.push("/contact");
  }

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} onRequest={() => dispatch({ type: "request-package", packageId: pkg.id })} />
          </li>
        ))}
      </ul>

      <section aria-labelledby="addons-title" className="mt-24">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <p className="eyebrow">À la carte</p>
            <h3 id="addons-title" className="display mt-3 text-[clamp(2rem,5vw,3.75rem)]">
              Add-ons
            </h3>
            <p className="mt-4 text-lg">
              Pick the extras this listing needs, on their own or on top of a package. Select as many as you like and we
              will price them together.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => dispatch({ type: "clear-addons" })}
              disabled={count === 0}
              className={`${buttonStyles("secondary", "sm")} disabled:cursor-not-allowed disabled:opacity-50`}
            >
              Clear All
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: "request-addons" })}
              disabled={count === 0}
              className={`${buttonStyles("primary", "sm")} disabled:cursor-not-allowed disabled:bg-background-secondary disabled:text-subtext`}
            >
              {requestQuoteLabel(count)}
            </button>
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {count === 0 ? "No add-ons selected" : `${count} ${count === 1 ? "add-on" : "add-ons"} selected`}
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {addons.map((addon) => (
            <li key={addon.id} className={addon.popular ? "xl:col-span-2" : undefined}>
              <AddonCard
                addon={addon}
                selected={state.addonIds.includes(addon.id)}
                onToggle={() => dispatch({ type: "toggle-addon", addonId: addon.id })}
              />
            </li>
          ))}
          <li className="sm:col-span-2 lg:col-span-1 xl:col-span-2">
            <div className="grain flex h-full flex-col justify-between gap-6 rounded-2xl border border-dashed border-outline p-6">
              <p className="text-lg text-heading">
                Need something else? Measurements for an appraisal, a listing video or print brochures: tell us about
                the property.
              </p>
              <Link href="/contact" className={`${buttonStyles("secondary", "sm")} w-fit`}>
                Ask the studio
              </Link>
            </div>
          </li>
        </ul>
      </section>

      {count > 0 ? (
        <button
          type="button"
          onClick={() => dispatch({ type: "request-addons" })}
          className={`${buttonStyles("primary", "md")} glow fixed right-5 bottom-5 z-40 shadow-2xl md:right-10 md:bottom-8`}
        >
          {requestQuoteLabel(count)}
        </button>
      ) : null}

      <LazyComponent
        load={loadDialog}
        when={state.dialogOpen}
        props={{
          open: state.dialogOpen,
          items,
          onGetQuote: getMyQuote,
          onContinueShopping: () => dispatch({ type: "continue-shopping" }),
          onDismiss: () => dispatch({ type: "dismiss" }),
        }}
        onError={() => dispatch({ type: "dismiss" })}
      />
    </>
  );
}

function PackageCard({ pkg, onRequest }: { pkg: VantaroomPackage; onRequest: () => void }) {
  const titleId = `package-${pkg.id}`;
  const more = pkg.features.length - PACKAGE_FEATURES_SHOWN;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border bg-background-secondary ${pkg.isElite ? "glow border-accent" : "border-outline"}`}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-background">
        <Image
          src={pkg.image}
          alt=""
          fill
          sizes="(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
        <span
          className="absolute top-4 left-4 rounded-full px-3 py-1 text-xs font-bold tracking-[0.18em] text-background"
          style={{ backgroundColor: pkg.badgeColor }}
        >
          {pkg.displayBadge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <div>
          <h3 id={titleId} className="display text-2xl">
            {pkg.name}
          </h3>
          <p className="mt-2 text-sm font-semibold text-accent">{pkg.sizeLimit}</p>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {pkg.features.slice(0, PACKAGE_FEATURES_SHOWN).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden className="text-accent">
                ✓
              </span>
              {feature}
            </li>
          ))}
          {more > 0 ? <li className="text-subtext">+ {more} more</li> : null}
        </ul>
        <div className="mt-auto flex flex-col gap-4 border-t border-outline pt-5">
          <p className="display text-xl text-heading">{pkg.isElite ? "Bespoke Pricing" : "Custom Quote"}</p>
          <button
            type="button"
            onClick={onRequest}
            aria-haspopup="dialog"
            className={buttonStyles(pkg.isElite ? "primary" : "secondary", "sm")}
          >
            Request {pkg.badge} Quote
          </button>
        </div>
      </div>
    </article>
  );
}

function AddonCard({ addon, selected, onToggle }: { addon: Addon; selected: boolean; onToggle: () => void }) {
  const nameId = `addon-${addon.id}`;
  const detailId = `addon-${addon.id}-detail`;
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-labelledby={nameId}
      aria-describedby={detailId}
      onClick={onToggle}
      className="group relative flex h-full w-full flex-col gap-4 rounded-2xl border border-outline bg-background-secondary p-6 text-left transition-colors hover:border-accent/70 aria-pressed:border-accent aria-pressed:bg-accent/10"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-background text-accent">
          <AddonIcon name={addon.icon} className="size-6" />
        </span>
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full border border-outline text-background transition-colors group-aria-pressed:border-accent group-aria-pressed:bg-accent"
        >
          <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2.5 7.5l3 3 6-7" />
          </svg>
        </span>
      </span>
      <span className="flex flex-col gap-1">
        <span id={nameId} className="text-lg font-semibold text-heading">
          {addon.name}
        </span>
        <span id={detailId} className="flex flex-col gap-2">
          <span className="text-sm font-semibold text-accent">
            {addon.unit}
            {addon.popular ? <span className="ml-2 text-text">· Most popular</span> : null}
          </span>
          <span className="text-sm text-text">{addon.description}</span>
        </span>
      </span>
    </button>
  );
}
