import { g, Scene } from "../kit";
import { createPrng } from "../prng";
import { num } from "../svg";
import { decor, ground } from "./brand";
import { layouts } from "./layouts";
import { colorsFor, DESIGN_HEIGHT, DESIGN_WIDTH, type Post, type PostFormat } from "./style";
import type { ClientTheme, PostBrief } from "./themes";

/**
 * One social post as SVG: the client's ground and pattern, then the brief's layout, which places
 * the logo, copy, call to action, website and the illustrated subject. Drawn on a 1080-wide design
 * canvas and scaled to `pixels`, so the image size can change without touching a layout.
 */
export function drawPost({
  theme,
  brief,
  format,
  clientName,
  n,
  pixels,
}: {
  theme: ClientTheme;
  brief: PostBrief;
  format: PostFormat;
  clientName: string;
  n: number;
  pixels: { readonly width: number; readonly height: number };
}): string {
  const seed = `review:${theme.id}:${n}`;
  const scene = new Scene(`shop:${seed}`, pixels.width, pixels.height);
  const post: Post = {
    scene,
    theme,
    brief,
    format,
    clientName,
    n,
    width: DESIGN_WIDTH,
    height: DESIGN_HEIGHT[format],
    random: createPrng(seed),
    colors: colorsFor(theme, brief.tone),
  };
  const body = [ground(post), decor(post), layouts[brief.layout](post)].join("");
  scene.add(g(body, { transform: `scale(${num(pixels.width / DESIGN_WIDTH, 5)})` }));
  return scene.svg(`${clientName}: ${brief.headline}`);
}
