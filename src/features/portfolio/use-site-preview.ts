"use client";

import { useEffect, useState, type RefObject } from "react";
import { screenshotImageUrl } from "@/src/lib/link-preview-urls";

/**
 * The image sources for a card that previews a live site: the service's preview image, then its
 * screenshot link, then the fallbacks given. The service is only asked once the card nears the
 * viewport, so pages that never scroll there make no third-party call.
 */
export function useSitePreview(
  target: RefObject<Element | null>,
  websiteUrl: string | undefined,
  fallbacks: readonly string[],
) {
  const [preview, setPreview] = useState<{ url: string; image: string | null } | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!websiteUrl || !element) return;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // The preview client (and its answer schema) is fetched only when a web project comes near.
        // If that code cannot be fetched, the card goes on down its list as if the service had failed.
        void import("@/src/lib/link-preview")
          .then(({ cachedPreviewImage }) => cachedPreviewImage(websiteUrl))
          .catch((error: unknown) => {
            console.warn("Preview client could not load", error);
            return null;
          })
          .then((image) => {
            if (active) setPreview({ url: websiteUrl, image });
          });
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [target, websiteUrl]);

  if (!websiteUrl) return fallbacks;
  if (preview?.url !== websiteUrl) return [];
  return [...(preview.image ? [preview.image] : []), screenshotImageUrl(websiteUrl), ...fallbacks];
}
