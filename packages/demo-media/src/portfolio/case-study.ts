import sharp, { type OverlayOptions } from "sharp";
import { rect, t, paragraph, wrap, textWidth, Scene, type FontSpec } from "../kit";
import { imagePdf, type PdfImagePage } from "../pdf";
import { siteData, type PortfolioItem } from "../site-data";
import { num, stops } from "../svg";

const identity = siteData("identity");
const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * The case-study PDF for a portfolio item: three designed pages (cover, brief, the work),
 * each rendered as one JPEG. Page furniture is SVG; the project's own pictures are composited
 * in as pixels, so they are not rasterised twice.
 */

export const PAGE = { width: 1200, height: 1600 } as const;
const MARGIN = 80;

/** Decoded pixels of a picture already rendered for the site. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

interface Placed {
  raster: Raster;
  x: number;
  y: number;
  w: number;
  h: number;
  radius: number;
}

const eyebrow = (cap: number): FontSpec => ({ family: "inter", wght: 640, opsz: 14, cap, tracking: 0.22 });
const heading = (cap: number): FontSpec => ({
  family: "archivo",
  wght: 760,
  wdth: 104,
  cap,
  tracking: -0.02,
});
const bodyText = (cap: number, wght = 400): FontSpec => ({ family: "inter", wght, opsz: 18, cap });

function mark(x: number, y: number, height: number): string {
  const scale = height / (brandMark.bounds.y1 - brandMark.bounds.y0);
  return `<path d="${brandMark.path}" fill="${palette.accent}" transform="translate(${num(x - brandMark.bounds.x0 * scale)} ${num(y - brandMark.bounds.y0 * scale)}) scale(${num(scale, 4)})"/>`;
}

function footer(page: number, total: number): string {
  const y = PAGE.height - 60;
  return [
    rect(MARGIN, y - 44, PAGE.width - 2 * MARGIN, 1, 0, { fill: palette.outline }),
    mark(MARGIN, y - 22, 26),
    t(identity.name, MARGIN + 36, y, bodyText(13, 600), { fill: palette.heading }),
    t(
      `${identity.location}  ·  ${identity.email}`,
      MARGIN + 36 + textWidth(bodyText(13, 600), identity.name) + 16,
      y,
      bodyText(13),
      { fill: palette.subtext },
    ),
    t(`${String(page).padStart(2, "0")} / ${String(total).padStart(2, "0")}`, PAGE.width - MARGIN, y, eyebrow(11), {
      fill: palette.subtext,
      anchor: "end",
    }),
  ].join("");
}

/** The largest title size (cap height) at which the title fits in two lines. */
function titleLines(title: string, width: number): { cap: number; lines: string[] } {
  for (let cap = 84; cap > 40; cap -= 4) {
    const lines = wrap(heading(cap), title, width);
    if (lines.length <= 2) return { cap, lines };
  }
  return { cap: 40, lines: wrap(heading(40), title, width) };
}

