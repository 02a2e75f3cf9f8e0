import { combine, fitInto, shapeArt, textArt, type Art } from "../art";
import { num, svgDocument } from "../svg";
import { type } from "../typography";

/**
 * Wordmarks for the real-estate businesses on VantaRoom's "trusted by" row. Each pairs a small
 * mark drawn for its trade (a ridge line, a grain elevator, a camera's iris...) with set type, in
 * one colour the caller picks: the row shows them light and greyed on the dark page. Coordinates
 * are design units; every logo is scaled to the same footprint.
 */

/** The row gives each logo a 200x64 CSS px slot; the artwork keeps a margin inside it. */
export const TRUSTED_LOGO_SIZE = { width: 200, height: 64 } as const;
const ART_BOX = { x0: 6, y0: 12, x1: 194, y1: 52 };

const STROKE = `fill="none" stroke="currentColor"`;

const p = (x: number, y: number) => `${num(x)} ${num(y)}`;

function summitRidge(): Art {
  // Two peaks sharing a ridge, the higher one capped with snow cut out of the rock.
  const icon = shapeArt(
    // The snow line is a zigzag gap across the higher peak (even-odd: the band lies inside the rock).
    `<path fill-rule="evenodd" d="M0 40L13 20L19 27L31 6L48 40Z` +
      `M26 16.4L28.6 18.6L31 16.2L33.4 18.6L35.6 16.6L36.4 19L33.4 21L31 18.6L28.6 21L25 18.8Z"/>`,
    { x0: 0, y0: 6, x1: 48, y1: 40 },
  );
  const name = type({ family: "archivo", axes: { wght: 780, wdth: 112 }, cap: 15, tracking: 0.06 }).set(
    "SUMMIT RIDGE",
    60,
    24,
  );
  const trade = type({ family: "inter", axes: { wght: 560, opsz: 14 }, cap: 6.4, tracking: 0.62 }).set(
    "REALTY",
    60.5,
    39.5,
  );
  const rule = shapeArt(
    `<rect x="${num(trade.bounds.x1 + 6)}" y="35.4" width="${num(name.bounds.x1 - trade.bounds.x1 - 6)}" height="1.2"/>`,
    {
      x0: trade.bounds.x1 + 6,
      y0: 35.4,
      x1: name.bounds.x1,
      y1: 36.6,
    },
  );
  return combine(icon, textArt(name), textArt(trade), rule);
}

function bowValley(): Art {
  // A ring holding the valley: two slopes down to the river, which runs out through the ring.
  const icon = shapeArt(
    `<circle cx="22" cy="22" r="20" ${STROKE} stroke-width="2.6"/>` +
      `<path d="M4.5 27L15 13L22 22L29 15L39.5 27" ${STROKE} stroke-width="2.6" stroke-linejoin="round"/>` +
      `<path d="M6 31.5Q14 27.5 22 31.5T38 31.5" ${STROKE} stroke-width="2.6" stroke-linecap="round"/>`,
    { x0: 0, y0: 0, x1: 44, y1: 44 },
  );
  const name = type({ family: "inter", axes: { wght: 330, opsz: 32 }, cap: 17, tracking: -0.01 }).set(
    "Bow Valley",
    56,
    25,
  );
  const trade = type({ family: "inter", axes: { wght: 650, opsz: 14 }, cap: 6.2, tracking: 0.5 }).set("REALTY", 57, 40);
  return combine(icon, textArt(name), textArt(trade));
}

function prairieAppraisal(): Art {
  // A grain elevator on the horizon, the prairie's own landmark, with its annex.
  const icon = shapeArt(
    `<path fill-rule="evenodd" d="M4 44V18L10 10H20L26 18V44Z` +
      `M9 22H21V24H9ZM9 28H21V30H9Z` +
      `M12 10V3H18V10Z"/>` +
      `<path d="M26 44V28L38 23V44Z"/>` +
      `<rect x="0" y="44" width="44" height="2"/>`,
    { x0: 0, y0: 3, x1: 44, y1: 46 },
  );
  const name = type({ family: "archivo", axes: { wght: 860, wdth: 80 }, cap: 19, tracking: 0.02 }).set(
    "PRAIRIE",
    54,
    25,
  );
  const trade = type({ family: "archivo", axes: { wght: 560, wdth: 118 }, cap: 6.4, tracking: 0.3 }).set(
    "APPRAISAL GROUP",
    54.5,
    41,
  );
  return combine(icon, textArt(name), textArt(trade));
}

