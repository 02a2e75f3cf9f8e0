"use client";

import { useEffect, useState } from "react";
import { getSessionStatus } from "@/src/features/studio/api";
import type { ApiAnswer } from "@/src/lib/api-client";
import type { Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { publishWaypoints, unpublishWaypoints } from "./api";
import { UNPUBLISH_CONFIRM, UNPUBLISHED_MESSAGE } from "./editor-messages";

/**
 * For a signed-in studio member in edit mode: publishes the editor's list, so the tour's guide file
 * serves it to every visitor, or unpublishes it (once confirmed), so the file serves the tour's own
 * list again. Shown only with a studio session; otherwise the editor keeps its changes in this
 * browser, as the spec describes.
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

  /** Sends one change; says what happened, and that this browser keeps its changes when the server cannot be reached. */
  async function send<T>(
    request: () => Promise<ApiAnswer<T>>,
    done: (answer: T) => string,
    failed: string,
    unreachable: string,
  ) {
    setBusy(true);
    try {
      const answer = await request();
      setMessage(answer.ok ? done(answer.data) : (answer.error ?? failed));
    } catch {
      setMessage(`The server cannot be reached; ${unreachable}. Your changes are kept in this browser.`);
    } finally {
      setBusy(false);
    }
  }

  const publish = () =>
    send(
      () => publishWaypoints(propertyId, waypoints),
      (answer) => `Published: every visitor now sees these ${answer.count} waypoints.`,
      "Could not publish the waypoints.",
      "nothing was published",
    );

  const unpublish = () => {
    if (!window.confirm(UNPUBLISH_CONFIRM)) return;
    void send(
      () => unpublishWaypoints(propertyId),
      () => UNPUBLISHED_MESSAGE,
      "Could not unpublish the waypoints.",
      "nothing was unpublished",
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void publish()} disabled={busy} className={buttonStyles("primary", "sm")}>
          Publish waypoints
        </button>
        <button type="button" onClick={unpublish} disabled={busy} className={buttonStyles("secondary", "sm")}>
          Unpublish
        </button>
      </div>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
