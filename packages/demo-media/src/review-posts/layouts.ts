import { mix } from "../colour";
import { circle, g, path, rect, rotate, shadowCircle, shadowRect, text, textWidth } from "../kit";
import { num } from "../svg";
import { backdrop } from "./backdrops";
import { footer, header, logo } from "./brand";
import { placeMotif } from "./motifs";
import {
  arrow,
  bodySpec,
  button,
  headline,
  headlineSpec,
  kicker,
  labelSpec,
  MARGIN,
  paragraph,
  star,
  type Post,
} from "./style";
import type { LayoutId, PostBrief } from "./themes";

/**
 * The eight post templates. Each composes the same parts (logo, kicker, headline, copy, call to
 * action, subject, website) into its own arrangement, and uses the extra height of a 4:5 post
 * for a larger subject rather than stretching the type.
 */

type Layout = (post: Post) => string;

const W = 1080;
const INNER = W - MARGIN * 2;
/** Top of the content, under the logo. */
const TOP = 168;

/** Bottom of the content, above the footer. */
const bottomOf = (post: Post) => post.height - 104;

/** A large soft disc of colour that the subject stands in front of. */
function disc(post: Post, cx: number, cy: number, r: number, color: string): string {
  const fill = post.scene.fade(
    [cx - r, cy - r, cx + r * 0.6, cy + r],
    mix(color, "#ffffff", 0.12),
    mix(color, post.theme.colors.dark, 0.1),
  );
  return circle(cx, cy, r, { fill });
}

/** The colour a subject's disc takes on the post's ground. */
function discColor(post: Post): string {
  const { theme, brief } = post;
  if (brief.tone === "light") return mix(theme.colors.secondary, theme.colors.light, 0.15);
  if (brief.tone === "dark") return mix(theme.colors.primary, theme.colors.dark, 0.35);
  return mix(theme.colors.primary, theme.onPrimary === "light" ? theme.colors.light : "#ffffff", 0.22);
}

function ctaColors(post: Post): { fill: string; ink: string } {
  const { colors, theme, brief } = post;
  if (brief.tone === "brand") return { fill: colors.ink, ink: theme.colors.primary };
  if (colors.popIsText && brief.tone === "dark") return { fill: colors.pop, ink: theme.colors.dark };
  return { fill: colors.ink, ink: colors.ground };
}

const hero: Layout = (post) => {
  const { brief, colors, format } = post;
  const bottom = bottomOf(post);
  const k = kicker(brief.kicker, MARGIN, TOP, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, MARGIN, TOP + 52, {
    maxWidth: INNER,
    maxLines: 3,
    maxCap: format === "portrait" ? 96 : 88,
    maxHeight: format === "portrait" ? 360 : 290,
  });
  const zoneTop = head.bottom + 44;
  const size = Math.min(bottom - zoneTop + 60, format === "portrait" ? 680 : 560);
  const mx = W - MARGIN - size + 40;
  const my = bottom - size + 50;
  const textWidth = Math.max(320, mx - MARGIN + 40);
  const sub = paragraph(brief.sub, MARGIN, zoneTop + 8, textWidth, 21, colors.soft, { maxLines: 5 });
  const cta = ctaColors(post);
  const btn = button(brief.cta, MARGIN, bottom - 70, cta.fill, cta.ink);
  return [
    disc(post, mx + size * 0.52, my + size * 0.48, size * 0.46, discColor(post)),
    placeMotif(post, brief.motif, mx, my, size),
    header(post),
    k.markup,
    head.markup,
    sub.markup,
    btn.markup,
    footer(post),
  ].join("");
};

