import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { InquirySelection } from "@/src/model/inquiry";
import type { QueuedMessage } from "@/src/model/mail";
import type { Review } from "@/src/model/review";
import type { FootageSource, PublishedTour, TourLayout } from "@/src/model/stored-tour";
import type { Waypoint } from "@/src/model/tour";

/**
 * Each review's current state: every save through a review link merged into it. A review is a
 * client's generated demo set (keyed by the client's id) or one of their rounds (keyed
 * `{clientId}/round-{number}`, see src/model/review-keys.ts), so a round's
 * review starts empty and stays the size of one month's work.
 */
export const reviews = pgTable("reviews", {
  clientId: text("client_id").primaryKey(),
  review: jsonb("review").$type<Review>().notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  /** The number of its latest version in review_versions; a save names the one it started from. */
  version: integer("version").notNull(),
});

/**
 * Saved versions of each review, with their time: the bases that later saves are merged against,
 * and the studio's history. Every version of the last 30 days is kept, then the last of each day.
 */
export const reviewVersions = pgTable(
  "review_versions",
  {
    id: serial("id").primaryKey(),
    clientId: text("client_id").notNull(),
    version: integer("version").notNull(),
    review: jsonb("review").$type<Review>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("review_versions_client_version_idx").on(table.clientId, table.version),
    // Pruning reads a client's versions by age.
    index("review_versions_client_saved_idx").on(table.clientId, table.savedAt),
  ],
);

/** Saves through each client's link in the current minute, so a link that saves too often is refused. */
export const reviewSaveWindows = pgTable("review_save_windows", {
  clientId: text("client_id").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  saves: integer("saves").notNull(),
});

/** Waypoints a studio member published for a tour; the guide file serves them. */
export const publishedWaypoints = pgTable("published_waypoints", {
  propertyId: text("property_id").primaryKey(),
  waypoints: jsonb("waypoints").$type<Waypoint[]>().notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
});

