import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { shopPackages } from "@/src/content/shop-packages";
import { formatCad } from "@/src/lib/money";
import { PageIntro } from "@/src/ui/page-intro";

const findPackage = (id: string) => shopPackages.find((pkg) => pkg.id === id);

export function generateStaticParams() {
  return shopPackages.map(({ id }) => ({ id }));
}

export async function generateMetadata({ params }: PageProps<"/shop/[id]">): Promise<Metadata> {
  const pkg = findPackage((await params).id);
  return pkg ? { title: pkg.name, description: pkg.description } : { title: "Service Not Found" };
}

export default async function ServicePage({ params }: PageProps<"/shop/[id]">) {
  const pkg = findPackage((await params).id);
  if (!pkg) notFound();
  return (
    <PageIntro eyebrow={pkg.category} title={pkg.name}>
      <p className="display text-3xl text-accent">{formatCad(pkg.price)}</p>
      <p className="mt-6">{pkg.description}</p>
      <Link href="/shop" className="mt-8 inline-block font-semibold text-heading underline decoration-accent underline-offset-8">
        Back to Shop
      </Link>
    </PageIntro>
  );
}
