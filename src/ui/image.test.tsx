// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Image } from "./image";

/**
 * The server's HTML for `element`, in the document, with its image already finished before any
 * script ran: loaded (naturalWidth > 0) or broken (0).
 */
function finishedBeforeHydration(element: ReactElement, naturalWidth: number) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const image = container.querySelector("img")!;
  Object.defineProperty(image, "complete", { value: true });
  Object.defineProperty(image, "naturalWidth", { value: naturalWidth });
  return { container, image };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("Image", () => {
  it("is lazy by default and fills its parent when asked", () => {
    render(<Image src="/generated/a.jpg" alt="A kitchen" fill sizes="50vw" className="object-cover" />);
    const image = screen.getByRole("img", { name: "A kitchen" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("width");
    expect(image).toHaveStyle({ position: "absolute", width: "100%", height: "100%" });
    expect(image.getAttribute("src")).toBe("/_next/image?url=%2Fgenerated%2Fa.jpg&w=1920&q=75");
    expect(image).toHaveAttribute("sizes", "50vw");
    expect(image).toHaveClass("object-cover");
    // Firefox and Safari would paint the alt text until the picture arrives.
    expect(image).toHaveStyle({ color: "rgba(0, 0, 0, 0)" });
  });

  it("loads a priority image at once and at high priority", () => {
    render(<Image src="/generated/hero.jpg" alt="" width={640} height={360} priority />);
    const image = document.querySelector("img")!;
    expect(image).not.toHaveAttribute("loading");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("width", "640");
  });

  it("tells onError about an image that failed before the page hydrated, once", async () => {
    // The browser gave up on it before any script ran.
    const { container, image } = finishedBeforeHydration(
      <Image src="/missing.jpg" alt="Missing" width={10} height={10} />,
      0,
    );
    const onError = vi.fn();
    const onLoad = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Image src="/missing.jpg" alt="Missing" width={10} height={10} onError={onError} onLoad={onLoad} />,
      );
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onLoad).not.toHaveBeenCalled();
    // The browser's own late event for the same outcome is not counted twice.
    await act(async () => image.dispatchEvent(new Event("error")));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("tells onLoad about an image that loaded before the page hydrated", async () => {
    const { container, image } = finishedBeforeHydration(<Image src="/here.jpg" alt="Here" fill sizes="100vw" />, 640);
    const onLoad = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Image src="/here.jpg" alt="Here" fill sizes="100vw" onLoad={onLoad} />),
    );
    expect(onLoad).toHaveBeenCalledTimes(1);
    // Re-rendering does not replay it again: the replay runs once per element.
    const dispatch = vi.spyOn(image, "dispatchEvent");
    await act(async () =>
      root.render(<Image src="/here.jpg" alt="Here" fill sizes="100vw" onLoad={onLoad} className="later" />),
    );
    expect(image).toHaveClass("later");
    expect(dispatch).not.toHaveBeenCalled();
  });
});
