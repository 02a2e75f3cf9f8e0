import { circle, fonts, g, glow, path, rect, Scene, vignette, ct } from "../../kit";
import { num } from "../../svg";
import { smooth } from "../../video";
import { CLIP_SIZE, type CollageClip } from "../kit";
import { monogram, REST, TAMARACK, type ShapePose } from "../tamarack";

/**
 * Brand Systems clip — "Animated logo assembling from geometric shapes": the Tamarack monogram's
 * four shapes drift apart, float, then snap back into the mark with a little overshoot, and the
 * wordmark settles under it. The loop starts (and the poster shows) on the finished logo.
 */

const { width: W, height: H } = CLIP_SIZE.square!;
const TAU = Math.PI * 2;
const GUIDE = "#3d5a7a";

type Part = "disc" | "peak" | "bar" | "stem";
/** Where each shape floats when the mark is apart, and the order they come home in. */
const APART: Record<Part, ShapePose & { delay: number; drift: number }> = {
  disc: { dx: -58, dy: -44, angle: 0, scale: 0.4, opacity: 1, delay: 0, drift: 0.2 },
  peak: { dx: 52, dy: 50, angle: 62, scale: 0.6, opacity: 1, delay: 0.05, drift: 0.55 },
  bar: { dx: -56, dy: 46, angle: -38, scale: 0.8, opacity: 1, delay: 0.1, drift: 0.8 },
  stem: { dx: 58, dy: -46, angle: 28, scale: 0.85, opacity: 1, delay: 0.15, drift: 0.35 },
};

/** Overshoots a little past 1 before settling, like a shape snapping into place. */
function backOut(x: number): number {
  const c = Math.min(1, Math.max(0, x));
  const s = 1.9;
  return 1 + (s + 1) * (c - 1) ** 3 + s * (c - 1) ** 2;
}

/** How assembled each shape is at t: 1 holding, easing apart, floating, then snapping back in turn. */
function assembled(t: number, delay: number): number {
  if (t < 0.3) return 1;
  if (t < 0.46) return 1 - smooth((t - 0.3) / 0.16);
  const start = 0.56 + delay;
  if (t < start) return 0;
  return backOut((t - start) / 0.2);
}

function pose(part: Part, t: number): ShapePose {
  const apart = APART[part];
  const e = assembled(t, apart.delay);
  const away = 1 - e;
  // Floating while apart: one slow wobble per loop, so it is continuous at the seam.
  const bob = Math.sin(TAU * (t + apart.drift));
  return {
    dx: apart.dx * away + 4 * bob * Math.max(0, away),
    dy: apart.dy * away + 5 * Math.cos(TAU * (t + apart.drift)) * Math.max(0, away),
    angle: apart.angle * away,
    scale: REST.scale + (apart.scale - REST.scale) * away,
    opacity: 1,
  };
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:brand-systems-2", W, H);
  const cx = W / 2;
  const cy = H * 0.43;
  const size = 250;
  scene.add(rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], "#f7f1e6", "#e2d8c6") }));
  scene.add(glow(scene, cx, cy, 380, "#ffffff", 0.5));
  // Construction guides: the grid the mark is drawn on, brighter while the shapes are apart.
  const apartness = 1 - assembled(t, 0.15);
  const guides = [
    circle(cx, cy, size / 2, { stroke: GUIDE, sw: 1, opacity: 0.18 + 0.25 * apartness, dash: "3 6" }),
    circle(cx, cy, size * 0.31, { stroke: GUIDE, sw: 1, opacity: 0.1 + 0.2 * apartness }),
    path(
      `M${num(cx - size * 0.8)} ${num(cy)}H${num(cx + size * 0.8)}M${num(cx)} ${num(cy - size * 0.8)}V${num(cy + size * 0.8)}`,
      { stroke: GUIDE, sw: 1, opacity: 0.08 + 0.2 * apartness },
    ),
    path(
      `M${num(cx - size * 0.44)} ${num(cy - size * 0.8)}V${num(cy + size * 0.8)}M${num(cx + size * 0.46)} ${num(cy - size * 0.8)}V${num(cy + size * 0.8)}`,
      { stroke: GUIDE, sw: 1, opacity: 0.06 + 0.12 * apartness },
    ),
  ];
  scene.add(g(guides));
  scene.add(
    monogram(
      cx,
      cy,
      size,
      { disc: TAMARACK.navy, peak: TAMARACK.rust, t: TAMARACK.gold },
      { disc: pose("disc", t), peak: pose("peak", t), bar: pose("bar", t), stem: pose("stem", t) },
    ),
  );
  // A ring leaves the mark as the last shape lands.
  const ring = (t - 0.78) / 0.16;
  if (ring > 0 && ring < 1)
    scene.add(
      circle(cx, cy, size / 2 + 8 + ring * 90, {
        stroke: TAMARACK.rust,
        sw: 2.5 * (1 - ring),
        opacity: 0.7 * (1 - ring),
      }),
    );
  // The wordmark: in on the hold, out as the shapes part.
  const word = t < 0.3 ? 1 : t < 0.4 ? 1 - smooth((t - 0.3) / 0.1) : t < 0.8 ? 0 : smooth((t - 0.8) / 0.12);
  if (word > 0.002) {
    scene.add(
      g(
        ct("TAMARACK", cx, H * 0.81, fonts.display(30, 760, 125, 0.16), { fill: TAMARACK.navy, anchor: "middle" }) +
          ct("OUTFITTERS  ·  CALGARY", cx, H * 0.81 + 30, fonts.label(9.5, 600, 0.42), {
            fill: TAMARACK.rust,
            anchor: "middle",
          }),
        { opacity: word, transform: `translate(0 ${num(10 * (1 - word), 2)})` },
      ),
    );
  }
  scene.add(vignette(scene, 0.22));
  return scene.svg(label);
}

export const brandSystemsClip: CollageClip = { shape: "square", seconds: 4, crf: 22, frame };
