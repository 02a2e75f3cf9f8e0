import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { INQUIRY_TEXTS } from "@/src/features/inquiries/constants";
import { isInquiryReference } from "@/src/features/inquiries/message-checks";
import { BackHome, SendOutcome, SentLine, ToContact } from "@/src/features/inquiries/send-outcome";

// The reference is the visitor's own, from the address: rendered per request, never cached.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Message sent", robots: { index: false } };

export default async function MessageSent({ params }: PageProps<"/contact/sent/[reference]">) {
  const { reference } = await params;
  if (!isInquiryReference(reference)) notFound();
  return (
    <SendOutcome
      eyebrow="Contact"
      title={
        <>
          Message <span className="text-glow text-accent">sent.</span>
        </>
      }
      actions={
        <>
          <ToContact />
          <BackHome />
        </>
      }
    >
      <p className="text-heading">
        <SentLine reference={reference} />
      </p>
      <p>{INQUIRY_TEXTS.answerTime} Quote the reference if you write again about it.</p>
    </SendOutcome>
  );
}
