"use client";

import { useEffect, useState } from "react";
import { getSessionStatus } from "@/src/features/studio/api";
import type { Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { publishWaypoints } from "./api";

/**
 * For a signed-in studio member in edit mode: publishes the editor's list, so the tour's guide file
 * serves it to every visitor. Shown only with a studio session; otherwise the editor keeps its
 * changes in this browser, as the spec describes.
 */
export function PublishWaypoints({ propertyId, waypoints }: { propertyId: string; waypoints: readonly Waypoint[] }) {
  const [signedIn, setSignedIn] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getSessionStatus().then(
      (session) => live && setSignedIn(session.ok && session.data.signedIn),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  if (!signedIn) return null;

  async function publish() {
    setBusy(true);
    try {
      const answer = await publishWaypoints(propertyId, waypoints);
      setMessage(
        answer.ok
          ? `Published: every visitor now sees these ${answer.data.count} waypoints.`
          : (answer.error ?? "Could not publish the waypoints."),
      );
    } catch {
      setMessage("The server cannot be reached; nothing was published. Your changes are kept in this browser.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={() => void publish()} disabled={busy} className={buttonStyles("primary", "sm")}>
        Publish waypoints
      </button>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
