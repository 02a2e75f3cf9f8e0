import type { QuoteRequest } from "@/src/features/quote/quote-request";

/**
 * The VantaRoom quote selection as one small state machine (docs/vantaroom.md#quote-flow): a package
 * chosen from its card, add-ons toggled on their cards, and the dialog that lists the selection.
 */
export type QuoteState = {
  /** The package whose 'Request {badge} Quote' opened the dialog; null for an add-ons-only quote. */
  packageId: string | null;
  /** Selected add-ons, in the order they were picked (quantity 1 each). */
  addonIds: readonly string[];
  dialogOpen: boolean;
};

export type QuoteEvent =
  | { type: "request-package"; packageId: string }
  | { type: "toggle-addon"; addonId: string }
  | { type: "clear-addons" }
  | { type: "request-addons" }
  | { type: "get-my-quote" }
  | { type: "continue-shopping" }
  | { type: "dismiss" };

export const initialQuoteState: QuoteState = { packageId: null, addonIds: [], dialogOpen: false };

export function quoteReducer(state: QuoteState, event: QuoteEvent): QuoteState {
  switch (event.type) {
    case "request-package":
      // A package is quoted on its own: choosing it clears the add-ons.
      return { packageId: event.packageId, addonIds: [], dialogOpen: true };
    case "toggle-addon":
      return {
        ...state,
        addonIds: state.addonIds.includes(event.addonId)
          ? state.addonIds.filter((id) => id !== event.addonId)
          : [...state.addonIds, event.addonId],
      };
    case "clear-addons":
      return { ...state, addonIds: [] };
    case "request-addons":
      // The multi-service quote works only with at least one add-on, and never carries a package.
      return state.addonIds.length === 0 ? state : { ...state, packageId: null, dialogOpen: true };
    case "get-my-quote":
    case "dismiss":
      return { ...state, dialogOpen: false };
    case "continue-shopping":
      return initialQuoteState;
  }
}

type QuotablePackage = { id: string; name: string; features: readonly string[] };
type QuotableAddon = { id: string; name: string; unit: string; description: string };

/** What 'Get My Quote' saves under `vantaroom_quote_request`: the package, then the add-ons, in the spec's shape. */
export function quoteItems(
  state: QuoteState,
  packages: readonly QuotablePackage[],
  addons: readonly QuotableAddon[],
): QuoteRequest {
  const chosen = packages.find((pkg) => pkg.id === state.packageId);
  return [
    ...(chosen ? [{ type: "package" as const, name: chosen.name, features: [...chosen.features] }] : []),
    ...state.addonIds.flatMap((id) => {
      const addon = addons.find((candidate) => candidate.id === id);
      return addon
        ? [{ type: "addon" as const, name: addon.name, unit: addon.unit, description: addon.description }]
        : [];
    }),
  ];
}

/** 'Request Quote for 3 Services', and 'for 1 Service'. */
export function requestQuoteLabel(count: number): string {
  return `Request Quote for ${count} ${count === 1 ? "Service" : "Services"}`;
}
