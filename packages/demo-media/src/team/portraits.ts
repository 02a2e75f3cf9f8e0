import { mix } from "../colour";
import { circle, ellipse, fonts, g, glow, path, rect, Scene, t, vignette } from "../kit";
import { siteData } from "../site-data";
import { num, stops } from "../svg";

const palette = siteData("palette");

/**
 * Illustrated team portraits. There are no photographs, so each person is drawn as a graphic bust
 * in one warm duotone (the same ember-tinted tones for everyone, so the set reads as one series and
 * no one is reduced to a skin colour): head and shoulders lit from one side with an orange rim,
 * told apart by hair, headwear, glasses, beard, clothes and a background motif from their work.
 * Faces are kept to brows and a nose, in the manner of editorial illustration.
 */

export const PORTRAIT = { width: 800, height: 1000 } as const;

const SKIN = "#d99a72";
const SKIN_SHADE = "#a9663f";
const INK = "#1a1512";
const RIM = palette.accentGlow;

/** Head geometry everyone shares: the centre of the face and its half-width and half-height. */
const HEAD = { cx: 400, cy: 420, rx: 124, ry: 162 } as const;

type Backdrop = "halo" | "grid" | "arcs" | "aperture" | "chart";
type Hair = "curls" | "short-textured" | "long-waves" | "turban" | "short-side";
type Clothes = "turtleneck-blazer" | "hoodie" | "crew-top" | "field-jacket" | "shirt-sweater";

export interface PortraitDesign {
  /** The member's id in the site's team. */
  id: string;
  initials: string;
  backdrop: Backdrop;
  hair: Hair;
  clothes: Clothes;
  glasses?: "rectangular" | "round";
  beard?: "stubble" | "full" | "short";
  earrings?: "hoops" | "studs";
  /** Main clothing colour, and a second one (collar, lapels). */
  cloth: readonly [string, string];
  /** Background ground colour. */
  ground: string;
}

/** The face outline: broad at the temples, narrowing to the jaw and chin. */
function faceOutline(): string {
  const { cx, cy, rx, ry } = HEAD;
  return (
    `M${num(cx)} ${num(cy - ry)}` +
    `C${num(cx + rx * 0.62)} ${num(cy - ry)} ${num(cx + rx)} ${num(cy - ry * 0.55)} ${num(cx + rx)} ${num(cy - ry * 0.08)}` +
    `C${num(cx + rx)} ${num(cy + ry * 0.38)} ${num(cx + rx * 0.78)} ${num(cy + ry * 0.72)} ${num(cx + rx * 0.42)} ${num(cy + ry * 0.93)}` +
    `C${num(cx + rx * 0.2)} ${num(cy + ry * 1.02)} ${num(cx - rx * 0.2)} ${num(cy + ry * 1.02)} ${num(cx - rx * 0.42)} ${num(cy + ry * 0.93)}` +
    `C${num(cx - rx * 0.78)} ${num(cy + ry * 0.72)} ${num(cx - rx)} ${num(cy + ry * 0.38)} ${num(cx - rx)} ${num(cy - ry * 0.08)}` +
    `C${num(cx - rx)} ${num(cy - ry * 0.55)} ${num(cx - rx * 0.62)} ${num(cy - ry)} ${num(cx)} ${num(cy - ry)}Z`
  );
}

