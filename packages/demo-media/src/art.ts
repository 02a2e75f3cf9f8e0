import type { SetText } from "./font/text-outline";
import { num } from "./svg";

/** A piece of vector artwork with its ink bounds, so compositions can be measured and fitted. */
export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Art {
  markup: string;
  bounds: Bounds;
}

export function textArt(set: SetText, attributes = ""): Art {
  return { markup: `<path d="${set.d}"${attributes ? ` ${attributes}` : ""}/>`, bounds: set.bounds };
}

export function shapeArt(markup: string, bounds: Bounds): Art {
  return { markup, bounds };
}

export function combine(...parts: Art[]): Art {
  return {
    markup: parts.map((part) => part.markup).join(""),
    bounds: {
      x0: Math.min(...parts.map((p) => p.bounds.x0)),
      y0: Math.min(...parts.map((p) => p.bounds.y0)),
      x1: Math.max(...parts.map((p) => p.bounds.x1)),
      y1: Math.max(...parts.map((p) => p.bounds.y1)),
    },
  };
}

/**
 * Scales and centres art inside a box, as large as fits: used to give every client logo the
 * same visual footprint whatever its proportions.
 */
export function fitInto(art: Art, box: Bounds): { markup: string; scale: number } {
  const width = art.bounds.x1 - art.bounds.x0;
  const height = art.bounds.y1 - art.bounds.y0;
  const scale = Math.min((box.x1 - box.x0) / width, (box.y1 - box.y0) / height);
  const dx = (box.x0 + box.x1) / 2 - ((art.bounds.x0 + art.bounds.x1) / 2) * scale;
  const dy = (box.y0 + box.y1) / 2 - ((art.bounds.y0 + art.bounds.y1) / 2) * scale;
  return {
    markup: `<g transform="translate(${num(dx, 3)} ${num(dy, 3)}) scale(${num(scale, 5)})">${art.markup}</g>`,
    scale,
  };
}

export function width(art: Art): number {
  return art.bounds.x1 - art.bounds.x0;
}
