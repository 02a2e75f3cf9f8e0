import { guideTitle } from "@/src/model/guide-title";

/** A tour's id in its address is at most this long. */
const MAX_SLUG = 60;

/**
 * A tour's id from its name (docs/tours.md#tours-of-real-listings): lower-case words joined by
 * hyphens, as the demo's `22-chelsea-bay`, so its guide file's title ("22 Chelsea Bay") leads back to
 * it. Accents are dropped; a name with no Latin letter or digit gives "tour".
 */
export function slugFor(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, MAX_SLUG) ?? "") || "tour";
}

/** The slug, or with "-2", "-3"… the first that `taken` does not hold. */
export function uniqueSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const candidate = `${slug.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The slug a guide file's title names ("118 Elbow Drive" gives 118-elbow-drive), or null when none can. */
export function slugOfGuideTitle(title: string): string | null {
  const slug = title.split(" ").join("-").toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && guideTitle(slug) === title ? slug : null;
}
