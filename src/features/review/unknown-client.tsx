import { Link } from "@/src/ui/link";

/** What an unknown review address shows in place of the client's name, in the page and its title. */
export const UNKNOWN_CLIENT = "Unknown Client";

export function UnknownClient() {
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-[1600px] flex-col justify-center gap-6 px-5 py-24 md:px-10">
      <Link
        href="/mockup-calculator"
        className="w-fit text-sm font-semibold text-text underline decoration-outline underline-offset-8 hover:decoration-accent"
      >
        ← Back to clients
      </Link>
      <h1 className="display text-[clamp(2.5rem,8vw,7rem)]">SOCIAL MEDIA POSTS</h1>
      <p className="display text-2xl text-accent md:text-4xl">{UNKNOWN_CLIENT}</p>
      <p className="max-w-xl text-lg">
        There is no review page at this address. Check the link the studio sent you, or pick your company from the list.
      </p>
    </section>
  );
}