function backdrop(scene: Scene, kind: Backdrop, ground: string): string {
  const { width: W, height: H } = PORTRAIT;
  const parts: string[] = [
    rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], mix(ground, "#ffffff", 0.05), ground) }),
  ];
  parts.push(glow(scene, W * 0.78, H * 0.2, 620, palette.accent, 0.22));
  const line = { stroke: palette.accent, sw: 3, opacity: 0.55 };
  switch (kind) {
    case "halo":
      parts.push(
        circle(HEAD.cx + 40, HEAD.cy - 60, 300, { fill: palette.accent, opacity: 0.9 }),
        circle(HEAD.cx + 40, HEAD.cy - 60, 340, { stroke: palette.accent, sw: 2, opacity: 0.4 }),
      );
      break;
    case "grid": {
      const dots: string[] = [];
      for (let y = 60; y < H; y += 40) for (let x = 40; x < W; x += 40) dots.push(`M${x} ${y}h0.01`);
      parts.push(path(dots.join(""), { stroke: palette.heading, sw: 4, cap: "round", opacity: 0.12 }));
      parts.push(
        path("M140 300L80 380L140 460M660 300L720 380L660 460", { ...line, sw: 10, cap: "round", join: "round" }),
      );
      break;
    }
    case "arcs":
      for (let i = 0; i < 7; i += 1)
        parts.push(
          circle(620, 260, 90 + i * 60, {
            stroke: i % 3 === 0 ? palette.accent : palette.heading,
            sw: i % 3 === 0 ? 4 : 2,
            opacity: i % 3 === 0 ? 0.6 : 0.12,
            dash: i % 2 ? "40 18" : undefined,
          }),
        );
      break;
    case "aperture": {
      const blades = Array.from({ length: 6 }, (_, i) => {
        const a = (i * Math.PI) / 3;
        const b = a + Math.PI / 3;
        const r = 330;
        return `M${num(HEAD.cx + r * Math.cos(a))} ${num(HEAD.cy - 80 + r * Math.sin(a))}L${num(HEAD.cx + r * Math.cos(b))} ${num(HEAD.cy - 80 + r * Math.sin(b))}`;
      }).join("");
      parts.push(
        path(blades, { ...line, sw: 4, opacity: 0.7 }),
        g(path(blades, { ...line, sw: 2, opacity: 0.35 }), {
          transform: `rotate(30 ${HEAD.cx} ${HEAD.cy - 80}) translate(${HEAD.cx} ${HEAD.cy - 80}) scale(0.72) translate(${-HEAD.cx} ${-(HEAD.cy - 80)})`,
        }),
      );
      break;
    }
    default: {
      const bars = [140, 200, 170, 260, 310, 380, 460];
      bars.forEach((h, i) =>
        parts.push(rect(60 + i * 100, 700 - h, 60, h + 300, 6, { fill: palette.accent, opacity: 0.12 + i * 0.05 })),
      );
      parts.push(
        path("M90 560L190 500L290 530L390 430L490 380L590 300L690 220", {
          ...line,
          sw: 6,
          cap: "round",
          join: "round",
          opacity: 0.8,
        }),
        circle(690, 220, 12, { fill: palette.accent }),
      );
    }
  }
  return parts.join("");
}

