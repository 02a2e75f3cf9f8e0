import { beforeAll, describe, expect, it } from "vitest";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { brandGenerator, brandMarkSvg, brandWordmarkSvg, studioNameOutline } from "./brand";

const identity = siteData("identity");
const brandMark = siteData("brandMark");

beforeAll(loadFonts);

describe("brand mark data", () => {
  it("keeps its ink inside the 64-unit grid", () => {
    const { x0, y0, x1, y1 } = brandMark.bounds;
    expect(x0).toBeGreaterThanOrEqual(0);
    expect(y0).toBeGreaterThanOrEqual(0);
    expect(x1).toBeLessThanOrEqual(brandMark.size);
    expect(y1).toBeLessThanOrEqual(brandMark.size);
  });

  it("renders a standalone mark, decorative unless titled", () => {
    expect(brandMarkSvg()).toContain('aria-hidden="true"');
    const titled = brandMarkSvg({ size: 32, title: "Ember & Co" });
    expect(titled).toContain('width="32" height="32" viewBox="0 0 64 64"');
    expect(titled).toContain("<title>Ember &amp; Co</title>");
  });

  it("lays the name beside the mark, as outlines, sized from the name's width", () => {
    const svg = brandWordmarkSvg({ d: "M0 0H10", width: 100 }, { title: "Ember Studio", height: 32 });
    const viewWidth = brandMark.bounds.x1 - brandMark.bounds.x0 + 14 + 100;
    expect(svg).toContain(`viewBox="0 0 ${Math.round(viewWidth * 100) / 100} 64"`);
    expect(svg).not.toContain("<text");
  });
});

describe("brand generator", () => {
  it("sets the studio name from the site's own font, the same way every time", async () => {
    expect(studioNameOutline()).toEqual(studioNameOutline());
    const files = await brandGenerator.generate();
    expect([...files.keys()].sort()).toEqual([...brandGenerator.outputs].sort());
    const logo = String(files.get("public/generated/brand/logo.svg"));
    expect(logo).toContain(`<title>${identity.name}</title>`);
    expect(logo).not.toContain("<text");
  });
});
