import type { Metadata } from "next";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "About",
  description: "A boutique studio in Calgary working with remote talent across Canada. Small on purpose, so the people you meet are the people who do the work.",
};

export default function AboutPage() {
  return (
    <PageIntro eyebrow="About the studio" title="About">
      <p>A boutique studio in Calgary working with remote talent across Canada. Small on purpose, so the people you meet are the people who do the work.</p>
    </PageIntro>
  );
}
