import type { ShopPackageId } from "@/src/content/shop-packages";

/** Simulated latency of the service-detail data (docs/studio-site.md#service-detail). */
export const SERVICE_LOAD_MS = 800;
/**
 * The main gallery picture's `sizes`: half the page beside the details on a wide screen, the full width
 * under them on a narrow one. The page preloads its first picture with the same value, so the picture
 * the simulated load reveals is already downloaded.
 */
export const GALLERY_IMAGE_SIZES = "(min-width: 1024px) 50vw, 100vw";
/** How long Add to Cart reads 'Added to Cart' and stays disabled. */
export const ADDED_STATE_MS = 3000;
/** The related-service cards every detail page shows, in order. */
export const RELATED_SERVICE_IDS: readonly ShopPackageId[] = ["brand-identity", "logo-design", "social-media"];
