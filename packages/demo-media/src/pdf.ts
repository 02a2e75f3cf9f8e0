import { createHash } from "node:crypto";

/**
 * A minimal PDF writer for documents made of full-page pictures (the case studies): each page
 * shows one JPEG, embedded as it is through the DCTDecode filter, so no compression library and
 * no font handling are needed. The output is a plain PDF 1.4 file with a classic cross-reference
 * table; it carries no dates, so the same pages give the same bytes.
 */

export interface PdfImagePage {
  /** A baseline or progressive JPEG file's bytes. */
  jpeg: Uint8Array;
  /** Its size in pixels. */
  width: number;
  height: number;
  /** 3 for RGB (the default), 1 for greyscale. */
  components?: 1 | 3;
}

export interface PdfOptions {
  title: string;
  author?: string;
  subject?: string;
  /** Pixels per inch the pages are laid out at: 1200 px wide at 144 dpi is a page 600 pt (8.3 in) wide. */
  dpi?: number;
}

/** A PDF text string as UTF-16BE hex with a byte-order mark, which needs no escaping and takes any character. */
export function pdfText(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

function points(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded);
}

export function imagePdf(
  pages: readonly PdfImagePage[],
  { title, author, subject, dpi = 144 }: PdfOptions,
): Uint8Array {
  if (pages.length === 0) throw new Error("A PDF needs at least one page");
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
    chunks.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, ...body: (Buffer | string)[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    for (const part of body) push(part);
    push("\nendobj\n");
  };

  // Objects 1-3 are the catalog, the page tree and the document information; each page then
  // takes three: the page, its content stream and its image.
  const pageIds = pages.map((_, index) => 4 + index * 3);
  // The binary comment line tells transfer tools the file is binary, as the format recommends.
  push("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  const info = [
    `/Title ${pdfText(title)}`,
    author ? `/Author ${pdfText(author)}` : "",
    subject ? `/Subject ${pdfText(subject)}` : "",
    `/Producer ${pdfText("Ember Studio media pipeline")}`,
  ];
  object(3, `<< ${info.filter(Boolean).join(" ")} >>`);

  pages.forEach((page, index) => {
    const [pageId, contentId, imageId] = [
      pageIds[index] as number,
      (pageIds[index] as number) + 1,
      (pageIds[index] as number) + 2,
    ];
    const width = (page.width * 72) / dpi;
    const height = (page.height * 72) / dpi;
    const content = `q ${points(width)} 0 0 ${points(height)} 0 0 cm /Im0 Do Q\n`;
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${points(width)} ${points(height)}] ` +
        `/Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    object(contentId, `<< /Length ${content.length} >>\nstream\n${content}endstream`);
    const colourSpace = page.components === 1 ? "/DeviceGray" : "/DeviceRGB";
    object(
      imageId,
      `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace ${colourSpace} ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
      Buffer.from(page.jpeg),
      "\nendstream",
    );
  });

  const size = 4 + pages.length * 3;
  const xref = length;
  push(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id += 1) push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  // The file identifier is required for encrypted files only, but readers like one; a hash of the
  // body keeps it the same for the same document.
  const id = createHash("md5").update(Buffer.concat(chunks)).digest("hex").toUpperCase();
  push(`trailer\n<< /Size ${size} /Root 1 0 R /Info 3 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(chunks));
}
