import type { Metadata } from "next";
import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="relative flex min-h-[calc(100dvh-var(--header-height))] items-center overflow-hidden">
      <div aria-hidden className="grain pointer-events-none absolute inset-0" />
      <p
        aria-hidden
        className="display pointer-events-none absolute -right-8 bottom-0 text-[clamp(10rem,38vw,34rem)] leading-none text-background-secondary select-none"
      >
        404
      </p>
      <div className="relative mx-auto flex w-full max-w-[1600px] flex-col gap-8 px-5 py-24 md:px-10">
        <p className="eyebrow">Error 404</p>
        <h1 className="display max-w-[12ch] text-[clamp(3rem,9vw,8rem)]">
          This page took a <span className="text-glow text-accent">wrong turn.</span>
        </h1>
        <p className="max-w-xl text-lg">
          The page you are looking for has moved, was renamed, or never existed. Everything else is right where we left
          it.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/" className={buttonStyles("primary")}>
            Back to home
          </Link>
          <Link href="/contact" className={buttonStyles("secondary")}>
            Contact the studio
          </Link>
        </div>
      </div>
    </section>
  );
}
