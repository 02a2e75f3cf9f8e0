import { contrast, mix } from "../colour";
import { circle, ellipse, g, path, rect } from "../kit";
import { hashSeed } from "../prng";
import { num, stops, stopsAt } from "../svg";
import { shade, sparkle, tint, vfade, type Motif, type MotifKit } from "./motif-kit";
import { isDark } from "./style";
import type { MotifId } from "./themes";

/** People: a crew member's portrait for team spotlights and hiring posts, and an Elder and a child talking. */

const SKIN = ["#f3d2b8", "#e9bb98", "#d49d74", "#b67b51", "#8e5b3c", "#5f3c29"] as const;
const HAIR = {
  black: "#1f1a17",
  dark: "#3a2519",
  brown: "#6b4226",
  auburn: "#8e4527",
  blonde: "#d6ad66",
  grey: "#c4beb6",
} as const;

type HairStyle = "crop" | "long" | "bun" | "curls" | "bob" | "hijab" | "turban" | "cap" | "fade";

interface Look {
  skin: number;
  hair: keyof typeof HAIR;
  style: HairStyle;
  beard?: boolean;
  glasses?: boolean;
}

/** The cast the portraits draw from: a mix of ages, skin tones and hair, as Calgary's crews are. */
const LOOKS: readonly Look[] = [
  { skin: 1, hair: "dark", style: "long" },
  { skin: 3, hair: "black", style: "turban", beard: true },
  { skin: 0, hair: "brown", style: "crop", glasses: true },
  { skin: 4, hair: "black", style: "curls" },
  { skin: 2, hair: "black", style: "bun" },
  { skin: 2, hair: "dark", style: "fade", beard: true },
  { skin: 3, hair: "black", style: "hijab" },
  { skin: 0, hair: "auburn", style: "bob" },
  { skin: 3, hair: "black", style: "cap" },
  { skin: 1, hair: "blonde", style: "bun", glasses: true },
  { skin: 2, hair: "black", style: "crop" },
  { skin: 4, hair: "dark", style: "long" },
  { skin: 1, hair: "brown", style: "crop", beard: true },
  { skin: 5, hair: "black", style: "curls", beard: true },
  { skin: 3, hair: "black", style: "fade", glasses: true },
  { skin: 5, hair: "black", style: "bun" },
];

/**
 * The people the team-spotlight briefs introduce by name (post 6 of each client: Rosa, Anika,
 * Lena, Balraj, Gurpreet, Noor, Nurmehr, Kevin, Marco, Harjit and Arjun), keyed by the client's
 * signature colour, because a motif sees the brand's colours but not the brief. Index into LOOKS.
 */
const SPOTLIGHT_CAST: Readonly<Record<string, number>> = {
  "#2ec4b6": 3,
  "#8a6a48": 9,
  "#f5c542": 7,
  "#b8432b": 1,
  "#f2a33a": 5,
  "#6c5cff": 6,
  "#c06a4a": 4,
  "#2a7fd4": 12,
  "#ffd400": 10,
  "#ffc53d": 8,
  "#5b6cff": 14,
};
const SPOTLIGHT_POST = 6;

/** Who a post shows: the named person on a spotlight post, else someone from the cast, varied by client and post. */
function portraitLook(k: MotifKit): Look {
  const named = SPOTLIGHT_CAST[k.c.primary];
  if (named !== undefined && k.variant === SPOTLIGHT_POST) return LOOKS[named] as Look;
  let index = hashSeed(`crew:${k.c.primary}:${k.variant}`) % LOOKS.length;
  if (index === named) index = (index + 1) % LOOKS.length;
  return LOOKS[index] as Look;
}

/** The shirt colour: the brand's, unless it melts into the ground, then its deep colour. */
function shirtColor(k: MotifKit): string {
  if (contrast(k.c.primary, k.ground) >= 1.4) return k.c.primary;
  return contrast(k.c.secondary, k.ground) >= 1.3 ? k.c.secondary : mix(k.c.dark, k.c.primary, 0.25);
}

interface BustOptions {
  look: Look;
  shirt: string;
  /** Trim on the collar and the badge: the brand's accent. */
  trim: string;
  /** A cardigan over the shirt, for the Elder. */
  cardigan?: string;
  /** Eyes and smile turned a little left (-1) or right (1). */
  gaze?: number;
  /** Mouth open, speaking. */
  speaking?: boolean;
  badge?: boolean;
  /** The hijab's or turban's cloth. */
  cloth?: string;
  /** Where the shirt ends: past the box's bottom edge when the caller lifts the portrait. */
  bottom?: number;
}

