import { clients } from "@/src/content/clients";
import { Marquee } from "@/src/ui/marquee";
import { ClientLogo } from "./client-logo";

export function ClientsCarousel() {
  return (
    <section aria-labelledby="clients-title" className="border-t border-outline pt-24 pb-24 md:pt-32">
      <div className="mx-auto max-w-[1600px] px-5 md:px-10">
        <h2 id="clients-title" className="display text-[clamp(3rem,10vw,9rem)]">
          Clients
        </h2>
        <p className="mt-4 max-w-xl text-subtext">
          Calgary businesses and organisations we have built brands, sites and campaigns with.
        </p>
      </div>
      <Marquee duration={45} label="Client logos" className="mt-10">
        <ul className="flex items-center">
          {clients.map((client) => (
            <li key={client.id}>
              <ClientLogo client={client} />
            </li>
          ))}
        </ul>
      </Marquee>
    </section>
  );
}
