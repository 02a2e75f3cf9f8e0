import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";

/** The heading of an unknown service, and its page title. */
export const SERVICE_NOT_FOUND = "Service Not Found";

export function ServiceNotFound() {
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-[1600px] flex-col justify-center gap-6 px-5 py-24 md:px-10">
      <p className="eyebrow">Shop</p>
      <h1 className="display text-[clamp(2.75rem,8vw,7rem)]">{SERVICE_NOT_FOUND}</h1>
      <p className="max-w-xl text-lg">The service you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link href="/shop" className={`w-fit ${buttonStyles("primary")}`}>
        Back to Shop
      </Link>
    </section>
  );
}
