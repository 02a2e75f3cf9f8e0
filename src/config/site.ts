/**
 * The studio's identity and site-wide constants. Every value can be overridden by a public
 * environment variable at build time, so another studio can deploy this code unchanged.
 * The variables: docs/configuration.md#every-variable.
 */

function fromEnv(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function urlFromEnv(value: string | undefined, fallback: string): string {
  const candidate = fromEnv(value, fallback);
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? candidate.replace(/\/$/, "") : fallback;
  } catch {
    return fallback;
  }
}

function timeZoneFromEnv(value: string | undefined, fallback: string): string {
  const candidate = fromEnv(value, fallback);
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: candidate });
    return candidate;
  } catch {
    return fallback;
  }
}

let checkedTimeZone: string | null = null;

// Next.js inlines NEXT_PUBLIC_* only when each is written out in full, so no dynamic lookups here.
export const site = {
  name: fromEnv(process.env.NEXT_PUBLIC_STUDIO_NAME, "Ember Studio"),
  shortName: fromEnv(process.env.NEXT_PUBLIC_STUDIO_SHORT_NAME, "EMBER"),
  email: fromEnv(process.env.NEXT_PUBLIC_STUDIO_EMAIL, "hello@emberstudio.ca"),
  city: fromEnv(process.env.NEXT_PUBLIC_STUDIO_CITY, "Calgary"),
  province: fromEnv(process.env.NEXT_PUBLIC_STUDIO_PROVINCE, "AB"),
  url: urlFromEnv(process.env.NEXT_PUBLIC_SITE_URL, "http://localhost:3000"),
  videoChannelUrl: urlFromEnv(process.env.NEXT_PUBLIC_VIDEO_CHANNEL_URL, "https://www.youtube.com/@emberstudioyyc"),
  previewServiceUrl: urlFromEnv(process.env.NEXT_PUBLIC_PREVIEW_SERVICE_URL, "https://api.microlink.io"),
  /**
   * The studio's time zone (IANA): a day the studio picks (a link's expiry) ends at its midnight. Checked on
   * first use, not when the module loads: the check builds an Intl formatter, which loads the browser's locale
   * data on the main thread (docs/performance.md#intl), and most pages never ask.
   */
  get timeZone(): string {
    checkedTimeZone ??= timeZoneFromEnv(process.env.NEXT_PUBLIC_STUDIO_TIME_ZONE, "America/Edmonton");
    return checkedTimeZone;
  },
  tagline: fromEnv(
    process.env.NEXT_PUBLIC_STUDIO_TAGLINE,
    "Brand, web and visual stories, made in Calgary for ambitious teams across Canada.",
  ),
} as const;

export const location = `${site.city}, ${site.province}`;
