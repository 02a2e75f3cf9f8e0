import "server-only";

/**
 * Whether a state-changing request comes from this site's own pages: the Origin header, when the
 * browser sends one, must be this host. With SameSite=Strict cookies this closes cross-site writes.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const forbidden = (error: string) => Response.json({ error }, { status: 403 });