/** Hair drawn behind the head (volume, length), and in front of it (hairline, fringe). */
function hair(kind: Hair): { back: string; front: string; mid?: string } {
  const { cx, cy, rx, ry } = HEAD;
  const fill = INK;
  switch (kind) {
    case "curls": {
      // A full crown of curls: overlapping rounds, wider than the face.
      const rounds = [
        [-150, -150, 78],
        [-70, -205, 86],
        [30, -215, 92],
        [120, -180, 84],
        [170, -100, 72],
        [-180, -70, 66],
        [-175, 10, 56],
        [175, -10, 58],
        [-40, -170, 90],
        [80, -140, 90],
      ];
      const back = rounds
        .map(([dx, dy, r]) => circle(cx + (dx as number), cy + (dy as number), r as number, { fill }))
        .join("");
      const texture = rounds
        .map(([dx, dy, r]) =>
          path(
            `M${num(cx + (dx as number) - (r as number) * 0.5)} ${num(cy + (dy as number))}a${num((r as number) * 0.5)} ${num((r as number) * 0.5)} 0 0 1 ${num(r as number)} 0`,
            { stroke: "#3a2a22", sw: 5, cap: "round", opacity: 0.8 },
          ),
        )
        .join("");
      const front = path(
        `M${num(cx - rx * 0.98)} ${num(cy - ry * 0.25)}C${num(cx - rx * 0.9)} ${num(cy - ry * 0.75)} ${num(cx - rx * 0.3)} ${num(cy - ry * 0.78)} ${num(cx)} ${num(cy - ry * 0.62)}C${num(cx + rx * 0.3)} ${num(cy - ry * 0.8)} ${num(cx + rx * 0.92)} ${num(cy - ry * 0.72)} ${num(cx + rx * 0.98)} ${num(cy - ry * 0.25)}L${num(cx + rx * 1.1)} ${num(cy - ry * 1.1)}H${num(cx - rx * 1.1)}Z`,
        { fill },
      );
      return { back: back + texture, front };
    }
    case "short-textured": {
      // A short crop with a soft quiff: the top edge ripples gently rather than spiking.
      const ripples = Array.from({ length: 9 }, (_, i) => {
        const u = (i + 1) / 9;
        const x = cx - rx * 1.02 + u * rx * 2.04;
        const y = cy - ry * (0.98 + 0.2 * Math.sin(Math.PI * u)) - (i % 2) * 7 - (u > 0.3 && u < 0.6 ? 12 : 0);
        return `${num(x)} ${num(y)}`;
      });
      const front = path(
        `M${num(cx - rx * 1.02)} ${num(cy - ry * 0.12)}C${num(cx - rx * 1.08)} ${num(cy - ry * 0.6)} ${num(cx - rx * 1.06)} ${num(cy - ry * 0.85)} ${num(cx - rx * 1.02)} ${num(cy - ry * 0.98)}` +
          `T${ripples.join("T")}` +
          `C${num(cx + rx * 1.08)} ${num(cy - ry * 0.7)} ${num(cx + rx * 1.06)} ${num(cy - ry * 0.4)} ${num(cx + rx * 1.0)} ${num(cy - ry * 0.16)}` +
          `C${num(cx + rx * 0.9)} ${num(cy - ry * 0.55)} ${num(cx + rx * 0.3)} ${num(cy - ry * 0.72)} ${num(cx - rx * 0.2)} ${num(cy - ry * 0.64)}` +
          `C${num(cx - rx * 0.6)} ${num(cy - ry * 0.58)} ${num(cx - rx * 0.88)} ${num(cy - ry * 0.4)} ${num(cx - rx * 1.02)} ${num(cy - ry * 0.12)}Z`,
        { fill },
      );
      const part = path(
        `M${num(cx - rx * 0.35)} ${num(cy - ry * 0.68)}C${num(cx - rx * 0.4)} ${num(cy - ry * 0.9)} ${num(cx - rx * 0.38)} ${num(cy - ry * 1.05)} ${num(cx - rx * 0.3)} ${num(cy - ry * 1.15)}`,
        { stroke: "#3a2a22", sw: 4, cap: "round" },
      );
      return { back: "", front: front + part };
    }
    case "long-waves": {
      const wave = (side: 1 | -1) =>
        `M${num(cx + side * rx * 0.2)} ${num(cy - ry * 1.14)}C${num(cx + side * rx * 1.4)} ${num(cy - ry * 1.15)} ${num(cx + side * rx * 1.42)} ${num(cy - ry * 0.3)} ${num(cx + side * rx * 1.3)} ${num(cy + ry * 0.2)}` +
        `C${num(cx + side * rx * 1.2)} ${num(cy + ry * 0.6)} ${num(cx + side * rx * 1.6)} ${num(cy + ry * 0.8)} ${num(cx + side * rx * 1.5)} ${num(cy + ry * 1.2)}` +
        `C${num(cx + side * rx * 1.4)} ${num(cy + ry * 1.55)} ${num(cx + side * rx * 1.75)} ${num(cy + ry * 1.75)} ${num(cx + side * rx * 1.55)} ${num(cy + ry * 2.1)}` +
        `C${num(cx + side * rx * 1.3)} ${num(cy + ry * 2.25)} ${num(cx + side * rx * 0.9)} ${num(cy + ry * 2.2)} ${num(cx + side * rx * 0.75)} ${num(cy + ry * 2.05)}` +
        `C${num(cx + side * rx * 0.95)} ${num(cy + ry * 1.7)} ${num(cx + side * rx * 0.7)} ${num(cy + ry * 1.3)} ${num(cx + side * rx * 0.82)} ${num(cy + ry * 0.95)}` +
        `C${num(cx + side * rx * 0.9)} ${num(cy + ry * 0.6)} ${num(cx + side * rx * 0.7)} ${num(cy + ry * 0.3)} ${num(cx + side * rx * 0.5)} ${num(cy + ry * 0.1)}Z`;
      const back = ellipse(cx, cy - ry * 0.3, rx * 1.28, ry * 0.95, { fill });
      const lengths = path(wave(1), { fill }) + path(wave(-1), { fill });
      const strands = [1, -1]
        .map((side) =>
          [0, 1]
            .map((j) =>
              path(
                `M${num(cx + side * rx * (1.05 + j * 0.2))} ${num(cy + ry * (0.3 + j * 0.2))}C${num(cx + side * rx * (1.35 + j * 0.1))} ${num(cy + ry * 0.9)} ${num(cx + side * rx * (1.0 + j * 0.15))} ${num(cy + ry * 1.4)} ${num(cx + side * rx * (1.3 + j * 0.1))} ${num(cy + ry * 1.95)}`,
                { stroke: "#3a2a22", sw: 5, cap: "round" },
              ),
            )
            .join(""),
        )
        .join("");
      // A soft side-swept fringe, deeper on the left.
      const fringe = path(
        `M${num(cx - rx * 1.04)} ${num(cy + ry * 0.05)}C${num(cx - rx * 1.1)} ${num(cy - ry * 0.9)} ${num(cx - rx * 0.3)} ${num(cy - ry * 1.14)} ${num(cx + rx * 0.4)} ${num(cy - ry * 1.02)}` +
          `C${num(cx + rx * 0.92)} ${num(cy - ry * 0.92)} ${num(cx + rx * 1.06)} ${num(cy - ry * 0.5)} ${num(cx + rx * 1.04)} ${num(cy - ry * 0.1)}` +
          `C${num(cx + rx * 0.9)} ${num(cy - ry * 0.5)} ${num(cx + rx * 0.6)} ${num(cy - ry * 0.66)} ${num(cx + rx * 0.2)} ${num(cy - ry * 0.62)}` +
          `C${num(cx - rx * 0.3)} ${num(cy - ry * 0.56)} ${num(cx - rx * 0.7)} ${num(cy - ry * 0.34)} ${num(cx - rx * 1.04)} ${num(cy + ry * 0.05)}Z`,
        { fill },
      );
      // The lengths fall over the shoulders, so they are drawn after the clothes.
      return { back, mid: lengths + strands, front: fringe };
    }
    case "turban": {
      // A wrapped turban: a rounded crown rising above the head, its front coming to a peak over
      // the forehead, with the layered folds crossing at the centre.
      const cloth = "#c2492a";
      const fold = mix(cloth, "#000000", 0.28);
      const crown =
        `M${num(cx - rx * 1.08)} ${num(cy - ry * 0.2)}C${num(cx - rx * 1.26)} ${num(cy - ry * 0.95)} ${num(cx - rx * 0.8)} ${num(cy - ry * 1.58)} ${num(cx + rx * 0.05)} ${num(cy - ry * 1.66)}` +
        `C${num(cx + rx * 0.9)} ${num(cy - ry * 1.56)} ${num(cx + rx * 1.26)} ${num(cy - ry * 0.95)} ${num(cx + rx * 1.08)} ${num(cy - ry * 0.2)}` +
        `C${num(cx + rx * 0.8)} ${num(cy - ry * 0.34)} ${num(cx + rx * 0.35)} ${num(cy - ry * 0.5)} ${num(cx)} ${num(cy - ry * 0.36)}` +
        `C${num(cx - rx * 0.35)} ${num(cy - ry * 0.5)} ${num(cx - rx * 0.8)} ${num(cy - ry * 0.34)} ${num(cx - rx * 1.08)} ${num(cy - ry * 0.2)}Z`;
      // Layers wrap round from each side and meet at the front in nested chevrons, stacking to the crown.
      const folds = [0.52, 0.74, 0.96, 1.18, 1.4]
        .map((k, i) => {
          const y = cy - ry * k;
          const reach = rx * (1.2 - i * 0.12);
          const dip = ry * (0.16 - i * 0.02);
          return path(
            `M${num(cx - reach)} ${num(y - dip)}C${num(cx - reach * 0.5)} ${num(y - dip * 0.2)} ${num(cx - rx * 0.12)} ${num(y + dip * 0.6)} ${num(cx)} ${num(y + dip)}C${num(cx + rx * 0.12)} ${num(y + dip * 0.6)} ${num(cx + reach * 0.5)} ${num(y - dip * 0.2)} ${num(cx + reach)} ${num(y - dip)}`,
            { stroke: fold, sw: 5, cap: "round", opacity: 0.9 - i * 0.08 },
          );
        })
        .join("");
      const clip = `<clipPath id="turban-clip"><path d="${crown}"/></clipPath>`;
      const front =
        clip +
        path(crown, { fill: cloth }) +
        `<g clip-path="url(#turban-clip)">${folds}</g>` +
        path(crown, { stroke: fold, sw: 3, opacity: 0.5 });
      return { back: "", front };
    }
    default: {
      // Short, neat, parted on the side, with a little lift at the front.
      const front = path(
        `M${num(cx - rx * 1.02)} ${num(cy - ry * 0.12)}C${num(cx - rx * 1.1)} ${num(cy - ry * 0.85)} ${num(cx - rx * 0.6)} ${num(cy - ry * 1.18)} ${num(cx + rx * 0.1)} ${num(cy - ry * 1.16)}` +
          `C${num(cx + rx * 0.8)} ${num(cy - ry * 1.14)} ${num(cx + rx * 1.1)} ${num(cy - ry * 0.8)} ${num(cx + rx * 1.02)} ${num(cy - ry * 0.12)}` +
          `C${num(cx + rx * 0.96)} ${num(cy - ry * 0.5)} ${num(cx + rx * 0.7)} ${num(cy - ry * 0.72)} ${num(cx + rx * 0.1)} ${num(cy - ry * 0.7)}` +
          `C${num(cx - rx * 0.2)} ${num(cy - ry * 0.82)} ${num(cx - rx * 0.9)} ${num(cy - ry * 0.6)} ${num(cx - rx * 1.02)} ${num(cy - ry * 0.12)}Z`,
        { fill },
      );
      const part = path(
        `M${num(cx - rx * 0.45)} ${num(cy - ry * 0.75)}C${num(cx - rx * 0.3)} ${num(cy - ry * 0.95)} ${num(cx)} ${num(cy - ry * 1.08)} ${num(cx + rx * 0.4)} ${num(cy - ry * 1.1)}`,
        { stroke: "#3a2a22", sw: 4, cap: "round" },
      );
      return { back: "", front: front + part };
    }
  }
}

