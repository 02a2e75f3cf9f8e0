import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { productJsonLd } from "@/src/config/json-ld";
import { pageMetadata } from "@/src/config/seo";
import { packageById, shopPackages } from "@/src/content/shop-packages";
import { RelatedServices } from "@/src/features/shop/related-services";
import { ServiceDetail } from "@/src/features/shop/service-detail";
import { SERVICE_NOT_FOUND } from "@/src/features/shop/service-not-found";
import { PairsWellWith } from "@/src/features/shop/shop-addons";
import { JsonLd } from "@/src/ui/json-ld";

export function generateStaticParams() {
  return shopPackages.map(({ id }) => ({ id }));
}

export async function generateMetadata({ params }: PageProps<"/shop/[id]">): Promise<Metadata> {
  const pkg = packageById((await params).id);
  return pkg
    ? pageMetadata({ path: `/shop/${pkg.id}`, title: pkg.name, description: pkg.description })
    : { title: SERVICE_NOT_FOUND };
}

// The details are revealed after the simulated 0.8 s load on the client (docs/studio-site.md#service-detail); an
// unknown id is answered here with a real 404 and the 'Service Not Found' screen.
export default async function ServicePage({ params }: PageProps<"/shop/[id]">) {
  const pkg = packageById((await params).id);
  if (!pkg) notFound();
  return (
    <>
      <JsonLd
        data={productJsonLd({
          path: `/shop/${pkg.id}`,
          name: pkg.name,
          description: pkg.description,
          category: pkg.category,
          price: pkg.price,
          images: pkg.images,
        })}
      />
      <ServiceDetail pkg={pkg}>
        <PairsWellWith packageId={pkg.id} />
        <RelatedServices />
      </ServiceDetail>
    </>
  );
}
