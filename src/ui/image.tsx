/* eslint-disable @next/next/no-img-element -- this is the site's image component; it replaces next/image (see image-attributes.ts) */
import type { ComponentProps, CSSProperties, SyntheticEvent } from "react";
import { preload } from "react-dom";
import { imageSourceAttributes, loadsEagerly, type ImageSource } from "./image-attributes";

export type ImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt" | "ref"> & {
  src: string;
  alt: string;
  /** Fills its positioned parent (absolute, 100 % both ways), sized by `sizes`, instead of `width` × `height`. */
  fill?: boolean;
  width?: number;
  height?: number;
  /** The page's largest paint: loaded at once and at high priority, preloaded from the document's head. */
  priority?: boolean;
  /** Served as is rather than through the image optimizer (remote files; SVG always is). */
  unoptimized?: boolean;
};

const fillStyle: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };
/** Firefox and Safari paint the alt text in the box until the picture arrives (next/image hides it too). */
const baseStyle: CSSProperties = { color: "transparent" };

/**
 * Starts downloading the picture an `<Image>` with the same `src`, `sizes` and `width` will show,
 * from the document's head: the browser picks the same candidate from the same `srcSet` and `sizes`,
 * so the image reuses the download. For a picture revealed later than the page's first paint (after
 * a simulated wait), and for the priority image itself (`fetchPriority: "high"`).
 */
export function preloadImage(source: ImageSource, fetchPriority?: "high" | "low" | "auto"): void {
  const { src, srcSet, sizes } = imageSourceAttributes(source);
  preload(src, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority });
}

/**
 * An `<img>` with the optimizer's responsive sources, lazy unless it is the page's priority image.
 * A plain function with no state, so a server component renders it with no JavaScript at all.
 *
 * `onLoad` and `onError` are also called for an image that finished before the page hydrated
 * (React only hears events that happen after), once per source.
 */
export function Image({
  src,
  alt,
  sizes,
  fill = false,
  width,
  height,
  priority = false,
  unoptimized,
  loading,
  fetchPriority,
  style,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
  const source = imageSourceAttributes({ src, sizes, width, unoptimized });
  if (priority) preloadImage({ src, sizes, width, unoptimized }, "high");
  const lazy = !priority && !loadsEagerly(src) && (loading ?? "lazy") === "lazy";
  const handlers = onLoad || onError ? reportedOnce(onLoad, onError) : null;
  return (
    <img
      {...rest}
      alt={alt}
      ref={handlers ? replayEarlyEvent : undefined}
      loading={lazy ? "lazy" : loading}
      fetchPriority={priority ? "high" : fetchPriority}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      decoding="async"
      style={fill ? { ...baseStyle, ...fillStyle, ...style } : { ...baseStyle, ...style }}
      sizes={source.sizes}
      srcSet={source.srcSet}
      // Last, so the browser has srcSet and sizes before src starts a request (as next/image does).
      src={source.src}
      onLoad={handlers?.onLoad}
      onError={handlers?.onError}
    />
  );
}

type ImageEventHandler = (event: SyntheticEvent<HTMLImageElement>) => void;

/** The outcome each image element last reported, so a replayed event and the real one count once. */
const reported = new WeakMap<HTMLImageElement, string>();

function reportedOnce(onLoad: ImageEventHandler | undefined, onError: ImageEventHandler | undefined) {
  const countedOnce =
    (handler: ImageEventHandler | undefined): ImageEventHandler =>
    (event) => {
      const image = event.currentTarget;
      const outcome = `${event.type} ${image.currentSrc || image.src}`;
      if (reported.get(image) === outcome) return;
      reported.set(image, outcome);
      handler?.(event);
    };
  return { onLoad: countedOnce(onLoad), onError: countedOnce(onError) };
}

/**
 * An image already complete when React attaches (it finished before hydration) gets its outcome
 * dispatched again, for React's listener to hear. Module-level, so the ref is stable and runs once
 * per element rather than on every render.
 */
function replayEarlyEvent(image: HTMLImageElement | null) {
  if (image?.complete && image.getAttribute("src")) {
    image.dispatchEvent(new Event(image.naturalWidth > 0 ? "load" : "error"));
  }
}
