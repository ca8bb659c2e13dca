// Browser commands (run in Node with the Playwright page) for the elements' real-stack tests: the dev OIDC
// issuer's sign-in page, wherever it opened (a popup, or a frame that was redirected to it), and a network
// that drops one kind of request on the way to the real backend.
import type { BrowserCommand } from 'vitest/node';
import type { Frame, Page, Route } from 'playwright';

type Ctx = Parameters<BrowserCommand<[]>>[0] & { page: Page };

/** The issuer's sign-in page: a popup of the context or a frame of the page, once it is there. */
async function findIssuerPage(page: Page, timeoutMs: number): Promise<Page | Frame> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const isIssuer = (url: string) => url.includes('/oidc/authorize');
    const popup = page
      .context()
      .pages()
      .find((p) => p !== page && isIssuer(p.url()));
    if (popup) return popup;
    const frame = page.frames().find((f) => isIssuer(f.url()));
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error('The OIDC sign-in page did not open.');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Presses "Sign in" on the dev OIDC issuer's page (its email is the login hint). */
const submitOidcSignIn: BrowserCommand<[]> = async (ctx) => {
  const target = await findIssuerPage((ctx as Ctx).page, 15_000);
  await target.waitForLoadState('domcontentloaded');
  await target.locator('#sign-in').click();
  return true;
};

let dropping: { page: Page; handler: (route: Route) => Promise<void> } | null = null;

/**
 * From now on the network drops every *signed* request (one carrying `Service-Wallet-Signature`) whose URL
 * contains `urlPart`, as a connection that fails on the way there (`'request'`) or back (`'answer'`);
 * everything else goes through.
 */
const dropSignedRequests: BrowserCommand<[urlPart: string, when?: 'request' | 'answer']> = async (
  ctx,
  urlPart,
  when = 'request',
) => {
  const page = (ctx as Ctx).page;
  const handler = async (route: Route): Promise<void> => {
    const request = route.request();
    if (!request.url().includes(urlPart) || request.headers()['service-wallet-signature'] === undefined)
      return route.fallback();
    // 'answer': the request reaches the backend and the service acts on it; only the answer is lost.
    if (when === 'answer') await route.fetch();
    await route.abort('connectionfailed');
  };
  await page.route('**/api/wallet/**', handler);
  dropping = { page, handler };
};

/** The network delivers everything again. */
const stopDroppingRequests: BrowserCommand<[]> = async () => {
  if (dropping) await dropping.page.unroute('**/api/wallet/**', dropping.handler);
  dropping = null;
};

let holding: { page: Page; handler: (route: Route) => Promise<void>; release: () => void } | null = null;

/** From now on requests whose URL contains `urlPart` wait (a slow network) until `releaseRequests()`. */
const holdRequests: BrowserCommand<[urlPart: string]> = async (ctx, urlPart) => {
  const page = (ctx as Ctx).page;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route): Promise<void> => {
    if (route.request().url().includes(urlPart) && route.request().method() !== 'OPTIONS') await released;
    await route.fallback();
  };
  await page.route('**/api/wallet/**', handler);
  holding = { page, handler, release };
};

/** The held requests go on, and nothing is held any more. */
const releaseRequests: BrowserCommand<[]> = async () => {
  if (!holding) return;
  holding.release();
  await holding.page.unroute('**/api/wallet/**', holding.handler);
  holding = null;
};

export const pageCommands = {
  submitOidcSignIn,
  dropSignedRequests,
  stopDroppingRequests,
  holdRequests,
  releaseRequests,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    submitOidcSignIn(): Promise<boolean>;
    dropSignedRequests(urlPart: string, when?: 'request' | 'answer'): Promise<void>;
    stopDroppingRequests(): Promise<void>;
    holdRequests(urlPart: string): Promise<void>;
    releaseRequests(): Promise<void>;
  }
}
