import { packageById } from "@/src/content/shop-packages";
import { RELATED_SERVICE_IDS } from "./constants";
import { PackageCard } from "./package-card";

export function RelatedServices() {
  const related = RELATED_SERVICE_IDS.flatMap((id) => packageById(id) ?? []);
  return (
    <section aria-labelledby="related-title" className="border-t border-outline">
      <div className="mx-auto max-w-[1600px] px-5 py-20 md:px-10">
        <h2 id="related-title" className="display text-[clamp(2rem,5vw,4rem)]">
          Related services
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