/**
 * A head-and-shoulders portrait in a 400 x 400 box: the head centred at (200, 150), shoulders
 * running off the bottom edge. Flat shapes, soft shading, a warm, open expression.
 */
function bust(k: MotifKit, o: BustOptions): string {
  const skin = SKIN[o.look.skin] as string;
  const skinShade = shade(skin, 0.14);
  const hair = HAIR[o.look.hair];
  const hairLight = tint(hair, 0.18);
  const gaze = (o.gaze ?? 0) * 6;
  const style = o.look.style;
  const back: string[] = [];
  const front: string[] = [];
  const scarf = o.cloth ?? mix(k.c.secondary, k.c.dark, 0.4);
  const b = o.bottom ?? 400;

  // Hair (or head covering) behind the head.
  if (style === "long")
    back.push(path("M132 140Q126 60 200 58Q274 60 268 140L280 292Q200 316 120 292Z", { fill: hair }));
  if (style === "bob")
    back.push(path("M128 150Q122 62 200 58Q278 62 272 150L276 226Q200 246 124 226Z", { fill: hair }));
  if (style === "curls")
    for (const [x, y, r] of [
      [150, 96, 40],
      [200, 78, 44],
      [250, 96, 40],
      [134, 140, 32],
      [266, 140, 32],
      [140, 180, 24],
      [260, 180, 24],
    ] as const)
      back.push(circle(x, y, r, { fill: hair }));
  if (style === "bun")
    back.push(circle(200, 70, 30, { fill: hair }), circle(192, 62, 10, { fill: hairLight, opacity: 0.5 }));
  if (style === "hijab")
    back.push(
      path("M124 150Q118 56 200 52Q282 56 276 150Q284 230 300 268L100 268Q116 230 124 150Z", {
        fill: vfade(k, 52, 268, shade(scarf, 0.1), shade(scarf, 0.25)),
      }),
    );

  // Shoulders and shirt.
  const torso = `M30 ${b}V400C30 318 84 276 150 266H250C316 276 370 318 370 400V${b}Z`;
  const shirtFill = vfade(k, 266, b, tint(o.shirt, 0.08), shade(o.shirt, 0.16));
  const body: string[] = [
    style === "hijab" ? "" : rect(174, 196, 52, 84, 18, { fill: skinShade }),
    path(torso, { fill: shirtFill }),
    path(`M96 300Q112 340 108 400V${b}M304 300Q288 340 292 400V${b}`, {
      stroke: shade(o.shirt, 0.2),
      sw: 3,
      opacity: 0.5,
    }),
  ];
  if (o.cardigan) {
    body.push(
      path(`M30 ${b}V400C30 318 84 276 150 266L178 270L196 ${b}Z`, {
        fill: vfade(k, 266, b, o.cardigan, shade(o.cardigan, 0.2)),
      }),
      path(`M370 ${b}V400C370 318 316 276 250 266L222 270L204 ${b}Z`, {
        fill: vfade(k, 266, b, o.cardigan, shade(o.cardigan, 0.22)),
      }),
      ...[318, 352, 386].map((y) => circle(190 - (y - 318) * 0.04, y, 4, { fill: tint(o.cardigan as string, 0.4) })),
    );
  }
  // Collar: a polo's two points and a placket, or a round neck under the hijab.
  if (style === "hijab") {
    body.push(
      path("M130 200Q200 262 270 200L302 278Q296 334 200 346Q104 334 98 278Z", {
        fill: vfade(k, 200, 346, scarf, shade(scarf, 0.18)),
      }),
      path("M126 262Q200 306 274 262M118 292Q200 334 282 292", {
        stroke: shade(scarf, 0.22),
        sw: 3,
        opacity: 0.6,
      }),
    );
  } else {
    body.push(
      path("M168 264L200 300L232 264", { stroke: shade(o.shirt, 0.25), sw: 4, join: "round" }),
      path("M160 262L200 300L180 318L150 274Z", { fill: tint(o.shirt, 0.14) }),
      path("M240 262L200 300L220 318L250 274Z", { fill: tint(o.shirt, 0.06) }),
      path("M160 262L200 300L180 318L150 274ZM240 262L200 300L220 318L250 274Z", {
        stroke: o.trim,
        sw: 3,
        join: "round",
        opacity: 0.9,
      }),
      rect(196, 300, 8, 44, 3, { fill: shade(o.shirt, 0.12) }),
      circle(200, 314, 3, { fill: tint(o.shirt, 0.5) }),
      circle(200, 332, 3, { fill: tint(o.shirt, 0.5) }),
    );
  }
  if (o.badge)
    body.push(
      rect(250, 318, 54, 30, 5, { fill: "#ffffff" }),
      rect(250, 318, 54, 9, 3, { fill: o.trim }),
      rect(258, 333, 30, 4, 2, { fill: shade(o.shirt, 0.3), opacity: 0.7 }),
      rect(258, 340, 20, 3, 1.5, { fill: shade(o.shirt, 0.3), opacity: 0.4 }),
    );
  // The face.
  const face: string[] = [
    ellipse(140, 158, 11, 17, { fill: skinShade }),
    ellipse(260, 158, 11, 17, { fill: skinShade }),
    path("M140 150Q140 76 200 76Q260 76 260 150Q260 222 200 226Q140 222 140 150Z", {
      fill: k.scene.radial(
        { cx: 184, cy: 128, r: 110 },
        stopsAt([0, tint(skin, 0.06)], [0.7, skin], [1, shade(skin, 0.1)]),
      ),
    }),
    ellipse(166 + gaze * 0.3, 180, 13, 8, { fill: "#e46a6a", opacity: 0.14 }),
    ellipse(234 + gaze * 0.3, 180, 13, 8, { fill: "#e46a6a", opacity: 0.14 }),
  ];
  const brow = style === "hijab" || style === "turban" || style === "cap" ? shade(hair, 0.1) : hair;
  const eyeY = 152;
  for (const side of [-1, 1]) {
    const ex = 200 + side * 24 + gaze;
    face.push(
      path(`M${ex - 12} ${eyeY - 17}Q${ex} ${eyeY - 23} ${ex + 12} ${eyeY - 16}`, {
        stroke: brow === HAIR.grey ? shade(brow, 0.25) : brow,
        sw: 5,
        cap: "round",
      }),
      ellipse(ex, eyeY, 5.5, 6.5, { fill: "#2a1d17" }),
      circle(ex + 1.8, eyeY - 2.2, 1.8, { fill: "#ffffff" }),
    );
  }
  face.push(path(`M${198 + gaze} 162Q${192 + gaze} 182 ${202 + gaze} 184`, { stroke: skinShade, sw: 4, cap: "round" }));
  const mx = 200 + gaze * 0.8;
  face.push(
    o.speaking
      ? path(`M${mx - 14} 196Q${mx} 190 ${mx + 14} 196Q${mx} 216 ${mx - 14} 196Z`, { fill: "#7a2e2a" }) +
          path(`M${mx - 10} 197Q${mx} 194 ${mx + 10} 197`, { stroke: "#ffffff", sw: 3, cap: "round" })
      : path(`M${mx - 18} 194Q${mx} 212 ${mx + 18} 194Q${mx} 202 ${mx - 18} 194Z`, { fill: "#ffffff" }) +
          path(`M${mx - 18} 194Q${mx} 214 ${mx + 18} 194`, { stroke: shade(skin, 0.45), sw: 3.5, cap: "round" }),
  );
  if (o.look.beard)
    face.push(
      path(
        "M142 158Q146 208 170 222Q200 238 230 222Q254 208 258 158Q252 186 238 196Q220 186 200 188Q180 186 162 196Q148 186 142 158Z",
        { fill: hair },
      ),
      path(`M${mx - 14} 199Q${mx} 208 ${mx + 14} 199`, { stroke: "#ffffff", sw: 4, cap: "round", opacity: 0.9 }),
    );
  if (o.look.glasses)
    face.push(
      path(`M${167 + gaze} 152h10M${223 + gaze} 152h10`, { stroke: "#2b2b2b", sw: 0 }),
      circle(176 + gaze, 153, 16, { stroke: "#2f2a28", sw: 4 }),
      circle(224 + gaze, 153, 16, { stroke: "#2f2a28", sw: 4 }),
      path(`M${192 + gaze} 151Q${200 + gaze} 146 ${208 + gaze} 151M160 150L142 146M240 150L258 146`, {
        stroke: "#2f2a28",
        sw: 4,
        cap: "round",
      }),
    );

  // Hair and coverings in front of the head.
  if (style === "crop" || style === "fade")
    front.push(
      path(
        style === "crop"
          ? "M138 150Q130 70 200 66Q270 70 262 150Q256 118 244 106Q214 112 180 100Q156 112 146 124Z"
          : "M140 140Q138 74 200 70Q262 74 260 140Q252 108 234 100Q200 94 166 100Q148 108 140 140Z",
        { fill: hair },
      ),
      style === "crop" ? path("M170 86Q200 76 236 88", { stroke: hairLight, sw: 5, cap: "round", opacity: 0.5 }) : "",
    );
  if (style === "long" || style === "bob")
    front.push(
      path("M136 160Q128 66 204 64Q272 68 264 160Q258 112 230 96Q206 124 150 120Q140 136 136 160Z", { fill: hair }),
      path("M206 72Q222 92 236 98", { stroke: hairLight, sw: 4, cap: "round", opacity: 0.5 }),
    );
  if (style === "bun")
    front.push(
      path("M138 150Q132 72 200 68Q268 72 262 150Q254 110 236 98Q200 88 164 98Q146 110 138 150Z", { fill: hair }),
      path("M162 92Q200 78 238 92", { stroke: hairLight, sw: 4, cap: "round", opacity: 0.4 }),
    );
  if (style === "curls")
    for (const [x, y, r] of [
      [156, 92, 22],
      [184, 80, 24],
      [216, 80, 24],
      [244, 92, 22],
      [146, 116, 16],
      [254, 116, 16],
    ] as const)
      front.push(
        circle(x, y, r, { fill: hair }),
        circle(x - r * 0.3, y - r * 0.3, r * 0.35, { fill: hairLight, opacity: 0.35 }),
      );
  if (style === "hijab")
    front.push(
      path(
        "M200 54Q120 56 124 150Q126 232 200 246Q274 232 276 150Q280 56 200 54Z" +
          "M200 96Q152 98 150 150Q150 216 200 224Q250 216 250 150Q248 98 200 96Z",
        {
          fill: k.scene.radial({ cx: 180, cy: 110, r: 150 }, stops(tint(scarf, 0.14), shade(scarf, 0.08))),
          rule: "evenodd",
        },
      ),
      path("M150 112Q200 86 250 112M136 180Q140 224 180 240", {
        stroke: tint(scarf, 0.25),
        sw: 4,
        cap: "round",
        opacity: 0.5,
      }),
    );
  if (style === "turban") {
    const cloth = o.cloth ?? mix(o.trim, k.c.dark, 0.15);
    front.push(
      path("M134 132Q126 56 200 50Q274 56 266 132Q244 112 200 110Q156 112 134 132Z", {
        fill: vfade(k, 50, 132, tint(cloth, 0.12), shade(cloth, 0.15)),
      }),
      path("M142 118Q170 70 252 96M138 100Q180 58 236 66M200 110Q226 82 262 114", {
        stroke: shade(cloth, 0.25),
        sw: 4,
        cap: "round",
        opacity: 0.7,
      }),
      path("M200 50L196 110", { stroke: shade(cloth, 0.3), sw: 3, opacity: 0.5 }),
    );
  }
  if (style === "cap") {
    const cap = isDark(o.shirt) ? tint(o.shirt, 0.2) : mix(k.c.dark, o.shirt, 0.15);
    front.push(
      path("M140 150Q132 78 200 76Q268 78 260 150Q252 132 240 130Q200 126 160 130Q148 132 140 150Z", { fill: hair }),
      path("M138 124Q136 56 200 54Q264 56 262 124Z", { fill: vfade(k, 54, 124, tint(cap, 0.15), shade(cap, 0.1)) }),
      path("M130 124Q200 108 276 122Q300 128 300 136Q200 126 130 134Z", { fill: shade(cap, 0.25) }),
      circle(200, 56, 5, { fill: shade(cap, 0.3) }),
      circle(200, 92, 11, { fill: o.trim }),
    );
  }

  return [...back, ...body, ...face, ...front].join("");
}

