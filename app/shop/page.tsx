import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { shopPackages } from "@/src/content/shop-packages";
import { PackageCard } from "@/src/features/shop/package-card";
import { ShopAddons } from "@/src/features/shop/shop-addons";
import { PageIntro } from "@/src/ui/page-intro";

const description =
  "Fixed-price packages for logos, social media, websites, brand identity, product photography and print, and the extras that go with them. Clear scope, clear price, in Canadian dollars.";

export const metadata: Metadata = pageMetadata({ path: "/shop", title: "Shop", description });

export default function ShopPage() {
  return (
    <>
      <PageIntro eyebrow="Shop" title="Packages">
        <p>{description}</p>
      </PageIntro>
      <ul className="mx-auto grid max-w-[1600px] gap-6 px-5 py-16 sm:grid-cols-2 md:px-10 lg:grid-cols-3">
        {shopPackages.map((pkg, index) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} priority={index === 0} />
          </li>
        ))}
      </ul>
      <ShopAddons />
    </>
  );
}
