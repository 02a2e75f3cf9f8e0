import type { ShopPackage } from "@/src/content/shop-packages";
import { SERVICE_LOAD_MS } from "./constants";

/**
 * The service-detail data source: no network, the hard-coded package (handed over by the server
 * page) delivered after SERVICE_LOAD_MS. Async so a real API can replace it without touching the page.
 */
export function loadServicePackage(pkg: ShopPackage, delayMs = SERVICE_LOAD_MS): Promise<ShopPackage> {
  return new Promise((resolve) => setTimeout(() => resolve(pkg), delayMs));
}
