// @vitest-environment jsdom
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOAD_DELAY_MS, reviewStorageKey } from "./constants";
import { formatPostDate } from "./post-date";
import { generatePosts } from "./posts";
import { REVIEW_BOARD_ID, revealScript } from "./reveal-script";

/** The board as the server renders it: undated cards, nothing revealed. */
function renderBoard(): HTMLElement {
  document.body.innerHTML = `<div id="${REVIEW_BOARD_ID}">${Array.from(
    { length: 16 },
    (_, index) => `<time data-days-ago="${index + 1}">\u00a0</time>`,
  ).join("")}</div>`;
  return document.getElementById(REVIEW_BOARD_ID)!;
}

/** Runs the script exactly as the page carries it: its text, on its own. */
const runScript = (clientId = "wecaremovers") => new Function(revealScript(clientId))();

const shown = (board: HTMLElement) => ["data-elapsed", "data-ready"].every((name) => board.hasAttribute(name));

describe("the review page's first-paint script", () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    // Calgary: daylight saving time starts and ends inside a month of posts twice a year.
    process.env.TZ = "America/Edmonton";
  });
  afterAll(() => {
    // Test files share a worker (vitest.config.ts): leave the zone as it was, unset included.
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("dates every card as the board does, on any day of any year, across daylight saving changes", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (now) => {
        vi.useFakeTimers({ now });
        const board = renderBoard();
        runScript();
        const posts = generatePosts("wecaremovers", new Date(), [], []);
        const times = [...board.querySelectorAll("time")];
        expect(times.map((time) => time.textContent)).toEqual(posts.map((post) => formatPostDate(post.date)));
        expect(times.map((time) => time.dateTime)).toEqual(posts.map((post) => post.date));
        vi.useRealTimers();
      }),
      { numRuns: 200 },
    );
    // 200 renders of the board in jsdom: about a second alone, several when the machine is busy.
  }, 30_000);

  it("dates post 1 the day before and post 16 sixteen days before, in calendar days over the spring change", () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 20, 0, 30) });
    const board = renderBoard();
    runScript();
    const times = [...board.querySelectorAll("time")];
    expect(times[0]?.textContent).toBe("Mar 19, 2027");
    // 2027-03-14 is 23 hours long in Calgary: counted in 24-hour steps, post 7 would be a day early.
    expect(times[6]?.textContent).toBe("Mar 13, 2027");
    expect(times[15]?.textContent).toBe("Mar 4, 2027");
  });

  it("shows the grid exactly 1 s after it runs, for a first visit", () => {
    vi.useFakeTimers();
    const board = renderBoard();
    runScript();
    expect(board.hasAttribute("data-scripted")).toBe(true);
    vi.advanceTimersByTime(LOAD_DELAY_MS - 1);
    expect(shown(board)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown(board)).toBe(true);
  });

  it("leaves the reveal to the board when this browser kept a review or the page is a review link", () => {
    vi.useFakeTimers();
    localStorage.setItem(reviewStorageKey("wecaremovers"), "{}");
    let board = renderBoard();
    runScript();
    vi.advanceTimersByTime(LOAD_DELAY_MS);
    expect(board.hasAttribute("data-elapsed")).toBe(true);
    expect(board.hasAttribute("data-ready")).toBe(false);

    localStorage.clear();
    window.history.replaceState(null, "", "/socialmedia/wecaremovers?key=abc");
    board = renderBoard();
    runScript();
    vi.advanceTimersByTime(LOAD_DELAY_MS);
    expect(board.hasAttribute("data-ready")).toBe(false);

    // Another client's kept review is not this one's.
    window.history.replaceState(null, "", "/");
    localStorage.setItem(reviewStorageKey("nkzweb"), "{}");
    board = renderBoard();
    runScript();
    expect(board.hasAttribute("data-ready")).toBe(true);
  });

  it("carries on when storage refuses to be read", () => {
    vi.useFakeTimers();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const board = renderBoard();
    expect(() => runScript()).not.toThrow();
    vi.advanceTimersByTime(LOAD_DELAY_MS);
    expect(shown(board)).toBe(true);
  });

  it("does nothing on a page without the board", () => {
    document.body.innerHTML = "";
    expect(() => runScript()).not.toThrow();
  });
});
