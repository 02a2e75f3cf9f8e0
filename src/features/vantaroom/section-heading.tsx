import type { ReactNode } from "react";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
};

/** The label, display heading and lead paragraph every VantaRoom section opens with. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="display mt-4 text-[clamp(2.5rem,7vw,6rem)]">
        {title}
      </h2>
      {children ? <div className="mt-6 text-lg md:text-xl">{children}</div> : null}
    </div>
  );
}
