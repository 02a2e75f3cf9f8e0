import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "./scripts/eslint/no-server-in-client.mjs";

/*
 * Imports flow one way: app -> features -> ui / lib / config / content / model
 * (docs/architecture.md#import-boundaries).
 * A feature uses another feature only where it is listed here, with the reason.
 */
const allowedFeatureImports = {
  contact: {
    cart: "the order request Checkout hands to /contact (schema, storage key)",
    quote: "the VantaRoom quote selection /contact shows and sends",
    inquiries: "the contact form sends its message through the site as an inquiry",
  },
  inquiries: {
    cart: "an order's selection is priced as the cart prices it (bundle discount)",
    mail: "an inquiry's mails go out through the outbox, queued in its transaction",
  },
  shop: {
    cart: "Add to Cart puts a package or add-on in the cart",
    portfolio: "View Portfolio opens the portfolio filtered to the package's category",
  },
  shell: { cart: "the header's cart button and the cart root mounted on every page" },
  vantaroom: { quote: "the quote selection it hands to /contact (storage key, item shape)" },
  studio: {
    review: "the inbox lists, shows and exports the clients' saved reviews, answers their pins and rotates links",
    rounds: "a client's rounds are edited and published in the inbox, with the round editor",
    mail: "the inbox shows mail to the studio that could not be delivered",
    inquiries: "the inbox lists, answers and exports the inquiries sent through the site",
    tours: "the studio's tours are listed, made and edited in the inbox, with the tour editor",
  },
  review: {
    mail: "a client's save queues the studio's mail in its own transaction",
    rounds: "a review link shows and saves the rounds the studio published (the round store's reads)",
  },
  tour: {
    studio: "the editor offers Publish only to a signed-in studio (the session's status)",
    tours: "/property lists, and the guide file and waypoint publishing find, the tours the studio made and published",
  },
  tours: {
    tour: "the tour editor shows frames and plans as the viewer does (frame naming, the camera's marker)",
    rounds: "floor plans and frames are checked as round pictures are (container walk, decode queue, refusals)",
  },
};

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: "./src/!(features)/**/*",
    from: "./src/features",
    message: "ui, lib, config, content and model never import features.",
  },
  { target: "./src/**/*", from: "./app", message: "Routes import features, never the other way." },
  {
    target: ["./src/ui/**/*", "./src/lib/**/*", "./src/config/**/*", "./src/model/**/*"],
    from: "./src/content",
    message: "Content is server-only data for pages and features.",
  },
  {
    target: ["./src/lib/**/*", "./src/config/**/*", "./src/model/**/*", "./src/content/**/*"],
    from: "./src/ui",
    message: "ui is presentation; data and helpers never depend on it.",
  },
  {
    target: ["./src/lib/**/*", "./src/config/**/*"],
    from: "./src/model",
    message: "model builds on lib, not the other way.",
  },
  {
    target: ["./src/**/*", "./app/**/*", "./scripts/**/*"],
    from: "./packages",
    message: "The site reads the media kit's manifest (public/generated/media-manifest.json), never its code.",
  },
];

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}/**/*`,
  from: "./src/features",
  except: [`./${feature}`, ...Object.keys(allowedFeatureImports[feature] ?? {}).map((name) => `./${name}`)],
  message: "A feature imports another only where eslint.config.mjs allows it, with a reason.",
}));

const noNextImage = {
  name: "next/image",
  message:
    "Use Image from @/src/ui/image: the same optimizer URLs without next/image's client code on every page (see src/ui/image-attributes.ts).",
  allowImportNames: ["getImageProps"],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries },
    // import/no-cycle reads what each module imports; packages' own files (pglite's bundle overflows
    // the parser) are not ours to check.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "boundaries/no-server-in-client": "error",
      // Within the project: a cycle through node_modules is not ours to fix, and walking it is slow.
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "no-restricted-imports": ["error", { paths: [noNextImage] }],
      "import/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "@/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // docs/performance.md#intl: the first formatter a page builds loads the browser's locale data, so
    // one built at module scope costs every page that imports it, during hydration.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/server/**", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            ":matches(CallExpression[callee.property.name=/^toLocale/], NewExpression[callee.object.name='Intl']):not(:function *)",
          message:
            "No Intl formatting at module scope in code a browser may load: build it on first use (docs/performance.md#intl).",
        },
      ],
    },
  },
  {
    files: ["scripts/**", "packages/demo-media/src/**", "tests/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
  {
    // The specs take `test`, `expect` and second browsers (`newContext`) from the suite's own module, which draws
    // pages the way the suite needs.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            noNextImage,
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test and expect from ./support/test (it says why).",
            },
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "browser", property: "newContext", message: "Take the newContext fixture of ./support/test." },
      ],
    },
  },
  {
    // A test may reach across layers to put the pieces it checks together.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import/no-restricted-paths": "off" },
  },
  {
    // Nothing imports a test file or a spec, so none can be part of a cycle; walking the graph from each
    // of them finds nothing linting the modules they import would not, and was a third of no-cycle's time.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/e2e/*.spec.ts"],
    rules: { "import/no-cycle": "off" },
  },
  {
    // The media kit is a package of its own, tests included: it reads the site's brief, never its code.
    files: ["packages/demo-media/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./packages/demo-media",
              from: ".",
              except: ["./packages/demo-media", "./node_modules"],
              message: "The media kit imports nothing of the site: it reads the brief (site-data.ts).",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "public/**",
    ".bench/**",
    "test-results/**",
    "playwright-report/**",
    "bench/floor/.next/**",
  ]),
]);
