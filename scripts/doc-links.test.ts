// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, posix } from "node:path";
import { describe, expect, it } from "vitest";
import {
  citedPaths,
  citedTests,
  githubSlug,
  hashComments,
  headingAnchors,
  isPlaceholder,
  markdownLinks,
  namesTitle,
  sourceComments,
  testNames,
  withoutLinks,
  type Located,
} from "./doc-links";
import { BENCH_LATEST_REPORT, LOAD_LATEST_REPORT } from "./reports";

/*
 * Every repository path and every `docs/<file>.md#<anchor>` the README, docs/ and the code's comments
 * cite must exist (docs/README.md#citing-these-docs).
 *
 * What is read: README.md, every Markdown file under docs/ and packages/, the comments of every source
 * file under src/, app/, scripts/, tests/, bench/ and packages/*\/src, the root's config files, the
 * Dockerfile and .ci/run.
 *
 * What is checked:
 * - a Markdown link `[text](target)` (not http:, mailto: …), resolved from the file's folder: the file or
 *   folder exists, and an `#anchor` is a heading of that Markdown file (GitHub's slug rule);
 * - anywhere else in that text, a path that starts with a top-level entry of the repository and a `/`
 *   (`src/db/client.ts`, `tests/e2e/support/`, `docs/review.md#decisions`), or a top-level Markdown file
 *   with an anchor (`README.md#deploy`), resolved from the repository's root, or in a file under
 *   packages/<name>/, from that package's root as well.
 *
 * What is skipped, as not naming one file of the repository:
 * - placeholders: a path with `<`, `>`, `{`, `}`, `*`, `…`, `...`, `$` or `~` (`src/features/<name>/api.ts`);
 * - paths that start anywhere else: URL paths (`/api/reviews/…`), paths inside another tree
 *   (`frames/1280/…`), bare file names (`review-merge.ts`);
 * - what the tools write when they run: paths git ignores (`.data/`, `public/generated/…`,
 *   `.next/standalone`) and the latest reports of the bench and the load test, which exist only once a
 *   complete run has written them.
 *
 * And the tests they cite by title: in README.md and the Markdown under docs/ and packages/, a backticked
 * test file (`.test.ts`, `.test.tsx`, `.spec.ts`) followed by double-quoted titles separated by commas
 * (`` `src/db/store.test.ts` "review links", "…" ``) cites tests of that file:
 * - the file is a repository path, or a bare file name (`posts.test.ts`) that exactly one test file has;
 * - each title, whitespace collapsed (docs wrap lines), is part of the name of one of the file's `test`,
 *   `it` or `describe` calls (any `.describe`, `.skip`, `.each(…)` …): a whole name, its start ("… without
 *   its `@mobile` tag") or any run of it. A `${…}` in a template-literal name, or a `%s` or `$name` in an
 *   `.each` name, stands for any text, as long as the title holds in full some fixed text beside it.
 * A file cited without titles, and a title in parentheses or further on, are not read here.
 */

const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 26 });

/** Tracked files and new ones not ignored: what a commit of this tree would hold. */
const files = git("ls-files", "-z", "--cached", "--others", "--exclude-standard")
  .split("\0")
  .filter((file) => file !== "" && !file.includes("/node_modules/"));