function coverPage(item: PortfolioItem, card: Raster): { base: string; placed: Placed[]; overlay: string } {
  const scene = new Scene("case-study", PAGE.width, PAGE.height);
  const imageH = 940;
  const fade = scene.linear([0, imageH - 320, 0, imageH], stops([palette.background, 0], [palette.background, 1]));
  const { cap, lines } = titleLines(item.title, PAGE.width - 2 * MARGIN);
  const top = imageH + 80;
  const parts = [
    rect(0, 0, PAGE.width, imageH, 0, { fill: fade }),
    rect(MARGIN, top - 8, 36, 3, 0, { fill: palette.accent }),
    t(`CASE STUDY  ·  ${item.category.toUpperCase()}`, MARGIN + 52, top, eyebrow(13), { fill: palette.accent }),
    ...lines.map((line, i) =>
      t(line, MARGIN - 4, top + 40 + cap + i * cap * 1.3, heading(cap), { fill: palette.heading }),
    ),
  ];
  let y = top + 40 + cap + (lines.length - 1) * cap * 1.3 + 64;
  const subtitle = paragraph(bodyText(19), item.subtitle, {
    x: MARGIN,
    y,
    width: PAGE.width - 2 * MARGIN,
    leading: 34,
    fill: palette.text,
  });
  parts.push(subtitle.markup);
  y = subtitle.bottom + 70;
  parts.push(
    t(
      `“${item.tagline}”`,
      MARGIN - 2,
      y,
      { family: "archivoItalic", wght: 520, wdth: 100, cap: 30, tracking: -0.01 },
      { fill: palette.accentGlow },
    ),
  );
  parts.push(footer(1, 3));
  const base = new Scene("case-study", PAGE.width, PAGE.height);
  return {
    base: base.add(rect(0, 0, PAGE.width, PAGE.height, 0, { fill: palette.background })).svg(item.title),
    placed: [{ raster: card, x: 0, y: 0, w: PAGE.width, h: imageH, radius: 0 }],
    overlay: scene.add(parts.join("")).svg(item.title),
  };
}

function pageHeader(item: PortfolioItem, label: string): string {
  return [
    mark(MARGIN, 70, 28),
    t(`${identity.name}  ·  Case study`, MARGIN + 38, 92, bodyText(13, 600), { fill: palette.subtext }),
    t(item.title, PAGE.width - MARGIN, 92, bodyText(13, 600), { fill: palette.subtext, anchor: "end" }),
    rect(MARGIN, 128, PAGE.width - 2 * MARGIN, 1, 0, { fill: palette.outline }),
    t(label, MARGIN, 210, eyebrow(13), { fill: palette.accent }),
  ].join("");
}

function briefPage(
  item: PortfolioItem,
  mockup: Raster,
  caption: string,
): { base: string; placed: Placed[]; overlay: string } {
  const scene = new Scene("case-study", PAGE.width, PAGE.height);
  const parts = [rect(0, 0, PAGE.width, PAGE.height, 0, { fill: palette.background }), pageHeader(item, "THE BRIEF")];
  parts.push(t(item.tagline, MARGIN - 2, 290, heading(40), { fill: palette.heading }));
  const columnW = 640;
  const description = paragraph(bodyText(16.5), item.description, {
    x: MARGIN,
    y: 370,
    width: columnW,
    leading: 36,
    fill: palette.text,
  });
  parts.push(description.markup);
  const sideX = MARGIN + columnW + 80;
  const sideW = PAGE.width - MARGIN - sideX;
  let y = 364;
  const facts: [string, string][] = [
    ["CATEGORY", item.category],
    ["STYLE", item.style],
  ];
  for (const [label, value] of facts) {
    parts.push(t(label, sideX, y, eyebrow(10.5), { fill: palette.subtext }));
    const block = paragraph(bodyText(15, 500), value, {
      x: sideX,
      y: y + 34,
      width: sideW,
      leading: 26,
      fill: palette.heading,
    });
    parts.push(block.markup);
    y = block.bottom + 58;
  }
  parts.push(t("TOOLS", sideX, y, eyebrow(10.5), { fill: palette.subtext }));
  y += 22;
  for (const tool of item.tools) {
    parts.push(rect(sideX, y, sideW, 40, 20, { fill: palette.backgroundSecondary, stroke: palette.outline, sw: 1 }));
    parts.push(t(tool, sideX + 18, y + 25, bodyText(13, 500), { fill: palette.text }));
    y += 50;
  }
  const imageY = Math.max(description.bottom, y) + 70;
  const imageW = PAGE.width - 2 * MARGIN;
  const imageH = Math.min(imageW / (mockup.width / mockup.height), PAGE.height - 200 - imageY);
  const captionLines = wrap(bodyText(12.5), caption, imageW);
  captionLines
    .slice(0, 2)
    .forEach((line, i) =>
      parts.push(t(line, MARGIN, imageY + imageH + 34 + i * 22, bodyText(12.5), { fill: palette.subtext })),
    );
  parts.push(footer(2, 3));
  const overlay = new Scene("case-study", PAGE.width, PAGE.height);
  return {
    base: scene.add(parts.join("")).svg(item.title),
    placed: [{ raster: mockup, x: MARGIN, y: imageY, w: imageW, h: imageH, radius: 14 }],
    overlay: overlay.svg(item.title),
  };
}

