import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Review } from "@/src/model/review";
import type { Waypoint } from "@/src/model/tour";

/** Each client's current review: every save through their review link merged into it. */
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