const fileSet = new Set(files);
const folderSet = new Set(
  files.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const topLevel = new Set(files.map((file) => file.split("/")[0] as string));
const WRITTEN_BY_RUNS = new Set([BENCH_LATEST_REPORT, LOAD_LATEST_REPORT]);

const exists = (path: string) => fileSet.has(path) || folderSet.has(path.replace(/\/$/, ""));

const MARKDOWN = files.filter((file) => /^(README\.md|docs\/.*\.md|packages\/[^/]+\/.*\.md)$/.test(file));
const SOURCE = files.filter(
  (file) =>
    /^(src|app|scripts|tests|bench|packages\/[^/]+\/src)\/.*\.(ts|tsx|mjs|js|css)$/.test(file) ||
    /^[^/]+\.(ts|mjs|js)$/.test(file),
);
const HASH_COMMENTED = files.filter((file) => file === "Dockerfile" || file === ".ci/run");

const anchorCache = new Map<string, Set<string>>();
const anchorsOf = (file: string) => {
  let anchors = anchorCache.get(file);
  if (!anchors) anchorCache.set(file, (anchors = headingAnchors(readFileSync(`${ROOT}/${file}`, "utf8"))));
  return anchors;
};

interface Citation {
  /** `file:line`, for the failure message. */
  where: string;
  /** As written. */
  cited: string;
  /** Repository-relative paths it may mean, first match wins. */
  candidates: string[];
  anchor: string | null;
}

/** A file under packages/<name>/ may cite paths from its package's root. */
const roots = (file: string) => {
  const pkg = /^packages\/[^/]+\//.exec(file)?.[0];
  return pkg ? ["", pkg] : [""];
};

function citation(file: string, line: number, cited: string, resolve: (path: string) => string[]): Citation {
  const [path = "", anchor = null] = cited.split("#");
  return { where: `${file}:${line}`, cited, candidates: path === "" ? [file] : resolve(path), anchor };
}

function citationsIn(file: string, pieces: readonly Located[], links: readonly Located[]): Citation[] {
  const fromRoots = (path: string) => roots(file).map((root) => posix.normalize(root + path));
  const fromFile = (path: string) => [posix.normalize(posix.join(dirname(file), decodeURI(path)))];
  return [
    ...links.map(({ line, text }) => citation(file, line, text, fromFile)),
    ...pieces.flatMap(({ line, text }) =>
      citedPaths(text, topLevel).map((cited) => citation(file, line, cited, fromRoots)),
    ),
  ];
}

function allCitations(): Citation[] {
  const read = (file: string) => readFileSync(`${ROOT}/${file}`, "utf8");
  return [
    ...MARKDOWN.flatMap((file) => {
      const text = read(file);
      const lines = text.split("\n").map((line, index) => ({ line: index + 1, text: withoutLinks(line) }));
      return citationsIn(file, lines, markdownLinks(text));
    }),
    ...SOURCE.flatMap((file) => citationsIn(file, sourceComments(read(file)), [])),
    ...HASH_COMMENTED.flatMap((file) => citationsIn(file, hashComments(read(file)), [])),
  ];
}

/** Why a citation is broken, or null when it holds or is not the check's business. */
function problem({ candidates, anchor, cited }: Citation, ignored: ReadonlySet<string>): string | null {
  if (isPlaceholder(cited)) return null;
  const found = candidates.find(exists);
  if (found === undefined) {
    if (candidates.some((path) => ignored.has(path) || WRITTEN_BY_RUNS.has(path))) return null;
    return "no such file or folder";
  }
  if (anchor === null || anchor === "" || !found.endsWith(".md")) return null;
  return anchorsOf(found).has(anchor) ? null : `no heading in ${found} has the anchor #${anchor}`;
}

/**
 * The paths, among those given, that git ignores: one `git check-ignore` for all of them. Each is also asked
 * with a trailing slash, since a folder's pattern (`public/generated/`) matches only a folder, and a fresh
 * clone has not generated it yet.
 */
function ignoredPaths(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const asked = paths.flatMap((path) => [path, `${path.replace(/\/$/, "")}/`]);
  let output: string;
  try {
    output = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      cwd: ROOT,
      encoding: "utf8",
      input: asked.join("\n"),
    });
  } catch (error) {
    // Exit code 1 means none of them is ignored; anything else is a failure to report, not a clean answer.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
  const answered = new Set(output.split("\n").filter(Boolean));
  return new Set(paths.filter((path) => answered.has(path) || answered.has(`${path.replace(/\/$/, "")}/`)));
}

