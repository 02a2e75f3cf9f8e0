import type { ReactNode } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";
import { INQUIRY_TEXTS } from "./constants";

/**
 * The page a browser without JavaScript lands on after sending through the site (docs/inquiries.md#without-javascript):
 * sent, with the reference, or not sent, with the reason.
 */
export function SendOutcome({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow: string;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="relative flex min-h-[calc(100dvh-var(--header-height))] items-center overflow-hidden">
      <div aria-hidden className="grain pointer-events-none absolute inset-0" />
      <div className="relative mx-auto flex w-full max-w-[1600px] flex-col gap-8 px-5 py-24 md:px-10">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="display max-w-[12ch] text-[clamp(3rem,9vw,8rem)]">{title}</h1>
        <div className="flex max-w-xl flex-col gap-4 text-lg">{children}</div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}

export function BackHome() {
  return (
    <Link href="/" className={buttonStyles("secondary")}>
      Back to home
    </Link>
  );
}

export function ToContact() {
  return (
    <Link href="/contact" className={buttonStyles("primary")}>
      Write another message
    </Link>
  );
}

/** The sentence that says the studio has it, its reference kept on one line. */
export function SentLine({ reference }: { reference: string }) {
  const [before, after] = INQUIRY_TEXTS.sent(reference).split(reference);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{reference}</span>
      {after}
    </>
  );
}
