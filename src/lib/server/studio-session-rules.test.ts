import { describe, expect, it } from "vitest";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_REFRESH_MS, sessionVerdict } from "./studio-session-rules";

const start = new Date("2026-11-28T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const minutes = (count: number) => count * 60_000;

describe("sessionVerdict", () => {
  it("lets a fresh session in, and asks for its idle clock to be written back only now and then", () => {
    const session = { startedAt: start, seenAt: start };
    expect(sessionVerdict(session, at(0))).toBe("signed-in");
    expect(sessionVerdict(session, at(SESSION_REFRESH_MS - 1))).toBe("signed-in");
    expect(sessionVerdict(session, at(SESSION_REFRESH_MS))).toBe("refresh");
  });

  it("ends a session left alone for the idle time", () => {
    expect(sessionVerdict({ startedAt: start, seenAt: start }, at(SESSION_IDLE_MS - 1))).toBe("refresh");
    expect(sessionVerdict({ startedAt: start, seenAt: start }, at(SESSION_IDLE_MS))).toBe("ended");
  });

  it("ends a session at its lifetime however busy it was", () => {
    const busy = { startedAt: start, seenAt: at(SESSION_LIFETIME_MS - minutes(1)) };
    expect(sessionVerdict(busy, at(SESSION_LIFETIME_MS - 1))).toBe("signed-in");
    expect(sessionVerdict(busy, at(SESSION_LIFETIME_MS))).toBe("ended");
  });
});
