// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { act, useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "100% 0px");
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe("useNearViewport", () => {
  it("is near from the start where the browser has no IntersectionObserver", () => {
    Reflect.deleteProperty(window, "IntersectionObserver");
    render(<Probe />);
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("waits for the observer to see the element within the margin", () => {
    const seen: IntersectionObserverCallback[] = [];
    const margins: (string | undefined)[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          seen.push(callback);
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText("far")).toBeInTheDocument();
    expect(margins).toEqual(["100% 0px"]);
    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    act(() => seen[0]!(entry(false), {} as IntersectionObserver));
    expect(screen.getByText("far")).toBeInTheDocument();
    act(() => seen[0]!(entry(true), {} as IntersectionObserver));
    expect(screen.getByText("near")).toBeInTheDocument();
  });
});
