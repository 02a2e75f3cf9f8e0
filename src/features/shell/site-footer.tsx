import { site } from "@/src/config/site";
import { Link } from "@/src/ui/link";
import { CurrentYear } from "./current-year";
import { navItems } from "./nav-items";

const elsewhere = [
  { label: "Shop packages", href: "/shop" },
  { label: "Property tours", href: "/property" },
  { label: "Client review", href: "/mockup-calculator" },
];

export function SiteFooter() {
  return (
    <footer className="relative overflow-hidden border-t border-outline bg-background">
      <div aria-hidden className="grain pointer-events-none absolute inset-0 opacity-60" />
      <p className="display relative mx-auto max-w-[1600px] px-5 pt-20 text-[clamp(1.75rem,7vw,8rem)] text-heading md:px-10">
        Let&apos;s make it <span className="text-glow text-accent">unforgettable.</span>
      </p>
      <div className="relative mx-auto grid max-w-[1600px] gap-14 px-5 pt-12 pb-10 md:grid-cols-[1.4fr_1fr_1fr] md:px-10">
        <div className="flex flex-col gap-6">
          <p className="max-w-md text-subtext">{site.tagline}</p>
          <a
            href={`mailto:${site.email}`}
            className="w-fit text-lg font-semibold text-heading underline decoration-accent decoration-2 underline-offset-8 hover:text-accent"
          >
            {site.email}
          </a>
        </div>
        <nav aria-label="Footer">
          <p className="eyebrow mb-4">Studio</p>
          <ul className="flex flex-col gap-2">
            {navItems.map((item) => (
              <li key={item.label}>
                <Link href={item.href} className="text-text hover:text-accent">
                  {item.label[0]}
                  {item.label.slice(1).toLowerCase()}
                </Link>
              </li>
            ))}
            {elsewhere.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-text hover:text-accent">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="eyebrow mb-4">Watch</p>
          <a
            href={site.videoChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="group inline-flex items-center gap-3 text-text hover:text-accent"
          >
            <span
              aria-hidden
              className="inline-flex size-10 items-center justify-center rounded-full border border-outline group-hover:border-accent"
            >
              <svg width="12" height="14" viewBox="0 0 12 14" fill="currentColor">
                <path d="M0 0l12 7-12 7z" />
              </svg>
            </span>
            Our video channel<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <p className="mt-8 text-sm text-subtext">
            {site.city}, {site.province}, Canada
            <br />
            Working with remote talent coast to coast.
          </p>
        </div>
      </div>
      <div className="relative mx-auto flex max-w-[1600px] flex-col gap-2 border-t border-outline px-5 py-6 text-sm text-subtext md:flex-row md:justify-between md:px-10">
        <p>
          © <CurrentYear /> {site.name}. All rights reserved.
        </p>
        <p>Made in {site.city}.</p>
      </div>
    </footer>
  );
}
