import type { Page } from "@playwright/test";

/** What a page announces while it loads or checks something (the simulated loads, the projects, the session). */
export const pendingStatuses = (page: Page) => page.getByRole("status").filter({ hasText: /^(Loading|Checking)/ });
