// @vitest-environment node
import { describe, expect, it } from "vitest";
import { exportRows, rowsToCsv } from "./review-export";

const T = "2026-11-23T17:00:00.000Z";

describe("review exports", () => {
  const rows = exportRows(
    {
      decisions: { "post-1": "approved", "post-3": "replace" },
      comments: {
        "post-3": [
          { id: "a", x: 10, y: 20, text: 'Use "blue"', isNew: true, timestamp: T },
          { id: "b", x: 30, y: 40, text: '=HYPERLINK("http://x")', isNew: true, timestamp: T },
        ],
      },
    },
    (post) => (post === 3 ? 2 : 0),
  );

  it("gives every post a row and every comment its pin number after the studio's notes", () => {
    expect(rows).toHaveLength(17);
    expect(rows[0]).toEqual({ post: 1, status: "approved", pin: null, x: null, y: null, comment: "", timestamp: "" });
    expect(rows[2]).toMatchObject({ post: 3, status: "replace", pin: 3, x: 10, comment: 'Use "blue"' });
    expect(rows[3]).toMatchObject({ post: 3, pin: 4 });
  });

  it("writes CSV that spreadsheets read as text, never as formulas", () => {
    const csv = rowsToCsv(rows);
    expect(csv.split("\r\n")[0]).toBe('"Post","Status","Pin","X (%)","Y (%)","Comment","Saved at"');
    expect(csv).toContain('"3","Replacement requested","3","10","20","Use ""blue""","2026-11-23T17:00:00.000Z"');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
