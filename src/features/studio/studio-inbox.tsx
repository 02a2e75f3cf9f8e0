"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Spinner } from "@/src/ui/spinner";
import { Input } from "@/src/ui/text-field";
import type { ReviewOverview, SessionStatus } from "./api";
import { SIGN_OUT_EVERYWHERE, STUDIO_UNREACHABLE } from "./constants";
import { formatSavedTime } from "./saved-time";
import { SignIn } from "./sign-in";
import { StudioLocked } from "./studio-locked";
import type { ReviewData } from "./studio-review";

type Loaded = { status: SessionStatus | null; overview: ReviewOverview[] | null; error: string | null };

// The routes' module brings valibot: it arrives once the page is interactive, not with its first paint.
const studioApi = () => import("./api");

/** The session, and with it the overview of every client's review. */
async function loadInbox(): Promise<Loaded> {
  try {
    const api = await studioApi();
    const session = await api.getSessionStatus();
    if (!session.ok) return { status: null, overview: null, error: STUDIO_UNREACHABLE };
    const status = session.data;
    if (!status.signedIn) return { status, overview: null, error: null };
    const overview = await api.getStudioOverview();
    if (overview.status === 401) return { status: { ...status, signedIn: false }, overview: null, error: null };
    if (!overview.ok) return { status: null, overview: null, error: STUDIO_UNREACHABLE };
    return { status, overview: overview.data.clients, error: null };
  } catch {
    return { status: null, overview: null, error: STUDIO_UNREACHABLE };
  }
}

// One client's review (its posts, pins, images and exports) is fetched once the studio signs in, not
// with the page: a signed-out visitor never needs it.
const loadReview = () => import("./studio-review").then((module) => module.StudioReview);

export type ClientCopy = { id: string; name: string; captions: readonly string[]; notes: ReviewData["notes"] };

/**
 * The studio's inbox (/studio with a session cookie, entry.ts): behind STUDIO_PASSWORD, every
 * client's review link (with a copy button), progress and last save, each review read-only with its
 * pins, and its exports. The cookie may hold no live session (it ended, or was never real): the
 * session route decides, and the sign-in form stands until it has.
 */
export function StudioInbox({ clients }: { clients: readonly ClientCopy[] }) {
  const [status, setStatus] = useState<SessionStatus | null>(null);
  const [overview, setOverview] = useState<ReviewOverview[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Back from a review, the keyboard lands on the Open button it came from, not on the page's top.
  const cameFrom = useRef<string | null>(null);
  const focusIfCameFrom = useCallback((id: string, button: HTMLButtonElement | null) => {
    if (button && cameFrom.current === id) {
      cameFrom.current = null;
      button.focus();
    }
  }, []);

  const apply = useCallback((loaded: Loaded) => {
    setStatus(loaded.status);
    setOverview(loaded.overview);
    setError(loaded.error);
  }, []);
  const refresh = useCallback(() => loadInbox().then(apply), [apply]);

  useEffect(() => {
    let live = true;
    loadInbox().then((loaded) => live && apply(loaded));
    return () => {
      live = false;
    };
  }, [apply]);

  const signedIn = status?.signedIn === true;
  const unread = overview?.reduce((sum, entry) => sum + entry.unread, 0) ?? 0;
  // The tab shows what waits: "(2) Studio inbox", like a mail client.
  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, "");
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
  }, [unread]);
  useEffect(() => {
    if (signedIn) void loadReview().catch(() => {});
  }, [signedIn]);

  /** Signs this browser out, or with `everywhere` every browser signed in to the inbox. */
  async function signOut(everywhere = false) {
    await (await studioApi()).signOut(everywhere);
    setOpen(null);
    await refresh();
  }

  if (error) return <p role="alert">{error}</p>;
  // The sign-in form stands (disabled) while the session is checked, so a signed-out visitor's page
  // does not jump when it arrives in place of a spinner.
  if (!status) return <SignIn onSignedIn={refresh} checking />;
  if (!status.enabled) return <StudioLocked />;
  if (!status.signedIn) return <SignIn onSignedIn={refresh} />;

  const client = clients.find((candidate) => candidate.id === open);
  if (client) {
    const back = () => {
      cameFrom.current = client.id;
      setOpen(null);
      // Opening the client's reviews read them: the counts follow.
      void refresh();
    };
    return <LazyComponent load={loadReview} when props={{ client, onBack: back }} onError={() => setOpen(null)} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="display text-3xl">Client reviews</h2>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => void signOut()} className={buttonStyles("secondary", "sm")}>
            Sign out
          </button>
          <button type="button" onClick={() => void signOut(true)} className={buttonStyles("secondary", "sm")}>
            {SIGN_OUT_EVERYWHERE}
          </button>
        </div>
      </div>
      {overview === null ? (
        <Spinner label="Loading reviews…" />
      ) : (
        <ul className="flex flex-col divide-y divide-outline rounded-2xl border border-outline bg-background-secondary">
          {overview.map((entry) => (
            <li key={entry.id} className="grid gap-3 p-5 lg:grid-cols-[1.2fr_2fr_1fr_auto] lg:items-center">
              <div>
                <h3 className="font-semibold text-heading">
                  {entry.name}{" "}
                  {entry.unread > 0 ? (
                    <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-background">
                      {entry.unread} unread
                    </span>
                  ) : null}
                </h3>
                <p className="text-sm text-subtext">
                  {entry.savedAt
                    ? `Saved ${formatSavedTime(entry.savedAt)} · version ${entry.version}`
                    : "Nothing saved yet"}
                </p>
              </div>
              <ReviewLink name={entry.name} path={entry.link} />
              <p className="text-sm">
                {entry.approved + entry.replacements} of 16 reviewed: {entry.approved} approved, {entry.replacements}{" "}
                {entry.replacements === 1 ? "replacement" : "replacements"} · {entry.comments}{" "}
                {entry.comments === 1 ? "comment" : "comments"}
              </p>
              <button
                type="button"
                onClick={() => setOpen(entry.id)}
                ref={(button) => focusIfCameFrom(entry.id, button)}
                className={buttonStyles("primary", "sm")}
                aria-label={`Open the review of ${entry.name}`}
              >
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewLink({ name, path }: { name: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch (error) {
      console.warn("Could not copy the review link", error);
    }
  }
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Input readOnly value={url} aria-label={`Review link for ${name}`} compact className="min-w-0 flex-1 text-xs" />
      <button type="button" onClick={() => void copy()} className={buttonStyles("secondary", "sm")}>
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> the review link for {name}</span>
      </button>
    </div>
  );
}
