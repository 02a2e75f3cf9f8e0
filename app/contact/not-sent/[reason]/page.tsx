import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { INQUIRY_TEXTS, NOT_SENT_REASONS } from "@/src/features/inquiries/constants";
import { BackHome, SendOutcome } from "@/src/features/inquiries/send-outcome";

export const metadata: Metadata = { title: "Message not sent", robots: { index: false } };

export function generateStaticParams() {
  return Object.keys(NOT_SENT_REASONS).map((reason) => ({ reason }));
}

export const dynamicParams = false;

export default async function MessageNotSent({ params }: PageProps<"/contact/not-sent/[reason]">) {
  const { reason } = await params;
  if (!Object.hasOwn(NOT_SENT_REASONS, reason)) notFound();
  return (
    <SendOutcome eyebrow="Contact" title="Not sent yet." actions={<BackHome />}>
      <p className="text-heading">{NOT_SENT_REASONS[reason as keyof typeof NOT_SENT_REASONS]}</p>
      <p>{INQUIRY_TEXTS.notSentBack}</p>
    </SendOutcome>
  );
}
