// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_REFRESH_MS } from "../constants";
import { sessionVerdict, type StudioSession } from "./session-rules";

const start = new Date("2026-11-26T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const minutes = (n: number) => n * 60 * 1000;
const signedInAt = (since: Date, seen = since): StudioSession => ({
  signedIn: true,
  since: since.toISOString(),
  seen: seen.toISOString(),
  epoch: "epoch-1",
});

describe("a studio session", () => {
  it("lets its browser in, and asks for its idle clock to be written back only now and then", () => {
    const session = signedInAt(start);
    expect(sessionVerdict(session, "epoch-1", start)).toBe("signed-in");
    expect(sessionVerdict(session, "epoch-1", at(SESSION_REFRESH_MS - 1))).toBe("signed-in");
    expect(sessionVerdict(session, "epoch-1", at(SESSION_REFRESH_MS))).toBe("refresh");
  });

  it("ends after two hours without use; use keeps it going", () => {
    expect(sessionVerdict(signedInAt(start), "epoch-1", at(SESSION_IDLE_MS - 1))).toBe("refresh");
    expect(sessionVerdict(signedInAt(start), "epoch-1", at(SESSION_IDLE_MS))).toBe("ended");
    const usedAnHourAgo = signedInAt(start, at(minutes(90)));
    expect(sessionVerdict(usedAnHourAgo, "epoch-1", at(minutes(150)))).toBe("refresh");
  });

  it("ends twelve hours after the password was given, however recently it was used", () => {
    const busy = signedInAt(start, at(SESSION_LIFETIME_MS - minutes(1)));
    expect(sessionVerdict(busy, "epoch-1", at(SESSION_LIFETIME_MS - 1))).toBe("signed-in");
    expect(sessionVerdict(busy, "epoch-1", at(SESSION_LIFETIME_MS))).toBe("ended");
  });

  it("ends when the site's epoch moved on (sign out everywhere, a new password)", () => {
    expect(sessionVerdict(signedInAt(start), "epoch-2", start)).toBe("ended");
  });

  it("ends when the cookie lacks what it needs (one sealed before these rules), and is none without a sign-in", () => {
    expect(sessionVerdict({ signedIn: true, since: start.toISOString() }, "epoch-1", start)).toBe("ended");
    expect(sessionVerdict({ ...signedInAt(start), seen: "yesterday" }, "epoch-1", start)).toBe("ended");
    expect(sessionVerdict({}, "epoch-1", start)).toBe("signed-out");
  });
});
