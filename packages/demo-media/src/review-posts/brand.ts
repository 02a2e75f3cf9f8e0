import { combine, fitInto, shapeArt, textArt, type Art } from "../art";
import { mix } from "../colour";
import { clientLogoDesigns, typographicLogo } from "../generators/client-logos";
import { circle, g, glow, path, rect, text } from "../kit";
import { num } from "../svg";
import { type } from "../typography";
import { MARGIN, labelSpec, type Post } from "./style";
import type { ClientTheme } from "./themes";

/**
 * The parts of a post that carry the client's brand whatever the layout: the ground with its
 * quiet pattern, the logo at the top and the website at the foot.
 */

const STROKE = `fill="none" stroke="currentColor"`;

/** Mellow Yellow: a sun rising out of a cup seen from above, and the name in a warm italic. */
function sunCup(name: string): Art {
  const rays = Array.from({ length: 7 }, (_, i) => {
    const a = Math.PI + (i / 6) * Math.PI;
    const x1 = 22 + Math.cos(a) * 15;
    const y1 = 24 + Math.sin(a) * 15;
    const x2 = 22 + Math.cos(a) * 21;
    const y2 = 24 + Math.sin(a) * 21;
    return `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`;
  }).join("");
  const icon = shapeArt(
    `<path d="M10 24A12 12 0 0 1 34 24Z"/>` +
      `<path d="${rays}" ${STROKE} stroke-width="2.6" stroke-linecap="round"/>` +
      `<path d="M4 28H40Q38 42 22 42Q6 42 4 28Z"/>` +
      `<path d="M40 31Q47 31 46 36Q45 40 38.5 39" ${STROKE} stroke-width="2.6" stroke-linecap="round"/>`,
    { x0: 0, y0: 2, x1: 47, y1: 42 },
  );
  const set = type({ family: "archivoItalic", axes: { wght: 780, wdth: 104 }, cap: 19, tracking: -0.01 }).set(
    name,
    58,
    36,
  );
  return combine(icon, textArt(set));
}

/** Nurmehr Haus: an arched doorway holding the initial, and the name set light and close. */
function arch(name: string): Art {
  const n = type({ family: "archivo", axes: { wght: 460, wdth: 96 }, cap: 15 }).set("N", 17, 37, "middle");
  const icon = shapeArt(`<path d="M3 44V17A14 14 0 0 1 31 17V44" ${STROKE} stroke-width="2.4"/>`, {
    x0: 1.8,
    y0: 1.8,
    x1: 32.2,
    y1: 44,
  });
  const set = type({ family: "archivo", axes: { wght: 420, wdth: 96 }, cap: 19, tracking: -0.02 }).set(name, 44, 36);
  return combine(icon, textArt(n), textArt(set));
}

/** Prairie Breeze: three lines of wind, the top one curling over, beside a confident name. */
function breeze(name: string): Art {
  const icon = shapeArt(
    `<path d="M2 14H30A7 7 0 1 0 23 7M2 25H40M2 36H26A6 6 0 1 1 20 42" ${STROKE} stroke-width="4" stroke-linecap="round"/>`,
    { x0: 0, y0: -2, x1: 42, y1: 50 },
  );
  const set = type({ family: "archivo", axes: { wght: 720, wdth: 100 }, cap: 19, tracking: -0.02 }).set(name, 54, 34);
  return combine(icon, textArt(set));
}

function logoArt(theme: ClientTheme, clientName: string): Art {
  switch (theme.mark.symbol) {
    case "sun-cup":
      return sunCup(clientName);
    case "arch":
      return arch(clientName);
    case "breeze":
      return breeze(clientName);
    case "site-logo": {
      const design = clientLogoDesigns[theme.id];
      return design ? design() : typographicLogo(clientName);
    }
  }
}

/** The client's logo in one colour, as large as fits the box and aligned to its left or centre. */
export function logo(
  post: Post,
  box: { x: number; y: number; w: number; h: number },
  fill: string,
  align: "start" | "middle" = "start",
): string {
  const art = logoArt(post.theme, post.clientName);
  const artW = art.bounds.x1 - art.bounds.x0;
  const artH = art.bounds.y1 - art.bounds.y0;
  const scale = Math.min(box.w / artW, box.h / artH);
  const w = artW * scale;
  const x0 = align === "middle" ? box.x + (box.w - w) / 2 : box.x;
  const { markup } = fitInto(art, { x0, y0: box.y, x1: x0 + w, y1: box.y + box.h });
  return `<g fill="${fill}" color="${fill}">${markup}</g>`;
}

