import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The studio password the server under test is given (playwright.config.ts). */
export const STUDIO_PASSWORD = "e2e-studio-password";

/** Signs the page's browser in to the studio, through the API the inbox uses. */
export async function signInToStudio(page: Page) {
  await signInRequest(page.request);
}

/** Signs a request context (its cookie jar) in to the studio. */
export async function signInRequest(request: APIRequestContext) {
  const response = await request.post("/api/studio/session", { data: { password: STUDIO_PASSWORD } });
  expect(response.status()).toBe(204);
}

/** A client's review link, as the studio's inbox gives it (needs a signed-in request context). */
export async function reviewLink(request: APIRequestContext, clientId: string): Promise<string> {
  const response = await request.get("/api/studio/reviews");
  expect(response.status()).toBe(200);
  const { clients } = (await response.json()) as { clients: { id: string; link: string }[] };
  const link = clients.find((client) => client.id === clientId)?.link;
  if (!link) throw new Error(`No review link for ${clientId}`);
  return link;
}
