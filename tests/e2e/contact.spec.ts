import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { freezeClock } from "./support/clock";
import { webDesignOrderLine } from "./support/fixtures";
import { seedStorage } from "./support/storage";
import { expect, test } from "./support/test";

const EMAIL = "hello@emberstudio.ca";
const QUOTE_KEY = "vantaroom_quote_request";
const ORDER_KEY = "studio_order_request";

const proPackage = {
  type: "package",
  name: "Pro Listing Package",
  features: [
    "Up to 2,500 sq.ft.",
    "40 photos total",
    "Enhanced 2D floor plan",
    "5 free HDR enhancements",
    "Priority support",
    "6-hour express delivery",
  ],
};
const staging = { type: "addon", name: "Virtual Staging", unit: "per room", description: "Furnish empty rooms." };
const drone = { type: "addon", name: "Drone Video", unit: "30-60 seconds", description: "Aerial footage." };

const seedSession = (page: Page, key: string, value: unknown) => seedStorage(page, "session", key, value);

const mailto = async (page: Page) => {
  const href = (await page.getByRole("link", { name: "Email Us" }).getAttribute("href")) ?? "";
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body"), raw: href };
};

test.describe("contact form", () => {
  test("has the address read-only and the default subject and message", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
    const to = page.getByLabel("To", { exact: true });
    await expect(to).toHaveValue(EMAIL);
    await expect(to).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Subject")).toHaveValue("New Inquiry");
    await expect(page.getByLabel("Message")).toHaveValue("Hi, I have a question about your services. Thanks!");
    await expect(page.getByRole("main").getByRole("link", { name: /video channel/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.getByText("WE'RE A FULL SERVICE DIGITAL STUDIO").first()).toBeAttached();
  });

  test("Email Us carries the typed subject and body, exactly encoded", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Subject").fill("Rebrand & website: Q3?");
    await page.getByLabel("Message").fill("Hello team,\nBudget is ~$10k = 100% flexible.");
    const { to, subject, body, raw } = await mailto(page);
    expect(to).toBe(EMAIL);
    expect(subject).toBe("Rebrand & website: Q3?");
    expect(body).toBe("Hello team,\r\nBudget is ~$10k = 100% flexible.");
    expect(raw).toBe(
      `mailto:${EMAIL}?subject=Rebrand%20%26%20website%3A%20Q3%3F&body=Hello%20team%2C%0D%0ABudget%20is%20~%2410k%20%3D%20100%25%20flexible.`,
    );
  });

  test("emptied fields fall back to their defaults in the mail link", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Subject").fill("");
    await page.getByLabel("Message").fill("   ");
    const { subject, body } = await mailto(page);
    expect(subject).toBe("New Inquiry");
    expect(body).toBe("Hi, I have a question about your services. Thanks!");
  });

  test("Copy copies the address and shows 'Copied' for 1.5 s", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await freezeClock(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EMAIL);
    await page.clock.runFor(1490);
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    await page.clock.runFor(10);
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  });

  test("a refused clipboard logs a warning and shows no 'Copied'", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
    });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => warnings.some((text) => text.includes("Could not copy"))).toBe(true);
    await expect(page.getByRole("button", { name: "Copied" })).toHaveCount(0);
  });
});

test.describe("quote mode", () => {
  test("shows the saved selection and prefills subject and body", async ({ page }) => {
    await seedSession(page, QUOTE_KEY, [proPackage, staging, drone]);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
    const summary = page.getByRole("region", { name: "Your selection" });
    await expect(summary.getByRole("heading", { name: "Pro Listing Package" })).toBeVisible();
    await expect(summary.getByText("· 40 photos total")).toBeVisible();
    await expect(summary.getByText("· Priority support")).toHaveCount(0);
    await expect(summary.getByText("+ 2 more features")).toBeVisible();
    await expect(summary.getByRole("listitem").filter({ hasText: "Virtual Staging" })).toContainText("per room");
    await expect(summary.getByRole("listitem").filter({ hasText: "Drone Video" })).toContainText("30-60 seconds");
    await expect(
      page.getByText("Quick send: Use the Email button on the right—your selections are already included."),
    ).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("VantaRoom Quote: Pro Listing Package + 2 add-ons");
    const { subject, body } = await mailto(page);
    expect(subject).toBe("VantaRoom Quote: Pro Listing Package + 2 add-ons");
    expect(body).toContain("Package: Pro Listing Package\r\n  - Up to 2,500 sq.ft.");
    expect(body).toContain("  - 6-hour express delivery");
    expect(body).toContain("  - Drone Video (30-60 seconds)");
  });

  test("the X clears the selection and empties subject and message", async ({ page }) => {
    await seedSession(page, QUOTE_KEY, [staging]);
    await page.goto("/contact");
    const clear = page.getByRole("button", { name: "Remove services and start fresh" });
    await expect(clear).toHaveAttribute("title", "Remove services and start fresh");
    await clear.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    expect(await page.evaluate((key) => sessionStorage.getItem(key), QUOTE_KEY)).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
  });

  for (const [what, raw] of [
    ["unparseable", "[{oops"],
    ["wrongly shaped", JSON.stringify([{ type: "package", name: "<img src=x onerror=alert(1)>", features: "all" }])],
  ] as const) {
    test(`${what} quote data is logged, removed, and the plain form shows`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await seedSession(page, QUOTE_KEY, raw);
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
      await expect(page.getByLabel("Subject")).toHaveValue("New Inquiry");
      await expect.poll(() => errors.some((text) => text.includes("Error parsing VantaRoom quote data"))).toBe(true);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), QUOTE_KEY)).toBeNull();
    });
  }
});

test.describe("order mode", () => {
  const order = {
    items: [
      webDesignOrderLine,
      {
        id: "logo-design",
        name: "Logo Design",
        category: "Branding",
        type: "service",
        price: 699,
        originalPrice: 699,
        bundleDiscount: false,
      },
    ],
    subtotal: 2598,
  };

  test("lists the cart's items with prices and the subtotal, prefilled in the message", async ({ page }) => {
    await seedSession(page, ORDER_KEY, order);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ORDER REQUEST");
    const summary = page.getByRole("region", { name: "Your order" });
    await expect(summary.getByRole("listitem").filter({ hasText: "Web Design" })).toContainText("$1,899.00 CAD");
    await expect(summary.getByTestId("order-subtotal")).toHaveText("$2,598.00 CAD");
    const { subject, body } = await mailto(page);
    expect(subject).toBe("Order Request: Web Design + 1 more item");
    expect(body).toContain("  - Logo Design: $699.00 CAD");
    expect(body).toContain("Subtotal: $2,598.00 CAD");
    await summary.getByRole("button", { name: "Remove services and start fresh" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ORDER_KEY)).toBeNull();
  });

  test("axe finds nothing in quote mode", async ({ page }) => {
    await seedSession(page, QUOTE_KEY, [proPackage, staging]);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
    await expectNoViolations(page);
  });
});
