import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * The suite's `test`: Playwright's, whose pages are drawn without backdrop blur, the frosted glass under
 * the header, the dialogs' dimmed page and a few badges (`backdrop-filter`). The specs import it from here
 * (eslint.config.mjs says so).
 *
 * Why: a visitor's browser blurs on its graphics card; this machine has none, so Chromium's compositor
 * blurs in software, again for every frame drawn while anything on the page moves (a dialog fading in,
 * the page loading, a marquee), a sizeable share of the suite's CPU. The blur only draws pixels: no text,
 * hit target or colour axe measures depends on it (axe's contrast check reads background colours, never
 * `backdrop-filter`). The property also makes its element a stacking context and the containing block of
 * fixed-position descendants; none of the blurred elements here has such a descendant outside the top
 * layer (the menu and the cart are modal dialogs), so layout is the same. Where a spec checks the blur
 * itself (the header's glass in shell.spec), it turns the option on: `test.use({ backdropBlur: true })`.
 * A spec that needs a second browser takes the `newContext` fixture, not `browser.newContext()`, so its
 * pages are drawn the same way.
 *
 * `E2E_CPU_THROTTLE=4` runs every page's main thread four times slower (Chromium's CPU throttling, as
 * DevTools applies it): a test that assumes the page keeps up with it (a timer started by hydration, a
 * load finished by the time it looks) fails here first, instead of on a slower machine.
 */
export const test = base.extend<{ backdropBlur: boolean; newContext: NewContext }>({
  backdropBlur: [false, { option: true }],
  // Playwright names the second argument `use`; React's hook rules would take it for React's.
  context: async ({ context, backdropBlur }, provide) => {
    await provide(await drawnForTheSuite(context, backdropBlur));
  },
  page: async ({ page }, provide) => {
    await throttled(page);
    await provide(page);
  },
  newContext: async ({ browser, backdropBlur }, provide) => {
    await provide(async (options) => drawnForTheSuite(await browser.newContext(options), backdropBlur));
  },
});

/** Opens another browser context (another browser, as far as the site can tell), drawn as the suite's are. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

async function drawnForTheSuite(context: BrowserContext, backdropBlur: boolean): Promise<BrowserContext> {
  if (!backdropBlur) await context.addInitScript(dropBackdropBlur);
  if (CPU_THROTTLE > 1) context.on("page", (page) => void throttled(page));
  return context;
}

const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);
const throttling = new WeakMap<Page, Promise<void>>();

/** Slows the page's CPU by E2E_CPU_THROTTLE, once per page; the setting lasts as long as the page. */
function throttled(page: Page): Promise<void> {
  if (CPU_THROTTLE <= 1) return Promise.resolve();
  let done = throttling.get(page);
  if (!done) {
    done = page
      .context()
      .newCDPSession(page)
      .then((session) => session.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE }))
      .then(() => undefined);
    throttling.set(page, done);
  }
  return done;
}

/**
 * Runs in every document before its own scripts. A constructed style sheet needs no element (there is
 * none yet) and no CSP allowance (the site's policy admits no inline `<style>`).
 */
function dropBackdropBlur() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("*, *::before, *::after, ::backdrop { backdrop-filter: none !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