/** Shoulders and clothes, from the neck down to the frame's bottom edge. */
function clothes(scene: Scene, kind: Clothes, [main, second]: readonly [string, string]): string {
  const { cx, cy, ry } = HEAD;
  const { height: H } = PORTRAIT;
  const neckBase = cy + ry * 1.25;
  const body =
    `M${num(cx - 330)} ${H + 10}C${num(cx - 330)} ${num(neckBase + 140)} ${num(cx - 250)} ${num(neckBase + 40)} ${num(cx - 90)} ${num(neckBase)}` +
    `L${num(cx + 90)} ${num(neckBase)}C${num(cx + 250)} ${num(neckBase + 40)} ${num(cx + 330)} ${num(neckBase + 140)} ${num(cx + 330)} ${H + 10}Z`;
  const shade = scene.linear(
    [cx - 330, 0, cx + 330, 0],
    stops(mix(main, "#000000", 0.35), main, mix(main, "#ffffff", 0.08)),
  );
  const parts = [path(body, { fill: shade })];
  switch (kind) {
    case "turtleneck-blazer":
      parts.push(
        path(
          `M${num(cx - 78)} ${num(neckBase - 60)}H${num(cx + 78)}L${num(cx + 92)} ${num(neckBase + 30)}C${num(cx + 40)} ${num(neckBase + 50)} ${num(cx - 40)} ${num(neckBase + 50)} ${num(cx - 92)} ${num(neckBase + 30)}Z`,
          { fill: second },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 70)} ${num(neckBase - 30)}H${num(cx + 70)}M${num(cx - 74)} ${num(neckBase - 5)}H${num(cx + 74)}`,
          { stroke: mix(second, "#000000", 0.15), sw: 3 },
        ),
      );
      // Blazer lapels opening over the turtleneck.
      parts.push(
        path(
          `M${num(cx - 96)} ${num(neckBase + 20)}L${num(cx - 20)} ${H + 10}H${num(cx - 330)}C${num(cx - 330)} ${num(neckBase + 140)} ${num(cx - 250)} ${num(neckBase + 40)} ${num(cx - 96)} ${num(neckBase + 20)}Z`,
          { fill: mix(main, "#000000", 0.12) },
        ),
      );
      parts.push(
        path(
          `M${num(cx + 96)} ${num(neckBase + 20)}L${num(cx + 20)} ${H + 10}H${num(cx + 330)}C${num(cx + 330)} ${num(neckBase + 140)} ${num(cx + 250)} ${num(neckBase + 40)} ${num(cx + 96)} ${num(neckBase + 20)}Z`,
          { fill: mix(main, "#ffffff", 0.04) },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 96)} ${num(neckBase + 20)}L${num(cx - 150)} ${num(neckBase + 170)}L${num(cx - 110)} ${num(neckBase + 180)}M${num(cx + 96)} ${num(neckBase + 20)}L${num(cx + 150)} ${num(neckBase + 170)}L${num(cx + 110)} ${num(neckBase + 180)}`,
          { stroke: mix(main, "#000000", 0.4), sw: 4, join: "round" },
        ),
      );
      break;
    case "hoodie":
      parts.push(
        path(
          `M${num(cx - 150)} ${num(neckBase + 40)}C${num(cx - 170)} ${num(neckBase - 60)} ${num(cx - 120)} ${num(neckBase - 110)} ${num(cx - 90)} ${num(neckBase - 60)}L${num(cx + 90)} ${num(neckBase - 60)}C${num(cx + 120)} ${num(neckBase - 110)} ${num(cx + 170)} ${num(neckBase - 60)} ${num(cx + 150)} ${num(neckBase + 40)}C${num(cx + 80)} ${num(neckBase + 90)} ${num(cx - 80)} ${num(neckBase + 90)} ${num(cx - 150)} ${num(neckBase + 40)}Z`,
          { fill: mix(main, "#000000", 0.2) },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 95)} ${num(neckBase + 10)}C${num(cx - 40)} ${num(neckBase + 60)} ${num(cx + 40)} ${num(neckBase + 60)} ${num(cx + 95)} ${num(neckBase + 10)}`,
          { stroke: mix(main, "#000000", 0.45), sw: 6 },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 40)} ${num(neckBase + 48)}V${num(neckBase + 190)}M${num(cx + 40)} ${num(neckBase + 48)}V${num(neckBase + 170)}`,
          { stroke: second, sw: 6, cap: "round" },
        ),
        circle(cx - 40, neckBase + 196, 8, { fill: second }),
        circle(cx + 40, neckBase + 176, 8, { fill: second }),
      );
      break;
    case "crew-top":
      parts.push(
        path(
          `M${num(cx - 96)} ${num(neckBase + 2)}C${num(cx - 50)} ${num(neckBase + 70)} ${num(cx + 50)} ${num(neckBase + 70)} ${num(cx + 96)} ${num(neckBase + 2)}`,
          { stroke: mix(main, "#000000", 0.3), sw: 8 },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 70)} ${num(neckBase + 10)}C${num(cx - 30)} ${num(neckBase + 90)} ${num(cx + 30)} ${num(neckBase + 90)} ${num(cx + 70)} ${num(neckBase + 10)}`,
          { stroke: second, sw: 2.5 },
        ),
        circle(cx, neckBase + 72, 9, { fill: second }),
      );
      break;
    case "field-jacket":
      parts.push(
        path(
          `M${num(cx - 92)} ${num(neckBase - 10)}L${num(cx - 150)} ${num(neckBase + 90)}L${num(cx - 60)} ${num(neckBase + 60)}ZM${num(cx + 92)} ${num(neckBase - 10)}L${num(cx + 150)} ${num(neckBase + 90)}L${num(cx + 60)} ${num(neckBase + 60)}Z`,
          { fill: mix(main, "#000000", 0.25) },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 60)} ${num(neckBase + 60)}C${num(cx - 20)} ${num(neckBase + 80)} ${num(cx + 20)} ${num(neckBase + 80)} ${num(cx + 60)} ${num(neckBase + 60)}L${num(cx + 10)} ${H + 10}H${num(cx - 10)}Z`,
          { fill: second },
        ),
      );
      // Camera strap across the chest, and the camera's top at the frame's edge.
      parts.push(
        path(`M${num(cx + 170)} ${num(neckBase + 40)}L${num(cx - 200)} ${H + 10}`, { stroke: "#111", sw: 26 }),
        path(`M${num(cx + 170)} ${num(neckBase + 40)}L${num(cx - 200)} ${H + 10}`, {
          stroke: palette.accent,
          sw: 4,
          dash: "14 10",
          opacity: 0.8,
        }),
      );
      parts.push(
        g(
          [
            rect(-70, -40, 150, 90, 12, { fill: "#1b1b1d" }),
            circle(10, 10, 36, { fill: "#0c0c0d", stroke: "#3a3a3e", sw: 5 }),
            circle(10, 10, 18, { fill: "#22324a" }),
            rect(-60, -56, 40, 18, 4, { fill: "#1b1b1d" }),
          ],
          { transform: `translate(${num(cx + 220)} ${num(H - 40)}) rotate(-12)` },
        ),
      );
      break;
    default:
      // A shirt collar over a crew-neck sweater.
      parts.push(
        path(
          `M${num(cx - 96)} ${num(neckBase + 4)}C${num(cx - 50)} ${num(neckBase + 80)} ${num(cx + 50)} ${num(neckBase + 80)} ${num(cx + 96)} ${num(neckBase + 4)}L${num(cx + 80)} ${num(neckBase - 10)}C${num(cx + 40)} ${num(neckBase + 40)} ${num(cx - 40)} ${num(neckBase + 40)} ${num(cx - 80)} ${num(neckBase - 10)}Z`,
          { fill: mix(main, "#000000", 0.3) },
        ),
      );
      parts.push(
        path(
          `M${num(cx - 80)} ${num(neckBase - 20)}L${num(cx - 10)} ${num(neckBase + 42)}L${num(cx - 70)} ${num(neckBase + 50)}ZM${num(cx + 80)} ${num(neckBase - 20)}L${num(cx + 10)} ${num(neckBase + 42)}L${num(cx + 70)} ${num(neckBase + 50)}Z`,
          { fill: second },
        ),
      );
  }
  return parts.join("");
}