const scene: Layout = (post) => {
  const { brief, colors, format, theme } = post;
  const panelH = format === "portrait" ? 700 : 500;
  const panel = { x: MARGIN - 24, y: 150, w: INNER + 48, h: panelH };
  const clip = post.scene.clip(path(roundedPath(panel.x, panel.y, panel.w, panel.h, 36)));
  const size = panelH * 0.98;
  const art = g(
    [
      backdrop(post, brief.motif, panel),
      placeMotif(post, brief.motif, panel.x + (panel.w - size) / 2, panel.y + panel.h - size * 0.98, size),
    ],
    { clip },
  );
  const below = panel.y + panel.h + 48;
  const k = kicker(brief.kicker, MARGIN, below, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, MARGIN, below + 44, {
    maxWidth: INNER,
    maxLines: 2,
    maxCap: 58,
    maxHeight: 140,
  });
  const sub = paragraph(brief.sub, MARGIN, head.bottom + 30, INNER - 40, 19, colors.soft, { maxLines: 2 });
  // The call to action sits on the picture's corner like a sticker.
  const cta = button(brief.cta, panel.x + panel.w - 28, panel.y + panel.h - 38, theme.colors.primary, onPrimary(post), {
    anchor: "end",
  });
  return [
    shadowRect(post.scene, panel.x, panel.y, panel.w, panel.h, { blur: 26, opacity: 0.22, dy: 14 }),
    art,
    g(logo(post, { x: panel.x + 36, y: panel.y + 32, w: 250, h: 46 }, "#ffffff"), { opacity: 0 }),
    shadowRect(post.scene, panel.x + panel.w - 28 - cta.width, panel.y + panel.h - 38, cta.width, cta.height, {
      blur: 14,
      opacity: 0.25,
      dy: 6,
    }),
    cta.markup,
    header(post),
    k.markup,
    head.markup,
    sub.markup,
    footer(post),
  ].join("");
};

function onPrimary(post: Post): string {
  return post.theme.onPrimary === "light" ? post.theme.colors.light : post.theme.colors.dark;
}

function roundedPath(x: number, y: number, w: number, h: number, r: number): string {
  return `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${r} ${r} 0 0 1 ${num(x + w)} ${num(y + r)}V${num(y + h - r)}A${r} ${r} 0 0 1 ${num(x + w - r)} ${num(y + h)}H${num(x + r)}A${r} ${r} 0 0 1 ${num(x)} ${num(y + h - r)}V${num(y + r)}A${r} ${r} 0 0 1 ${num(x + r)} ${num(y)}Z`;
}

const quote: Layout = (post) => {
  const brief = post.brief as Extract<PostBrief, { layout: "quote" }>;
  const { colors, format, theme } = post;
  const bottom = bottomOf(post);
  const markTop = TOP + 10;
  const quoteMark = text("\u201C", MARGIN - 8, markTop + 190, headlineSpec(post, 200), {
    fill: colors.popIsText ? colors.pop : colors.ink,
  });
  const stars = Array.from({ length: 5 }, (_, i) =>
    star(W - MARGIN - 20 - i * 46, markTop + 40, 19, theme.colors.accent),
  );
  const k = text(brief.kicker, W - MARGIN, markTop + 90, labelSpec(16), { fill: colors.soft, anchor: "end" });
  const body = headline(
    post,
    brief.headline,
    MARGIN,
    markTop + 170,
    {
      maxWidth: INNER,
      maxLines: format === "portrait" ? 7 : 5,
      maxCap: format === "portrait" ? 58 : 50,
      maxHeight: format === "portrait" ? 560 : 420,
    },
    { highlight: false },
  );
  const byY = Math.min(body.bottom + 90, bottom - 90);
  const initial = brief.by.trim().charAt(0).toUpperCase();
  const avatar = circle(MARGIN + 36, byY, 36, { fill: theme.colors.primary });
  const letter = text(initial, MARGIN + 36, byY + 12, headlineSpec(post, 24), {
    fill: onPrimary(post),
    anchor: "middle",
  });
  const by = text(brief.by, MARGIN + 92, byY - 4, bodySpec(21, 640), { fill: colors.ink });
  const verified = text("Verified customer", MARGIN + 92, byY + 30, bodySpec(15, 500), { fill: colors.soft });
  const size = format === "portrait" ? 330 : 250;
  const mx = W - MARGIN - size + 30;
  const my = bottom - size + 10;
  return [
    disc(post, mx + size / 2, my + size / 2, size * 0.5, discColor(post)),
    placeMotif(post, brief.motif, mx + size * 0.08, my + size * 0.06, size * 0.84),
    header(post),
    quoteMark.markup,
    ...stars,
    k.markup,
    body.markup,
    avatar,
    letter.markup,
    by.markup,
    verified.markup,
    footerWithCta(post, brief.cta),
  ].join("");
};

/** The footer with the call to action set as a link at the right instead of a button. */
function footerWithCta(post: Post, cta: string): string {
  const y = post.height - 56;
  const spec = labelSpec(15, 700, 0.08);
  const width = textWidth(spec, cta.toUpperCase());
  const x = W - MARGIN - 34 - width;
  return (
    footer(post, { noRule: true }) +
    text(cta.toUpperCase(), x, y, spec, { fill: post.colors.ink }).markup +
    arrow(W - MARGIN - 24, y - 7.5, 24, post.colors.ink, 3)
  );
}

