import { expect, test } from "./support/test";

test.describe("/about", () => {
  test("has the studio video, the headline, mission, UNDER 5 and the team", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A BOUTIQUE STUDIO BUILT FOR IMPACT");
    await expect(page.getByRole("img", { name: /Inside the .* studio/ })).toBeVisible();
    await expect(page.locator("video")).toHaveJSProperty("muted", true);
    await expect(page.locator("textPath")).toContainText("CREATIVE STUDIO");

    const mission = page.getByRole("region", { name: "OUR MISSION" });
    await expect(mission.getByRole("listitem")).toHaveCount(4);

    const under5 = page.getByRole("region", { name: "UNDER 5" });
    await expect(under5.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery",
      "Strategy",
      "Design",
      "Development",
      "Deployment",
    ]);
    await expect(under5.getByText("in just 7 seconds")).toBeVisible();
    await expect(under5.getByText("under 5", { exact: true })).toBeVisible();

    const team = page.getByRole("region", { name: "WHERE DESIGN HITS DIFFERENT" });
    const members = team.getByRole("listitem");
    expect(await members.count()).toBeGreaterThanOrEqual(4);
    await expect(members.first().getByRole("img", { name: /^Portrait of / })).toBeVisible();
  });

  test.describe("reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the video does not play and the circular text stands still", async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("img", { name: /Inside the .* studio/ })).toBeVisible();
      await expect(page.locator("video")).toHaveCount(0);
      await expect(page.locator("svg:has(textPath)")).toHaveCSS("animation-name", "none");
    });
  });
});
