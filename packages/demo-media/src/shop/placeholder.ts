import { circle, emberMark, emberMarkWidth, fonts, glow, path, palette, rect, Scene, t, vignette } from "../kit";
import { siteData } from "../site-data";
import { num, stops } from "../svg";

const brandMark = siteData("brandMark");

/** The placeholder is smaller: it stands in for a thumbnail in the cart, not a gallery shot. */
export const PLACEHOLDER_SIZE = { width: 800, height: 600 } as const;

/**
 * "Image unavailable": the mark as a faint engraved outline on the studio's dark ground, inside
 * crop marks, with one tiny label. Quiet enough to sit in a cart row without looking broken.
 */
export function placeholderSvg(): string {
  const { width, height } = PLACEHOLDER_SIZE;
  const scene = new Scene("shop:placeholder", width, height);
  const cx = width / 2;
  const markH = 170;
  const markW = emberMarkWidth(markH);
  const markY = height / 2 - markH / 2 - 22;
  const { x0, y0, y1 } = brandMark.bounds;
  const scale = markH / (y1 - y0);
  const mx = cx - markW / 2;
  const bowl = { x: mx + (30 - x0) * scale, y: markY + (44 - y0) * scale };
  const markFill = scene.linear([0, markY + markH, 0, markY], stops([palette.accent, 0.16], [palette.accent, 0.04]));
  const inset = 36;
  const arm = 22;
  const corners = [
    [inset, inset, 1, 1],
    [width - inset, inset, -1, 1],
    [inset, height - inset, 1, -1],
    [width - inset, height - inset, -1, -1],
  ] as const;
  const cropMarks = corners
    .map(([x, y, sx, sy]) => `M${num(x + sx * arm)} ${num(y)}H${num(x)}V${num(y + sy * arm)}`)
    .join("");
  scene.add(
    rect(0, 0, width, height, 0, {
      fill: scene.fade([0, 0, width * 0.3, height], palette.backgroundSecondary, palette.background),
    }),
    glow(scene, bowl.x, bowl.y, 420, palette.accent, 0.2),
    [118, 178, 248, 330]
      .map((r, i) => circle(bowl.x, bowl.y, r, { stroke: palette.heading, sw: 1, strokeOpacity: 0.06 - i * 0.012 }))
      .join(""),
    emberMark(mx, markY, markH, { fill: markFill, stroke: palette.accent, sw: 1.4 / scale, strokeOpacity: 0.55 }),
    path(cropMarks, { stroke: palette.subtext, sw: 1.5, strokeOpacity: 0.45 }),
    t("IMAGE UNAVAILABLE", cx, markY + markH + 62, fonts.label(10, 600, 0.32), {
      fill: palette.subtext,
      anchor: "middle",
      opacity: 0.8,
    }),
    vignette(scene, 0.45),
  );
  return scene.svg("Image unavailable");
}
