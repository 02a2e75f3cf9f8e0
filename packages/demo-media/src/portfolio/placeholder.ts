import { siteData } from "../site-data";
import { num } from "../svg";
import type { Picture } from "./design";
import { rect, t } from "../kit";

const identity = siteData("identity");
const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * The tile the portfolio grid shows when a project's image cannot load: the studio's dark
 * ground, a quiet outline of a picture with the ember where its sun would be, and one line.
 */
export const placeholderPicture: Picture = {
  width: 1200,
  height: 900,
  title: "Image unavailable",
  draw(scene) {
    const { width: W, height: H } = scene;
    const cx = W / 2;
    const cy = H / 2 - 40;
    const ground = scene.fade([0, 0, W, H], palette.backgroundSecondary, palette.background);
    const glow = scene.radial(
      { cx: cx + 70, cy: cy - 50, r: 420 },
      Array.from({ length: 9 }, (_, i) => ({
        offset: i / 8,
        color: palette.accent,
        opacity: 0.16 * (1 - i / 8) ** 2.2,
      })),
    );
    const hatching: string[] = [];
    for (let x = -H; x < W; x += 28) hatching.push(`M${x} ${H}L${x + H} 0`);
    const frameW = 300;
    const frameH = 220;
    const fx = cx - frameW / 2;
    const fy = cy - frameH / 2;
    const markScale = 44 / (brandMark.bounds.y1 - brandMark.bounds.y0);
    const mark = `<path d="${brandMark.path}" fill="${palette.accent}" transform="translate(${num(fx + frameW - 96 - brandMark.bounds.x0 * markScale)} ${num(fy + 34 - brandMark.bounds.y0 * markScale)}) scale(${num(markScale, 4)})"/>`;
    return [
      rect(0, 0, W, H, 0, { fill: ground }),
      `<path d="${hatching.join("")}" stroke="${palette.outline}" stroke-width="1" opacity="0.45"/>`,
      rect(0, 0, W, H, 0, { fill: glow }),
      rect(fx, fy, frameW, frameH, 18, { fill: palette.background, stroke: palette.outline, sw: 3 }),
      `<path d="M${fx + 34} ${fy + frameH - 40}L${fx + 120} ${fy + 96}L${fx + 176} ${fy + 160}L${fx + 210} ${fy + 124}L${fx + frameW - 34} ${fy + frameH - 40}Z" fill="${palette.outline}"/>`,
      mark,
      t(
        "Image unavailable",
        cx,
        fy + frameH + 90,
        { family: "archivo", wght: 640, wdth: 104, cap: 30, tracking: -0.01 },
        { fill: palette.heading, anchor: "middle" },
      ),
      t(
        "The project is still here; its picture did not load.",
        cx,
        fy + frameH + 132,
        { family: "inter", wght: 420, opsz: 16, cap: 15 },
        { fill: palette.subtext, anchor: "middle" },
      ),
      t(
        identity.name.toUpperCase(),
        cx,
        H - 70,
        { family: "inter", wght: 600, opsz: 14, cap: 11, tracking: 0.3 },
        { fill: palette.subtext, anchor: "middle", opacity: 0.7 },
      ),
    ].join("");
  },
};
