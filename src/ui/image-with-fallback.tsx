"use client";

import { useState } from "react";
import { Image, type ImageProps } from "./image";

type ImageWithFallbackProps = Omit<ImageProps, "src" | "onError"> & {
  src: string;
  /** Shown instead when `src` cannot be loaded. */
  fallbackSrc: string;
};

export function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <Image
      {...rest}
      alt={alt}
      src={failed ? fallbackSrc : src}
      data-fallback={failed || undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
