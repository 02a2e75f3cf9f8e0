/** The cart's rules (docs/studio-site.md#cart). */

/** Add-on items it takes to earn the bundle discount. */
export const BUNDLE_MIN_ADDONS = 3;
/** Share taken off each add-on's price once the bundle applies. */
export const BUNDLE_DISCOUNT_RATE = 0.1;
/** Features listed per item in the drawer. */
export const CART_FEATURES_SHOWN = 3;

/** Versioned so a future change of shape starts clean instead of misreading old carts. */
export const CART_STORAGE_KEY = "studio_cart_v1";
/** Checkout hands the cart to /contact under this session-storage key. */
export const ORDER_REQUEST_KEY = "studio_order_request";

export const CART_STORAGE_ERROR = "Error parsing saved cart data";
export const ORDER_REQUEST_ERROR = "Error parsing order request data";

/** Shown when an item's image cannot be loaded. */
export const CART_PLACEHOLDER_IMAGE = "/generated/shop/placeholder.webp";
