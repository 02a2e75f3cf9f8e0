import { describe, expect, it } from "vitest";
import { composeOrderMessage, composeQuoteMessage, mailtoHref } from "./compose-message";

const pro = {
  type: "package" as const,
  name: "Pro Listing Package",
  features: ["Up to 2,500 sq.ft.", "40 photos total"],
};
const addon = (name: string, unit = "per image") => ({ type: "addon" as const, name, unit, description: "" });

describe("composeQuoteMessage", () => {
  it("names the package and counts the add-ons in the subject", () => {
    expect(composeQuoteMessage([pro, addon("HDR Enhancement"), addon("Virtual Staging", "per room")]).subject).toBe(
      "VantaRoom Quote: Pro Listing Package + 2 add-ons",
    );
  });

  it("names a lone add-on, and counts several", () => {
    expect(composeQuoteMessage([addon("Drone Video", "30-60 seconds")]).subject).toBe("VantaRoom Quote: Drone Video");
    expect(composeQuoteMessage([addon("A"), addon("B"), addon("C")]).subject).toBe("VantaRoom Quote: 3 add-ons");
    expect(composeQuoteMessage([pro]).subject).toBe("VantaRoom Quote: Pro Listing Package");
    expect(composeQuoteMessage([pro, addon("A")]).subject).toBe("VantaRoom Quote: Pro Listing Package + 1 add-on");
  });

  it("lists every feature of each package and every add-on with its unit", () => {
    const { body } = composeQuoteMessage([pro, addon("Virtual Staging", "per room")]);
    expect(body).toContain("Package: Pro Listing Package\n  - Up to 2,500 sq.ft.\n  - 40 photos total");
    expect(body).toContain("Add-ons:\n  - Virtual Staging (per room)");
  });
});

describe("composeOrderMessage", () => {
  it("lists items with prices and the subtotal", () => {
    const message = composeOrderMessage({
      items: [
        {
          id: "web-design",
          name: "Web Design",
          category: "Web",
          type: "service",
          price: 1899,
          originalPrice: 1899,
          bundleDiscount: false,
        },
        {
          id: "hdr",
          name: "HDR Enhancement",
          category: "Add-on",
          type: "addon",
          price: 22.5,
          originalPrice: 25,
          bundleDiscount: true,
          unit: "per image",
        },
      ],
      subtotal: 1921.5,
    });
    expect(message.subject).toBe("Order Request: Web Design + 1 more item");
    expect(message.body).toContain("  - Web Design: $1,899.00 CAD");
    expect(message.body).toContain("  - HDR Enhancement (per image): $22.50 CAD (bundle discount, was $25.00 CAD)");
    expect(message.body).toContain("Subtotal: $1,921.50 CAD");
  });
});

describe("mailtoHref", () => {
  it("percent-encodes subject and body, with CRLF line breaks", () => {
    expect(mailtoHref("hello@studio.ca", "Quote: A & B?", "Line one\nLine two = 100%")).toBe(
      "mailto:hello@studio.ca?subject=Quote%3A%20A%20%26%20B%3F&body=Line%20one%0D%0ALine%20two%20%3D%20100%25",
    );
  });

  it("falls back to the defaults when subject or body is empty", () => {
    expect(mailtoHref("a@b.ca", "  ", "")).toBe(
      `mailto:a@b.ca?subject=New%20Inquiry&body=${encodeURIComponent("Hi, I have a question about your services. Thanks!")}`,
    );
  });
});
