"use client";

import { useRef } from "react";
import type { PortfolioItem } from "@/src/content/portfolio";
import { CardImage } from "./card-image";
import { PORTFOLIO_PLACEHOLDER_IMAGE } from "./constants";
import { useSitePreview } from "./use-site-preview";

type PortfolioCardProps = {
  item: PortfolioItem;
  size: { width: number; height: number } | undefined;
  onOpen: (item: PortfolioItem) => void;
};

export function PortfolioCard({ item, size, onOpen }: PortfolioCardProps) {
  const frame = useRef<HTMLSpanElement>(null);
  // A web project shows its live site; its own artwork is the designed stand-in when the service can't answer.
  const sources = useSitePreview(frame, item.category === "Web Development" ? item.websiteUrl : undefined, [
    item.imageSrc,
    PORTFOLIO_PLACEHOLDER_IMAGE,
  ]);
  return (
    <button type="button" onClick={() => onOpen(item)} aria-haspopup="dialog" className="group block w-full text-left">
      <span
        ref={frame}
        data-testid={`portfolio-image-${item.id}`}
        className="relative block overflow-hidden rounded-2xl border border-outline bg-background-secondary transition-colors group-hover:border-accent"
        style={{ aspectRatio: size ? `${size.width} / ${size.height}` : "4 / 5" }}
      >
        <CardImage sources={sources} alt="" sizes="(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 92vw" />
        {item.featured ? (
          <span className="absolute top-4 left-4 rounded-full bg-background/80 px-3 py-1 text-xs font-semibold tracking-widest text-accent backdrop-blur">
            FEATURED
          </span>
        ) : null}
      </span>
      <span className="mt-4 flex min-w-0 flex-col gap-1">
        <span className="eyebrow">{item.category}</span>
        <span className="display text-2xl break-words text-heading group-hover:text-accent">{item.title}</span>
        <span className="text-sm text-subtext">{item.subtitle}</span>
      </span>
    </button>
  );
}
