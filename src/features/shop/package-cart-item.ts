import type { ShopPackage } from "@/src/content/shop-packages";
import type { CartItem } from "@/src/features/cart/cart-item";

/** What Add to Cart puts in the cart for a package (its first image stands for it). */
export function packageCartItem(pkg: ShopPackage): CartItem {
  return {
    id: pkg.id,
    name: pkg.name,
    price: pkg.price,
    image: pkg.images[0] ?? "",
    category: pkg.category,
    type: pkg.type,
    features: pkg.features,
  };
}