function workPage(
  item: PortfolioItem,
  mockups: { raster: Raster; caption: string }[],
): { base: string; placed: Placed[]; overlay: string } {
  const scene = new Scene("case-study", PAGE.width, PAGE.height);
  const parts = [rect(0, 0, PAGE.width, PAGE.height, 0, { fill: palette.background }), pageHeader(item, "THE WORK")];
  const placed: Placed[] = [];
  const fullW = PAGE.width - 2 * MARGIN;
  const slots =
    mockups.length <= 2
      ? mockups.map((_, i) => ({
          x: (PAGE.width - fullW * 0.82) / 2,
          y: 250 + i * 620,
          w: fullW * 0.82,
          h: (fullW * 0.82) / 1.5,
        }))
      : [
          { x: MARGIN, y: 250, w: fullW, h: fullW / 1.5 },
          ...mockups.slice(1).map((_, i) => {
            const w = (fullW - 30 * (mockups.length - 2)) / (mockups.length - 1);
            return { x: MARGIN + i * (w + 30), y: 250 + fullW / 1.5 + 110, w, h: w / 1.5 };
          }),
        ];
  mockups.forEach(({ raster, caption }, i) => {
    const slot = slots[i] as { x: number; y: number; w: number; h: number };
    placed.push({ raster, ...slot, radius: 12 });
    wrap(bodyText(12), caption, slot.w)
      .slice(0, 2)
      .forEach((line, k) =>
        parts.push(t(line, slot.x, slot.y + slot.h + 30 + k * 21, bodyText(12), { fill: palette.subtext })),
      );
  });
  parts.push(footer(3, 3));
  const overlay = new Scene("case-study", PAGE.width, PAGE.height);
  return { base: scene.add(parts.join("")).svg(item.title), placed, overlay: overlay.svg(item.title) };
}

/** Fits a raster to a box (cover), rounds its corners, and returns it ready to composite. */
async function placeImage({ raster, w, h, radius }: Placed): Promise<Buffer> {
  const width = Math.round(w);
  const height = Math.round(h);
  const resized = sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: raster.channels },
  }).resize(width, height, { fit: "cover", kernel: "lanczos3" });
  if (radius === 0) return resized.png().toBuffer();
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  return sharp(await resized.png().toBuffer())
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

async function renderPage({
  base,
  placed,
  overlay,
}: {
  base: string;
  placed: Placed[];
  overlay: string;
}): Promise<PdfImagePage> {
  const layers: OverlayOptions[] = [];
  for (const image of placed)
    layers.push({ input: await placeImage(image), left: Math.round(image.x), top: Math.round(image.y) });
  layers.push({ input: Buffer.from(overlay), left: 0, top: 0 });
  const flat = await sharp(Buffer.from(base)).composite(layers).png().toBuffer();
  const jpeg = await sharp(flat)
    .flatten({ background: palette.background })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { jpeg, width: PAGE.width, height: PAGE.height };
}

export async function caseStudyPdf(
  item: PortfolioItem,
  card: Raster,
  mockups: { raster: Raster; caption: string }[],
): Promise<Uint8Array> {
  const [first, ...rest] = mockups;
  if (!first) throw new Error(`${item.id} has no mockups for its case study`);
  const pages = [
    await renderPage(coverPage(item, card)),
    await renderPage(briefPage(item, first.raster, first.caption)),
    await renderPage(workPage(item, rest.length > 0 ? rest : [first])),
  ];
  return imagePdf(pages, { title: `${item.title}: case study`, author: identity.name, subject: item.subtitle });
}
