import { combine, shapeArt, textArt, width, type Art } from "../art";
import { num } from "../svg";
import { type } from "../typography";

/**
 * Wordmarks for the clients on the home page carousel. Each is designed for its trade (a parcel
 * with a heart for a mover, a roofline for a roofer...) and drawn in one colour, which the
 * caller applies: the carousel shows them light on the dark ground, like a press strip.
 * Coordinates are design units; the generator scales each mark to a common footprint.
 */

/** Draws with `currentColor` so one fill on the wrapper colours both fills and strokes. */
const STROKE = `fill="none" stroke="currentColor"`;

function rect(x: number, y: number, w: number, h: number, r = 0): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${r ? ` rx="${num(r)}"` : ""}/>`;
}

/** A four-pointed glint; `pinch` near 0 gives needle points, near 0.3 a plump star. */
function sparkle(cx: number, cy: number, radius: number, pinch = 0.14): Art {
  const k = radius * pinch;
  const p = (x: number, y: number) => `${num(x)} ${num(y)}`;
  const d =
    `M${p(cx, cy - radius)}Q${p(cx + k, cy - k)} ${p(cx + radius, cy)}Q${p(cx + k, cy + k)} ${p(cx, cy + radius)}` +
    `Q${p(cx - k, cy + k)} ${p(cx - radius, cy)}Q${p(cx - k, cy - k)} ${p(cx, cy - radius)}Z`;
  return shapeArt(`<path d="${d}"/>`, { x0: cx - radius, y0: cy - radius, x1: cx + radius, y1: cy + radius });
}

/** Heart inside a unit box, scaled to `size` and placed with its top-left at (x, y). */
function heartPath(x: number, y: number, size: number): string {
  const p = (u: number, v: number) => `${num(x + u * size)} ${num(y + v * size)}`;
  const r = num(0.27 * size);
  return `M${p(0.5, 0.92)}L${p(0.08, 0.48)}A${r} ${r} 0 0 1 ${p(0.5, 0.14)}A${r} ${r} 0 0 1 ${p(0.92, 0.48)}Z`;
}

function weCareMovers(): Art {
  // A parcel whose lid lifts a little, with a heart knocked out of the box: care for the contents.
  const icon = shapeArt(
    `<path fill-rule="evenodd" d="M2 17H36V41.5Q36 44 33.5 44H4.5Q2 44 2 41.5Z${heartPath(9, 20.5, 20)}"/>` +
      `<path d="M0 6.5Q0 4 2.5 4H35.5Q38 4 38 6.5V13H0Z"/>`,
    { x0: 0, y0: 4, x1: 38, y1: 44 },
  );
  const name = textArt(
    type({ family: "archivo", axes: { wght: 820, wdth: 96 }, cap: 19, tracking: -0.015 }).set("We Care", 50, 27),
  );
  const trade = textArt(
    type({ family: "inter", axes: { wght: 600, opsz: 14 }, cap: 7, tracking: 0.42 }).set("MOVERS", 51, 43),
  );
  return combine(icon, name, trade);
}

function nkzWeb(): Art {
  // Set like a path typed at a prompt: the agency's initials, a slash, the trade, and a cursor.
  const bold = type({ family: "inter", axes: { wght: 820, opsz: 32 }, cap: 24, tracking: -0.04 });
  const light = type({ family: "inter", axes: { wght: 280, opsz: 32 }, cap: 24, tracking: -0.02 });
  const nkz = bold.set("nkz", 0, 40);
  const slash = light.set("/", nkz.width + 2, 40);
  const web = light.set("web", slash.bounds.x1 + 2, 40);
  const cursorX = web.bounds.x1 + 3;
  const cursor = shapeArt(rect(cursorX, 36, 14, 4), { x0: cursorX, y0: 36, x1: cursorX + 14, y1: 40 });
  return combine(textArt(nkz), textArt(slash), textArt(web), cursor);
}

function anyDayPa(): Art {
  // An app tile with calendar rings and a tick: the day, handled.
  const icon = shapeArt(
    `<rect x="1.75" y="5.75" width="36.5" height="36.5" rx="10" ${STROKE} stroke-width="3.5"/>` +
      `${rect(10, 1, 4, 10, 2)}${rect(26, 1, 4, 10, 2)}` +
      `<path d="M11.5 24.5L17.5 30.5L28.5 18.5" ${STROKE} stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    { x0: 0, y0: 1, x1: 40, y1: 44 },
  );
  const name = type({ family: "inter", axes: { wght: 680, opsz: 32 }, cap: 20, tracking: -0.03 }).set("AnyDay", 50, 33);
  const pillX = name.bounds.x1 + 6;
  const pa = type({ family: "inter", axes: { wght: 700, opsz: 14 }, cap: 9, tracking: 0.08 }).set(
    "PA",
    pillX + 7,
    29.5,
  );
  const pillW = pa.bounds.x1 - pillX + 7;
  const pill = shapeArt(
    `<rect x="${num(pillX + 0.9)}" y="14.4" width="${num(pillW - 1.8)}" height="18.2" rx="9.1" ${STROKE} stroke-width="1.8"/>`,
    {
      x0: pillX,
      y0: 13.5,
      x1: pillX + pillW,
      y1: 33.5,
    },
  );
  return combine(icon, textArt(name), pill, textArt(pa));
}

