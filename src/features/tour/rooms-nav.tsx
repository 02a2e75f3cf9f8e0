"use client";

import { memo } from "react";
import { useSignalSelect, type Signal } from "@/src/lib/signal";
import type { Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { waypointAt } from "./waypoints";

/**
 * The waypoints as buttons ('Rooms'), the room the camera is in marked as the current location. It
 * re-renders when the camera enters another room, not on every frame.
 */
export const RoomsNav = memo(function RoomsNav({
  frame,
  waypoints,
  onJump,
}: {
  frame: Signal<number>;
  waypoints: readonly Waypoint[];
  onJump: (waypoint: Waypoint) => void;
}) {
  const hereId = useSignalSelect(
    frame,
    (at) => waypointAt(waypoints, at)?.id ?? null,
    waypointAt(waypoints, 1)?.id ?? null,
  );
  return (
    <nav aria-label="Rooms" className="flex flex-wrap gap-2">
      {waypoints.map((waypoint) => (
        <button
          key={waypoint.id}
          type="button"
          aria-current={hereId === waypoint.id ? "location" : undefined}
          onClick={() => onJump(waypoint)}
          className={`${buttonStyles("secondary", "sm")} aria-[current=location]:border-accent aria-[current=location]:text-accent`}
        >
          {waypoint.name}
        </button>
      ))}
    </nav>
  );
});
