import type { ShopAddon } from "@/src/content/shop-addons";
import type { CartItem } from "@/src/features/cart/cart-item";

/** What Add to Cart puts in the cart for a shop add-on: an 'addon' line, which the bundle discount counts. */
export function addonCartItem(addon: ShopAddon): CartItem {
  return {
    id: addon.id,
    name: addon.name,
    price: addon.price,
    image: addon.image,
    category: addon.category,
    type: addon.type,
    unit: addon.unit,
    features: addon.features,
  };
}
