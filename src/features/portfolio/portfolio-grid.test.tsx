// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portfolioCategories, portfolioItems, type PortfolioItem } from "@/src/content/portfolio";
import { FIRST_PAGE_ROOT_MARGIN } from "./constants";
import { PortfolioGrid } from "./portfolio-grid";
import { fetchPortfolioPage } from "./portfolio-source";

/** IntersectionObserver double: the test decides when the grid comes near and when the sentinel shows. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
class FakeObserver {
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe() {}
  disconnect() {
    // A real observer may be disconnected twice; only the first call removes it.
    if (observers.includes(this)) observers.splice(observers.indexOf(this), 1);
  }
}
const sight = (which: (options?: IntersectionObserverInit) => boolean) =>
  act(() => {
    for (const observer of [...observers]) {
      if (which(observer.options))
        observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
const scrollSentinelIntoView = () => sight((options) => options?.threshold === 0.1);
const comeNear = () => sight((options) => options?.rootMargin === FIRST_PAGE_ROOT_MARGIN);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observers.length = 0;
});

const many = (count: number): PortfolioItem[] =>
  Array.from({ length: count }, (_, index) => ({
    ...portfolioItems[2]!,
    id: `item-${index + 1}`,
    title: `Project ${index + 1}`,
  }));

const Grid = (props: Partial<Parameters<typeof PortfolioGrid>[0]>) => (
  <PortfolioGrid items={portfolioItems} categories={portfolioCategories} imageSizes={{}} {...props} />
);
/** Renders the grid and brings it near the viewport, where its first page is asked for. */
const renderNear = (grid: React.ReactElement) => {
  render(grid);
  comeNear();
};

const projectTitles = () =>
  within(screen.getByRole("list", { name: "Projects" }))
    .getAllByRole("button")
    .map((button) => button.textContent);

describe("PortfolioGrid", () => {
  it("asks for nothing until it comes within half a screen of the viewport", async () => {
    const loadPage = vi.fn(fetchPortfolioPage);
    render(<Grid loadPage={loadPage} />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Loading projects");
    comeNear();
    comeNear(); // the observer is gone once the grid has come near: nothing asks twice
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(projectTitles()).toHaveLength(portfolioItems.length);
  });

  it("shows a spinner, then the first page after 300 ms", async () => {
    renderNear(<Grid />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading projects");
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.queryByRole("list", { name: "Projects" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(projectTitles()).toHaveLength(portfolioItems.length);
    expect(screen.getByText("You've reached the end.")).toBeInTheDocument();
  });

  it("loads the next page when the sentinel shows, de-duplicating by id, until the end", async () => {
    const source = many(12);
    // The second page repeats an item of the first: it must appear once.
    const loadPage = vi.fn((page: number) =>
      fetchPortfolioPage(page, page === 2 ? [...source.slice(0, 10), source[0]!, ...source.slice(10)] : source),
    );
    renderNear(<Grid items={source} loadPage={loadPage} />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(projectTitles()).toHaveLength(10);
    expect(screen.queryByText("You've reached the end.")).toBeNull();

    scrollSentinelIntoView();
    scrollSentinelIntoView(); // a second sighting while loading must not start another load
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenLastCalledWith(2, source);
    expect(projectTitles()).toHaveLength(12);
    expect(new Set(projectTitles()).size).toBe(12);
    expect(screen.getByText("You've reached the end.")).toBeInTheDocument();
  });

  it("narrows the list with the filter and says when nothing matches", async () => {
    renderNear(<Grid items={many(3)} />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    const filter = screen.getByRole("group", { name: "Filter projects by category" });
    act(() => within(filter).getByRole("button", { name: "Photography" }).click());
    expect(screen.getByText("No projects found.")).toBeInTheDocument();
    expect(within(filter).getByRole("button", { name: "Photography" })).toHaveAttribute("aria-pressed", "true");
    act(() => within(filter).getByRole("button", { name: "All" }).click());
    expect(projectTitles()).toHaveLength(3);
  });

  it("says 'No projects found.' when there are none at all", async () => {
    renderNear(<Grid items={[]} />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText("No projects found.")).toBeInTheDocument();
  });

  it("logs a failed load and offers to try again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const loadPage = vi.fn(fetchPortfolioPage).mockRejectedValueOnce(new Error("offline"));
    renderNear(<Grid loadPage={loadPage} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(error).toHaveBeenCalledWith("Failed to load more portfolio items", expect.any(Error));
    act(() => screen.getByRole("button", { name: "Try again" }).click());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(projectTitles()).toHaveLength(portfolioItems.length);
  });
});
