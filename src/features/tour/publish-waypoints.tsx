"use client";

import { useEffect, useState } from "react";
import type { Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { UNPUBLISH_CONFIRM, UNPUBLISHED_MESSAGE } from "./constants";

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
    fetch("/api/studio/session")
      .then((response) => (response.ok ? (response.json() as Promise<{ signedIn: boolean }>) : { signedIn: false }))
      .then(
        (session) => live && setSignedIn(session.signedIn),
        () => {},
      );
    return () => {
      live = false;
    };
  }, []);

  if (!signedIn) return null;

  const url = `/api/tours/${encodeURIComponent(propertyId)}/waypoints`;

  /** Sends one change; says what happened, and that this browser keeps its changes when the server cannot be reached. */
  async function send(
    request: () => Promise<Response>,
    done: (answer: { count?: number }) => string,
    failed: string,
    unreachable: string,
  ) {
    setBusy(true);
    try {
      const response = await request();
      const answer = (await response.json().catch(() => ({}))) as { error?: string; count?: number };
      setMessage(response.ok ? done(answer) : (answer.error ?? failed));
    } catch {
      setMessage(`The server cannot be reached; ${unreachable}. Your changes are kept in this browser.`);
    } finally {
      setBusy(false);
    }
  }

  const publish = () =>
    send(
      () =>
        fetch(url, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ waypoints }),
        }),
      (answer) => `Published: every visitor now sees these ${answer.count ?? waypoints.length} waypoints.`,
      "Could not publish the waypoints.",
      "nothing was published",
    );

  const unpublish = () => {
    if (!window.confirm(UNPUBLISH_CONFIRM)) return;
    void send(
      () => fetch(url, { method: "DELETE" }),
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
