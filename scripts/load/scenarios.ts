import type { Review } from "../../src/model/review";

/** One thing the load test asks of the server, over and over. */
export interface Scenario {
  name: string;
  method: "GET" | "POST";
  /** What the report shows (without the review keys). */
  label: string;
  /**
   * Requests made in turn on every connection (one, but for the review saves); a request with
   * bodies sends them in turn, counted over all connections.
   */
  requests: { path: string; bodies?: string[] }[];
  headers?: Record<string, string>;
  /** Connections of its own, when the scenario stands for a number of visitors (the tour's scrubbers). */
  connections?: number;
}

/** The client ids of src/content/review-clients.ts, whose review links the studio hands out. */
export type ReviewLinks = ReadonlyMap<string, string>;

const T0 = Date.parse("2026-11-23T17:00:00.000Z");

/**
 * What a client sends from their review page once they have gone through it: a decision on most of
 * the 16 posts and a few pinned comments on some (about 2 KB, like a real review, not a minimal one).
 * The two variants differ in one decision, so saves taking turns with them each change the review.
 */
export function realisticReview(variant: 0 | 1 = 0): Review {
  const decisions: Review["decisions"] = {};
  for (let post = 1; post <= 12; post += 1) decisions[`post-${post}`] = post % 4 === 0 ? "replace" : "approved";
  if (variant === 1) decisions["post-1"] = "replace";
  const pin = (post: number, index: number, text: string) => ({
    id: `c-${post}-${index}`,
    x: 12.5 + index * 21.25,
    y: 30 + index * 12.5,
    text,
    isNew: true,
    timestamp: new Date(T0 + (post * 10 + index) * 60_000).toISOString(),
  });
  return {
    decisions,
    comments: {
      "post-4": [
        pin(4, 0, "Could the headline be one line shorter? It crowds the logo on a phone."),
        pin(4, 1, "Warmer colour here, closer to the sage in our van livery, please."),
      ],
      "post-8": [
        pin(8, 0, "This photo is from the old office; the new one is on the shared drive, folder 'Fall 2026'."),
      ],
      "post-11": [
        pin(11, 0, "Love this one. Can we post it on a Thursday morning?"),
        pin(11, 1, "Small typo: 'it's' should be 'its' in the second line."),
        pin(11, 2, "Please tag our partner account as well."),
      ],
      "post-12": [pin(12, 0, "Swap the price for 'from $149' — the offer changes in December.")],
    },
  };
}

/**
 * The scenarios, in the order they run; review-save needs one review link per client it saves for,
 * round-images the image URLs of a published round (every stored width of every post).
 */
/** Visitors scrubbing a studio-made tour at once (docs/operations.md#tours). */
export const TOUR_SCRUBBERS = 20;

export function scenarios(
  links: ReviewLinks | null,
  roundImages: readonly string[] | null = null,
  tourFrames: readonly string[] | null = null,
): Scenario[] {
  const list: Scenario[] = [
    { name: "home", method: "GET", label: "GET /", requests: [{ path: "/" }] },
    { name: "shop", method: "GET", label: "GET /shop/web-design", requests: [{ path: "/shop/web-design" }] },
    {
      name: "guide",
      method: "GET",
      label: "GET /Guides/22%20Chelsea%20Bay/waypoints.json",
      requests: [{ path: "/Guides/22%20Chelsea%20Bay/waypoints.json" }],
    },
  ];
  if (links !== null && links.size > 0) {
    list.push({
      name: "review-save",
      method: "POST",
      label: `POST /api/reviews/{client}?key=… (${links.size} clients in turn)`,
      // Every client in turn, each through their own link, as when several clients review at once;
      // a client's saves alternate two variants, so each changes a decision and (merged onto what is
      // saved, from no saved version) makes a new version.
      requests: [...links].map(([clientId, key]) => ({
        path: `/api/reviews/${clientId}?key=${encodeURIComponent(key)}`,
        bodies: ([0, 1] as const).map((variant) =>
          JSON.stringify({ baseVersion: 0, review: realisticReview(variant) }),
        ),
      })),
      headers: { "content-type": "application/json" },
    });
  }
  list.push({
    name: "inquiry-send",
    method: "POST",
    label: "POST /api/inquiries (messages and orders in turn)",
    // What visitors send from /contact: plain messages and orders, which the server prices itself.
    requests: [{ path: "/api/inquiries", bodies: inquiryBodies() }],
    headers: { "content-type": "application/json" },
  });
  if (roundImages !== null && roundImages.length > 0) {
    list.push({
      name: "round-images",
      method: "GET",
      label: `GET /api/review-images/{hash}/{width} (${roundImages.length} pictures of a published round in turn)`,
      // What a client's review page and its preview fetch: every stored width of every post, by hash.
      requests: roundImages.map((path) => ({ path })),
    });
  }
  if (tourFrames !== null && tourFrames.length > 0) {
    list.push({
      name: "tour-frames",
      method: "GET",
      label: `GET /api/tour-frames/{set}/frames/{width}/frame_N.jpg (${tourFrames.length} frames of an uploaded tour in turn, ${TOUR_SCRUBBERS} visitors)`,
      // Each visitor scrubbing the whole tour with a cold cache: every frame, both widths, read from the store.
      requests: tourFrames.map((path) => ({ path })),
      connections: TOUR_SCRUBBERS,
    });
  }
  return list;
}

export const SCENARIO_NAMES = [
  "home",
  "shop",
  "guide",
  "review-save",
  "inquiry-send",
  "round-images",
  "tour-frames",
] as const;

/** A few inquiries as visitors write them: a plain message, an order with the bundle discount, a longer brief. */
export function inquiryBodies(): string[] {
  const message = (text: string) => ({
    name: "Load Test",
    email: "load@example.com",
    subject: "New Inquiry",
    message: text,
  });
  return [
    message("Hi, I have a question about your services. We need a new logo and a site for a bakery in Inglewood."),
    {
      ...message("Hi, I'd like to order the following. Thanks!"),
      subject: "Order Request: Web Design + 3 more items",
      selection: {
        kind: "order",
        items: [
          { id: "web-design" },
          { id: "extra-revision-round" },
          { id: "rush-delivery" },
          { id: "social-launch-kit" },
        ],
      },
    },
    message(
      "We are a family moving company in Calgary. Our brand is ten years old and looks it: we would like a refresh of the logo, " +
        "new truck graphics and a simple site with a quote form. Budget is flexible for the right team. Could we talk next week?",
    ),
  ].map((body) => JSON.stringify(body));
}
