import type { Page } from "@playwright/test";

/**
 * Puts a value in the page's storage before its scripts run, on the first load only (so a test
 * can reload and see what the page itself kept). Strings are stored as they are, to seed
 * unreadable data; anything else as JSON.
 */
export function seedStorage(page: Page, area: "local" | "session", key: string, value: unknown) {
  return page.addInitScript(
    ([which, k, v]) => {
      const storage = which === "local" ? localStorage : sessionStorage;
      if (sessionStorage.getItem(`seeded:${k}`)) return;
      storage.setItem(k, v);
      sessionStorage.setItem(`seeded:${k}`, "1");
    },
    [area, key, typeof value === "string" ? value : JSON.stringify(value)] as const,
  );
}
