import { mainServices } from "@/src/content/main-services";
import { Link } from "@/src/ui/link";

export function MainServices() {
  return (
    <section aria-labelledby="main-services-title" className="border-t border-outline">
      <div className="mx-auto max-w-[1600px] px-5 py-24 md:px-10 md:py-32">
        <h2 id="main-services-title" className="eyebrow mb-10">
          MAIN SERVICES
        </h2>
        <ul className="border-t border-outline">
          {mainServices.map((service, index) => (
            <li key={service.id} className="border-b border-outline">
              <Link
                href="/services"
                className="group grid items-center gap-4 py-8 transition-colors md:grid-cols-[5rem_1fr_auto] md:py-10"
              >
                <span aria-hidden className="display text-lg text-subtext group-hover:text-accent">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="display text-[clamp(2rem,5.5vw,5rem)] transition-transform duration-500 ease-out-expo group-hover:translate-x-3 group-hover:text-accent">
                  {service.title}
                </span>
                <span className="flex flex-wrap gap-2 md:max-w-sm md:justify-end">
                  {service.tags.map((tag) => (
                    <span
                      key={tag}
                      className="rounded-full border border-outline px-3 py-1 text-xs font-semibold tracking-wider text-text uppercase"
                    >
                      {tag}
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
