import type { Metadata } from "next";
import { properties } from "@/src/content/properties";
import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";

const findProperty = (id: string) => properties.find((property) => property.id === id);

export function generateStaticParams() {
  return properties.map(({ id }) => ({ propertyId: id }));
}

export async function generateMetadata({ params }: PageProps<"/property/[propertyId]">): Promise<Metadata> {
  const property = findProperty((await params).propertyId);
  return { title: property ? `${property.name} tour` : "Property tour" };
}

export default async function TourPage({ params }: PageProps<"/property/[propertyId]">) {
  const { propertyId } = await params;
  const property = findProperty(propertyId);
  return (
    <section className="mx-auto flex max-w-[1600px] flex-col gap-6 px-5 pt-16 pb-24 md:px-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">{property?.location ?? "Property tour"}</p>
          <h1 className="display mt-3 text-[clamp(2.5rem,7vw,6rem)]">{property?.name ?? propertyId}</h1>
        </div>
        <Link href="/property" className={buttonStyles("secondary", "sm")}>
          Back to Properties
        </Link>
      </div>
    </section>
  );
}
