import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Review } from "@/src/model/review";
import type { Waypoint } from "@/src/model/tour";

/** Each client's current review, as last saved through their review link. */
export const reviews = pgTable("reviews", {
  clientId: text("client_id").primaryKey(),
  review: jsonb("review").$type<Review>().notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  /** How many times it was saved; the versions table keeps each. */
  version: integer("version").notNull(),
});

/** Every saved version of every review, with its time: nothing a client sent is ever overwritten. */
export const reviewVersions = pgTable(
  "review_versions",
  {
    id: serial("id").primaryKey(),
    clientId: text("client_id").notNull(),
    version: integer("version").notNull(),
    review: jsonb("review").$type<Review>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("review_versions_client_idx").on(table.clientId, table.version)],
);

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
