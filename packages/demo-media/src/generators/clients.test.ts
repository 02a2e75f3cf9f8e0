import { beforeAll, describe, expect, it } from "vitest";
import { siteData } from "../site-data";
import { clientLogoDesigns } from "./client-logos";
import { loadFonts } from "../typography";
import { clientLogoSvg, clientsGenerator } from "./clients";

const palette = siteData("palette");
const clients = siteData("clients");

beforeAll(loadFonts);

describe("client logos", () => {
  it("has a bespoke design for every client on the carousel", () => {
    for (const client of clients) expect(clientLogoDesigns[client.id], client.id).toBeDefined();
  });

  it("draws each as a light, font-independent 160x64 SVG with the client's name as its title", () => {
    for (const client of clients) {
      const svg = clientLogoSvg(client);
      expect(svg).toContain('width="160" height="64" viewBox="0 0 160 64"');
      expect(svg).toContain(`aria-label="${client.name.replace(/&/g, "&amp;")}"`);
      expect(svg).toContain(`fill="${palette.heading}"`);
      expect(svg).not.toMatch(/<text|font-family|NaN|Infinity/);
    }
  });

  it("gives every client a different design", () => {
    const bodies = new Set(
      clients.map((client) => clientLogoSvg(client).replace(/<title>.*<\/title>|aria-label="[^"]*"/g, "")),
    );
    expect(bodies.size).toBe(clients.length);
  });

  it("falls back to a typographic mark for a client added without a design", () => {
    expect(clientLogoSvg({ id: "newclient", name: "New Client" })).toContain("<title>New Client</title>");
  });

  it("is deterministic", async () => {
    const first = await clientsGenerator.generate();
    const second = await clientsGenerator.generate();
    expect([...second.entries()]).toEqual([...first.entries()]);
    expect(first.size).toBe(clients.length);
  });
});
