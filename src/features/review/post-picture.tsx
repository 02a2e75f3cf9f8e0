import { reviewImageSrcSet } from "@/src/model/review-image-urls";
import { Image } from "@/src/ui/image";
import { POST_SIZES } from "./post-media";
import type { SocialPost } from "./posts";

/** A post's picture size: its stored size for a round's post, its format's for a generated one. */
export function postPictureSize(post: SocialPost): { width: number; height: number } {
  return post.round?.picture ?? POST_SIZES[post.format];
}

type PostPictureProps = {
  post: SocialPost;
  alt: string;
  sizes: string;
  className: string;
  onError: () => void;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  priority?: boolean;
  draggable?: boolean;
};

/**
 * A post's picture, filling its frame: a generated one through the site's image sizes, an uploaded
 * one from the widths stored at upload (its own srcset), so serving it never resizes.
 */
export function PostPicture({ post, alt, sizes, className, onError, ...rest }: PostPictureProps) {
  if (!post.round)
    return <Image src={post.image} alt={alt} fill sizes={sizes} className={className} onError={onError} {...rest} />;
  const { loading, fetchPriority, priority, draggable } = rest;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored widths, served as they are
    <img
      src={post.image}
      srcSet={reviewImageSrcSet(post.round.picture)}
      sizes={sizes}
      alt={alt}
      width={post.round.picture.width}
      height={post.round.picture.height}
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : fetchPriority}
      draggable={draggable}
      decoding="async"
      onError={onError}
      className={`absolute inset-0 size-full ${className}`}
    />
  );
}
