import { NextResponse, type NextRequest } from "next/server";
import { idRouteOf, storedTourRewrite } from "./src/config/routes";
import { contentSecurityPolicy } from "./src/config/security-headers";
import { site } from "./src/config/site";
import { studioRewrite } from "./src/features/studio/entry";
import {
  hasBuildManifest,
  notFoundScriptHashes,
  prerenderedScriptHashes,
  requestedPagePath,
} from "./src/lib/server/csp-hashes";
import { studioPassword } from "./src/lib/server/studio-password";
import { SESSION_COOKIE } from "./src/lib/server/studio-session-rules";

const production = process.env.NODE_ENV === "production";
const previewServiceOrigin = new URL(site.previewServiceUrl).origin;

/**
 * Every page's Content-Security-Policy, with no 'unsafe-inline' for scripts: a prerendered page
 * names its own inline scripts by hash (from the build's manifest); anything rendered per request
 * (a 404 for an unknown id, development) gets a fresh nonce, which Next.js puts on its scripts.
 * /studio is answered by one of three prerendered pages, chosen here (src/features/studio/entry.ts).
 * A tour the studio made is rendered per request too (app/stored-tour): it lives in the database.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Null when its percent-encoding is malformed (answered 400 below, unless it is an unknown id).
  const path = requestedPagePath(pathname);
  // The page that answers: /studio's locked notice and sign-in form are pages of their own (entry.ts).
  const studio = studioRewrite(path ?? pathname, {
    enabled: studioPassword() !== null,
    sessionCookie: request.cookies.has(SESSION_COOKIE),
  });
  const page = studio ?? pathname;
  const hashes = prerenderedScriptHashes(page);
  const nonce = hashes ? null : Buffer.from(crypto.randomUUID()).toString("base64");
  const inlineScripts = hashes ?? [`'nonce-${nonce}'`, ...notFoundScriptHashes()];
  const policy = contentSecurityPolicy({ previewServiceOrigin, production, inlineScripts });
  const headers = new Headers(request.headers);
  if (nonce) {
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", policy);
  }
  // A tour id nobody prerendered may name a tour the studio made: its page reads the database per
  // request, and answers the viewer's 404 itself when no published tour has that id.
  const stored = hashes || studio || path === null ? null : storedTourRewrite(path);
  const missing = hashes || studio || stored ? null : unknownIdRoute(pathname);
  // Malformed percent-encoding (`/api/reviews/%E0%A4%A`) would make Next.js fail decoding the
  // route's parameters with a bare 500; an unknown id under a page route still gets its 404 screen.
  if (!missing && path === null) {
    return new NextResponse("Bad Request: the address is not validly encoded.", {
      status: 400,
      headers: { "Content-Security-Policy": policy, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const rewrite = stored ?? (missing ? `/missing${missing}` : studio);
  const response = rewrite
    ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * The route of a path that names an id nobody prerendered (/shop/no-such-service gives "/shop").
 * Next.js would render its 404 on demand and then cache it, serving every later request the first
 * request's nonce; app/missing/* renders the same screen per request, never cached. Only once
 * built: in development nothing is cached.
 */
function unknownIdRoute(pathname: string): string | null {
  const route = idRouteOf(pathname);
  return route && hasBuildManifest() ? route : null;
}

export const config = {
  // Pages only. Route handlers (/api, the guide files) are left out: Next.js buffers the body of every
  // request its proxy sees (up to 10 MB, cutting the rest), so a stranger's large POST would be held
  // in memory before any handler could refuse it from its headers; their headers come from
  // next.config.ts. Static files and images carry the other headers only.
  matcher: ["/((?!api/|Guides/|_next/static|_next/image|generated/|media/|favicon.ico).*)"],
};