/** A crew member or staff portrait in the client's shirt, for team spotlights and hiring posts. */
const person: Motif = (k) => {
  const look = portraitLook(k);
  const shirt = shirtColor(k);
  const trim = contrast(k.c.accent, shirt) >= 1.5 ? k.c.accent : isDark(shirt) ? k.c.light : k.c.dark;
  const cloth = [
    mix(k.c.dark, k.c.secondary, 0.3),
    mix(k.c.dark, k.c.primary, 0.3),
    mix(k.c.secondary, k.c.light, 0.3),
  ].find((c) => contrast(c, shirt) >= 1.4 && contrast(c, k.ground) >= 1.4);
  return [
    // Lifted so the face sits higher in the tall arch of a spotlight post; the shirt still reaches the bottom.
    g(bust(k, { look, shirt, trim, badge: true, cloth, bottom: 440 }), { transform: "translate(0 -40)" }),
    k.variant % 2 === 1 ? sparkle(330, 70, 16, k.c.accent) + sparkle(304, 34, 9, tint(k.c.accent, 0.3)) : "",
  ].join("");
};

/** A rounded speech bubble with its tail towards (tx, ty); the caller puts marks inside. */
function bubble(x: number, y: number, w: number, h: number, tx: number, ty: number, fill: string): string {
  const r = h / 2;
  const baseX = Math.max(x + r, Math.min(x + w - r, tx));
  const side = tx < x + w / 2 ? 1 : -1;
  return [
    rect(x + 4, y + 8, w, h, r, { fill: "#000000", opacity: 0.12 }),
    path(`M${num(baseX)} ${num(y + h - 6)}L${num(tx)} ${num(ty)}L${num(baseX + side * 30)} ${num(y + h - 6)}Z`, {
      fill,
    }),
    rect(x, y, w, h, r, { fill }),
  ].join("");
}

