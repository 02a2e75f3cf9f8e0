import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { publishedWaypoints } from "@/src/db/schema";
import type { Waypoint } from "@/src/model/tour";

/** Replaces the tour's published waypoints; every visitor's guide file serves them from now on. */
export async function publishWaypoints(
  db: Database,
  propertyId: string,
  waypoints: readonly Waypoint[],
  now = new Date(),
) {
  const list = [...waypoints];
  await db
    .insert(publishedWaypoints)
    .values({ propertyId, waypoints: list, publishedAt: now })
    .onConflictDoUpdate({ target: publishedWaypoints.propertyId, set: { waypoints: list, publishedAt: now } });
  return { publishedAt: now.toISOString(), count: list.length };
}

/** The published waypoints, or null when nothing was published for the tour. */
export async function loadPublishedWaypoints(db: Database, propertyId: string): Promise<Waypoint[] | null> {
  const [row] = await db.select().from(publishedWaypoints).where(eq(publishedWaypoints.propertyId, propertyId));
  return row ? row.waypoints : null;
}

/** Removes the published list: the tour's own guide file serves again. */
export async function unpublishWaypoints(db: Database, propertyId: string): Promise<void> {
  await db.delete(publishedWaypoints).where(eq(publishedWaypoints.propertyId, propertyId));
}
