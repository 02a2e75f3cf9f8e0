import type { Metadata } from "next";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "Services",
  description: "Brand systems, websites, content, photo and video, AI and automation, real estate visuals and language education: one studio, one team, measurable results.",
};

export default function ServicesPage() {
  return (
    <PageIntro eyebrow="What we do" title="Services">
      <p>Brand systems, websites, content, photo and video, AI and automation, real estate visuals and language education: one studio, one team, measurable results.</p>
    </PageIntro>
  );
}
