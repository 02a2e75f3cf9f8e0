"use client";

import type { Waypoint } from "@/src/model/tour";
import { deleteWaypoint, draftOf, newDraft, newWaypointId, saveDraft, type Draft } from "./editor";
import { PublishWaypoints } from "./publish-waypoints";
import { WaypointEditor } from "./waypoint-editor";

export type EditPanelProps = {
  propertyId: string;
  waypoints: readonly Waypoint[];
  draft: Draft | null;
  currentFrame: number;
  currentFloor: string;
  onDraftChange: (draft: Draft | null) => void;
  /** An existing waypoint was opened for editing: the minimap should show its floor. */
  onShowFloor: (floor: string) => void;
  onWaypointsChange: (waypoints: readonly Waypoint[]) => void;
};

/**
 * Edit mode's side panel (`?edit=true`): publishing for the studio and the waypoint editor. Its
 * code is fetched only in edit mode, so visitors' tours don't carry it.
 */
export function EditPanel({
  propertyId,
  waypoints,
  draft,
  currentFrame,
  currentFloor,
  onDraftChange,
  onShowFloor,
  onWaypointsChange,
}: EditPanelProps) {
  return (
    <>
      <PublishWaypoints propertyId={propertyId} waypoints={waypoints} />
      <WaypointEditor
        waypoints={waypoints}
        draft={draft}
        currentFrame={currentFrame}
        currentFloor={currentFloor}
        onStart={() => onDraftChange(newDraft(currentFrame, currentFloor))}
        onEdit={(waypoint) => {
          onDraftChange(draftOf(waypoint));
          onShowFloor(waypoint.floor);
        }}
        onDelete={(waypoint) => {
          onWaypointsChange(deleteWaypoint(waypoints, waypoint.id));
          if (draft?.id === waypoint.id) onDraftChange(null);
        }}
        onChange={onDraftChange}
        onSave={() => {
          if (!draft) return;
          onWaypointsChange(saveDraft(waypoints, draft, newWaypointId(draft.name, waypoints)));
          onDraftChange(null);
        }}
        onCancel={() => onDraftChange(null)}
      />
    </>
  );
}
