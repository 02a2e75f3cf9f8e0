import type { ShopPackage } from "@/src/content/shop-packages";
import { formatCad } from "@/src/lib/money";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";

type PackageCardProps = {
  pkg: ShopPackage;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
};

export function PackageCard({ pkg, headingLevel: Heading = "h2", priority = false }: PackageCardProps) {
  return (
    <Link
      href={`/shop/${pkg.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-outline bg-background-secondary transition-colors hover:border-accent"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-background">
        <Image
          src={pkg.images[0] ?? ""}
          alt=""
          fill
          priority={priority}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-700 ease-out-expo group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <p className="eyebrow">{pkg.category}</p>
        <Heading className="display text-2xl group-hover:text-accent">{pkg.name}</Heading>
        <p className="mt-auto pt-3 font-semibold text-heading">{formatCad(pkg.price)}</p>
      </div>
    </Link>
  );
}
