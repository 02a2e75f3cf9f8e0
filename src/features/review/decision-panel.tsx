"use client";

import type { Decision } from "@/src/model/review";
import { buttonStyles } from "@/src/ui/button-styles";
import { STATUS_LABELS } from "./summary";

/** The post's status in words, Approve and Request replacement (each again to undo), and the move on. */
export function DecisionPanel({
  status,
  advancing,
  onDecide,
}: {
  status: keyof typeof STATUS_LABELS;
  advancing: boolean;
  onDecide: (decision: Decision) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Status: <strong className="text-heading">{STATUS_LABELS[status]}</strong>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          aria-pressed={status === "approved"}
          onClick={() => onDecide("approved")}
          className={`${buttonStyles("secondary", "sm")} aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-background`}
        >
          Approve
        </button>
        <button
          type="button"
          aria-pressed={status === "replace"}
          onClick={() => onDecide("replace")}
          className={`${buttonStyles("secondary", "sm")} aria-pressed:border-heading aria-pressed:bg-heading aria-pressed:text-background`}
        >
          Request replacement
        </button>
      </div>
      {advancing ? (
        <p role="status" className="text-sm text-accent-glow">
          Moving on to the next post…
        </p>
      ) : null}
    </div>
  );
}
