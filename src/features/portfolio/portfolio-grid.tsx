"use client";

import { startTransition, useEffect, useReducer, useRef, useState, useSyncExternalStore } from "react";
import type { PortfolioItem } from "@/src/content/portfolio";
import { useNearViewport } from "@/src/lib/use-near-viewport";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Spinner } from "@/src/ui/spinner";
import {
  EMPTY_MESSAGE,
  END_MESSAGE,
  FIRST_PAGE_ROOT_MARGIN,
  LOAD_ERROR_MESSAGE,
  SENTINEL_ROOT_MARGIN,
  SENTINEL_THRESHOLD,
} from "./constants";
import { PortfolioCard } from "./portfolio-card";
import { filterFromSearch, hrefWithFilter } from "./portfolio-filter";
import { initialPaging, isLoading, pagingReducer } from "./portfolio-paging";
import { applyFilter, fetchPortfolioPage, type PortfolioFilter } from "./portfolio-source";

type PortfolioGridProps = {
  /** The hard-coded entries, handed over by the server page. */
  items: readonly PortfolioItem[];
  categories: readonly PortfolioItem["category"][];
  /** Image sizes read at build time, so each card keeps its shape while its image loads. */
  imageSizes: Record<string, { width: number; height: number }>;
  /** The data source; the local one by default. */
  loadPage?: typeof fetchPortfolioPage;
};

const noSubscription = () => () => {};
const unfiltered = (): PortfolioFilter => "all";

// The project dialog's code is fetched when a project is first opened.
const loadDetail = () => import("./portfolio-detail").then((module) => module.PortfolioDetail);

export function PortfolioGrid({
  items: source,
  categories,
  imageSizes,
  loadPage = fetchPortfolioPage,
}: PortfolioGridProps) {
  const filters: PortfolioFilter[] = ["all", ...categories];
  const [paging, dispatch] = useReducer(pagingReducer, initialPaging);
  // The address may name a filter (`?category=…`, from View Portfolio); the page is prerendered
  // unfiltered, and the grid is empty until the first page arrives, so nothing shows twice.
  const fromAddress = useSyncExternalStore(
    noSubscription,
    () => filterFromSearch(window.location.search, categories),
    unfiltered,
  );
  const [chosen, setChosen] = useState<PortfolioFilter | null>(null);
  const filter = chosen ?? fromAddress;
  const choose = (value: PortfolioFilter) => {
    setChosen(value);
    window.history.replaceState(window.history.state, "", hrefWithFilter(window.location.href, value));
  };
  const [open, setOpen] = useState<PortfolioItem | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  // The grid is far below the first screen: its first page (the cards, their pictures and the pictures'
  // events) waits until the visitor comes near it, so a phone that only reads the top of the page never
  // does that work (docs/studio-site.md#portfolio).
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root, FIRST_PAGE_ROOT_MARGIN);
  const { items, requested, loadedPages, hasMore, failed, attempt } = paging;
  const loading = isLoading(paging);
  const loadedOnce = loadedPages > 0 || failed;

  useEffect(() => {
    if (!near || requested <= loadedPages || failed) return;
    let current = true;
    loadPage(requested, source).then(
      // A page of cards is rendered as a transition, which React splits into short tasks: at one go it was
      // the longest task after hydration on a slow phone (docs/performance.md#effects-in-their-own-task).
      (result) => current && startTransition(() => dispatch({ type: "loaded", page: requested, result })),
      (error: unknown) => {
        console.error(LOAD_ERROR_MESSAGE, error);
        if (current) dispatch({ type: "failed" });
      },
    );
    return () => {
      current = false;
    };
    // A retry bumps `attempt` to ask for the same page again.
  }, [near, requested, loadedPages, failed, attempt, loadPage, source]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) dispatch({ type: "more" });
      },
      { threshold: SENTINEL_THRESHOLD, rootMargin: SENTINEL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, hasMore]);

  const visible = applyFilter(items, filter);

  return (
    // `data-loading` marks a page being asked for: the moment the end-to-end tests' frozen clock starts from.
    <div ref={root} data-loading={(near && loading) || undefined} className="flex flex-col gap-10">
      <div role="group" aria-label="Filter projects by category" className="flex flex-wrap gap-2">
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => choose(value)}
            className="rounded-full border border-outline px-4 py-2 text-sm font-semibold text-text transition-colors hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-background"
          >
            {value === "all" ? "All" : value}
          </button>
        ))}
      </div>

      {!loadedOnce ? (
        // Holds about a screen of room for the first page, so what follows does not jump up and
        // down, and its images do not count as near the viewport before the projects arrive.
        <div className="flex min-h-[80svh] justify-center py-24">
          <Spinner label="Loading projects" />
        </div>
      ) : visible.length === 0 && !loading ? (
        <p className="py-16 text-center text-lg text-subtext">{EMPTY_MESSAGE}</p>
      ) : (
        <ul aria-label="Projects" className="columns-1 gap-6 sm:columns-2 xl:columns-3">
          {visible.map((item) => (
            <li key={item.id} className="mb-10 break-inside-avoid">
              <PortfolioCard item={item} size={imageSizes[item.imageSrc]} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}

      <div ref={sentinel} aria-hidden className="h-px" />
      {loadedOnce && loading ? (
        <div className="flex justify-center">
          <Spinner label="Loading more projects" />
        </div>
      ) : null}
      {failed ? (
        <p className="flex flex-wrap items-center justify-center gap-4 text-subtext">
          Some projects could not be loaded.
          <button
            type="button"
            onClick={() => dispatch({ type: "retry" })}
            className="rounded-full border border-outline px-4 py-2 font-semibold text-heading hover:border-accent"
          >
            Try again
          </button>
        </p>
      ) : null}
      {loadedOnce && !hasMore && !failed && visible.length > 0 ? (
        <p className="text-center text-sm text-subtext">{END_MESSAGE}</p>
      ) : null}

      <LazyComponent
        load={loadDetail}
        when={open !== null}
        props={{ item: open, onClose: () => setOpen(null) }}
        onError={() => setOpen(null)}
      />
    </div>
  );
}
