"use client";

import type { QuoteRequest } from "@/src/features/quote/quote-request";
import { buttonStyles } from "@/src/ui/button-styles";
import { CloseButton } from "@/src/ui/close-button";
import { Dialog } from "@/src/ui/dialog";
import { PACKAGE_FEATURES_SHOWN } from "./constants";

type QuoteDialogProps = {
  open: boolean;
  items: QuoteRequest;
  onGetQuote: () => void;
  onContinueShopping: () => void;
  /** Escape, a click outside, or the close button: closes and keeps the selection. */
  onDismiss: () => void;
};

/** The selection to be quoted, with the way on to /contact (docs/vantaroom.md#quote-flow). */
export function QuoteDialog({ open, items, onGetQuote, onContinueShopping, onDismiss }: QuoteDialogProps) {
  return (
    <Dialog open={open} onClose={onDismiss} labelledBy="quote-dialog-title">
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-outline p-6 md:p-8">
          <div>
            <p className="eyebrow">VantaRoom</p>
            <h2 id="quote-dialog-title" className="display mt-2 text-3xl">
              Your quote request
            </h2>
          </div>
          <CloseButton label="Close" onClick={onDismiss} />
        </div>
        <div className="overflow-y-auto p-6 md:p-8">
          <ul className="flex flex-col divide-y divide-outline">
            {items.map((item) =>
              item.type === "package" ? (
                <li key={`package-${item.name}`} className="py-4 first:pt-0">
                  <p className="eyebrow text-accent!">Package</p>
                  <h3 className="mt-1 text-xl font-semibold text-heading">{item.name}</h3>
                  <ul className="mt-2 flex flex-col gap-1 text-sm">
                    {item.features.slice(0, PACKAGE_FEATURES_SHOWN).map((feature) => (
                      <li key={feature}>· {feature}</li>
                    ))}
                  </ul>
                  {item.features.length > PACKAGE_FEATURES_SHOWN ? (
                    <p className="mt-1 text-sm text-subtext">
                      + {item.features.length - PACKAGE_FEATURES_SHOWN} more features
                    </p>
                  ) : null}
                </li>
              ) : (
                <li key={`addon-${item.name}`} className="flex items-baseline justify-between gap-4 py-3 first:pt-0">
                  <h3 className="font-semibold text-heading">{item.name}</h3>
                  <span className="shrink-0 text-sm text-subtext">{item.unit}</span>
                </li>
              ),
            )}
          </ul>
          <p className="mt-6 rounded-xl bg-background px-4 py-3 text-sm">
            A detailed quote reaches your inbox within 24 hours. Core assets are delivered within 6 hours of the scan.
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-outline p-6 sm:flex-row sm:justify-end md:p-8">
          <button type="button" onClick={onContinueShopping} className={buttonStyles("secondary")}>
            Continue Shopping
          </button>
          <button type="button" onClick={onGetQuote} className={buttonStyles("primary")}>
            Get My Quote
          </button>
        </div>
      </div>
    </Dialog>
  );
}
