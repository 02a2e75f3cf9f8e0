"use client";

import { useState } from "react";
import { Image } from "@/src/ui/image";
import { GALLERY_IMAGE_SIZES } from "./constants";

type ServiceGalleryProps = {
  name: string;
  images: readonly string[];
};

export function ServiceGallery({ name, images }: ServiceGalleryProps) {
  const [current, setCurrent] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-outline bg-background-secondary">
        <Image
          key={images[current]}
          src={images[current] ?? ""}
          alt={`${name}, image ${current + 1} of ${images.length}`}
          fill
          priority
          sizes={GALLERY_IMAGE_SIZES}
          className="object-cover"
        />
      </div>
      <div role="group" aria-label={`${name} images`} className="grid grid-cols-4 gap-3">
        {images.map((src, index) => (
          <button
            key={src}
            type="button"
            aria-label={`Show image ${index + 1} of ${images.length}`}
            aria-pressed={index === current}
            onClick={() => setCurrent(index)}
            className="relative aspect-[4/3] overflow-hidden rounded-lg border border-outline opacity-60 transition hover:opacity-100 aria-pressed:border-accent aria-pressed:opacity-100"
          >
            <Image src={src} alt="" fill sizes="160px" className="object-cover" />
          </button>
        ))}
      </div>
    </div>
  );
}
