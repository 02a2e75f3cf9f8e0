import {
  additionalEnhancements,
  comparisonRows,
  featuredEnhancements,
  testimonials,
  trustedLogos,
  vantaroomFeatures,
  vantaroomPackages,
  vantaroomSteps,
  whyChoosePoints,
  type ComparisonRow,
  type EnhancementService,
} from "@/src/content/vantaroom";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";
import { BeforeAfter } from "./before-after";
import { MoreEnhancements } from "./more-enhancements";
import { SectionHeading } from "./section-heading";

const shell = "mx-auto max-w-[1600px] px-5 md:px-10";

export function TrustedLogos() {
  return (
    <section aria-labelledby="trusted-title" className="border-b border-outline py-12">
      <div className={`${shell} flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-16`}>
        <h2 id="trusted-title" className="eyebrow shrink-0">
          Trusted by agents and appraisers
        </h2>
        <ul className="grid min-w-0 flex-1 grid-cols-2 items-center gap-x-10 gap-y-8 sm:grid-cols-3 xl:grid-cols-6">
          {trustedLogos.map((logo) => (
            <li key={logo.id} className="flex min-w-0 justify-center xl:justify-start">
              <Image
                src={logo.logo}
                alt={logo.name}
                width={160}
                height={40}
                unoptimized
                loading="lazy"
                className="h-9 w-auto max-w-full opacity-60 transition-opacity hover:opacity-100"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="py-24 md:py-32">
      <div className={shell}>
        <SectionHeading id="why-title" eyebrow="Why VantaRoom" title="One visit. Every asset.">
          <p>
            One technician, one appointment and one download gallery: everything a listing needs, without chasing three
            vendors.
          </p>
        </SectionHeading>
        <ul className="mt-16 grid gap-px overflow-hidden rounded-2xl border border-outline bg-outline sm:grid-cols-2 xl:grid-cols-4">
          {whyChoosePoints.map((point, index) => (
            <li key={point.id} className="flex flex-col gap-4 bg-background-secondary p-8">
              <span aria-hidden className="display text-5xl text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="text-xl font-semibold text-heading">{point.title}</h3>
              <p>{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProcessSteps() {
  return (
    <section aria-labelledby="process-title" className="grain border-y border-outline py-24 md:py-32">
      <div className={shell}>
        <SectionHeading id="process-title" eyebrow="How it works" title="Three steps to listed." />
        <ol className="mt-16 grid gap-10 md:grid-cols-3">
          {vantaroomSteps.map((step) => (
            <li key={step.number} className="relative flex flex-col gap-4 border-t-2 border-accent pt-8">
              <span aria-hidden className="display text-[5rem] leading-none text-heading/10">
                {step.number}
              </span>
              <h3 className="display text-3xl">{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-24 md:py-32">
      <div className={shell}>
        <SectionHeading id="features-title" eyebrow="Features" title="Everything a listing needs.">
          <p>Capture once, market everywhere: MLS, your own site, social feeds and the showing itself.</p>
        </SectionHeading>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vantaroomFeatures.map((feature) => (
            <li key={feature.id}>
              <article
                className={`flex h-full flex-col gap-4 rounded-2xl border p-8 ${feature.link ? "glow border-accent bg-accent/10" : "border-outline bg-background-secondary"}`}
              >
                <h3 className="display text-2xl">{feature.title}</h3>
                <p>{feature.description}</p>
                {feature.link ? (
                  <Link href={feature.link.href} className={`${buttonStyles("primary", "sm")} mt-auto w-fit`}>
                    {feature.link.label}
                    <span aria-hidden className="ml-2">
                      →
                    </span>
                  </Link>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function EnhancementCard({ service }: { service: EnhancementService }) {
  return (
    <figure className="flex flex-col gap-4">
      <BeforeAfter
        name={service.name}
        before={{ src: service.beforeImage, alt: service.beforeAlt }}
        after={{ src: service.afterImage, alt: service.afterAlt }}
      />
      <figcaption>
        <h3 className="text-xl font-semibold text-heading">{service.name}</h3>
        <p className="mt-1 text-subtext">{service.description}</p>
      </figcaption>
    </figure>
  );
}

export function EnhancementGallery() {
  return (
    <section id="services" aria-labelledby="services-title" className="border-t border-outline py-24 md:py-32">
      <div className={shell}>
        <SectionHeading id="services-title" eyebrow="Services" title="Before. After. Sold.">
          <p>Drag the divider, or focus it and use the arrow keys, to compare the original with our edit.</p>
        </SectionHeading>
        <ul className="mt-16 grid gap-x-8 gap-y-14 md:grid-cols-2">
          {featuredEnhancements.map((service) => (
            <li key={service.id}>
              <EnhancementCard service={service} />
            </li>
          ))}
        </ul>
        <MoreEnhancements count={additionalEnhancements.length}>
          <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2 xl:grid-cols-3">
            {additionalEnhancements.map((service) => (
              <li key={service.id}>
                <EnhancementCard service={service} />
              </li>
            ))}
          </ul>
        </MoreEnhancements>
      </div>
    </section>
  );
}

function ComparisonCell({ value }: { value: ComparisonRow["values"][keyof ComparisonRow["values"]] }) {
  if (value === true) {
    return (
      <>
        <span aria-hidden className="text-accent">
          ✓
        </span>
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden className="text-subtext">
          —
        </span>
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

export function ComparisonTable() {
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-outline"
      tabIndex={0}
      role="region"
      aria-labelledby="compare-caption"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left">
        <caption id="compare-caption" className="sr-only">
          What each package includes
        </caption>
        <thead>
          <tr className="bg-background-secondary">
            <th scope="col" className="p-4 text-sm font-semibold text-subtext">
              Included
            </th>
            {vantaroomPackages.map((pkg) => (
              <th key={pkg.id} scope="col" className="p-4 text-sm font-semibold text-heading">
                {pkg.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.id} className="border-t border-outline">
              <th scope="row" className="p-4 text-sm font-semibold text-heading">
                {row.label}
              </th>
              {vantaroomPackages.map((pkg) => (
                <td key={pkg.id} className="p-4 text-sm">
                  <ComparisonCell value={row.values[pkg.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-outline py-24 md:py-32">
      <div className={shell}>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="From the people who list." />
        <ul className="mt-16 grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col gap-6 rounded-2xl border border-outline bg-background-secondary p-8">
                <blockquote className="text-lg text-heading md:text-xl">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-auto text-sm">
                  <span className="font-semibold text-heading">{testimonial.name}</span>
                  <br />
                  <span className="text-subtext">
                    {testimonial.role}, {testimonial.company} · {testimonial.city}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section
      aria-labelledby="closing-title"
      className="grain relative overflow-hidden border-t border-outline py-24 md:py-36"
    >
      <div className={`${shell} flex flex-col gap-10`}>
        <h2 id="closing-title" className="display max-w-[16ch] text-[clamp(2.75rem,8vw,7.5rem)]">
          Ready when <span className="text-glow text-accent">your listing is.</span>
        </h2>
        <p className="max-w-2xl text-lg md:text-xl">
          Tell us about the property and get a detailed quote by e-mail within 24 hours. Photos, plans and your tour
          link arrive within 6 hours of the scan.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/contact" className={buttonStyles("primary", "lg")}>
            Book a Scan
          </Link>
          <Link href="/property" className={buttonStyles("secondary", "lg")}>
            View Sample Properties
          </Link>
        </div>
      </div>
    </section>
  );
}
