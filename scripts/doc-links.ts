/**
 * What the citation check (doc-links.test.ts) reads: the comments of a source file, the headings of a
 * Markdown file as GitHub anchors them, and the repository paths and links a text cites.
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
