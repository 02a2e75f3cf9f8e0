import { LOAD_DELAY_MS, reviewStorageKey } from "./constants";
import { MONTHS } from "./post-date";

/** The review board's element id: the page's script and the board find each other by it. */
export const REVIEW_BOARD_ID = "review-board";

/**
 * The review page's first second, run by the browser as soon as the board's HTML is parsed, long
 * before React hydrates (on a phone over a slow link, two seconds later). The server renders the
 * spinner and the whole grid, hidden; this script dates the cards from the visitor's today and
 * starts the spec's 1 s wait, so the grid, whose pictures downloaded meanwhile, appears after
 * exactly the second the spinner shows, however long the page's JavaScript takes.
 *
 * Two attributes reveal the grid, together (app/globals.css): `data-elapsed`, once the wait is
 * over, and `data-ready`, once the review to show is known. For a first visit that is the empty
 * review, known at once; with a review link (`?key=`) or a review kept in this browser, the board
 * sets `data-ready` after it read them, so the grid never shows statuses that then change.
 * `data-scripted` tells the board this script ran: after a navigation inside the site it does not
 * (React never runs a script it renders), and the board keeps the time itself.
 *
 * Serialised into the page with `Function.prototype.toString`, so it must stay self-contained: no
 * imports, no closures, only its arguments. Its date is `daysBefore` (post-date.ts) written out.
 */
export function revealBoard(boardId: string, storageKey: string, delayMs: number, months: readonly string[]): void {
  const board = document.getElementById(boardId);
  if (!board) return;
  board.setAttribute("data-scripted", "");
  const today = new Date();
  board.querySelectorAll("time[data-days-ago]").forEach((element) => {
    const time = element as HTMLTimeElement;
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - Number(time.dataset.daysAgo));
    time.dateTime = day.toISOString();
    time.textContent = `${months[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
  });
  let waitForBoard = /[?&]key=/.test(window.location.search);
  try {
    waitForBoard = waitForBoard || window.localStorage.getItem(storageKey) !== null;
  } catch {
    // Storage refused (a private mode, a policy): there is no kept review to wait for.
  }
  if (!waitForBoard) board.setAttribute("data-ready", "");
  window.setTimeout(() => board.setAttribute("data-elapsed", ""), delayMs);
}

/** The inline script for a client's review page; its text is hashed into the page's CSP at build. */
export function revealScript(clientId: string): string {
  const args = [REVIEW_BOARD_ID, reviewStorageKey(clientId), LOAD_DELAY_MS, MONTHS].map((arg) => JSON.stringify(arg));
  return `(${revealBoard.toString()})(${args.join(",")})`;
}
