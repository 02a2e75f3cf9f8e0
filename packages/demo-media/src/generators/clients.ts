import { palette } from "../../../../src/config/palette";
import { clients } from "../../../../src/content/clients";
import { fitInto } from "../art";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { svgDocument } from "../svg";
import { loadFonts } from "../typography";
import { clientLogoDesigns, typographicLogo } from "./client-logos";

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
  outputs: clients.map((client) => `${generatedDir}/clients/${client.id}.svg`),
  async generate() {
    await loadFonts();
    return new Map(clients.map((client) => [`${generatedDir}/clients/${client.id}.svg`, clientLogoSvg(client)]));
  },
};
