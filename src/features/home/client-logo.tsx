"use client";

import { useState } from "react";
import type { Client } from "@/src/content/clients";
import { screenshotImageUrl } from "@/src/lib/link-preview-urls";
import { Image } from "@/src/ui/image";

/**
 * A client's logo linking to their site; hovering or focusing it floats a preview of the site
 * above. The preview comes from the link-preview service as an image, loaded only on demand;
 * when it cannot load, a designed card with the client's name and address stands in.
 */
export function ClientLogo({ client }: { client: Client }) {
  const [previewing, setPreviewing] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const host = new URL(client.websiteUrl).host;
  return (
    <span
      className="relative flex px-6 md:px-10"
      onPointerEnter={() => setPreviewing(true)}
      onPointerLeave={() => setPreviewing(false)}
    >
      <a
        href={client.websiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        onFocus={() => setPreviewing(true)}
        onBlur={() => setPreviewing(false)}
        className="flex h-24 items-center opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100"
      >
        <Image
          src={client.imageSrc}
          alt={`${client.name} (opens in a new tab)`}
          width={160}
          height={64}
          className="h-16 w-40"
        />
      </a>
      {previewing ? (
        <span
          aria-hidden
          data-testid="client-preview"
          className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-3 w-72 -translate-x-1/2 overflow-hidden rounded-xl border border-outline bg-background-secondary shadow-2xl"
        >
          <span className="relative block aspect-[16/10] bg-background">
            {previewFailed ? (
              <span className="grain absolute inset-0 flex flex-col items-start justify-end gap-1 p-4">
                <span className="display text-lg text-heading">{client.name}</span>
                <span className="text-xs text-subtext">{client.kind}</span>
              </span>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- a third-party screenshot, not ours to optimise
              <img
                src={screenshotImageUrl(client.websiteUrl)}
                alt=""
                className="absolute inset-0 size-full object-cover"
                onError={() => setPreviewFailed(true)}
              />
            )}
          </span>
          <span className="flex items-center justify-between px-4 py-2 text-xs text-text">
            {host}
            <span className="text-accent">↗</span>
          </span>
        </span>
      ) : null}
    </span>
  );
}
