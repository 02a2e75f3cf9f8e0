"use client";

import { useState } from "react";
import { Image } from "@/src/ui/image";
import { Spinner } from "@/src/ui/spinner";

type CardImageProps = {
  /** Tried in order: each one that fails to load hands over to the next. */
  sources: readonly string[];
  alt: string;
  sizes: string;
};

/** Fills its positioned parent; shows a spinner until an image has loaded, and a quiet panel when none can. */
export function CardImage({ sources, alt, sizes }: CardImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const src = sources[Math.min(attempt, sources.length - 1)];
  const loaded = loadedSrc === src;
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className="absolute inset-0 flex items-end bg-background-secondary bg-[radial-gradient(120%_90%_at_85%_10%,color-mix(in_oklab,var(--accent)_28%,transparent),transparent_60%)] p-5 text-sm text-subtext"
      >
        Image not available
      </span>
    );
  }
  return (
    <>
      {!loaded ? (
        <span className="absolute inset-0 flex items-center justify-center bg-background-secondary">
          <Spinner />
        </span>
      ) : null}
      {src ? (
        <Image
          key={src}
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          // Remote previews come from the preview service's hosts; only our own files go through the optimiser.
          unoptimized={/^https?:/.test(src)}
          data-loaded={loaded || undefined}
          onLoad={() => setLoadedSrc(src)}
          onError={() => (attempt < sources.length - 1 ? setAttempt(attempt + 1) : setFailed(true))}
          className="object-cover opacity-0 transition-[opacity,transform] duration-700 ease-out-expo group-hover:scale-[1.03] data-loaded:opacity-100"
        />
      ) : null}
    </>
  );
}
