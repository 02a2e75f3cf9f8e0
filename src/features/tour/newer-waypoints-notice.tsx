"use client";

import { removeStored, writeStored } from "@/src/lib/storage";
import type { Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { NEWER_WAYPOINTS_NOTICE } from "./constants";
import { waypointsBaseStorageKey, waypointsStorageKey, type GuideWaypoints } from "./waypoints";

export type NewerWaypointsNoticeProps = {
  propertyId: string;
  /** The published list on offer. */
  offer: GuideWaypoints & { version: string };
  /** The visitor took the published list: this browser's edits are gone. */
  onUse: (waypoints: readonly Waypoint[]) => void;
  onClose: () => void;
};

/**
 * Said over this browser's edited waypoints when the studio published a list after the edits began:
 * the visitor takes it (this browser's copy is removed, so later publishes show by themselves) or
 * keeps the edits (not asked again until the next publish). The viewer keeps the live region it is
 * announced in and fetches this code only when there is a list to offer.
 */
export function NewerWaypointsNotice({ propertyId, offer, onUse, onClose }: NewerWaypointsNoticeProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-accent bg-background-secondary p-4 text-sm">
      <p className="font-semibold text-heading">{NEWER_WAYPOINTS_NOTICE}</p>
      <p className="text-subtext">
        This browser shows the waypoints edited here. Use the published ones instead, or keep your edits.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            removeStored("local", waypointsStorageKey(propertyId));
            removeStored("local", waypointsBaseStorageKey(propertyId));
            onUse(offer.waypoints);
            onClose();
          }}
          className={buttonStyles("primary", "sm")}
        >
          Use the published waypoints
        </button>
        <button
          type="button"
          onClick={() => {
            writeStored("local", waypointsBaseStorageKey(propertyId), { version: offer.version });
            onClose();
          }}
          className={buttonStyles("secondary", "sm")}
        >
          Keep my edits
        </button>
      </div>
    </div>
  );
}