function lumiere(): Art {
  // A camera's iris: six chords of a ring that leave an open hexagon at its centre.
  const r = 20;
  const cx = 22;
  const cy = 22;
  const chords: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const a = (i * Math.PI) / 3 - Math.PI / 2;
    const b = a + (104 * Math.PI) / 180;
    chords.push(`M${p(cx + Math.cos(a) * r, cy + Math.sin(a) * r)}L${p(cx + Math.cos(b) * r, cy + Math.sin(b) * r)}`);
  }
  const icon = shapeArt(
    `<circle cx="${cx}" cy="${cy}" r="${r}" ${STROKE} stroke-width="2.4"/>` +
      `<path d="${chords.join("")}" ${STROKE} stroke-width="2" stroke-linecap="round"/>`,
    { x0: 0.8, y0: 0.8, x1: 43.2, y1: 43.2 },
  );
  const name = type({ family: "archivoItalic", axes: { wght: 420, wdth: 100 }, cap: 19, tracking: -0.005 }).set(
    "Lumière",
    56,
    26,
  );
  const trade = type({ family: "inter", axes: { wght: 560, opsz: 14 }, cap: 5.8, tracking: 0.38 }).set(
    "IMMOBILIER · PHOTO",
    57,
    40.5,
  );
  return combine(icon, textArt(name), textArt(trade));
}

function northgate(): Art {
  // A gable drawn as one line, with an N standing in the doorway.
  const icon = shapeArt(
    `<path d="M3 44V17L21 3L39 17V44" ${STROKE} stroke-width="3.6" stroke-linejoin="miter"/>` +
      `<path d="M13 42V22L29 42V22" ${STROKE} stroke-width="3.6" stroke-linejoin="miter" stroke-linecap="square"/>`,
    { x0: 1.2, y0: 0.7, x1: 40.8, y1: 44 },
  );
  const name = type({ family: "archivo", axes: { wght: 700, wdth: 125 }, cap: 14, tracking: 0.14 }).set(
    "NORTHGATE",
    52,
    25,
  );
  const trade = type({ family: "inter", axes: { wght: 500, opsz: 14 }, cap: 6, tracking: 0.8 }).set("HOMES", 52.5, 41);
  return combine(icon, textArt(name), textArt(trade));
}

/** A maple leaf, stem down, in a 40 x 42 box. */
const MAPLE =
  "M20 0L23.2 6.6L26.6 5L25.4 16L31.4 9.6L33 13L39.4 11.6L37.4 18.2L40 19.6L31.8 26.4L33.2 30.4L21.2 29.2L21.6 42H18.4L18.8 29.2L6.8 30.4L8.2 26.4L0 19.6L2.6 18.2L0.6 11.6L7 13L8.6 9.6L14.6 16L13.4 5L16.8 6.6Z";

function mapleKey(): Art {
  // A key whose bow is a maple leaf, with the hole punched through it.
  const icon = shapeArt(
    `<path fill-rule="evenodd" d="${MAPLE}M23.6 17.8A3.6 3.6 0 1 0 16.4 17.8A3.6 3.6 0 1 0 23.6 17.8Z"/>` +
      `<path d="M18.4 40H21.6V56H18.4Z"/>` +
      `<path d="M21.6 48H27V51H21.6ZM21.6 53H25V56H21.6Z"/>`,
    { x0: 0, y0: 0, x1: 40, y1: 56 },
  );
  const name = type({ family: "archivo", axes: { wght: 760, wdth: 96 }, cap: 18, tracking: -0.01 }).set(
    "Maple Key",
    52,
    28,
  );
  const trade = type({ family: "inter", axes: { wght: 600, opsz: 14 }, cap: 6.2, tracking: 0.46 }).set(
    "PROPERTIES",
    53,
    44,
  );
  return combine(icon, textArt(name), textArt(trade));
}

/** A clean fallback for a business added to the row without a design. */
export function typographicTrustedLogo(name: string): Art {
  return textArt(type({ family: "archivo", axes: { wght: 700, wdth: 100 }, cap: 18, tracking: 0.02 }).set(name, 0, 18));
}

export const trustedLogoDesigns: Readonly<Record<string, () => Art>> = {
  "summit-ridge-realty": summitRidge,
  "bow-valley-realty": bowValley,
  "prairie-appraisal-group": prairieAppraisal,
  "lumiere-immobilier-photo": lumiere,
  "northgate-homes": northgate,
  "maple-key-properties": mapleKey,
};

/** The logo as a standalone SVG document in one colour, titled with the business's name. */
export function trustedLogoSvg(logo: { id: string; name: string }, colour: string): string {
  const design = trustedLogoDesigns[logo.id];
  const art = design ? design() : typographicTrustedLogo(logo.name);
  // Outlines come with two decimals; one is finer than a device pixel at this size and saves a third of the bytes.
  const { markup } = fitInto({ ...art, markup: art.markup.replace(/\d+\.\d{2,}/g, (n) => num(Number(n), 1)) }, ART_BOX);
  return svgDocument({
    ...TRUSTED_LOGO_SIZE,
    title: logo.name,
    body: `<g fill="${colour}" color="${colour}">${markup}</g>`,
  });
}
