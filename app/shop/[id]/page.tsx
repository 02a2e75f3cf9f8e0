import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { shopPackages } from "@/src/content/shop-packages";
import { RelatedServices } from "@/src/features/shop/related-services";
import { ServiceDetail } from "@/src/features/shop/service-detail";
import { PairsWellWith } from "@/src/features/shop/shop-addons";

const findPackage = (id: string) => shopPackages.find((pkg) => pkg.id === id);

export function generateStaticParams() {
  return shopPackages.map(({ id }) => ({ id }));
}

export async function generateMetadata({ params }: PageProps<"/shop/[id]">): Promise<Metadata> {
  const pkg = findPackage((await params).id);
  return pkg ? { title: pkg.name, description: pkg.description } : { title: "Service Not Found" };
}

// The details are revealed after the simulated 0.8 s load on the client (spec 01, section 7); an
// unknown id is answered here with a real 404 and the 'Service Not Found' screen.
export default async function ServicePage({ params }: PageProps<"/shop/[id]">) {
  const pkg = findPackage((await params).id);
  if (!pkg) notFound();
  return (
    <ServiceDetail pkg={pkg}>
      <PairsWellWith packageId={pkg.id} />
      <RelatedServices />
    </ServiceDetail>
  );
}
