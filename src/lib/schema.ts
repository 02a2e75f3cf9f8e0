import { config } from "zod/mini";

/*
 * Browser code validates storage and fetched data with zod's small, tree-shakable build (full
 * zod would add ~30 KB to every page); schema files import from "zod/mini" directly so only the
 * pieces they use are bundled. Jitless mode keeps zod from probing `new Function`, which the
 * Content-Security-Policy forbids: every module that parses imports this module first.
 * Server-only code (content modules, scripts) uses full zod.
 */
config({ jitless: true });

/** Anything that can parse: a zod schema of either build. */
export type Schema<T> = { parse(data: unknown): T };
