import type { Metadata } from "next";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "Shop",
  description: "Fixed-price packages for logos, social media, websites, brand identity, product photography and print. Clear scope, clear price, in Canadian dollars.",
};

export default function ShopPage() {
  return (
    <PageIntro eyebrow="Shop" title="Shop">
      <p>Fixed-price packages for logos, social media, websites, brand identity, product photography and print. Clear scope, clear price, in Canadian dollars.</p>
    </PageIntro>
  );
}
