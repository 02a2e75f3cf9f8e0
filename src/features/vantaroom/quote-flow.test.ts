import { describe, expect, it } from "vitest";
import { initialQuoteState, quoteItems, quoteReducer, requestQuoteLabel, type QuoteEvent } from "./quote-flow";

const run = (...events: QuoteEvent[]) => events.reduce(quoteReducer, initialQuoteState);

const packages = [
  { id: "pro", name: "Pro Listing Package", features: ["40 photos total", "Enhanced 2D floor plan"] },
  { id: "elite", name: "Elite Bundle", features: ["70+ photos"] },
];
const addons = [
  { id: "staging", name: "Virtual Staging", unit: "per room", description: "Furnished rooms." },
  { id: "drone", name: "Drone Photography", unit: "5-10 images", description: "Aerial stills." },
];

describe("quoteReducer", () => {
  it("opens the dialog for a package, which clears the add-ons", () => {
    expect(run({ type: "toggle-addon", addonId: "drone" }, { type: "request-package", packageId: "pro" })).toEqual({
      packageId: "pro",
      addonIds: [],
      dialogOpen: true,
    });
  });

  it("toggles add-ons in the order they are picked, and clears them all", () => {
    const picked = run({ type: "toggle-addon", addonId: "drone" }, { type: "toggle-addon", addonId: "staging" });
    expect(picked.addonIds).toEqual(["drone", "staging"]);
    expect(quoteReducer(picked, { type: "toggle-addon", addonId: "drone" }).addonIds).toEqual(["staging"]);
    expect(quoteReducer(picked, { type: "clear-addons" }).addonIds).toEqual([]);
  });

  it("opens the multi-service quote only with an add-on selected, and never with a package", () => {
    expect(run({ type: "request-addons" }).dialogOpen).toBe(false);
    const state = run(
      { type: "request-package", packageId: "pro" },
      { type: "dismiss" },
      { type: "toggle-addon", addonId: "staging" },
      { type: "request-addons" },
    );
    expect(state).toEqual({ packageId: null, addonIds: ["staging"], dialogOpen: true });
  });

  it("closes on Get My Quote and on a dismissal, keeping the selection", () => {
    const open = run({ type: "toggle-addon", addonId: "staging" }, { type: "request-addons" });
    expect(quoteReducer(open, { type: "get-my-quote" })).toEqual({ ...open, dialogOpen: false });
    expect(quoteReducer(open, { type: "dismiss" })).toEqual({ ...open, dialogOpen: false });
  });

  it("clears package and add-ons and closes on Continue Shopping", () => {
    const open = run({ type: "request-package", packageId: "elite" });
    expect(quoteReducer(open, { type: "continue-shopping" })).toEqual(initialQuoteState);
  });
});

describe("quoteItems", () => {
  it("lists the package with its features, then each add-on with unit and description", () => {
    const state = { packageId: "pro", addonIds: ["drone", "staging"], dialogOpen: true };
    expect(quoteItems(state, packages, addons)).toEqual([
      { type: "package", name: "Pro Listing Package", features: ["40 photos total", "Enhanced 2D floor plan"] },
      { type: "addon", name: "Drone Photography", unit: "5-10 images", description: "Aerial stills." },
      { type: "addon", name: "Virtual Staging", unit: "per room", description: "Furnished rooms." },
    ]);
  });

  it("leaves out ids it does not know", () => {
    expect(quoteItems({ packageId: "gone", addonIds: ["gone"], dialogOpen: true }, packages, addons)).toEqual([]);
  });
});

describe("requestQuoteLabel", () => {
  it.each([
    [1, "Request Quote for 1 Service"],
    [3, "Request Quote for 3 Services"],
  ])("reads well for %d", (count, label) => {
    expect(requestQuoteLabel(count)).toBe(label);
  });
});
