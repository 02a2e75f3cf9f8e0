import type { ReactNode } from "react";
import type { ShopPackage } from "@/src/content/shop-packages";
import { portfolioHref } from "@/src/features/portfolio/portfolio-filter";
import { formatCad } from "@/src/lib/money";
import { buttonStyles } from "@/src/ui/button-styles";
import { preloadImage } from "@/src/ui/image";
import { Link } from "@/src/ui/link";
import { AddToCartButton } from "./add-to-cart-button";
import { GALLERY_IMAGE_SIZES } from "./constants";
import { packageCartItem } from "./package-cart-item";
import { ServiceGallery } from "./service-gallery";
import { LoadingStatus, ServiceLoad, WhenLoaded } from "./service-load";

type ServiceDetailProps = {
  pkg: ShopPackage;
  /** Rendered under the details once they have loaded (the related services). */
  children?: ReactNode;
};

/**
 * A package's page. The name (the page's heading), its category, its description and the way back
 * are in the prerendered HTML; the rest is revealed after the simulated load, with a skeleton
 * meanwhile. The description is there from the first paint because on a phone it is the page's
 * largest text: behind the wait it made the largest paint the wait's end, about a second after the
 * page could have shown it. The gallery's first picture is downloaded during the wait (it is the
 * largest paint on a wide screen), so it appears with the details rather than after them.
 */
export function ServiceDetail({ pkg, children }: ServiceDetailProps) {
  const [firstImage] = pkg.images;
  if (firstImage) preloadImage({ src: firstImage, sizes: GALLERY_IMAGE_SIZES });
  return (
    <ServiceLoad key={pkg.id}>
      <LoadingStatus />
      <article className="mx-auto grid max-w-[1600px] gap-12 px-5 pt-10 pb-20 md:px-10 lg:grid-cols-2 lg:gap-20 lg:pt-16">
        <WhenLoaded fallback={<GallerySkeleton />}>
          <ServiceGallery name={pkg.name} images={pkg.images} />
        </WhenLoaded>
        <div className="flex flex-col gap-8 max-lg:-order-1">
          <Link
            href="/shop"
            className="w-fit text-sm font-semibold text-text underline decoration-outline underline-offset-8 hover:decoration-accent"
          >
            ← Back to Shop
          </Link>
          <div className="flex flex-col gap-4">
            <p className="eyebrow">{pkg.category}</p>
            <h1 className="display text-[clamp(2.75rem,6vw,5.5rem)]">{pkg.name}</h1>
            {/* One line box for the price and its placeholder, so the description under it never moves. */}
            <p className="display text-3xl text-accent">
              <WhenLoaded
                fallback={
                  <span
                    aria-hidden
                    className="inline-block h-[0.8em] w-48 animate-pulse rounded bg-background-secondary"
                  />
                }
              >
                {formatCad(pkg.price)}
              </WhenLoaded>
            </p>
          </div>
          <p className="text-lg">{pkg.description}</p>
          {/* The row is there from the first paint, so the buttons appear in place of their placeholder. */}
          <div className="flex flex-wrap gap-3">
            <WhenLoaded
              fallback={<span aria-hidden className="h-12 w-64 animate-pulse rounded-full bg-background-secondary" />}
            >
              <AddToCartButton item={packageCartItem(pkg)} />
              {pkg.demoUrl ? (
                <a
                  href={pkg.demoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonStyles("secondary", "lg")}
                >
                  View Portfolio<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link href={portfolioHref(pkg.portfolioCategory)} className={buttonStyles("secondary", "lg")}>
                  View Portfolio
                </Link>
              )}
            </WhenLoaded>
          </div>
          <WhenLoaded>
            <section aria-labelledby="included-title" className="border-t border-outline pt-8">
              <h2 id="included-title" className="display text-2xl">
                What&apos;s Included
              </h2>
              <ul className="mt-5 grid gap-3">
                {pkg.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <CheckIcon />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="process-title" className="border-t border-outline pt-8">
              <h2 id="process-title" className="display text-2xl">
                Our Process
              </h2>
              <ol className="mt-5 grid gap-4">
                {pkg.process.map((step, index) => (
                  <li key={step} className="flex items-baseline gap-4">
                    <span aria-hidden className="display w-8 shrink-0 text-xl text-accent">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
            </section>
          </WhenLoaded>
        </div>
      </article>
      <WhenLoaded>{children}</WhenLoaded>
    </ServiceLoad>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden
      width="18"
      height="18"
      viewBox="0 0 18 18"
      className="mt-1 shrink-0 text-accent"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 9.5l4 4 8-9" />
    </svg>
  );
}

function GallerySkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <div className="aspect-[4/3] animate-pulse rounded-2xl bg-background-secondary" />
      <div className="grid grid-cols-4 gap-3">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="aspect-[4/3] animate-pulse rounded-lg bg-background-secondary" />
        ))}
      </div>
    </div>
  );
}
