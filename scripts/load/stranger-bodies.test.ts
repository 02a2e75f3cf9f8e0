import { describe, expect, it } from "vitest";
import { formatStrangers, strangerFailures, STRANGERS } from "./stranger-bodies";

const MB = 1024 * 1024;
const refused = Array.from({ length: STRANGERS }, () => ({ status: 403, beforeBody: true }));

describe("the strangers' bodies", () => {
  it("pass when every stranger is refused before its body and memory barely moves", () => {
    const result = { connections: STRANGERS, answers: refused, rssBefore: 120 * MB, rssPeak: 130 * MB };
    expect(strangerFailures(result)).toEqual([]);
    expect(formatStrangers(result)).toContain("40 refused 403 before their body was sent");
    expect(formatStrangers(result)).toContain("(+10 MB)");
  });

  it("fail when a body was read before the answer, or memory rose by 50 MB", () => {
    const late = [...refused.slice(1), { status: 403, beforeBody: false }];
    expect(strangerFailures({ connections: STRANGERS, answers: late, rssBefore: 0, rssPeak: 0 })).toEqual([
      "stranger-bodies: 1 of 40 were not refused 403 before their body was sent",
    ]);
    expect(
      strangerFailures({ connections: STRANGERS, answers: refused, rssBefore: 441 * MB, rssPeak: 843 * MB }),
    ).toEqual(["stranger-bodies: the server's memory rose by 402 MB (at most 50 MB)"]);
  });
});
