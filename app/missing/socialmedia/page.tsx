import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UNKNOWN_CLIENT } from "@/src/features/review/unknown-client";

// proxy.ts rewrites an unknown id under /socialmedia here: rendered per request (so its scripts carry the
// request's CSP nonce) and never cached, answered with status 404 and the route's own not-found screen.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: `Social media posts — ${UNKNOWN_CLIENT}`, robots: { index: false } };

export default function UnknownClient() {
  notFound();
}