function calgaryProCleaning(): Art {
  // Stacked and centred, with glints catching the corner of the name like light on a clean pane.
  const top = type({ family: "archivo", axes: { wght: 800, wdth: 112 }, cap: 17, tracking: 0.03 }).set(
    "CALGARY PRO",
    0,
    17,
  );
  const centre = (top.bounds.x0 + top.bounds.x1) / 2;
  const bottom = type({ family: "archivo", axes: { wght: 420, wdth: 125 }, cap: 8, tracking: 0.6 }).set(
    "CLEANING",
    centre,
    34,
    "middle",
  );
  const ruleY = 30.25;
  const gap = 6;
  const rules = shapeArt(
    rect(top.bounds.x0, ruleY, bottom.bounds.x0 - gap - top.bounds.x0, 1.5) +
      rect(bottom.bounds.x1 + gap, ruleY, top.bounds.x1 - bottom.bounds.x1 - gap, 1.5),
    { x0: top.bounds.x0, y0: ruleY, x1: top.bounds.x1, y1: ruleY + 1.5 },
  );
  return combine(
    textArt(top),
    textArt(bottom),
    rules,
    sparkle(top.bounds.x1 + 9, -2, 7.5),
    sparkle(top.bounds.x1 + 17, 7, 3.6),
  );
}

function luxuryWindows(): Art {
  // Hairline arched window and wide, light capitals: the quiet register of high-end trades.
  const w = 26;
  const icon = shapeArt(
    `<path d="M1 44V14A12 12 0 0 1 25 14V44Z" ${STROKE} stroke-width="1.6"/>` +
      `<path d="M13 2.2V44M1 22H25M5 31H21" ${STROKE} stroke-width="1.1"/>` +
      `<path d="M-2 45.3H28" ${STROKE} stroke-width="1.6"/>`,
    { x0: -2, y0: 1.2, x1: w + 2, y1: 46.1 },
  );
  const name = type({ family: "archivo", axes: { wght: 300, wdth: 125 }, cap: 16, tracking: 0.26 }).set(
    "LUXURY",
    42,
    26,
  );
  const line = type({ family: "inter", axes: { wght: 500, opsz: 14 }, cap: 6.8, tracking: 0.26 }).set(
    "WINDOWS & EXTERIORS",
    42.5,
    43,
  );
  const ruleY = 33;
  const rule = shapeArt(
    `<path d="M42.5 ${ruleY}H${num(Math.max(name.bounds.x1, line.bounds.x1))}" ${STROKE} stroke-width="0.8"/>`,
    {
      x0: 42.5,
      y0: ruleY - 0.4,
      x1: Math.max(name.bounds.x1, line.bounds.x1),
      y1: ruleY + 0.4,
    },
  );
  return combine(icon, textArt(name), rule, textArt(line));
}

function roofRight(): Art {
  // The roofline spans the whole name, with a chimney breaking it: one shape says "roofer".
  const name = type({ family: "archivo", axes: { wght: 900, wdth: 66 }, cap: 22, tracking: 0.035 }).set(
    "ROOF RIGHT",
    0,
    46,
  );
  const trade = type({ family: "archivo", axes: { wght: 600, wdth: 125 }, cap: 6.5, tracking: 0.72 }).set(
    "EXTERIORS",
    (name.bounds.x0 + name.bounds.x1) / 2,
    58,
    "middle",
  );
  const left = name.bounds.x0 - 3;
  const right = name.bounds.x1 + 3;
  const apex = (left + right) / 2;
  const eaves = 20;
  const ridge = 1;
  const slope = (eaves - ridge) / (right - apex);
  const chimneyX = apex + (right - apex) * 0.46;
  const chimneyTop = ridge + slope * (chimneyX - apex) - 11;
  const roof = shapeArt(
    `<path d="M${num(left)} ${eaves}L${num(apex)} ${ridge}L${num(right)} ${eaves}" ${STROKE} stroke-width="5.5" stroke-linejoin="miter" stroke-miterlimit="16"/>` +
      rect(chimneyX, chimneyTop, 6, 12),
    { x0: left - 2, y0: ridge - 6, x1: right + 2, y1: eaves + 3 },
  );
  return combine(roof, textArt(name), textArt(trade));
}