/** A few bars and a small wave: words without letters. */
function words(x: number, y: number, widths: readonly number[], color: string): string {
  return widths
    .map((w, i) => rect(x + widths.slice(0, i).reduce((a, b) => a + b + 10, 0), y, w, 10, 5, { fill: color }))
    .join("");
}

/** The candidate that stands out most on the ground. */
function boldest(ground: string, candidates: readonly string[]): string {
  return candidates.reduce((best, c) => (contrast(c, ground) > contrast(best, ground) ? c : best));
}

/**
 * An Elder and a grandchild in conversation, speech bubbles over them: on some posts the Elder
 * speaks, on others the child answers. Everyday clothes and a warm exchange; no regalia or sacred
 * imagery.
 */
const speech: Motif = (k) => {
  const elder: Look = { skin: 3, hair: "grey", style: "bun", glasses: true };
  const child: Look = { skin: 3, hair: "black", style: "long" };
  const cardigan = boldest(k.ground, [k.c.primary, mix(k.c.secondary, k.c.dark, 0.3), k.c.accent]);
  const childShirt = boldest(
    k.ground,
    [k.c.secondary, k.c.accent, tint(k.c.secondary, 0.4)].filter((c) => c !== cardigan),
  );
  const childSpeaks = k.variant % 2 === 0;
  const left = g(
    bust(k, {
      look: elder,
      shirt: tint(k.c.secondary, 0.5),
      trim: k.c.accent,
      cardigan,
      gaze: 1,
      speaking: !childSpeaks,
    }),
    { transform: "translate(-34 96) scale(0.76)" },
  );
  const right = g(bust(k, { look: child, shirt: childShirt, trim: k.c.light, gaze: -1, speaking: childSpeaks }), {
    transform: "translate(222 182) scale(0.56)",
  });
  const ink = mix(k.c.primary, k.c.dark, 0.2);
  const heart = (x: number, y: number, s: number) =>
    path("M0 8C-14 -2 -8 -14 0 -7C8 -14 14 -2 0 8Z", {
      fill: k.c.accent,
      transform: `translate(${x} ${y}) scale(${s})`,
    });
  const big = (x: number, y: number, tx: number, ty: number) =>
    bubble(x, y, 196, 74, tx, ty, "#ffffff") +
    words(x + 24, y + 22, [56, 38, 50], ink) +
    words(x + 24, y + 44, [80, 46], tint(ink, 0.55));
  const small = (x: number, y: number, tx: number, ty: number) =>
    bubble(x, y, 124, 62, tx, ty, mix(k.c.accent, "#ffffff", 0.8)) +
    words(x + 18, y + 26, [24], shade(k.c.accent, 0.1)) +
    heart(x + 62, y + 34, 1.3);
  return [
    childSpeaks ? big(184, 40, 292, 196) + small(26, 70, 110, 156) : big(26, 36, 118, 150) + small(254, 104, 300, 196),
    left,
    right,
  ].join("");
};

export const peopleMotifs: Readonly<Partial<Record<MotifId, Motif>>> = {
  person,
  speech,
};
