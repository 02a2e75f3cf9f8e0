import { describe, expect, it } from "vitest";
import { replyMail, selectionLines, studioMail, visitorCopy, type InquiryForMail } from "./inquiry-mail";

const site = { name: "Ember Studio", url: "https://emberstudio.ca", studioEmail: "hello@emberstudio.ca" };
const inquiry: InquiryForMail = {
  reference: "EMB-7K3Q9X",
  kind: "order",
  name: "Dana Lee",
  email: "dana@example.com",
  subject: "Order Request: Web Design",
  message: "Hi, I'd like to order the following.\nThanks!",
  selection: {
    kind: "order",
    items: [
      { type: "service", name: "Web Design", details: [], price: 1899, originalPrice: null },
      { type: "addon", name: "Extra page", details: ["per page"], price: 134.1, originalPrice: 149 },
    ],
    subtotal: 2033.1,
  },
};

describe("an inquiry's mails", () => {
  it("tell the studio who wrote, with the selection as sent, and let a reply reach the visitor", () => {
    const mail = studioMail(inquiry, site);
    expect(mail).toMatchObject({ to: "hello@emberstudio.ca", replyTo: "dana@example.com" });
    expect(mail.subject).toBe("Order request EMB-7K3Q9X from Dana Lee: Order Request: Web Design");
    expect(mail.text).toContain("  - Extra page (per page): $134.10 CAD (bundle discount, was $149.00 CAD)");
    expect(mail.text).toContain("Subtotal: $2,033.10 CAD");
    expect(mail.text).toContain("https://emberstudio.ca/studio?inquiry=EMB-7K3Q9X");
  });

  it("send the visitor a copy whose Message-ID the studio's replies answer", () => {
    const copy = visitorCopy(inquiry, site);
    const reply = replyMail(inquiry, { id: 4, text: "Thanks Dana, we start Monday." }, site);
    expect(copy).toMatchObject({ to: "dana@example.com", replyTo: "hello@emberstudio.ca" });
    expect(copy.text).toContain("Your reference is EMB-7K3Q9X.");
    expect(reply.subject).toBe("Re: Order Request: Web Design [EMB-7K3Q9X]");
    expect(reply.inReplyTo).toBe(copy.messageId);
    expect(reply.references).toBe(copy.messageId);
    expect(reply.messageId).not.toBe(copy.messageId);
    expect(reply.text.split("\n")[0]).toBe("Thanks Dana, we start Monday.");
  });

  it("list a quote's packages with their features and add-ons with their units, without prices", () => {
    expect(
      selectionLines({
        kind: "quote",
        items: [
          { type: "package", name: "Pro Listing Package", details: ["40 photos"], price: null, originalPrice: null },
          { type: "addon", name: "Virtual Staging", details: ["per room"], price: null, originalPrice: null },
        ],
        subtotal: null,
      }),
    ).toEqual([
      "Selected services:",
      "  Package: Pro Listing Package",
      "    - 40 photos",
      "  Add-on: Virtual Staging (per room)",
    ]);
  });
});
