import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countLinks, inquiryReference, isInquiryReference, withinLinkLimit } from "./message-checks";

describe("countLinks", () => {
  it("counts web addresses and mail links, in any case", () => {
    expect(countLinks("See https://a.ca and HTTP://b.ca, www.c.ca, mailto:x@y.ca")).toBe(4);
    expect(countLinks("Our site is emberstudio dot ca")).toBe(0);
  });

  it("allows three links across subject and message, not four", () => {
    expect(withinLinkLimit("https://a.ca", "https://b.ca https://c.ca")).toBe(true);
    expect(withinLinkLimit("https://a.ca", "https://b.ca https://c.ca www.d.ca")).toBe(false);
  });
});

describe("inquiryReference", () => {
  it("is the studio's three letters and six unambiguous characters", () => {
    expect(inquiryReference("EMBER", new Uint8Array([0, 1, 2, 3, 4, 5]))).toBe("EMB-234567");
    expect(inquiryReference("", new Uint8Array(6))).toBe("REF-222222");
  });

  it("always reads back as a reference, whatever the random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) =>
        isInquiryReference(inquiryReference("EMBER", bytes)),
      ),
    );
    for (const text of ["EMB-0OIL1U", "emb-234567", "EMB-23456", "<script>", ""])
      expect(isInquiryReference(text)).toBe(false);
  });
});
