import { shopPackages, type ShopPackage } from "@/src/content/shop-packages";
import { SERVICE_LOAD_MS } from "./constants";

/**
 * The service-detail data source: no network, the hard-coded package delivered after
 * SERVICE_LOAD_MS, or null for an unknown id. Kept as an async function so a real API can
 * replace it without touching the page.
 */
export function loadServicePackage(id: string, delayMs = SERVICE_LOAD_MS): Promise<ShopPackage | null> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(shopPackages.find((pkg) => pkg.id === id) ?? null), delayMs);
  });
}