describe("the citation check's reading", () => {
  it("finds comments, not comment marks inside strings, templates or regular expressions", () => {
    const source = [
      'const url = "https://example.com/src/x.ts"; // see src/a.ts',
      "const glob = `app/**/*.ts ${/* b */ 1} /* not a comment */`;",
      "const re = /\\/\\/ not a comment/g;",
      "/**",
      " * docs/review.md#decisions",
      " */",
      "const half = a / 2; // c",
    ].join("\n");
    expect(sourceComments(source)).toEqual([
      { line: 1, text: " see src/a.ts" },
      { line: 2, text: " b " },
      { line: 4, text: "*\n * docs/review.md#decisions\n " },
      { line: 7, text: " c" },
    ]);
  });

  it("makes GitHub's anchors, numbering repeated headings and ignoring fenced code", () => {
    expect(githubSlug("Save Comments")).toBe("save-comments");
    expect(githubSlug("Client review: `?key=…` and [links](x.md)")).toBe("client-review-key-and-links");
    expect([...headingAnchors("# A\n## Notes\n```\n# not a heading\n```\n### Notes\n")]).toEqual([
      "a",
      "notes",
      "notes-1",
    ]);
  });

  it("takes paths that start at the repository's root, without the sentence around them", () => {
    const top = new Set(["src", "docs", "README.md", "app"]);
    expect(
      citedPaths(
        "See src/db/client.ts, docs/review.md#decisions and README.md#deploy. Not /api/reviews/x, " +
          "frames/1280/a.jpg, https://x.io/src/y.ts or review-merge.ts; in app/socialmedia/[clientId].",
        top,
      ),
    ).toEqual(["src/db/client.ts", "docs/review.md#decisions", "README.md#deploy", "app/socialmedia/[clientId]"]);
    expect(["src/features/<name>/api.ts", "app/api/…", "src/*.ts"].every(isPlaceholder)).toBe(true);
  });

  it("takes Markdown links but web and mail ones, and none in code", () => {
    expect(
      markdownLinks("[a](b.md#c) [w](https://x.io) `[no](d.md)`\n```\n[no](e.md)\n```\n[m](mailto:x@y.z)"),
    ).toEqual([{ line: 1, text: "b.md#c" }]);
    expect(withoutLinks("see [README.md#a](README.md#a) and docs/x.md")).toBe("see   and docs/x.md");
  });

  it("takes the test titles quoted right after a test file, wrapped lines and all, but none in code", () => {
    const markdown = [
      'Test: `src/a.test.ts` "one", "two',
      '  wrapped"; `b.spec.ts` "three" and "not this"; `c.test.tsx`.',
      "```",
      '`d.test.ts` "in code"',
      "```",
      '`src/e.ts` "not a test file"',
    ].join("\n");
    expect(citedTests(markdown)).toEqual([
      {
        file: "src/a.test.ts",
        line: 1,
        titles: [
          { line: 1, text: "one" },
          { line: 1, text: "two\n  wrapped" },
        ],
      },
      { file: "b.spec.ts", line: 2, titles: [{ line: 2, text: "three" }] },
      { file: "c.test.tsx", line: 2, titles: [] },
    ]);
  });

  it("reads the names tests are given, placeholders marked, and not other calls", () => {
    const names = testNames(
      [
        'describe("rules", () => {',
        '  it("keeps the',
        '    latest", () => {});',
        "  test.describe.serial('a \\'quoted\\' group', () => {});",
        '  it.each([["a", "(b)"]])("%s pairs with $pair", () => {});',
        "  test(`${path} answers 404 @mobile`, async () => {});",
        '  expect(/x/.test("not a name")).toBe(true);',
        "});",
      ].join("\n"),
    );
    expect(names.map((name) => name.replace(/\0/g, "*"))).toEqual([
      "rules",
      "keeps the latest",
      "a 'quoted' group",
      "* pairs with *",
      "* answers 404 @mobile",
    ]);
  });

  it("finds a title in a name: whole, its start, a run of it, or across a placeholder beside fixed text", () => {
    const [plain, templated, each] = testNames(
      'test("the guide opens on the first preview @mobile"); test(`${path} answers 404`); it.each(x)("%s matches its schema")',
    ) as [string, string, string];
    expect(namesTitle(plain, "the guide opens on the first preview")).toBe(true);
    expect(namesTitle(plain, "the  guide opens\n  on the first preview @mobile")).toBe(true);
    expect(namesTitle(plain, "opens on the first")).toBe(true);
    expect(namesTitle(plain, "the guide opens on the last preview")).toBe(false);
    expect(namesTitle(templated, "/studio answers 404")).toBe(true);
    expect(namesTitle(templated, "/studio answers")).toBe(false);
    expect(namesTitle(each, "portfolio matches its schema")).toBe(true);
    expect(namesTitle(each, "matches its")).toBe(true);
    expect(namesTitle(each, "has the nine home-page clients")).toBe(false);
  });
});

describe("the README, docs/ and the code's comments", () => {
  it("cite only paths and anchors that exist", () => {
    const citations = allCitations();
    const missing = [...new Set(citations.flatMap(({ candidates }) => candidates.filter((path) => !exists(path))))];
    const ignored = ignoredPaths(missing);
    const broken = citations.flatMap((cited) => {
      const why = problem(cited, ignored);
      return why === null ? [] : [`${cited.where}: ${cited.cited}: ${why}`];
    });
    expect(citations.length).toBeGreaterThan(100);
    expect([...new Set(broken)]).toEqual([]);
  });

  it("cite only test titles that exist in the test file they name", () => {
    const testFiles = files.filter((file) => /\.(test\.tsx?|spec\.ts)$/.test(file));
    const namesCache = new Map<string, string[]>();
    const namesIn = (file: string) => {
      let names = namesCache.get(file);
      if (!names) namesCache.set(file, (names = testNames(readFileSync(`${ROOT}/${file}`, "utf8"))));
      return names;
    };
    let titles = 0;
    const broken = MARKDOWN.flatMap((doc) =>
      citedTests(readFileSync(`${ROOT}/${doc}`, "utf8")).flatMap(({ file, line, titles: cited }) => {
        if (cited.length === 0) return [];
        const matches = fileSet.has(file) ? [file] : testFiles.filter((path) => path.endsWith(`/${file}`));
        if (matches.length !== 1) {
          return [`${doc}:${line}: ${file}: names ${matches.length === 0 ? "no" : "more than one"} test file`];
        }
        const [testFile] = matches as [string];
        titles += cited.length;
        return cited.flatMap(({ line: at, text }) =>
          namesIn(testFile).some((name) => namesTitle(name, text))
            ? []
            : [`${doc}:${at}: "${text.replace(/\s+/g, " ")}": no test or describe in ${testFile} has this title`],
        );
      }),
    );
    expect(titles).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
});
