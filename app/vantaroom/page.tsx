import type { Metadata } from "next";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "VantaRoom",
  description:
    "HDR photography, 2D and 3D floor plans, virtual staging and interactive tours for agents, photographers, brokers and appraisers across Canada.",
};

export default function VantaRoomPage() {
  return (
    <PageIntro eyebrow="VantaRoom · Real estate visuals" title="VantaRoom">
      <p>
        HDR photography, 2D and 3D floor plans, virtual staging and interactive tours for agents, photographers, brokers
        and appraisers across Canada.
      </p>
    </PageIntro>
  );
}
