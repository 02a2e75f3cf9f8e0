import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { addons, vantaroomPackages } from "@/src/content/vantaroom";
import { QuoteSelection } from "@/src/features/vantaroom/quote-selection";
import { SectionHeading } from "@/src/features/vantaroom/section-heading";
import { VantaroomHero } from "@/src/features/vantaroom/vantaroom-hero";
import {
  ClosingCallToAction,
  ComparisonTable,
  EnhancementGallery,
  Features,
  ProcessSteps,
  Testimonials,
  TrustedLogos,
  WhyChoose,
} from "@/src/features/vantaroom/vantaroom-sections";

export const metadata: Metadata = pageMetadata({
  path: "/vantaroom",
  title: "VantaRoom — Real estate visuals",
  description:
    "HDR photography, 2D and 3D floor plans, virtual staging and interactive tours for agents, photographers, brokers and appraisers across Canada. A detailed quote within 24 hours, core assets within 6.",
});

export default function VantaRoomPage() {
  return (
    <>
      <VantaroomHero />
      <TrustedLogos />
      <WhyChoose />
      <ProcessSteps />
      <Features />
      <EnhancementGallery />
      <section id="pricing" aria-labelledby="pricing-title" className="border-t border-outline py-24 md:py-32">
        <div className="mx-auto flex max-w-[1600px] flex-col gap-16 px-5 md:px-10">
          <SectionHeading id="pricing-title" eyebrow="Pricing" title="Quoted for your property.">
            <p>
              Every home is different, so every quote is too. Compare the packages, pick your add-ons and request a
              quote: a detailed one reaches your inbox within 24 hours.
            </p>
          </SectionHeading>
          <ComparisonTable />
          <QuoteSelection packages={vantaroomPackages} addons={addons} />
        </div>
      </section>
      <Testimonials />
      <ClosingCallToAction />
    </>
  );
}
