import type { StoredImage } from "./round";

/*
 * The URLs of an uploaded review picture, apart from the round's schemas: the review page's grid
 * builds them on first paint, where valibot (which the schemas bring) is not loaded yet.
 */

/** A stored width's URL: the content hash makes it immutable, and unguessable. */
export function reviewImageUrl(imageId: string, width: number): string {
  return `/api/review-images/${imageId}/${width}`;
}

/** `srcset` over every stored width, so the browser picks one and nothing is resized when served. */
export function reviewImageSrcSet(image: StoredImage): string {
  return image.widths.map((width) => `${reviewImageUrl(image.id, width)} ${width}w`).join(", ");
}
