/** The cart entry for the Web Design package, as the shop stores it (studio_cart_v1). */
export const webDesignCartItem = {
  id: "web-design",
  name: "Web Design",
  price: 1899,
  category: "Web",
  type: "service",
  image: "/generated/shop/web-design-1.webp",
  features: [],
};

/** The same package as a line of the order the cart sends to /contact (studio_order_request). */
export const webDesignOrderLine = {
  id: "web-design",
  name: "Web Design",
  category: "Web",
  type: "service",
  price: 1899,
  originalPrice: 1899,
  bundleDiscount: false,
};
