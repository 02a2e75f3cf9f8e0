/*
 * The addresses of a studio-made tour's files (docs/tours.md#storage-and-addresses), apart from the
 * schemas: the viewer and the studio's editor build them where valibot is not loaded.
 */

/**
 * The tour's frame folder, the viewer's `framePath`: frames are `{this}/frames/{width}/frame_000001.jpg`,
 * as the demo's. The set's hash names every frame's content, so the URLs never change meaning and
 * are cached for good.
 */
export function tourFramesPath(setHash: string): string {
  return `/api/tour-frames/${setHash}`;
}

/** A stored plan or poses file, by the hash of its bytes. */
export function tourFileUrl(hash: string): string {
  return `/api/tour-files/${hash}`;
}

/** Frame `frame` of a set at one width (the viewer's naming: `frame_000001.jpg`). */
export function tourFrameUrl(setHash: string, width: number, frame: number): string {
  return `${tourFramesPath(setHash)}/frames/${width}/frame_${String(frame).padStart(6, "0")}.jpg`;
}

/** The studio's routes for one tour. */
export const studioTourPath = (tourId: number) => `/api/studio/tours/${tourId}`;
export const framePutUrl = (tourId: number, footageId: number, frame: number) =>
  `${studioTourPath(tourId)}/footage/${footageId}/frames/${frame}`;
export const planUploadUrl = (tourId: number, floorId: string) => `${studioTourPath(tourId)}/floors/${floorId}/plan`;
