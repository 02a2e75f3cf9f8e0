import { readFile } from "node:fs/promises";
import path from "node:path";
import { webpSize, type Size } from "./webp-size";

/** The size of a WebP under public/, read by server components at build time; null when missing or unreadable. */
export async function publicImageSize(src: string): Promise<Size | null> {
  if (!src.startsWith("/") || src.includes("..")) return null;
  try {
    return webpSize(await readFile(path.join(process.cwd(), "public", src)));
  } catch {
    return null;
  }
}
