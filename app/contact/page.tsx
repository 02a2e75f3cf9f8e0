import type { Metadata } from "next";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "Contact",
  description: "Tell us what you are building. We answer every message within one business day.",
};

export default function ContactPage() {
  return (
    <PageIntro eyebrow="Contact" title="Get in touch">
      <p>Tell us what you are building. We answer every message within one business day.</p>
    </PageIntro>
  );
}
