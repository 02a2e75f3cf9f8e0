import { SERVICE_LOAD_MS } from "./constants";

/**
 * The service-detail data source's latency: no network, the package is hard-coded (docs/studio-site.md#service-detail)
 * and its details appear after SERVICE_LOAD_MS. Async so a real API can replace it.
 */
export function simulateServiceLoad(delayMs = SERVICE_LOAD_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}