function beard(kind: "stubble" | "full" | "short"): string {
  const { cx, cy, rx, ry } = HEAD;
  const outline =
    `M${num(cx - rx * 0.98)} ${num(cy + ry * 0.02)}C${num(cx - rx * 0.98)} ${num(cy + ry * 0.5)} ${num(cx - rx * 0.7)} ${num(cy + ry * 0.95)} ${num(cx)} ${num(cy + ry * (kind === "full" ? 1.22 : 1.06))}` +
    `C${num(cx + rx * 0.7)} ${num(cy + ry * 0.95)} ${num(cx + rx * 0.98)} ${num(cy + ry * 0.5)} ${num(cx + rx * 0.98)} ${num(cy + ry * 0.02)}` +
    `C${num(cx + rx * 0.8)} ${num(cy + ry * 0.4)} ${num(cx + rx * 0.4)} ${num(cy + ry * 0.5)} ${num(cx)} ${num(cy + ry * 0.5)}C${num(cx - rx * 0.4)} ${num(cy + ry * 0.5)} ${num(cx - rx * 0.8)} ${num(cy + ry * 0.4)} ${num(cx - rx * 0.98)} ${num(cy + ry * 0.02)}Z`;
  if (kind === "stubble") return path(outline, { fill: INK, opacity: 0.22 });
  const moustache = path(
    `M${num(cx - rx * 0.42)} ${num(cy + ry * 0.6)}C${num(cx - rx * 0.2)} ${num(cy + ry * 0.46)} ${num(cx + rx * 0.2)} ${num(cy + ry * 0.46)} ${num(cx + rx * 0.42)} ${num(cy + ry * 0.6)}C${num(cx + rx * 0.2)} ${num(cy + ry * 0.56)} ${num(cx - rx * 0.2)} ${num(cy + ry * 0.56)} ${num(cx - rx * 0.42)} ${num(cy + ry * 0.6)}Z`,
    { fill: INK },
  );
  return (
    path(outline, { fill: INK }) +
    moustache +
    path(`M${num(cx - rx * 0.5)} ${num(cy + ry * 0.8)}q${num(rx * 0.5)} ${num(ry * 0.12)} ${num(rx)} 0`, {
      stroke: "#3a2a22",
      sw: 4,
      cap: "round",
      opacity: 0.8,
    })
  );
}

