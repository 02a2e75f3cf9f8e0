"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { StudioToursProps } from "@/src/features/tours/studio-tours";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Spinner } from "@/src/ui/spinner";
import { Tabs } from "@/src/ui/tabs";
import type { ReviewOverview, SessionStatus, UndeliveredMail } from "./api";
import { SIGN_OUT_EVERYWHERE, STUDIO_UNREACHABLE } from "./constants";
import { linkExpiry, ReviewLink } from "./review-link";
import { formatSavedTime } from "./saved-time";
import { SignIn } from "./sign-in";
import { StudioLocked } from "./studio-locked";
import type { ReviewData } from "./studio-review";

type Loaded = {
  status: SessionStatus | null;
  overview: ReviewOverview[] | null;
  undelivered: UndeliveredMail[];
  unreadInquiries: number;
  error: string | null;
};

const nothing = { overview: null, undelivered: [], unreadInquiries: 0 };

// The routes' module brings valibot: it arrives once the page is interactive, not with its first paint.
const studioApi = () => import("./api");

/** The session, and with it the overview of every client's review. */
async function loadInbox(): Promise<Loaded> {
  try {
    const api = await studioApi();
    const session = await api.getSessionStatus();
    if (!session.ok) return { status: null, ...nothing, error: STUDIO_UNREACHABLE };
    const status = session.data;
    if (!status.signedIn) return { status, ...nothing, error: null };
    const overview = await api.getStudioOverview();
    if (overview.status === 401) return { status: { ...status, signedIn: false }, ...nothing, error: null };
    if (!overview.ok) return { status: null, ...nothing, error: STUDIO_UNREACHABLE };
    return {
      status,
      overview: overview.data.clients,
      undelivered: overview.data.undeliveredMail,
      unreadInquiries: overview.data.unreadInquiries,
      error: null,
    };
  } catch {
    return { status: null, ...nothing, error: STUDIO_UNREACHABLE };
  }
}

// One client's review (its posts, pins, images and exports) is fetched once the studio signs in, not
// with the page: a signed-out visitor never needs it.
const loadReview = () => import("./studio-review").then((module) => module.StudioReview);
const loadInquiries = () => import("./inquiries-panel").then((module) => module.InquiriesPanel);

// The tours and their editor, once the studio opens them (the video import comes with them, never with the inbox).
const loadTours = () => import("@/src/features/tours/studio-tours").then((module) => module.StudioTours);

/** An open tour, from the address (`?tour=12`), so a reload opens the same tour. */
function tourFromAddress(query: URLSearchParams | null): number | null {
  const tour = Number(query?.get("tour"));
  return Number.isInteger(tour) && tour > 0 ? tour : null;
}

type Tab = "reviews" | "inquiries" | "tours";

function firstTab(query: URLSearchParams | null): Tab {
  if (query?.has("inquiry")) return "inquiries";
  if (query?.has("tours") || tourFromAddress(query) !== null) return "tours";
  return "reviews";
}

