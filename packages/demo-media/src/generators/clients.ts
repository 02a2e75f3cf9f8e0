import { fitInto } from "../art";
import type { MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { siteData } from "../site-data";
import { svgDocument } from "../svg";
import { loadFonts } from "../typography";
import { clientLogoDesigns, typographicLogo } from "./client-logos";

const palette = siteData("palette");
const clients = siteData("clients");

/** The carousel shows each logo in a 160x64 CSS px slot; the artwork keeps a margin inside it. */
const CLIENT_LOGO_SIZE = { width: 160, height: 64 } as const;
const ART_BOX = { x0: 8, y0: 10, x1: 152, y1: 54 };

export function clientLogoSvg(client: { id: string; name: string }): string {
  const design = clientLogoDesigns[client.id];
  const art = design ? design() : typographicLogo(client.name);
  const { markup } = fitInto(art, ART_BOX);
  return svgDocument({
    ...CLIENT_LOGO_SIZE,
    title: client.name,
    body: `<g fill="${palette.heading}" color="${palette.heading}">${markup}</g>`,
  });
}

export const clientsGenerator: MediaGenerator = {
  name: "clients",
  module: import.meta.url,
  outputs: clients.map((client) => publicFile(client.logo)),
  async generate() {
    await loadFonts();
    return new Map(clients.map((client) => [publicFile(client.logo), clientLogoSvg(client)]));
  },
};
