import type { ReactNode } from "react";

type PageIntroProps = {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
};

/** The opening block of an inner page: a small label, the big uppercase heading, a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <section className="relative overflow-hidden border-b border-outline">
      <div aria-hidden className="grain pointer-events-none absolute inset-0" />
      <div className="relative mx-auto flex max-w-[1600px] flex-col gap-8 px-5 pt-20 pb-16 md:px-10 md:pt-32 md:pb-24">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="display max-w-[14ch] text-[clamp(3rem,10vw,9rem)]">{title}</h1>
        {children ? <div className="max-w-2xl text-lg text-text md:text-xl">{children}</div> : null}
      </div>
    </section>
  );
}
