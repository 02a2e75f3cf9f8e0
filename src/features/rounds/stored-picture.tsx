import { reviewImageSrcSet } from "@/src/model/review-image-urls";
import type { StoredImage } from "@/src/model/round";

/** An uploaded picture in its stored widths (never through the image optimizer: they are already sized). */
export function StoredPicture({
  image,
  sizes,
  alt,
  className,
}: {
  image: StoredImage;
  sizes: string;
  alt: string;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored widths, served as they are
    <img
      src={`/api/review-images/${image.id}/${image.widths[0]}`}
      srcSet={reviewImageSrcSet(image)}
      sizes={sizes}
      alt={alt}
      className={className}
      draggable={false}
    />
  );
}