/** One portrait as an SVG document, text already set as outlines (await loadFonts() first). */
export function portraitSvg(design: PortraitDesign, title: string): string {
  const { width: W, height: H } = PORTRAIT;
  const scene = new Scene(`shop:team:${design.id}`, W, H);
  const { cx, cy, rx, ry } = HEAD;
  scene.add(backdrop(scene, design.backdrop, design.ground));
  const hairParts = hair(design.hair);
  scene.add(hairParts.back);
  // Neck, with the jaw's shadow across its top.
  const neck = `M${num(cx - 56)} ${num(cy + ry * 0.6)}V${num(cy + ry * 1.35)}C${num(cx - 20)} ${num(cy + ry * 1.45)} ${num(cx + 20)} ${num(cy + ry * 1.45)} ${num(cx + 56)} ${num(cy + ry * 1.35)}V${num(cy + ry * 0.6)}Z`;
  scene.add(
    path(neck, { fill: SKIN_SHADE }),
    path(
      `M${num(cx - 56)} ${num(cy + ry * 0.85)}C${num(cx - 20)} ${num(cy + ry * 1.1)} ${num(cx + 30)} ${num(cy + ry * 1.1)} ${num(cx + 56)} ${num(cy + ry * 0.9)}V${num(cy + ry * 0.6)}H${num(cx - 56)}Z`,
      { fill: mix(SKIN_SHADE, "#000000", 0.2) },
    ),
  );
  scene.add(clothes(scene, design.clothes, design.cloth));
  if (hairParts.mid) scene.add(hairParts.mid);
  // Ears, then the face: lit from the right, the left side in shade, with an ember rim on the right edge.
  scene.add(
    ellipse(cx - rx * 0.97, cy + ry * 0.05, 20, 34, { fill: SKIN_SHADE }),
    ellipse(cx + rx * 0.97, cy + ry * 0.05, 20, 34, { fill: SKIN }),
  );
  const faceClip = scene.clip(path(faceOutline()));
  scene.add(path(faceOutline(), { fill: SKIN }));
  scene.add(
    g(
      [
        // Shade on the far side: the face in shadow tone, with the lit side laid over it as an offset oval.
        rect(cx - rx * 1.2, cy - ry * 1.2, rx * 2.4, ry * 2.4, 0, { fill: SKIN_SHADE }),
        ellipse(cx + rx * 0.2, cy - ry * 0.06, rx * 0.98, ry * 1.06, { fill: SKIN }),
        path(faceOutline(), { stroke: RIM, sw: 10, opacity: 0.55, transform: "translate(-6 0)" }),
      ],
      { clip: faceClip },
    ),
  );
  // Brows and nose: enough to read a face, no more.
  const browY = cy - ry * 0.24;
  scene.add(
    path(
      `M${num(cx - rx * 0.66)} ${num(browY + 4)}Q${num(cx - rx * 0.42)} ${num(browY - 10)} ${num(cx - rx * 0.16)} ${num(browY)}M${num(cx + rx * 0.16)} ${num(browY)}Q${num(cx + rx * 0.42)} ${num(browY - 10)} ${num(cx + rx * 0.66)} ${num(browY + 4)}`,
      { stroke: INK, sw: 8, cap: "round" },
    ),
  );
  scene.add(
    path(
      `M${num(cx + 4)} ${num(cy - ry * 0.02)}C${num(cx + 10)} ${num(cy + ry * 0.2)} ${num(cx + 22)} ${num(cy + ry * 0.34)} ${num(cx + 14)} ${num(cy + ry * 0.4)}C${num(cx + 6)} ${num(cy + ry * 0.44)} ${num(cx - 10)} ${num(cy + ry * 0.42)} ${num(cx - 16)} ${num(cy + ry * 0.38)}`,
      { stroke: SKIN_SHADE, sw: 6, cap: "round", join: "round" },
    ),
  );
  if (design.beard) scene.add(beard(design.beard));
  scene.add(hairParts.front);
  if (design.glasses) {
    const ey = cy - ry * 0.02;
    const lens = (x: number) =>
      design.glasses === "round"
        ? circle(x, ey, 38, { stroke: INK, sw: 7 })
        : rect(x - 44, ey - 30, 88, 60, 14, { stroke: INK, sw: 7 });
    scene.add(
      lens(cx - rx * 0.44),
      lens(cx + rx * 0.44),
      path(
        `M${num(cx - rx * 0.44 + (design.glasses === "round" ? 38 : 44))} ${num(ey - 4)}Q${num(cx)} ${num(ey - 16)} ${num(cx + rx * 0.44 - (design.glasses === "round" ? 38 : 44))} ${num(ey - 4)}`,
        { stroke: INK, sw: 6 },
      ),
    );
    scene.add(
      path(
        `M${num(cx - rx * 0.44 - 46)} ${num(ey - 8)}L${num(cx - rx * 0.98)} ${num(ey - 12)}M${num(cx + rx * 0.44 + 46)} ${num(ey - 8)}L${num(cx + rx * 0.98)} ${num(ey - 12)}`,
        { stroke: INK, sw: 6 },
      ),
    );
    scene.add(
      path(`M${num(cx + rx * 0.44 - 20)} ${num(ey - 16)}l18 -6`, { stroke: "#fff", sw: 4, cap: "round", opacity: 0.5 }),
    );
  }
  if (design.earrings === "hoops")
    scene.add(
      circle(cx - rx * 0.98, cy + ry * 0.36, 20, { stroke: "#e9b44c", sw: 5 }),
      circle(cx + rx * 0.98, cy + ry * 0.36, 20, { stroke: "#e9b44c", sw: 5 }),
    );
  if (design.earrings === "studs")
    scene.add(
      circle(cx - rx * 0.98, cy + ry * 0.22, 7, { fill: "#f3e6c8" }),
      circle(cx + rx * 0.98, cy + ry * 0.22, 7, { fill: "#f3e6c8" }),
    );
  // The mark: initials in a small ring, bottom left.
  scene.add(
    circle(70, H - 70, 30, { stroke: palette.heading, sw: 1.5, opacity: 0.55 }),
    t(design.initials, 70, H - 63, fonts.display(14, 760, 125, 0.06), {
      fill: palette.heading,
      anchor: "middle",
      opacity: 0.8,
    }),
  );
  scene.add(vignette(scene, 0.35));
  return scene.svg(title);
}

