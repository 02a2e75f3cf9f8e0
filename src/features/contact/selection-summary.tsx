import type { OrderRequest } from "@/src/features/cart/order-request";
import type { QuoteRequest } from "@/src/features/quote/quote-request";
import { formatCad } from "@/src/lib/money";
import { CloseButton } from "@/src/ui/close-button";
import { CLEAR_SELECTION_TITLE, QUICK_SEND_TIP, SUMMARY_FEATURES_SHOWN } from "./constants";

type SelectionSummaryProps = ({ kind: "quote"; items: QuoteRequest } | { kind: "order"; order: OrderRequest }) & {
  onClear: () => void;
};

export function SelectionSummary(props: SelectionSummaryProps) {
  return (
    <section
      aria-labelledby="selection-title"
      className="glow relative rounded-2xl border border-accent/50 bg-background-secondary p-6 md:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="selection-title" className="display text-2xl">
          {props.kind === "quote" ? "Your selection" : "Your order"}
        </h2>
        <CloseButton label={CLEAR_SELECTION_TITLE} title={CLEAR_SELECTION_TITLE} onClick={props.onClear} />
      </div>
      {props.kind === "quote" ? <QuoteItems items={props.items} /> : <OrderItems order={props.order} />}
      <p className="mt-6 rounded-xl bg-background px-4 py-3 text-sm text-text">{QUICK_SEND_TIP}</p>
    </section>
  );
}

function QuoteItems({ items }: { items: QuoteRequest }) {
  return (
    <ul className="mt-6 flex flex-col divide-y divide-outline">
      {items.map((item) =>
        item.type === "package" ? (
          <li key={`package-${item.name}`} className="py-4">
            <p className="eyebrow text-accent!">Package</p>
            <h3 className="mt-1 text-lg font-semibold text-heading">{item.name}</h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-text">
              {item.features.slice(0, SUMMARY_FEATURES_SHOWN).map((feature) => (
                <li key={feature}>· {feature}</li>
              ))}
            </ul>
            {item.features.length > SUMMARY_FEATURES_SHOWN ? (
              <p className="mt-1 text-sm text-subtext">
                + {item.features.length - SUMMARY_FEATURES_SHOWN} more features
              </p>
            ) : null}
          </li>
        ) : (
          <li key={`addon-${item.name}`} className="flex items-baseline justify-between gap-4 py-3">
            <h3 className="text-base font-semibold text-heading">{item.name}</h3>
            <span className="text-sm text-subtext">{item.unit}</span>
          </li>
        ),
      )}
    </ul>
  );
}

function OrderItems({ order }: { order: OrderRequest }) {
  return (
    <>
      <ul className="mt-6 flex flex-col divide-y divide-outline">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-4 py-3">
            <h3 className="text-base font-semibold text-heading">
              {item.name}
              {item.unit ? <span className="ml-2 text-sm font-normal text-subtext">{item.unit}</span> : null}
            </h3>
            <span className="shrink-0 text-right">
              {formatCad(item.price)}
              {item.bundleDiscount ? (
                <s className="ml-2 text-sm text-subtext">
                  <span className="sr-only">was </span>
                  {formatCad(item.originalPrice)}
                </s>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-baseline justify-between border-t border-outline pt-4">
        <span className="eyebrow">Subtotal</span>
        <span data-testid="order-subtotal" className="display text-2xl">
          {formatCad(order.subtotal)}
        </span>
      </p>
    </>
  );
}