/** The ground: the tone's colour, lit softly from one corner so it never looks flat. */
export function ground(post: Post): string {
  const { scene, width, height, colors, theme } = post;
  const c = colors.ground;
  const shade = scene.fade(
    [0, 0, width * 0.35, height],
    mix(c, "#ffffff", 0.06),
    mix(c, theme.colors.dark, c === theme.colors.dark ? 0 : 0.07),
  );
  const lightColor = c === theme.colors.light ? theme.colors.secondary : theme.colors.primary;
  return (
    rect(0, 0, width, height, 0, { fill: shade }) +
    glow(scene, width * 0.85, height * 0.2, width * 0.7, lightColor, c === theme.colors.primary ? 0.14 : 0.22)
  );
}

/** The brand's quiet pattern, in the top-right and bottom-left corners. */
export function decor(post: Post): string {
  const { theme, width, height, colors } = post;
  const ink = colors.ink;
  const opacity = 0.09;
  const corner = (cx: number, cy: number, flip: number): string => {
    switch (theme.decor) {
      case "dots": {
        const dots: string[] = [];
        for (let i = 0; i < 7; i += 1)
          for (let j = 0; j < 7 - i; j += 1)
            dots.push(circle(cx + flip * (i * 26 + 13), cy + flip * (j * 26 + 13), 5, { fill: ink }));
        return g(dots, { opacity: opacity * 1.4 });
      }
      case "rings":
        return g(
          [1, 2, 3, 4].map((k) => circle(cx, cy, k * 58, { stroke: ink, sw: 3 })),
          { opacity },
        );
      case "stripes": {
        const lines: string[] = [];
        for (let k = 0; k < 8; k += 1) {
          const o = k * 34;
          lines.push(`M${num(cx + flip * o)} ${num(cy)}L${num(cx)} ${num(cy + flip * o)}`);
        }
        return path(lines.join(""), { stroke: ink, sw: 12, opacity });
      }
      case "arcs":
        return g(
          [0, 1, 2].map((k) =>
            path(
              `M${num(cx + flip * (90 + k * 56))} ${num(cy)}A${90 + k * 56} ${90 + k * 56} 0 0 ${flip > 0 ? 0 : 0} ${num(cx)} ${num(cy + flip * (90 + k * 56))}`,
              { stroke: ink, sw: 16, cap: "round" },
            ),
          ),
          { opacity },
        );
      case "grid": {
        const lines: string[] = [];
        for (let k = 0; k <= 6; k += 1) {
          lines.push(`M${num(cx + flip * k * 40)} ${num(cy)}V${num(cy + flip * 240)}`);
          lines.push(`M${num(cx)} ${num(cy + flip * k * 40)}H${num(cx + flip * 240)}`);
        }
        return path(lines.join(""), { stroke: ink, sw: 1.5, opacity: opacity * 1.3 });
      }
      case "waves": {
        const lines: string[] = [];
        for (let k = 0; k < 5; k += 1) {
          const y = cy + flip * (30 + k * 30);
          let d = `M${num(cx)} ${num(y)}`;
          for (let s = 0; s < 6; s += 1) {
            const x = cx + flip * s * 50;
            d += `Q${num(x + flip * 25)} ${num(y - 14)} ${num(x + flip * 50)} ${num(y)}`;
          }
          lines.push(d);
        }
        return path(lines.join(""), { stroke: ink, sw: 3, cap: "round", opacity });
      }
    }
  };
  return corner(width, 0, -1) + corner(0, height, 1);
}

/** The logo across the top of the post, left-aligned in the margin. */
export function header(post: Post, fill = post.colors.ink): string {
  return logo(post, { x: MARGIN, y: 62, w: 300, h: 58 }, fill);
}

/** The foot of every post: a hairline and the client's website. */
export function footer(post: Post, options: { fill?: string; noRule?: boolean } = {}): string {
  const { width, height } = post;
  const fill = options.fill ?? post.colors.ink;
  const y = height - 56;
  const cap = 15;
  const spec = labelSpec(cap, 640, 0.12);
  const site = post.theme.website.toUpperCase();
  return (
    text(site, MARGIN, y, spec, { fill, opacity: 0.78 }).markup +
    (options.noRule ? "" : rect(width - MARGIN - 64, y - cap / 2 - 1, 64, 2, 1, { fill, opacity: 0.4 }))
  );
}