function naanBruder(): Art {
  // A stamped pill badge in a warm italic, like a counter sign or a takeaway bag seal.
  const name = type({ family: "archivoItalic", axes: { wght: 860, wdth: 104 }, cap: 18, tracking: 0.02 }).set(
    "NAAN BRUDER",
    0,
    0,
  );
  const padX = 26;
  const inner = { x0: name.bounds.x0 - padX, x1: name.bounds.x1 + padX, y0: -18 - 11, y1: 0 + 11 };
  const h = inner.y1 - inner.y0;
  const badge = shapeArt(
    `<rect x="${num(inner.x0)}" y="${num(inner.y0)}" width="${num(inner.x1 - inner.x0)}" height="${num(h)}" rx="${num(h / 2)}" ${STROKE} stroke-width="2.4"/>` +
      `<rect x="${num(inner.x0 + 4.5)}" y="${num(inner.y0 + 4.5)}" width="${num(inner.x1 - inner.x0 - 9)}" height="${num(h - 9)}" rx="${num(h / 2 - 4.5)}" ${STROKE} stroke-width="0.9"/>`,
    { x0: inner.x0 - 1.2, y0: inner.y0 - 1.2, x1: inner.x1 + 1.2, y1: inner.y1 + 1.2 },
  );
  const cy = -9;
  return combine(badge, textArt(name), sparkle(inner.x0 + 15, cy, 4, 0.3), sparkle(inner.x1 - 15, cy, 4, 0.3));
}

function minhasBuildingMaterials(): Art {
  // A solid block stamped with an M, like the mark on a pallet of bricks or a steel beam.
  const m = "M8 32V8H14.5L20 19L25.5 8H32V32H26.5V17.5L21.5 27H18.5L13.5 17.5V32Z";
  const icon = shapeArt(
    `<path fill-rule="evenodd" d="M0 3A3 3 0 0 1 3 0H37A3 3 0 0 1 40 3V37A3 3 0 0 1 37 40H3A3 3 0 0 1 0 37Z${m}"/>`,
    {
      x0: 0,
      y0: 0,
      x1: 40,
      y1: 40,
    },
  );
  const divider = shapeArt(rect(50, 1, 1.2, 38), { x0: 50, y0: 1, x1: 51.2, y1: 39 });
  const name = type({ family: "archivo", axes: { wght: 800, wdth: 125 }, cap: 17, tracking: 0.05 }).set(
    "MINHAS",
    61,
    21,
  );
  const trade = type({ family: "inter", axes: { wght: 600, opsz: 14 }, cap: 6.8, tracking: 0.22 }).set(
    "BUILDING MATERIALS",
    61.5,
    38.5,
  );
  return combine(icon, divider, textArt(name), textArt(trade));
}

function blackfootLanguage(): Art {
  // Purely typographic and restrained: the language's name given room, no borrowed imagery.
  const name = type({ family: "inter", axes: { wght: 300, opsz: 32 }, cap: 22, tracking: -0.01 }).set(
    "Blackfoot",
    0,
    22,
  );
  const centre = (name.bounds.x0 + name.bounds.x1) / 2;
  const line = type({ family: "inter", axes: { wght: 560, opsz: 14 }, cap: 5.4, tracking: 0.34 }).set(
    "LANGUAGE REVITALIZATION",
    centre,
    45,
    "middle",
  );
  const ruleHalf = Math.max(width(textArt(line)), width(textArt(name))) / 2;
  const rule = shapeArt(
    `<path d="M${num(centre - ruleHalf)} 33H${num(centre + ruleHalf)}" ${STROKE} stroke-width="0.7"/>`,
    {
      x0: centre - ruleHalf,
      y0: 32.6,
      x1: centre + ruleHalf,
      y1: 33.4,
    },
  );
  return combine(textArt(name), rule, textArt(line));
}

/** A clean fallback for a client added later without a bespoke design. */
export function typographicLogo(name: string): Art {
  return textArt(type({ family: "archivo", axes: { wght: 700, wdth: 100 }, cap: 20, tracking: 0.02 }).set(name, 0, 20));
}

export const clientLogoDesigns: Readonly<Record<string, () => Art>> = {
  wecaremovers: weCareMovers,
  nkzweb: nkzWeb,
  anydaypa: anyDayPa,
  calgaryproleaning: calgaryProCleaning,
  luxurywindowsexteriors: luxuryWindows,
  roofrightexteriors: roofRight,
  naanbruder: naanBruder,
  minhasbuildingmaterials: minhasBuildingMaterials,
  blackfootlanguagerevitilization: blackfootLanguage,
};
