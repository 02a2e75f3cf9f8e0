import { circle, fonts, g, path, rect, type Scene, ct } from "../kit";
import { num, stopsAt } from "../svg";

/**
 * Content & Growth is shown through an invented client, Copperline Brewing, a taproom in Calgary's
 * Beltline: a month of posts, the dashboard that reports on them, and a short ad for a new beer.
 */
export const COPPER = {
  copper: "#c8743a",
  teal: "#0f3b3f",
  cream: "#f4ead8",
  hop: "#9bb35a",
  berry: "#a8324a",
  gold: "#f0b548",
  ink: "#161414",
} as const;

/** The brewery's mark: a copper kettle dome in a ring. */
export function copperMark(cx: number, cy: number, r: number, ink: string, fill: string): string {
  return (
    circle(cx, cy, r, { fill }) +
    circle(cx, cy, r * 0.82, { stroke: ink, sw: r * 0.06 }) +
    path(
      `M${num(cx - r * 0.42)} ${num(cy + r * 0.3)}V${num(cy)}A${num(r * 0.42)} ${num(r * 0.42)} 0 0 1 ${num(cx + r * 0.42)} ${num(cy)}V${num(cy + r * 0.3)}Z`,
      { fill: ink },
    ) +
    rect(cx - r * 0.06, cy - r * 0.6, r * 0.12, r * 0.2, r * 0.03, { fill: ink })
  );
}

/**
 * A can of beer, front on, `h` tall, its top-centre at (cx, y): a metallic body in the label's
 * colour, a band with the name and the brewery's mark.
 */
export function can(scene: Scene, cx: number, y: number, h: number, label: string, band: string, name: string): string {
  const w = h * 0.52;
  const x = cx - w / 2;
  const metal = scene.linear(
    [x, 0, x + w, 0],
    stopsAt([0, "#6f6f72"], [0.2, "#e8e8ea"], [0.45, "#a9a9ad"], [1, "#5b5b5f"]),
  );
  const body = scene.linear(
    [x, 0, x + w, 0],
    stopsAt([0, label, 1], [0.22, "#ffffff", 0.9], [0.3, label, 1], [1, label, 1]),
  );
  const shade = scene.linear(
    [x, 0, x + w, 0],
    stopsAt([0, "#000", 0.35], [0.25, "#fff", 0.25], [0.4, "#000", 0], [0.85, "#000", 0.25], [1, "#000", 0.5]),
  );
  return g([
    rect(x + w * 0.06, y, w * 0.88, h * 0.06, w * 0.1, { fill: metal }),
    rect(x, y + h * 0.04, w, h * 0.92, w * 0.08, { fill: label }),
    rect(x, y + h * 0.04, w, h * 0.92, w * 0.08, { fill: body, opacity: 0.35 }),
    rect(x, y + h * 0.42, w, h * 0.3, 0, { fill: band }),
    copperMark(cx, y + h * 0.27, w * 0.2, band, COPPER.cream),
    ct(name, cx, y + h * 0.55, fonts.display(h * 0.055, 800, 80, 0.02), { fill: COPPER.cream, anchor: "middle" }),
    ct("IPA  ·  6.2%", cx, y + h * 0.64, fonts.label(h * 0.026, 700, 0.2), {
      fill: COPPER.cream,
      anchor: "middle",
      opacity: 0.85,
    }),
    rect(x, y + h * 0.04, w, h * 0.92, w * 0.08, { fill: shade }),
    rect(x + w * 0.04, y + h * 0.94, w * 0.92, h * 0.06, w * 0.1, { fill: metal }),
  ]);
}
