import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TOUR_NOT_FOUND } from "@/src/features/tour/tour-not-found";

// proxy.ts rewrites an unknown id under /property here: rendered per request (so its scripts carry the
// request's CSP nonce) and never cached, answered with status 404 and the route's own not-found screen.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: TOUR_NOT_FOUND, robots: { index: false } };

export default function UnknownTour() {
  notFound();
}
