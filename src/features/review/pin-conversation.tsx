import type { Annotation } from "@/src/model/review";

/** The studio's replies on a pin, and whether it is resolved, as the client sees them. */
export function PinConversation({ pin }: { pin: Annotation }) {
  return (
    <>
      {(pin.replies ?? []).map((reply) => (
        <span key={reply.id} className="mt-2 block border-l-2 border-accent pl-3 text-text">
          <span className="font-semibold text-heading">Studio reply:</span> {reply.text}
        </span>
      ))}
      {pin.resolved ? (
        <span className="mt-2 block text-xs font-semibold text-accent">Resolved by the studio</span>
      ) : null}
    </>
  );
}

/** An earlier version's pins, readable beside the version now under review. */
export function EarlierPins({ version, pins }: { version: number; pins: readonly Annotation[] }) {
  if (pins.length === 0) return null;
  return (
    <section aria-label={`Comments on version ${version}`} className="flex flex-col gap-2">
      <h3 className="eyebrow">Comments on version {version}</h3>
      <ol className="flex flex-col gap-2">
        {pins.map((pin, pinIndex) => (
          <li
            key={pin.id}
            className="flex items-start gap-3 rounded-lg border border-dashed border-outline bg-background p-3 text-sm"
          >
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full border border-outline text-xs font-bold"
            >
              {pinIndex + 1}
            </span>
            <span className="flex-1">
              {pin.text}
              <PinConversation pin={pin} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
