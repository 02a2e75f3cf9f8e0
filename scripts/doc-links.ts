/**
 * What the citation check (doc-links.test.ts) reads: the comments of a source file, the headings of a
 * Markdown file as GitHub anchors them, the repository paths and links a text cites, and the tests it cites by title.
 */

/** Where a piece of text sits: its 1-based line in the file. */
export interface Located {
  line: number;
  text: string;
}

const lineAt = (source: string, index: number): number => {
  let line = 1;
  for (let at = source.indexOf("\n"); at !== -1 && at < index; at = source.indexOf("\n", at + 1)) line += 1;
  return line;
};

/** A `/` here starts a regular expression, not a division: after an operator, a bracket or a keyword. */
function slashStartsRegex(source: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0 && /\s/.test(source[at] as string)) at -= 1;
  if (at < 0) return true;
  const before = source[at] as string;
  if ("([{,;:=!&|?+-*%<>~^".includes(before)) return true;
  const word = /[A-Za-z_$]+$/.exec(source.slice(Math.max(0, at - 10), at + 1))?.[0];
  return word !== undefined && ["return", "typeof", "case", "in", "of", "delete", "void", "throw"].includes(word);
}

/**
 * The comments of a JavaScript, TypeScript or CSS source, each with the line it starts on. Strings,
 * template literals (and the code inside `${}`) and regular expressions are stepped over, so a `//`
 * in a URL string or a `/*` in a glob is not taken for a comment.
 */
export function sourceComments(source: string): Located[] {
  const comments: Located[] = [];
  // Open template literals; each number is the brace depth of the `${}` code being read inside one.
  const templates: number[] = [];
  let braces = 0;
  let index = 0;
  const skipQuoted = (quote: string) => {
    index += 1;
    while (index < source.length && source[index] !== quote && source[index] !== "\n") {
      index += source[index] === "\\" ? 2 : 1;
    }
    index += 1;
  };
  /** Reads template text from `index` (just past a backtick or a `}`) to its end or its next `${`. */
  const readTemplate = () => {
    while (index < source.length) {
      const char = source[index];
      if (char === "\\") index += 2;
      else if (char === "`") {
        index += 1;
        return;
      } else if (char === "$" && source[index + 1] === "{") {
        index += 2;
        templates.push(braces);
        braces = 0;
        return;
      } else index += 1;
    }
  };
  while (index < source.length) {
    const char = source[index] as string;
    const next = source[index + 1];
    if (char === "/" && next === "/") {
      const end = source.indexOf("\n", index);
      const stop = end === -1 ? source.length : end;
      comments.push({ line: lineAt(source, index), text: source.slice(index + 2, stop) });
      index = stop;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", index + 2);
      const stop = end === -1 ? source.length : end;
      comments.push({ line: lineAt(source, index), text: source.slice(index + 2, stop) });
      index = stop + 2;
    } else if (char === '"' || char === "'") {
      skipQuoted(char);
    } else if (char === "`") {
      index += 1;
      readTemplate();
    } else if (char === "{") {
      braces += 1;
      index += 1;
    } else if (char === "}") {
      index += 1;
      if (braces === 0 && templates.length > 0) {
        braces = templates.pop() as number;
        readTemplate();
      } else braces = Math.max(0, braces - 1);
    } else if (char === "/" && slashStartsRegex(source, index)) {
      let at = index + 1;
      let inClass = false;
      while (at < source.length && source[at] !== "\n") {
        const c = source[at];
        if (c === "\\") at += 1;
        else if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        at += 1;
      }
      // No closing slash on the line: it was a division after all.
      index = source[at] === "/" ? at + 1 : index + 1;
    } else {
      index += 1;
    }
  }
  return comments;
}

