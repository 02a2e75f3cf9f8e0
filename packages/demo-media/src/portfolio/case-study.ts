import sharp, { type OverlayOptions } from "sharp";
import { imagePdf, type PdfImagePage } from "../pdf";
import { siteData, type PortfolioItem } from "../site-data";
import { num } from "../svg";
import type { TypeSpec } from "../typography";
import { paragraph, rect, rounded, Sheet, text, textWidth, wrap } from "./kit";

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

const eyebrow = (cap: number): TypeSpec => ({ family: "inter", axes: { wght: 640, opsz: 14 }, cap, tracking: 0.22 });
const heading = (cap: number): TypeSpec => ({
  family: "archivo",
  axes: { wght: 760, wdth: 104 },
  cap,
  tracking: -0.02,
});
const bodyText = (cap: number, wght = 400): TypeSpec => ({ family: "inter", axes: { wght, opsz: 18 }, cap });

function mark(x: number, y: number, height: number): string {
  const scale = height / (brandMark.bounds.y1 - brandMark.bounds.y0);
  return `<path d="${brandMark.path}" fill="${palette.accent}" transform="translate(${num(x - brandMark.bounds.x0 * scale)} ${num(y - brandMark.bounds.y0 * scale)}) scale(${num(scale, 4)})"/>`;
}

function footer(page: number, total: number): string {
  const y = PAGE.height - 60;
  return [
    rect(MARGIN, y - 44, PAGE.width - 2 * MARGIN, 1, palette.outline),
    mark(MARGIN, y - 22, 26),
    text(bodyText(13, 600), identity.name, MARGIN + 36, y, palette.heading),
    text(
      bodyText(13),
      `${identity.location}  ·  ${identity.email}`,
      MARGIN + 36 + textWidth(bodyText(13, 600), identity.name) + 16,
      y,
      palette.subtext,
    ),
    text(
      eyebrow(11),
      `${String(page).padStart(2, "0")} / ${String(total).padStart(2, "0")}`,
      PAGE.width - MARGIN,
      y,
      palette.subtext,
      "end",
    ),
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
  const sheet = new Sheet(PAGE.width, PAGE.height);
  const imageH = 940;
  const fade = sheet.linear(
    [0, imageH - 320, 0, imageH],
    [
      { offset: 0, color: palette.background, opacity: 0 },
      { offset: 1, color: palette.background, opacity: 1 },
    ],
  );
  const { cap, lines } = titleLines(item.title, PAGE.width - 2 * MARGIN);
  const top = imageH + 80;
  const parts = [
    rect(0, 0, PAGE.width, imageH, fade),
    rect(MARGIN, top - 8, 36, 3, palette.accent),
    text(eyebrow(13), `CASE STUDY  ·  ${item.category.toUpperCase()}`, MARGIN + 52, top, palette.accent),
    ...lines.map((line, i) => text(heading(cap), line, MARGIN - 4, top + 40 + cap + i * cap * 1.3, palette.heading)),
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
    text(
      { family: "archivoItalic", axes: { wght: 520, wdth: 100 }, cap: 30, tracking: -0.01 },
      `“${item.tagline}”`,
      MARGIN - 2,
      y,
      palette.accentGlow,
    ),
  );
  parts.push(footer(1, 3));
  const base = new Sheet(PAGE.width, PAGE.height);
  return {
    base: base.svg(item.title, rect(0, 0, PAGE.width, PAGE.height, palette.background)),
    placed: [{ raster: card, x: 0, y: 0, w: PAGE.width, h: imageH, radius: 0 }],
    overlay: sheet.svg(item.title, parts.join("")),
  };
}

function pageHeader(item: PortfolioItem, label: string): string {
  return [
    mark(MARGIN, 70, 28),
    text(bodyText(13, 600), `${identity.name}  ·  Case study`, MARGIN + 38, 92, palette.subtext),
    text(bodyText(13, 600), item.title, PAGE.width - MARGIN, 92, palette.subtext, "end"),
    rect(MARGIN, 128, PAGE.width - 2 * MARGIN, 1, palette.outline),
    text(eyebrow(13), label, MARGIN, 210, palette.accent),
  ].join("");
}

function briefPage(
  item: PortfolioItem,
  mockup: Raster,
  caption: string,
): { base: string; placed: Placed[]; overlay: string } {
  const sheet = new Sheet(PAGE.width, PAGE.height);
  const parts = [rect(0, 0, PAGE.width, PAGE.height, palette.background), pageHeader(item, "THE BRIEF")];
  parts.push(text(heading(40), item.tagline, MARGIN - 2, 290, palette.heading));
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
    parts.push(text(eyebrow(10.5), label, sideX, y, palette.subtext));
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
  parts.push(text(eyebrow(10.5), "TOOLS", sideX, y, palette.subtext));
  y += 22;
  for (const tool of item.tools) {
    parts.push(
      rounded(sideX, y, sideW, 40, 20, palette.backgroundSecondary, `stroke="${palette.outline}" stroke-width="1"`),
    );
    parts.push(text(bodyText(13, 500), tool, sideX + 18, y + 25, palette.text));
    y += 50;
  }
  const imageY = Math.max(description.bottom, y) + 70;
  const imageW = PAGE.width - 2 * MARGIN;
  const imageH = Math.min(imageW / (mockup.width / mockup.height), PAGE.height - 200 - imageY);
  const captionLines = wrap(bodyText(12.5), caption, imageW);
  captionLines
    .slice(0, 2)
    .forEach((line, i) =>
      parts.push(text(bodyText(12.5), line, MARGIN, imageY + imageH + 34 + i * 22, palette.subtext)),
    );
  parts.push(footer(2, 3));
  const overlay = new Sheet(PAGE.width, PAGE.height);
  return {
    base: sheet.svg(item.title, parts.join("")),
    placed: [{ raster: mockup, x: MARGIN, y: imageY, w: imageW, h: imageH, radius: 14 }],
    overlay: overlay.svg(item.title, ""),
  };
}

function workPage(
  item: PortfolioItem,
  mockups: { raster: Raster; caption: string }[],
): { base: string; placed: Placed[]; overlay: string } {
  const sheet = new Sheet(PAGE.width, PAGE.height);
  const parts = [rect(0, 0, PAGE.width, PAGE.height, palette.background), pageHeader(item, "THE WORK")];
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
        parts.push(text(bodyText(12), line, slot.x, slot.y + slot.h + 30 + k * 21, palette.subtext)),
      );
  });
  parts.push(footer(3, 3));
  const overlay = new Sheet(PAGE.width, PAGE.height);
  return { base: sheet.svg(item.title, parts.join("")), placed, overlay: overlay.svg(item.title, "") };
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