/** Secrets the site made for itself when the environment gives none (review links, sessions). */
export const secrets = pgTable("secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/** Wrong studio passwords per address, to slow down guessing. */
export const signInFailures = pgTable("sign_in_failures", {
  address: text("address").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
});

/** Binary data (the stored images): Postgres's bytea, a Buffer in Node. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** A client's round of posts: a draft only the studio sees, then published to the client's link. */
export const rounds = pgTable(
  "rounds",
  {
    id: serial("id").primaryKey(),
    clientId: text("client_id").notNull(),
    /** 1, 2, 3… per client, in the order the studio started them. */
    number: integer("number").notNull(),
    status: text("status", { enum: ["draft", "published"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("rounds_client_number_idx").on(table.clientId, table.number),
    // One draft per client: two "New round" presses at once make one draft, never two numbers.
    uniqueIndex("rounds_one_draft_idx")
      .on(table.clientId)
      .where(sql`${table.status} = 'draft'`),
  ],
);

/** A post of a round: its place, caption and planned date. Its pictures are its versions. */
export const roundPosts = pgTable(
  "round_posts",
  {
    /** Stable across versions and reorders; reviews key a post's decision and pins by it and the version. */
    id: text("id").primaryKey(),
    roundId: integer("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    caption: text("caption").notNull(),
    plannedDate: date("planned_date", { mode: "string" }).notNull(),
  },
  (table) => [index("round_posts_round_idx").on(table.roundId, table.position)],
);

/** The pictures of a post: version 1 as first uploaded, then each replacement after publishing. */
export const postVersions = pgTable(
  "post_versions",
  {
    postId: text("post_id")
      .notNull()
      .references(() => roundPosts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    imageId: text("image_id")
      .notNull()
      .references(() => images.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.version] })],
);

/** An uploaded picture, re-encoded: its id is the SHA-256 (hex) of its largest stored WebP. */
export const images = pgTable("images", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Each picture's sizes, made once at upload so serving never resizes: WebP, no metadata. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
);

/** The version of each review the studio has read; a review saved since is unread. */
export const reviewReads = pgTable("review_reads", {
  reviewKey: text("review_key").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * Mail to send the studio, written in the transaction of the save that causes it (a transactional
 * outbox): a sender delivers it in the background, retries while the mail server is down, and
 * folds a client's saves of a few minutes into one message.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** A client's save: the client and the review (folded per client into one mail); null for a message. */
    clientId: text("client_id"),
    reviewKey: text("review_key"),
    /** A message composed when it was queued (an inquiry's mails), sent as it is. */
    message: jsonb("message").$type<QueuedMessage>(),
    /** The inquiry a message is about: deleting the inquiry deletes its mail. */
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Not before this: the end of the client's quiet period, or the next retry. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the last allowed attempt failed: the inbox shows the mail as undelivered. */
    gaveUpAt: timestamp("gave_up_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.sentAt, table.dueAt),
    index("mail_outbox_client_idx").on(table.clientId, table.sentAt),
  ],
);

/**
 * The studio's signed-in sessions, one row per sign-in. The sealed cookie names its row (by the
 * SHA-256 of a random id), so signing out deletes the row and any copy of the cookie stops working,
 * on every instance sharing the database.
 */
export const studioSessions = pgTable("studio_sessions", {
  idHash: text("id_hash").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});

/**
 * A client's review link, when the studio has rotated it (no row: the link the site has always
 * made, generation 0): keys of earlier generations are refused with a clear message.
 */
export const reviewLinks = pgTable("review_links", {
  clientId: text("client_id").primaryKey(),
  generation: integer("generation").notNull(),
  /** Links of this generation stop working after this moment; null: never. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull(),
});

/**
 * What a visitor sent through the site (a contact message, a VantaRoom quote, a shop order), kept
 * for the studio's inbox until it is deleted or ages out.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    /** What the visitor is shown and the mails carry: `EMB-7K3Q9X`. */
    reference: text("reference").notNull(),
    kind: text("kind", { enum: ["contact", "quote", "order"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The selection as the site showed it when the visitor sent it; null for a plain message. */
    selection: jsonb("selection").$type<InquirySelection>(),
    status: text("status", { enum: ["new", "replied", "won", "lost"] }).notNull(),
    /** The studio's own notes. */
    notes: text("notes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When the studio first opened it: null is unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("inquiries_reference_idx").on(table.reference),
    index("inquiries_created_idx").on(table.createdAt),
  ],
);

/** The studio's replies to an inquiry, mailed to the visitor in the inquiry's thread. */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("inquiry_replies_inquiry_idx").on(table.inquiryId)],
);

/** Inquiries sent from each address in the current window, so one address cannot flood the inbox. */
export const inquiryWindows = pgTable("inquiry_windows", {
  address: text("address").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  sends: integer("sends").notNull(),
});

/**
 * A tour the studio made from a walkthrough video (docs/tours.md#tours-of-real-listings). Its id in
 * addresses is `slug` (`/property/{slug}`), unique with the content's tours. `layout` is the studio's
 * working copy (floors and plans, floor changes, the camera's keyframes, the cover), `version`
 * counts its changes (a save names the one it started from); `published` is the copy visitors see,
 * made when the studio publishes, null while the tour is unpublished.
 */
export const tours = pgTable(
  "tours",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    layout: jsonb("layout").$type<TourLayout>().notNull(),
    version: integer("version").notNull(),
    published: jsonb("published").$type<PublishedTour>(),
    /** The version of `layout` that `published` was made from. */
    publishedVersion: integer("published_version"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("tours_slug_idx").on(table.slug)],
);

/**
 * A tour's video upload: the plan the studio's browser made (which moments become frames, their
 * sizes and JPEG quality) and how far it got. One per tour; starting over deletes it and its frames.
 * `setHash` is set once every frame is stored at both widths: the frames' URLs carry it.
 */
export const tourFootage = pgTable(
  "tour_footage",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    source: jsonb("source").$type<FootageSource>().notNull(),
    /** The in and out points the frames were spread over, in seconds. */
    rangeStart: doublePrecision("range_start").notNull(),
    rangeEnd: doublePrecision("range_end").notNull(),
    /** The moment of the video each frame shows, in seconds (frame 1 first). */
    times: jsonb("times").$type<number[]>().notNull(),
    frameCount: integer("frame_count").notNull(),
    /** Each width's frame size (a portrait video's frames are fitted to the height). */
    sizes: jsonb("sizes").$type<Record<string, { width: number; height: number }>>().notNull(),
    /** JPEG quality in percent, the same for every frame. */
    quality: integer("quality").notNull(),
    /** Frames stored at both widths, and their bytes (bounded per tour). */
    storedFrames: integer("stored_frames").notNull().default(0),
    storedBytes: bigint("stored_bytes", { mode: "number" }).notNull().default(0),
    setHash: text("set_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("tour_footage_tour_idx").on(table.tourId), index("tour_footage_set_idx").on(table.setHash)],
);

/** A tour's frame at one width: its file, by hash. A frame counts as stored once both widths are here. */
export const tourFrames = pgTable(
  "tour_frames",
  {
    footageId: integer("footage_id")
      .notNull()
      .references(() => tourFootage.id, { onDelete: "cascade" }),
    frame: integer("frame").notNull(),
    width: integer("width").notNull(),
    fileHash: text("file_hash")
      .notNull()
      .references(() => tourFiles.hash),
  },
  (table) => [
    primaryKey({ columns: [table.footageId, table.frame, table.width] }),
    // Deleting a file checks that no frame still shows it.
    index("tour_frames_file_idx").on(table.fileHash),
  ],
);

/**
 * The tours' files, named by the SHA-256 of their bytes: frames (JPEG, checked), floor plans (WebP,
 * re-encoded) and poses (JSON, made at publishing). Served by hash, immutable; the same bytes are
 * stored once.
 */
export const tourFiles = pgTable("tour_files", {
  hash: text("hash").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
