import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imagePdf, pdfText, type PdfImagePage } from "./pdf";

async function jpegPage(width: number, height: number, colour: string): Promise<PdfImagePage> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { jpeg, width, height };
}

let pages: PdfImagePage[];
beforeAll(async () => {
  pages = [await jpegPage(120, 160, "#ff5a1f"), await jpegPage(160, 120, "#0b0b0c")];
});

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("pdfText", () => {
  it("encodes any text as UTF-16BE hex with a byte-order mark", () => {
    expect(pdfText("A(é)")).toBe("<FEFF0041002800E90029>");
    expect(pdfText("")).toBe("<FEFF>");
  });
});

describe("imagePdf", () => {
  it("writes a PDF whose cross-reference table points at every object", () => {
    const text = latin1(imagePdf(pages, { title: "Case study" }));
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect([Number(first), Number(count)]).toEqual([0, 4 + pages.length * 3]);
    const entries = text
      .slice(startxref)
      .split("\n")
      .slice(2, 2 + Number(count));
    entries.forEach((entry, id) => {
      expect(entry.length).toBe(19);
      if (id === 0) return expect(entry).toBe("0000000000 65535 f ");
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    });
    expect(text).toMatch(new RegExp(`/Size ${count} /Root 1 0 R`));
  });

  it("gives every page one image, embedded as the JPEG bytes themselves and scaled to the page", () => {
    const bytes = imagePdf(pages, { title: "Case study", dpi: 72 });
    const text = latin1(bytes);
    expect(text).toContain("/Type /Pages /Kids [4 0 R 7 0 R] /Count 2");
    expect(text).toContain("/MediaBox [0 0 120 160]");
    expect(text).toContain("/MediaBox [0 0 160 120]");
    expect(text).toContain("q 160 0 0 120 0 0 cm /Im0 Do Q");
    for (const page of pages) {
      const header = `/Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`;
      const start = text.indexOf(header) + header.length;
      expect(start).toBeGreaterThan(header.length);
      expect(Buffer.from(bytes.subarray(start, start + page.jpeg.length)).equals(Buffer.from(page.jpeg))).toBe(true);
      expect(text.slice(start + page.jpeg.length, start + page.jpeg.length + 10)).toBe("\nendstream");
    }
  });

  it("lays pages out at 144 dpi by default and records the title, without dates", () => {
    const text = latin1(imagePdf(pages, { title: "Roof Right", author: "Ember Studio" }));
    expect(text).toContain("/MediaBox [0 0 60 80]");
    expect(text).toContain(`/Title ${pdfText("Roof Right")}`);
    expect(text).toContain(`/Author ${pdfText("Ember Studio")}`);
    expect(text).not.toContain("CreationDate");
  });

  it("is deterministic and refuses an empty document", () => {
    expect(Buffer.from(imagePdf(pages, { title: "x" })).equals(Buffer.from(imagePdf(pages, { title: "x" })))).toBe(
      true,
    );
    expect(() => imagePdf([], { title: "x" })).toThrow(/at least one page/);
  });
});
