"use client";

import type { Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input } from "@/src/ui/text-field";
import { canSave, type Draft } from "./editor";
import { PLACE_WAYPOINT_HINT } from "./editor-messages";

type WaypointEditorProps = {
  waypoints: readonly Waypoint[];
  draft: Draft | null;
  currentFrame: number;
  currentFloor: string;
  onStart: () => void;
  onEdit: (waypoint: Waypoint) => void;
  onDelete: (waypoint: Waypoint) => void;
  onChange: (draft: Draft) => void;
  onSave: () => void;
  onCancel: () => void;
};

/**
 * Edit mode's panel (docs/tours.md#editing): add, change and delete waypoints; every change is kept in this browser.
 */
export function WaypointEditor({
  waypoints,
  draft,
  currentFrame,
  currentFloor,
  onStart,
  onEdit,
  onDelete,
  onChange,
  onSave,
  onCancel,
}: WaypointEditorProps) {
  return (
    <section
      aria-labelledby="editor-title"
      className="flex flex-col gap-5 rounded-2xl border border-accent/50 bg-background-secondary p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="editor-title" className="display text-xl">
          Waypoint editor
        </h2>
        {draft ? null : (
          <button type="button" onClick={onStart} className={buttonStyles("primary", "sm")}>
            Add Waypoint
          </button>
        )}
      </div>
      {draft ? (
        <form
          aria-label={draft.id ? `Edit ${draft.name || "waypoint"}` : "New waypoint"}
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave(draft)) onSave();
          }}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2">
            <label htmlFor="waypoint-name" className="eyebrow">
              Name
            </label>
            <Input
              id="waypoint-name"
              value={draft.name}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => onChange({ ...draft, name: event.target.value })}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span>
              Frame <strong className="text-heading">{draft.frame}</strong> · {draft.floor}
            </span>
            <button
              type="button"
              onClick={() => onChange({ ...draft, frame: currentFrame, floor: currentFloor })}
              disabled={draft.frame === currentFrame && draft.floor === currentFloor}
              className={`${buttonStyles("secondary", "sm")} disabled:opacity-50`}
            >
              Use current frame and floor
            </button>
          </div>
          {draft.position ? (
            <p className="text-sm">
              Position: {draft.position.x}% across, {draft.position.y}% down
            </p>
          ) : (
            <p role="status" className="rounded-lg bg-background px-3 py-2 text-sm text-accent-glow">
              {PLACE_WAYPOINT_HINT}
            </p>
          )}
          <div className="flex gap-3">
            <button
              type="submit"
              disabled={!canSave(draft)}
              className={`${buttonStyles("primary", "sm")} disabled:cursor-not-allowed disabled:bg-background disabled:text-subtext`}
            >
              {draft.id ? "Save Changes" : "Save Waypoint"}
            </button>
            <button type="button" onClick={onCancel} className={buttonStyles("secondary", "sm")}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      <ul className="flex flex-col divide-y divide-outline text-sm">
        {waypoints.map((waypoint) => (
          <li key={waypoint.id} className="flex items-center justify-between gap-3 py-2.5">
            <span>
              <span className="font-semibold text-heading">{waypoint.name}</span>
              <span className="text-subtext">
                {" "}
                · frame {waypoint.frame} · {waypoint.floor}
              </span>
            </span>
            <span className="flex shrink-0 gap-2">
              <button
                type="button"
                onClick={() => onEdit(waypoint)}
                aria-label={`Edit ${waypoint.name}`}
                className="rounded-full border border-outline px-3 py-1 text-xs font-semibold hover:border-accent"
              >
                Edit
              </button>
              <button
                type="button"
                onClick={() => onDelete(waypoint)}
                aria-label={`Delete ${waypoint.name}`}
                className="rounded-full border border-outline px-3 py-1 text-xs font-semibold hover:border-accent"
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