/** Keeps the tours tab and the open tour in the address (`?tours`, `?tour=12`), and takes them out elsewhere. */
function keepInAddress(tab: Tab, tour: number | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete("tours");
  url.searchParams.delete("tour");
  if (tab === "tours" && tour !== null) url.searchParams.set("tour", String(tour));
  else if (tab === "tours") url.searchParams.set("tours", "");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search.replace(/=(&|$)/, "$1")}`);
}

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
  const [undelivered, setUndelivered] = useState<UndeliveredMail[]>([]);
  const [unreadInquiries, setUnreadInquiries] = useState(0);
  // The studio's mail links to an inquiry (/studio?inquiry=…) or a client (/studio?client=…).
  const [linked] = useState(() => (typeof window === "undefined" ? null : new URLSearchParams(window.location.search)));
  const [tab, setTab] = useState<Tab>(() => firstTab(linked));
  const [tour, setTour] = useState(() => tourFromAddress(linked));
  const [open, setOpen] = useState<string | null>(() =>
    typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("client"),
  );
  const [error, setError] = useState<string | null>(null);
  const show = useCallback((nextTab: Tab, nextTour: number | null = null) => {
    setTab(nextTab);
    setTour(nextTour);
    keepInAddress(nextTab, nextTour);
  }, []);
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
    setUndelivered(loaded.undelivered);
    setUnreadInquiries(loaded.unreadInquiries);
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
  const unread = (overview?.reduce((sum, entry) => sum + entry.unread, 0) ?? 0) + unreadInquiries;
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
  const line = overview?.find((entry) => entry.id === open);
  if (client && line) {
    const back = () => {
      cameFrom.current = client.id;
      setOpen(null);
      // Opening the client's reviews read them: the counts follow.
      void refresh();
    };
    const link = { path: line.link, expiry: line.linkExpiry };
    return (
      <LazyComponent
        load={loadReview}
        when
        props={{ client, link, onBack: back, onLinkRotated: () => void refresh() }}
        onError={() => setOpen(null)}
      />
    );
  }

  const reviewsUnread = overview?.reduce((sum, entry) => sum + entry.unread, 0) ?? 0;
  const counted = (label: string, count: number) => (count > 0 ? `${label} (${count} new)` : label);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => void signOut()} className={buttonStyles("secondary", "sm")}>
          Sign out
        </button>
        <button type="button" onClick={() => void signOut(true)} className={buttonStyles("secondary", "sm")}>
          {SIGN_OUT_EVERYWHERE}
        </button>
      </div>
      {undelivered.length > 0 ? <UndeliveredNotice mail={undelivered} /> : null}
      <Tabs
        label="The inbox"
        tabs={[
          { id: "reviews", label: counted("Client reviews", reviewsUnread) },
          { id: "inquiries", label: counted("Inquiries", unreadInquiries) },
          { id: "tours", label: "Tours" },
        ]}
        selected={tab}
        onSelect={(id) => show(id as Tab)}
      >
        {tab === "inquiries" ? (
          <LazyComponent
            load={loadInquiries}
            when
            props={{ openReference: linked?.get("inquiry") ?? null, onUnreadChange: setUnreadInquiries }}
            onError={() => show("reviews")}
          />
        ) : tab === "tours" ? (
          <LazyComponent<StudioToursProps>
            load={loadTours}
            when
            props={{ open: tour, onOpen: (opened) => show("tours", opened) }}
            onError={() => show("reviews")}
          />
        ) : (
          <ClientList overview={overview} onOpen={setOpen} focusIfCameFrom={focusIfCameFrom} />
        )}
      </Tabs>
    </div>
  );
}

/** Every client's line: their review link, progress and last save, and Open. */
function ClientList({
  overview,
  onOpen,
  focusIfCameFrom,
}: {
  overview: ReviewOverview[] | null;
  onOpen: (id: string) => void;
  focusIfCameFrom: (id: string, button: HTMLButtonElement | null) => void;
}) {
  return (
    <section aria-labelledby="client-reviews-title" className="flex flex-col gap-5">
      <h2 id="client-reviews-title" className="display text-3xl">
        Client reviews
      </h2>
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
              <div className="flex min-w-0 flex-col gap-1">
                <ReviewLink name={entry.name} path={entry.link} />
                {entry.linkExpiry ? <p className="text-xs text-subtext">{linkExpiry(entry.linkExpiry)}</p> : null}
              </div>
              <p className="text-sm">
                {entry.approved + entry.replacements} of 16 reviewed: {entry.approved} approved, {entry.replacements}{" "}
                {entry.replacements === 1 ? "replacement" : "replacements"} · {entry.comments}{" "}
                {entry.comments === 1 ? "comment" : "comments"}
              </p>
              <button
                type="button"
                onClick={() => onOpen(entry.id)}
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
    </section>
  );
}

/**
 * Mail the site gave up sending (about a client's save, or an inquiry's): what it was about is saved
 * all the same, but someone was not told, so the inbox says so until the rows age out.
 */
function UndeliveredNotice({ mail }: { mail: UndeliveredMail[] }) {
  const [latest] = mail;
  return (
    <div role="status" className="rounded-2xl border border-accent/60 bg-background-secondary p-5 text-sm">
      <p className="font-semibold text-heading">
        {mail.length === 1 ? "1 mail" : `${mail.length} mails`} could not be delivered.
      </p>
      <p className="mt-1 text-subtext">
        What they were about is saved here; only the mail was lost
        {latest
          ? ` (latest: ${latest.about}, ${formatSavedTime(latest.gaveUpAt)}${latest.lastError ? `: ${latest.lastError}` : ""})`
          : ""}
        . Check SMTP_URL and MAIL_FROM on the server.
      </p>
    </div>
  );
}
