"use client";

import type { PortfolioItem } from "@/src/content/portfolio";
import { buttonStyles } from "@/src/ui/button-styles";
import { CloseButton } from "@/src/ui/close-button";
import { Dialog } from "@/src/ui/dialog";
import { Image } from "@/src/ui/image";

type PortfolioDetailProps = {
  item: PortfolioItem | null;
  onClose: () => void;
};

export function PortfolioDetail({ item, onClose }: PortfolioDetailProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy="portfolio-detail-title" placement="wide">
      {item ? (
        <div className="max-h-[90dvh] overflow-y-auto">
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-outline bg-background-secondary/95 px-6 py-4 backdrop-blur">
            <p className="eyebrow">{item.category}</p>
            <CloseButton label="Close project" onClick={onClose} />
          </div>
          <div className="flex flex-col gap-8 p-6 md:p-10">
            <div className="flex flex-col gap-3">
              <h2 id="portfolio-detail-title" className="display text-[clamp(2.25rem,5vw,4rem)]">
                {item.title}
              </h2>
              <p className="text-lg text-text">{item.subtitle}</p>
              <p className="display text-xl text-accent">{item.tagline}</p>
            </div>
            <div className="relative aspect-[16/10] overflow-hidden rounded-xl border border-outline">
              <Image
                src={item.mockupImage}
                alt={`${item.title} mockup`}
                fill
                sizes="(min-width: 1024px) 60rem, 94vw"
                className="object-cover"
              />
            </div>
            <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
              <p className="text-lg leading-relaxed">{item.description}</p>
              <dl className="flex flex-col gap-5 text-sm">
                <div>
                  <dt className="eyebrow">Style</dt>
                  <dd className="mt-1 text-heading">{item.style}</dd>
                </div>
                <div>
                  <dt className="eyebrow">Tools</dt>
                  <dd className="mt-2 flex flex-wrap gap-2">
                    {item.tools.map((tool) => (
                      <span key={tool} className="rounded-full border border-outline px-3 py-1 text-text">
                        {tool}
                      </span>
                    ))}
                  </dd>
                </div>
              </dl>
            </div>
            {item.additionalMockups.length > 0 ? (
              <ul aria-label="More views" className="grid gap-4 sm:grid-cols-2">
                {item.additionalMockups.map((src, index) => (
                  <li key={src} className="relative aspect-[4/3] overflow-hidden rounded-xl border border-outline">
                    <Image
                      src={src}
                      alt={`${item.title}, view ${index + 2}`}
                      fill
                      sizes="(min-width: 640px) 30rem, 94vw"
                      className="object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {item.pdfPreviewDisabled ? null : (
                <a
                  href={item.documentLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonStyles("primary")}
                >
                  Read the case study (PDF)<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              {item.websiteUrl ? (
                <a
                  href={item.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonStyles("secondary")}
                >
                  Visit the website<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