export const portraitDesigns: readonly PortraitDesign[] = [
  {
    id: "maya-okafor",
    initials: "MO",
    backdrop: "halo",
    hair: "curls",
    clothes: "turtleneck-blazer",
    earrings: "hoops",
    cloth: ["#26262b", "#efe6d8"],
    ground: "#121214",
  },
  {
    id: "liam-tremblay",
    initials: "LT",
    backdrop: "grid",
    hair: "short-textured",
    clothes: "hoodie",
    glasses: "rectangular",
    beard: "stubble",
    cloth: ["#3a3e48", "#efe6d8"],
    ground: "#111215",
  },
  {
    id: "sofia-reyes",
    initials: "SR",
    backdrop: "arcs",
    hair: "long-waves",
    clothes: "crew-top",
    earrings: "studs",
    cloth: [palette.accent, "#f3d9a8"],
    ground: "#141213",
  },
  {
    id: "harpreet-gill",
    initials: "HG",
    backdrop: "aperture",
    hair: "turban",
    clothes: "field-jacket",
    beard: "full",
    cloth: ["#34362f", "#1c1d1a"],
    ground: "#121312",
  },
  {
    id: "owen-macleod",
    initials: "OM",
    backdrop: "chart",
    hair: "short-side",
    clothes: "shirt-sweater",
    glasses: "round",
    beard: "short",
    cloth: ["#24304a", "#efe6d8"],
    ground: "#111216",
  },
];
