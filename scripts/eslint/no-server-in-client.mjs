import path from "node:path";

/*
 * Client code never imports server code: src/db, src/lib/server, a feature's server/ folder. Only
 * `import "server-only"` in those modules stopped it before, and only at build time, with an error
 * far from the import. Client code is every module with "use client", and every module of
 * src/features (outside server/ folders), src/ui, src/lib (outside src/lib/server) and src/model,
 * which client modules may import. Tests are not shipped and may put pieces together.
 */

const SERVER = [/^src\/db(\/|$)/, /^src\/lib\/server(\/|$)/, /^src\/features\/[^/]+\/server(\/|$)/];
const CLIENT_AREAS = [/^src\/features\/[^/]+\/(?!server\/)/, /^src\/ui\//, /^src\/lib\/(?!server\/)/, /^src\/model\//];
const TEST = /\.test\.[cm]?[jt]sx?$/;

const posix = (file) => file.split(path.sep).join("/");

function isUseClient(program) {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") return false;
    if (statement.directive === "use client") return true;
  }
  return false;
}

/** The import's target as a path from the project's root, or null for a package. */
function target(specifier, file, cwd) {
  if (specifier.startsWith("@/")) return posix(specifier.slice(2));
  if (specifier.startsWith(".")) return posix(path.relative(cwd, path.resolve(path.dirname(file), specifier)));
  return null;
}

export const noServerInClient = {
  meta: {
    type: "problem",
    docs: { description: "Client code cannot import src/db, src/lib/server or a feature's server/ modules." },
    schema: [],
    messages: {
      server:
        "{{from}} is client code and cannot import server code ({{target}}): it would ship to the browser. Call the feature's api module (src/features/<name>/api.ts) instead.",
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const from = posix(path.relative(cwd, file));
    if (TEST.test(from)) return {};
    const inClientArea = CLIENT_AREAS.some((area) => area.test(from));
    let client = inClientArea;
    function check(node) {
      const source = node.source;
      if (!client || !source || source.type !== "Literal" || typeof source.value !== "string") return;
      const resolved = target(source.value, file, cwd);
      if (resolved && SERVER.some((server) => server.test(resolved))) {
        context.report({ node: source, messageId: "server", data: { from, target: source.value } });
      }
    }
    return {
      Program(program) {
        client = inClientArea || isUseClient(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const plugin = { rules: { "no-server-in-client": noServerInClient } };

export default plugin;
