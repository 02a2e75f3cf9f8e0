"use client";

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/src/lib/use-reduced-motion";
import { litWordCount } from "./statement-progress";

type StatementProps = { text: string };

/**
 * The statement lights up word by word as it moves through the viewport. Screen readers get the
 * sentence once, whole; the per-word spans are presentation only. Under reduced motion every word is lit.
 */
export function Statement({ text }: StatementProps) {
  const words = text.split(" ");
  const ref = useRef<HTMLParagraphElement>(null);
  const [lit, setLit] = useState(0);
  const still = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || still) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, height } = element.getBoundingClientRect();
      setLit(litWordCount({ top, height, viewport: window.innerHeight, words: words.length }));
    };
    // Measured in an animation frame, where the layout is up to date anyway: never a forced reflow.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const follow = (on: boolean) => {
      const method = on ? "addEventListener" : "removeEventListener";
      window[method]("scroll", schedule, { passive: true });
      window[method]("resize", schedule);
    };
    // Scrolling is followed only while the statement is on screen; each time it enters or leaves
    // (and once at the start) one measurement settles the words, all lit or none.
    const observer = new IntersectionObserver((entries) => {
      // Several entries can queue up while the page is busy; the last one is the current state.
      follow(entries.at(-1)?.isIntersecting ?? false);
      schedule();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      follow(false);
      cancelAnimationFrame(frame);
    };
  }, [still, words.length]);

  const shown = still ? words.length : lit;
  return (
    <section aria-label="Our promise" className="mx-auto max-w-[1600px] px-5 py-32 md:px-10 md:py-48">
      <p ref={ref} data-lit={shown} className="display max-w-[22ch] text-[clamp(2rem,5.6vw,5.5rem)] leading-[1.02]">
        <span className="sr-only">{text}</span>
        <span aria-hidden>
          {words.map((word, index) => (
            <span
              key={index}
              data-lit={index < shown || undefined}
              className="text-subtext/65 transition-colors duration-300 data-lit:text-heading"
            >
              {word}{" "}
            </span>
          ))}
        </span>
      </p>
    </section>
  );
}
