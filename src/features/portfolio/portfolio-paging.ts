import type { PortfolioItem } from "@/src/content/portfolio";
import { mergeUnique, type PortfolioPage } from "./portfolio-source";

/**
 * The portfolio's loading state. Pages are numbered from 1; `requested` is the page wanted and
 * `loadedPages` how many have arrived, so a load is running while requested > loadedPages.
 * The first page is requested from the start, because the list starts empty.
 */
export type PagingState = {
  items: PortfolioItem[];
  loadedPages: number;
  requested: number;
  hasMore: boolean;
  failed: boolean;
  /** Bumped by a retry, so the same page is asked for again. */
  attempt: number;
};

export type PagingAction =
  { type: "more" } | { type: "loaded"; page: number; result: PortfolioPage } | { type: "failed" } | { type: "retry" };

export const initialPaging: PagingState = {
  items: [],
  loadedPages: 0,
  requested: 1,
  hasMore: true,
  failed: false,
  attempt: 0,
};

export const isLoading = (state: PagingState) => state.requested > state.loadedPages && !state.failed;

export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  switch (action.type) {
    case "more":
      // The sentinel asks freely; only one load runs at a time, and none past the last page.
      if (isLoading(state) || state.failed || !state.hasMore) return state;
      return { ...state, requested: state.loadedPages + 1 };
    case "loaded":
      if (action.page !== state.requested) return state;
      return {
        ...state,
        items: mergeUnique(state.items, action.result.items),
        loadedPages: action.page,
        hasMore: action.result.hasMore,
      };
    case "failed":
      return { ...state, failed: true };
    case "retry":
      return state.failed ? { ...state, failed: false, attempt: state.attempt + 1 } : state;
  }
}
