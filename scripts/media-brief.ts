/**
 * Writes the brief the media kit draws from (scripts/media-brief/brief.ts) to .demo-media/brief.json,
 * where the kit reads it. `npm run media` runs it first; the file changes only when the content or
 * the identity does, and then the kit remakes just the sets that show what changed.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { mediaBrief } from "./media-brief/brief";

const root = fileURLToPath(new URL("..", import.meta.url));
const file = join(root, ".demo-media/brief.json");
const text = `${JSON.stringify(mediaBrief(root), null, 2)}\n`;
if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
  mkdirSync(join(root, ".demo-media"), { recursive: true });
  writeFileSync(file, text);
}
