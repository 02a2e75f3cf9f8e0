import * as v from "valibot";
import { site } from "@/src/config/site";
import { previewRequestUrl } from "./link-preview-urls";
import { describeIssues, httpsUrl } from "./schema";

/** Long enough for a cold screenshot, short enough that the grid is never left waiting. */
export const PREVIEW_TIMEOUT_MS = 6000;

/** An image the answer names but that is missing, malformed or not https is treated as absent. */
const optionalImage = v.fallback(v.nullish(v.object({ url: httpsUrl }), null), null);

const previewAnswerSchema = v.object({
  status: v.string(),
  data: v.nullish(v.object({ image: optionalImage, logo: optionalImage }), null),
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
    const answer = v.safeParse(previewAnswerSchema, await response.json());
    if (!answer.success || answer.output.status !== "success") {
      console.error(
        "Preview service did not report success",
        answer.success ? answer.output.status : describeIssues(answer.issues),
      );
      return null;
    }
    return answer.output.data?.image?.url ?? answer.output.data?.logo?.url ?? null;
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
