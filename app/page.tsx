import type { Metadata } from "next";
import { localBusinessJsonLd } from "@/src/config/json-ld";
import { defaultDescription, defaultTitle, pageMetadata } from "@/src/config/seo";
import { portfolioCategories, portfolioItems } from "@/src/content/portfolio";
import { BentoGrid } from "@/src/features/home/bento-grid";
import { ClientsCarousel } from "@/src/features/home/clients-carousel";
import { STATEMENT } from "@/src/features/home/constants";
import { HomeHero } from "@/src/features/home/home-hero";
import { MainServices } from "@/src/features/home/main-services";
import { Statement } from "@/src/features/home/statement";
import { PortfolioGrid } from "@/src/features/portfolio/portfolio-grid";
import { generatedImageSize, type ImageSize } from "@/src/lib/server/media-manifest";
import { JsonLd } from "@/src/ui/json-ld";

export const metadata: Metadata = pageMetadata({
  path: "/",
  title: { absolute: defaultTitle },
  description: defaultDescription,
});

/** The cards' aspect ratios, so the masonry grid lays out before its pictures load. */
function portfolioImageSizes(): Record<string, ImageSize> {
  return Object.fromEntries(
    portfolioItems.flatMap((item) => {
      const size = generatedImageSize(item.imageSrc);
      return size ? [[item.imageSrc, size]] : [];
    }),
  );
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <HomeHero />
      <Statement text={STATEMENT} />
      <section
        id="portfolio"
        tabIndex={-1}
        aria-labelledby="projects-title"
        className="border-t border-outline outline-none"
      >
        <div className="mx-auto max-w-[1600px] px-5 pt-20 pb-24 md:px-10">
          <h2 id="projects-title" className="display mb-12 text-[clamp(3.5rem,13.5vw,15rem)]">
            Projects
          </h2>
          <PortfolioGrid items={portfolioItems} categories={portfolioCategories} imageSizes={portfolioImageSizes()} />
        </div>
      </section>
      <MainServices />
      <ClientsCarousel />
      <BentoGrid />
    </>
  );
}
