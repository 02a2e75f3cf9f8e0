import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes every cell, doubles quotes and ends lines with CRLF", () => {
    expect(
      toCsv(
        ["A", "B"],
        [
          ['say "hi"', 3],
          [null, "x,y"],
        ],
      ),
    ).toBe('"A","B"\r\n"say ""hi""","3"\r\n"","x,y"\r\n');
  });

  it("never lets a cell read as a formula", () => {
    for (const text of ["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(toCsv(["A"], [[text]]).split("\r\n")[1]).toBe(`"'${text.replace(/"/g, '""')}"`);
    }
  });
});