/** The `#` comments of a Dockerfile or shell script (whole lines only). */
export function hashComments(source: string): Located[] {
  return source.split("\n").flatMap((text, index) => (/^\s*#/.test(text) ? [{ line: index + 1, text }] : []));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The lines of a Markdown text outside fenced code blocks, each with its line number. */
function proseLines(markdown: string): Located[] {
  let fenced = false;
  return markdown.split("\n").flatMap((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line: index + 1, text }];
  });
}

/** Every anchor a Markdown file's headings make; a repeated heading gets -1, -2, … as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Markdown's inline links, `[text](target)`, as written. */
const INLINE_LINK = /\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/**
 * A Markdown line without its inline links: their targets are resolved from the file's folder
 * (markdownLinks), so the path scan from the root must not read them, nor the text beside them.
 */
export const withoutLinks = (line: string): string => line.replace(INLINE_LINK, " ");

/** The targets of a Markdown text's inline links `[text](target)` outside fenced code, but for web and mail ones. */
export function markdownLinks(markdown: string): Located[] {
  return proseLines(markdown).flatMap(({ line, text }) =>
    [...text.replace(/`[^`]*`/g, "").matchAll(INLINE_LINK)]
      .map((match) => match[2] as string)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => ({ line, text: target })),
  );
}

/**
 * A placeholder, not a path: `src/features/<name>/api.ts`, `/shop/{id}`, `app/api/…`, `*.test.ts`, a
 * path with `$` in it (a shell or template variable).
 */
export const isPlaceholder = (path: string): boolean => /[<>{}*…$~]|\.\.\./.test(path);

/** Path-like runs of characters: letters, digits and `_ . - / [ ] @ #`, and placeholder marks so a placeholder stays whole. */
const PATH_RUN = /[\w.\-/[\]@#<>{}*…$~]+/g;

const count = (text: string, char: string) => text.split(char).length - 1;

/** A run without the sentence around it: a final full stop, a `:line` suffix, brackets that do not pair up. */
function trimmed(run: string): string {
  let path = run.replace(/\.+$/, "").replace(/:\d+$/, "");
  while (path.startsWith("[") && count(path, "[") > count(path, "]")) path = path.slice(1);
  while (path.endsWith("]") && count(path, "]") > count(path, "[")) path = path.slice(0, -1);
  return path.replace(/\.+$/, "");
}

/**
 * The repository paths a text cites: every run of path characters that starts with a top-level entry
 * of the repository followed by `/`, or is a top-level Markdown file with an `#anchor`
 * (`README.md#deploy`). Trailing sentence punctuation is dropped; so is a `:line` suffix.
 * Runs that start elsewhere (`/api/…`, `frames/1280/…`, `../x`) are not repository paths and are not
 * returned; neither are bare top-level names, which exist by definition.
 */
export function citedPaths(text: string, topLevel: ReadonlySet<string>): string[] {
  return [...text.matchAll(PATH_RUN)].flatMap((match) => {
    const start = match.index;
    const before = start > 0 ? text[start - 1] : "";
    // Part of a URL (`https://…/src/x`) or of a longer word.
    if (before === ":" || before === "/") return [];
    const run = trimmed(match[0] as string);
    const first = run.split(/[/#]/)[0] as string;
    if (!topLevel.has(first)) return [];
    if (run.includes("/")) return [run];
    return run.includes("#") && first.endsWith(".md") ? [run] : [];
  });
}

/** A Markdown text with the lines of fenced code blocks emptied, so its line numbers still hold. */
function withoutFences(markdown: string): string {
  const prose = new Map(proseLines(markdown).map(({ line, text }) => [line, text]));
  return markdown
    .split("\n")
    .map((_, index) => prose.get(index + 1) ?? "")
    .join("\n");
}

/** A test file a Markdown text cites by name, with the titles of its tests it quotes. */
export interface CitedTests {
  /** As written: a repository path (`src/db/store.test.ts`) or a bare file name (`posts.test.ts`). */
  file: string;
  /** The line the file's name is on. */
  line: number;
  /** Each quoted title as written (it may wrap across lines), with the line it starts on. */
  titles: Located[];
}

/** A backticked test file: a name ending in `.test.ts`, `.test.tsx` or `.spec.ts`. */
const TEST_FILE = /`([^`\s]+\.(?:test\.tsx?|spec\.ts))`/g;
/** The double-quoted titles right after it, separated by commas: `"a", "b"`. */
const QUOTED_TITLES = /^\s*"[^"]*"(?:\s*,\s*"[^"]*")*/;

/**
 * Every test file a Markdown text cites outside fenced code, with the titles quoted right after it:
 * `` `src/content/content.test.ts` "has the nine home-page clients", "has no placeholder text" ``.
 * A file named without titles (it is cited whole) is returned with none.
 */
export function citedTests(markdown: string): CitedTests[] {
  const text = withoutFences(markdown);
  return [...text.matchAll(TEST_FILE)].map((match) => {
    const after = match.index + match[0].length;
    const quoted = QUOTED_TITLES.exec(text.slice(after))?.[0] ?? "";
    const titles = [...quoted.matchAll(/"([^"]*)"/g)].map((title) => ({
      line: lineAt(text, after + title.index),
      text: title[1] as string,
    }));
    return { file: match[1] as string, line: lineAt(text, match.index), titles };
  });
}

/** A run of whitespace as one space, none at the ends: how a title wrapped across lines compares. */
export const collapsed = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Stands in a test's name for text only known when it runs: a `${…}` or an `.each` placeholder. */
const ANY = "\u0000";

/** Reads the string literal at `index` (quote included): its text, with `${…}` as ANY, or null. */
function stringLiteral(source: string, index: number): string | null {
  const quote = source[index];
  if (quote !== '"' && quote !== "'" && quote !== "`") return null;
  let text = "";
  let at = index + 1;
  while (at < source.length && source[at] !== quote) {
    const char = source[at] as string;
    if (char === "\\") {
      text += source[at + 1] ?? "";
      at += 2;
    } else if (quote === "`" && char === "$" && source[at + 1] === "{") {
      let depth = 1;
      at += 2;
      while (at < source.length && depth > 0) {
        if (source[at] === "{") depth += 1;
        else if (source[at] === "}") depth -= 1;
        at += 1;
      }
      text += ANY;
    } else {
      text += char;
      at += 1;
    }
  }
  return at < source.length ? text : null;
}

/** The index just past the bracket that closes the one at `index`, strings not counted. */
function pastClosing(source: string, index: number): number {
  let depth = 0;
  for (let at = index; at < source.length; at += 1) {
    const char = source[at] as string;
    if (char === '"' || char === "'" || char === "`") {
      at += 1;
      while (at < source.length && source[at] !== char) at += source[at] === "\\" ? 2 : 1;
    } else if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  return source.length;
}

/**
 * The names of a test file's tests and groups: the string each `test(…)`, `it(…)` and `describe(…)`
 * (and `test.describe`, `.skip`, `.only`, `.each(…)(…)` …) is named with, whitespace collapsed. What is
 * only known when the test runs, a `${…}` in a template literal or an `.each` placeholder (`%s`, `$name`),
 * is kept as a mark that `namesTitle` lets stand for any text.
 */
export function testNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/(?<![\w$.])(?:test|it|describe)((?:\.\w+)*)\s*\(/g)) {
    let at = match.index + match[0].length - 1;
    const each = (match[1] as string).endsWith(".each");
    // `.each(table)(name, …)`: the name is in the second call.
    if (each) {
      at = pastClosing(source, at);
      if (source[at] !== "(") continue;
    }
    at += 1;
    while (/\s/.test(source[at] ?? "")) at += 1;
    const name = stringLiteral(source, at);
    if (name === null) continue;
    const marked = each ? name.replace(/%[sdifjo#]|\$[\w.]+/g, ANY) : name;
    names.push(collapsed(marked));
  }
  return names;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A pattern for any end of `text` (the empty one too). */
const anyEnd = (text: string) => `(?:${[...text].map((_, i) => escaped(text.slice(i))).join("|")}|)`;
/** A pattern for any start of `text` (the empty one too). */
const anyStart = (text: string) => `(?:${[...text].map((_, i) => escaped(text.slice(0, i + 1))).join("|")}|)`;

/**
 * Whether a test's name (as `testNames` gives it) could contain a cited title, whitespace collapsed: the
 * title is part of the name's fixed text, or runs across marks, each standing for any text, and holds in
 * full at least one piece of fixed text between them (`%s matches its schema` holds "portfolio matches
 * its schema", and not every title).
 */
export function namesTitle(name: string, title: string): boolean {
  const wanted = collapsed(title);
  const parts = name.split(ANY);
  if (parts.some((part) => part.includes(wanted))) return true;
  // The title holds parts[first..last] whole, and may start in the mark before them and end in the one after.
  for (let first = 0; first < parts.length; first += 1) {
    for (let last = first; last < parts.length; last += 1) {
      if (parts.slice(first, last + 1).join("") === "" || (first === last && parts.length === 1)) continue;
      const before = first === 0 ? "" : `${anyEnd(parts[first - 1] as string)}.*`;
      const after = last === parts.length - 1 ? "" : `.*${anyStart(parts[last + 1] as string)}`;
      const whole = parts
        .slice(first, last + 1)
        .map(escaped)
        .join(".*");
      if (new RegExp(`^${before}${whole}${after}$`).test(wanted)) return true;
    }
  }
  return false;
}
