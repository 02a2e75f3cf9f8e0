"use client";

import { useEffect, useRef } from "react";
import type { CollageMedia } from "@/src/content/services-sections";
import { useReducedMotion } from "@/src/lib/use-reduced-motion";
import { Image } from "@/src/ui/image";

/** Where each of up to four pieces sits in the collage: overlapping, slightly turned cards. */
const placements = [
  "left-[4%] top-[8%] w-[58%] -rotate-3 aspect-[4/5]",
  "right-[4%] top-[4%] w-[46%] rotate-2 aspect-square",
  "left-[18%] bottom-[6%] w-[52%] rotate-1 aspect-[16/10]",
  "right-[8%] bottom-[14%] w-[36%] -rotate-2 aspect-[3/4]",
];

type CollageProps = { media: readonly CollageMedia[]; visible: boolean };

export function Collage({ media, visible }: CollageProps) {
  return (
    <div
      aria-hidden={!visible}
      data-visible={visible}
      className="pointer-events-none absolute inset-0 opacity-0 transition-opacity duration-500 data-[visible=true]:opacity-100"
    >
      {media.map((item, index) => (
        <figure
          key={item.src}
          className={`absolute overflow-hidden rounded-2xl border border-outline bg-background shadow-2xl transition-transform duration-700 ease-out-expo ${placements[index] ?? placements[0]}`}
        >
          {item.kind === "image" ? (
            <Image src={item.src} alt={item.alt} fill sizes="30vw" className="object-cover" />
          ) : (
            <CollageVideo src={item.src} poster={item.poster} alt={item.alt} playing={visible} />
          )}
        </figure>
      ))}
    </div>
  );
}

function CollageVideo({ src, poster, alt, playing }: { src: string; poster: string; alt: string; playing: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion) return;
    if (playing) {
      if (!element.src) element.src = src;
      element.play().catch(() => {
        // The poster stays; a collage clip is decoration.
      });
    } else {
      element.pause();
    }
  }, [playing, reducedMotion, src]);

  if (reducedMotion) return <Image src={poster} alt={alt} fill sizes="30vw" className="object-cover" />;
  return (
    <video
      ref={video}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-label={alt}
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
