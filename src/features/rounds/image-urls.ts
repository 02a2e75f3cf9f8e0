import { VARIANT_WIDTHS } from "./constants";

type StoredImage = { id: string; width: number; height: number };

/** The widths stored for a picture (made at upload): the smaller ones below it, then its own. */
export function storedWidths(image: StoredImage): number[] {
  return [...VARIANT_WIDTHS.filter((width) => width < image.width), image.width];
}

/** A stored width's URL: the content hash makes it immutable, and unguessable. */
export function reviewImageUrl(imageId: string, width: number): string {
  return `/api/review-images/${imageId}/${width}`;
}

/** `srcset` over every stored width, so the browser picks one and nothing is resized when served. */
export function reviewImageSrcSet(image: StoredImage): string {
  return storedWidths(image)
    .map((width) => `${reviewImageUrl(image.id, width)} ${width}w`)
    .join(", ");
}
