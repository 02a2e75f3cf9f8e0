import { describe, expect, it } from "vitest";
import { portfolioItems } from "@/src/content/portfolio";
import { initialPaging, isLoading, pagingReducer } from "./portfolio-paging";

const page = (ids: string[], hasMore: boolean) => ({
  items: ids.map((id) => ({ ...portfolioItems[0]!, id })),
  hasMore,
});

describe("pagingReducer", () => {
  it("starts by loading page 1", () => {
    expect(initialPaging.requested).toBe(1);
    expect(isLoading(initialPaging)).toBe(true);
  });

  it("ignores requests for more while a load runs", () => {
    expect(pagingReducer(initialPaging, { type: "more" })).toBe(initialPaging);
  });

  it("asks for the next page once the last one arrived, and stops at the end", () => {
    let state = pagingReducer(initialPaging, { type: "loaded", page: 1, result: page(["a", "b"], true) });
    expect(isLoading(state)).toBe(false);
    state = pagingReducer(state, { type: "more" });
    expect(state.requested).toBe(2);
    state = pagingReducer(state, { type: "loaded", page: 2, result: page(["b", "c"], false) });
    expect(state.items.map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(pagingReducer(state, { type: "more" })).toBe(state);
  });

  it("drops an answer for a page it did not ask for", () => {
    expect(pagingReducer(initialPaging, { type: "loaded", page: 3, result: page(["x"], false) })).toBe(initialPaging);
  });

  it("stops after a failure until a retry asks for the same page again", () => {
    const failed = pagingReducer(initialPaging, { type: "failed" });
    expect(isLoading(failed)).toBe(false);
    expect(pagingReducer(failed, { type: "more" })).toBe(failed);
    const retried = pagingReducer(failed, { type: "retry" });
    expect(retried).toMatchObject({ failed: false, requested: 1, attempt: 1 });
    expect(isLoading(retried)).toBe(true);
  });
});