/** A starburst with `points` rays. */
function burst(cx: number, cy: number, r: number, points: number, fill: string): string {
  const pts = Array.from({ length: points * 2 }, (_, i) => {
    const a = (i / (points * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.88;
    return `${num(cx + Math.cos(a) * rr)} ${num(cy + Math.sin(a) * rr)}`;
  });
  return path(`M${pts.join("L")}Z`, { fill, join: "round" });
}

const offer: Layout = (post) => {
  const brief = post.brief as Extract<PostBrief, { layout: "offer" }>;
  const { colors, format, theme } = post;
  const bottom = bottomOf(post);
  const r = 170;
  const bx = W - MARGIN - r + 10;
  const by = TOP + r - 10;
  const badgeFill = brief.tone === "brand" ? colors.ink : theme.colors.accent;
  const badgeInk = brief.tone === "brand" ? theme.colors.primary : theme.colors.dark;
  const [figure, word] = brief.badge;
  const figureSet = text(figure, bx, by + 30, headlineSpec(post, 96), { fill: badgeInk, anchor: "middle" });
  const figureCap = Math.min(96, (96 * r * 1.45) / Math.max(1, figureSet.width));
  const badge = g(
    [
      burst(bx, by, r, 22, badgeFill),
      circle(bx, by, r * 0.78, { stroke: badgeInk, sw: 2.5, opacity: 0.35 }),
      text(figure, bx, by + figureCap * 0.28, headlineSpec(post, figureCap), { fill: badgeInk, anchor: "middle" })
        .markup,
      text(word, bx, by + figureCap * 0.28 + 52, labelSpec(word.length > 8 ? 16 : 20, 800, 0.16), {
        fill: badgeInk,
        anchor: "middle",
      }).markup,
    ],
    { transform: rotate(-8, bx, by) },
  );
  const k = kicker(brief.kicker, MARGIN, TOP, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, MARGIN, TOP + 52, {
    maxWidth: bx - r - MARGIN - 10,
    maxLines: 4,
    maxCap: 70,
    maxHeight: 300,
  });
  const size = format === "portrait" ? 600 : 470;
  const mx = MARGIN - 50;
  const my = bottom - size + 30;
  const colX = mx + size - 10;
  const colW = W - MARGIN - colX;
  const cta = ctaColors(post);
  const btn = button(brief.cta, W - MARGIN, bottom - 70, cta.fill, cta.ink, { anchor: "end" });
  const sub = paragraph(brief.sub, colX, bottom - 100 - 4 * 37, colW, 20, colors.soft, { maxLines: 4 });
  const coupon = rect(MARGIN - 24, Math.max(head.bottom + 60, my + 40), INNER + 48, 0, 0, {});
  return [
    shadowCircle(post.scene, bx, by, r, { blur: 24, opacity: 0.22, dy: 14 }),
    disc(post, mx + size / 2, my + size / 2, size * 0.44, discColor(post)),
    placeMotif(post, brief.motif, mx, my, size),
    coupon,
    badge,
    header(post),
    k.markup,
    head.markup,
    sub.markup,
    btn.markup,
    footer(post),
  ].join("");
};

const tips: Layout = (post) => {
  const brief = post.brief as Extract<PostBrief, { layout: "tips" }>;
  const { colors, format, theme } = post;
  const bottom = bottomOf(post);
  const size = 230;
  const mx = W - MARGIN - size + 20;
  const my = TOP - 30;
  const k = kicker(brief.kicker, MARGIN, TOP, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, MARGIN, TOP + 52, {
    maxWidth: mx - MARGIN - 10,
    maxLines: 3,
    maxCap: 64,
    maxHeight: 200,
  });
  const top = Math.max(head.bottom + 52, my + size + 20);
  const gap = format === "portrait" ? 26 : 18;
  const cardH = (bottom - top - gap * 2) / 3;
  const cards = brief.items.map((item, i) => {
    const y = top + i * (cardH + gap);
    const numberR = Math.min(40, cardH * 0.3);
    const cx = MARGIN + 28 + numberR;
    const textX = cx + numberR + 30;
    const itemText = paragraph(item, textX, 0, W - MARGIN - 30 - textX, 23, colors.cardInk, {
      maxLines: 2,
      wght: 560,
      leading: 1.6,
    });
    const lines = itemText.bottom <= 23 + 0.1 ? 1 : 2;
    const blockH = 23 + (lines - 1) * 23 * 1.6;
    const textTop = y + (cardH - blockH) / 2;
    return [
      shadowRect(post.scene, MARGIN, y, INNER, cardH, { blur: 16, opacity: brief.tone === "dark" ? 0.3 : 0.1, dy: 8 }),
      rect(MARGIN, y, INNER, cardH, 24, { fill: colors.card }),
      circle(cx, y + cardH / 2, numberR, { fill: theme.colors.primary }),
      text(String(i + 1), cx, y + cardH / 2 + numberR * 0.42, headlineSpec(post, numberR * 0.85), {
        fill: onPrimary(post),
        anchor: "middle",
      }).markup,
      g(
        paragraph(item, textX, textTop, W - MARGIN - 30 - textX, 23, colors.cardInk, {
          maxLines: 2,
          wght: 560,
          leading: 1.6,
        }).markup,
      ),
    ].join("");
  });
  return [
    disc(post, mx + size / 2, my + size / 2, size * 0.5, discColor(post)),
    placeMotif(post, brief.motif, mx + size * 0.08, my + size * 0.06, size * 0.84),
    header(post),
    k.markup,
    head.markup,
    ...cards,
    footerWithCta(post, brief.cta),
  ].join("");
};

const carousel: Layout = (post) => {
  const { brief, colors, format, theme } = post;
  const bottom = bottomOf(post);
  const bandX = W - 360;
  const band = rect(bandX, 0, 360, post.height, 0, {
    fill: post.scene.fade([bandX, 0, W, post.height], discColor(post), mix(discColor(post), theme.colors.dark, 0.08)),
  });
  const size = format === "portrait" ? 700 : 600;
  const mx = W - size * 0.72;
  const my = (TOP + bottom) / 2 - size / 2 + 40;
  const k = kicker(brief.kicker, MARGIN, TOP, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, MARGIN, TOP + 60, {
    maxWidth: mx - MARGIN + 60,
    maxLines: 5,
    maxCap: format === "portrait" ? 92 : 84,
    maxHeight: format === "portrait" ? 560 : 440,
  });
  const sub = paragraph(brief.sub, MARGIN, head.bottom + 40, 480, 20, colors.soft, { maxLines: 3 });
  const counter = g([
    rect(W - MARGIN - 86, 62, 86, 46, 23, { fill: colors.ink, opacity: 0.88 }),
    text("1/5", W - MARGIN - 43, 62 + 23 + 8, labelSpec(16, 700, 0.06), { fill: colors.ground, anchor: "middle" })
      .markup,
  ]);
  const dots = Array.from({ length: 5 }, (_, i) =>
    i === 0
      ? rect(MARGIN, bottom - 12, 40, 12, 6, { fill: colors.ink })
      : circle(MARGIN + 58 + (i - 1) * 24, bottom - 6, 6, { fill: colors.ink, opacity: 0.3 }),
  );
  const swipeSpec = labelSpec(18, 800, 0.14);
  const swipe = brief.cta.toUpperCase();
  const swipeW = textWidth(swipeSpec, swipe);
  const swipeX = MARGIN + 200;
  return [
    band,
    placeMotif(post, brief.motif, mx, my, size, discColor(post)),
    header(post),
    counter,
    k.markup,
    head.markup,
    sub.markup,
    ...dots,
    text(swipe, swipeX, bottom, swipeSpec, { fill: colors.ink }).markup,
    arrow(swipeX + swipeW + 14, bottom - 9, 40, colors.ink, 3.5),
    footer(post, { noRule: true }),
  ].join("");
};

const event: Layout = (post) => {
  const brief = post.brief as Extract<PostBrief, { layout: "event" }>;
  const { colors, format, theme } = post;
  const bottom = bottomOf(post);
  const [month, day] = brief.date;
  const tile = { x: MARGIN, y: TOP + 6, w: 232, h: 252 };
  const tileArt = g(
    [
      shadowRect(post.scene, tile.x, tile.y, tile.w, tile.h, { blur: 20, opacity: 0.25, dy: 12 }),
      rect(tile.x, tile.y, tile.w, tile.h, 26, { fill: brief.tone === "light" ? "#ffffff" : theme.colors.light }),
      path(
        `M${tile.x} ${tile.y + 26}A26 26 0 0 1 ${tile.x + 26} ${tile.y}H${tile.x + tile.w - 26}A26 26 0 0 1 ${tile.x + tile.w} ${tile.y + 26}V${tile.y + 72}H${tile.x}Z`,
        { fill: theme.colors.primary },
      ),
      circle(tile.x + 60, tile.y + 2, 9, { fill: theme.colors.dark }),
      circle(tile.x + tile.w - 60, tile.y + 2, 9, { fill: theme.colors.dark }),
      text(month, tile.x + tile.w / 2, tile.y + 50, labelSpec(22, 800, 0.2), {
        fill: onPrimary(post),
        anchor: "middle",
      }).markup,
      text(day, tile.x + tile.w / 2, tile.y + 72 + 130, headlineSpec(post, 108), {
        fill: theme.colors.dark,
        anchor: "middle",
      }).markup,
    ],
    { transform: rotate(-4, tile.x + tile.w / 2, tile.y + tile.h / 2) },
  );
  const textX = tile.x + tile.w + 48;
  const k = kicker(brief.kicker, textX, TOP + 10, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, textX, TOP + 58, {
    maxWidth: W - MARGIN - textX,
    maxLines: 4,
    maxCap: 58,
    maxHeight: 230,
  });
  const zoneTop = Math.max(tile.y + tile.h, head.bottom) + 50;
  const size = Math.min(bottom - zoneTop + 80, format === "portrait" ? 620 : 520);
  const mx = W - MARGIN - size + 50;
  const my = bottom - size + 50;
  const subW = mx - MARGIN + 30;
  const sub = paragraph(brief.sub, MARGIN, zoneTop + 10, subW, 20, colors.soft, { maxLines: 5 });
  const cta = ctaColors(post);
  const btn = button(brief.cta, MARGIN, bottom - 70, cta.fill, cta.ink);
  return [
    disc(post, mx + size * 0.5, my + size * 0.5, size * 0.46, discColor(post)),
    placeMotif(post, brief.motif, mx, my, size),
    header(post),
    tileArt,
    k.markup,
    head.markup,
    sub.markup,
    btn.markup,
    footer(post),
  ].join("");
};

const spotlight: Layout = (post) => {
  const brief = post.brief as Extract<PostBrief, { layout: "spotlight" }>;
  const { colors, format, theme } = post;
  const bottom = bottomOf(post);
  const archW = 440;
  const archX = W - MARGIN - archW + 20;
  const archY = format === "portrait" ? 150 : 140;
  const archH = bottom - archY + 40;
  const archPath = `M${archX} ${archY + archW / 2}A${archW / 2} ${archW / 2} 0 0 1 ${archX + archW} ${archY + archW / 2}V${archY + archH}H${archX}Z`;
  const clip = post.scene.clip(path(archPath));
  const panelFill = post.scene.fade(
    [0, archY, 0, archY + archH],
    mix(discColor(post), "#ffffff", 0.1),
    mix(discColor(post), theme.colors.dark, 0.15),
  );
  const size = archW * 1.05;
  const figure = g(
    [
      path(archPath, { fill: panelFill }),
      circle(archX + archW * 0.78, archY + archW * 0.4, archW * 0.3, { fill: theme.colors.accent, opacity: 0.35 }),
      placeMotif(post, brief.motif, archX + (archW - size) / 2, archY + archH - size, size, discColor(post)),
    ],
    { clip },
  );
  const colW = archX - MARGIN - 40;
  const k = kicker(brief.kicker, MARGIN, TOP + 10, colors.ink, { rule: colors.pop });
  const head = headline(post, brief.headline, MARGIN, TOP + 62, {
    maxWidth: colW,
    maxLines: 4,
    maxCap: 74,
    maxHeight: format === "portrait" ? 380 : 300,
  });
  const tagSpec = labelSpec(16, 700, 0.1);
  const tagText = brief.by.toUpperCase();
  const tagW = Math.min(colW, textWidth(tagSpec, tagText) + 44);
  const tagY = head.bottom + 36;
  const tag = g([
    rect(MARGIN, tagY, tagW, 44, 22, { fill: theme.colors.primary }),
    text(tagText, MARGIN + 22, tagY + 30, tagSpec, { fill: onPrimary(post) }).markup,
  ]);
  const sub = paragraph(brief.sub, MARGIN, tagY + 84, colW, 20, colors.soft, { maxLines: 6 });
  const cta = ctaColors(post);
  const btn = button(brief.cta, MARGIN, bottom - 70, cta.fill, cta.ink, { cap: 17 });
  return [
    shadowRect(post.scene, archX, archY + 60, archW, archH - 60, { blur: 24, opacity: 0.18, dy: 12 }),
    figure,
    header(post),
    k.markup,
    head.markup,
    tag,
    sub.markup,
    btn.markup,
    footer(post, { noRule: true }),
  ].join("");
};

export const layouts: Readonly<Record<LayoutId, Layout>> = {
  hero,
  scene,
  quote,
  offer,
  tips,
  carousel,
  event,
  spotlight,
};
