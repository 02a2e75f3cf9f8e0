import { fileURLToPath } from "node:url";

/** The project root, so generators and the runner agree on where relative output paths live. */
export const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where generated media is served from, relative to the project root. */
export const generatedDir = "public/generated";
