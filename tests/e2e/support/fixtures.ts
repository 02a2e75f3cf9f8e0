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
