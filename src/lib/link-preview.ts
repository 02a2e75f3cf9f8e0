import * as s from "./schema";
import { site } from "@/src/config/site";
import { previewRequestUrl } from "./link-preview-urls";

/** Long enough for a cold screenshot, short enough that the grid is never left waiting. */
export const PREVIEW_TIMEOUT_MS = 6000;

const optionalImage = s.fallback(s.nullish(s.object({ url: s.httpsUrl() })), null);

const previewAnswerSchema = s.object({
  status: s.string(),
  data: s.nullish(s.object({ image: optionalImage, logo: optionalImage })),
});

type Fetch = typeof fetch;

type PreviewOptions = {
  baseUrl?: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
};

/**
 * Asks the link-preview service for a site's preview image: data.image.url, else data.logo.url.
 * Answers null (after logging why) when the service is unreachable, slow, answers non-OK, or
 * does not report 'success'; the caller then tries the screenshot link, then its placeholder.
 */
export async function fetchPreviewImage(siteUrl: string, options: PreviewOptions = {}): Promise<string | null> {
  const { baseUrl = site.previewServiceUrl, fetchImpl = fetch, timeoutMs = PREVIEW_TIMEOUT_MS } = options;
  try {
    const response = await fetchImpl(previewRequestUrl(siteUrl, baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      console.error(`Preview service API error: ${response.status}`);
      return null;
    }
    const answer = previewAnswerSchema.safeParse(await response.json());
    if (!answer.success || answer.data.status !== "success") {
      console.error(
        "Preview service did not report success",
        answer.success ? answer.data.status : answer.error.message,
      );
      return null;
    }
    return answer.data.data?.image?.url ?? answer.data.data?.logo?.url ?? null;
  } catch (error) {
    console.warn("Preview service unreachable", error);
    return null;
  }
}

const cache = new Map<string, Promise<string | null>>();

/** fetchPreviewImage, asked once per site per page visit. */
export function cachedPreviewImage(siteUrl: string): Promise<string | null> {
  let pending = cache.get(siteUrl);
  if (!pending) {
    pending = fetchPreviewImage(siteUrl);
    cache.set(siteUrl, pending);
  }
  return pending;
}
