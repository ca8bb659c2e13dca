import { refusal } from './refusal.js';
import { ANSWER, toResponse, type AdapterFacts, type Answer } from './answer.js';
import { requestAddress } from './request-address.js';
import type { Context } from './context.js';
import { Guards } from './guards.js';
import { parseJsonObject } from './json-body.js';
import {
  resolveOptions,
  type WalletHandler,
  type WalletHandlerOptions,
  type WalletPrincipal,
} from './options.js';
import { Ownership } from './ownership.js';
import { RateLimiter } from './rate-limit.js';
import { PasskeyRegistration } from './registration.js';
import { errorResponse, toErrorResponse } from './responses.js';
import { RouteTable } from './route-table.js';
import { walletRoutes } from './routes.js';
import { SignedRequests } from './signed-requests.js';
import { checkVaultOrigin } from './vault-origin.js';

export type { WalletHandler, WalletHandlerLogger, WalletHandlerOptions, WalletPrincipal } from './options.js';
export type { RateLimitOptions } from './rate-limit.js';
export { MemoryOwnershipCache, type OwnershipCache } from './ownership-cache.js';

/**
 * Creates the backend half of the embedded wallet: a `(Request) => Promise<Response>` that lets the
 * signed-in user's browser reach exactly the wallet operations it needs, under the service's own paths
 * and bodies, for that user's own customer only.
 *
 * - Allow-list: anything not in the route table is 404 `NOT_FOUND`.
 * - Decided before reading: CSRF (`X-Keyhold-Client: 1`, JSON bodies, a present `Origin` must be this
 *   host or one of `origins`; otherwise 403 `CSRF_REJECTED`), the declared size (413) and `authorize`
 *   (401) are settled from the request line and headers; a body is read only after that, bounded in
 *   size, time (408) and concurrency (503).
 * - Ownership: every account, credential, session, quote and transaction named is checked against the
 *   customer `authorize` returned (remembered once learnt, else looked up through the service); foreign
 *   or unknown → 403 `FORBIDDEN`. A `Request-Id` of another customer's pending signed request → 403.
 * - Bodies are forwarded as the exact bytes received (stamps stay valid); only `Service-Wallet-Signature`,
 *   `Request-Id`, `Idempotency-Key` (scoped to the customer) and the content type go on; only status,
 *   body, `Content-Type` and `Retry-After` come back.
 * - Frame mode (`vaultOrigin`): the calls that open a session or add a credential are accepted only with
 *   exactly the vault's `Origin` (403 `VAULT_ORIGIN_REQUIRED` otherwise, decided before the body is read).
 * - Credential challenge and verify calls are rate-limited per customer and per client address (429).
 * - Passkey registration challenges are issued here and accepted once, for the account they were issued
 *   for, within their lifetime.
 *
 * @example
 * const handler = createWalletHandler({
 *   service: new ServiceClient({ baseUrl, apiTokenId, apiClientSecret }),
 *   authorize: async (req) => (await mySession(req))?.customerId ? { customerId: … } : null,
 *   rpId: 'example.com',
 * });
 */
export function createWalletHandler(options: WalletHandlerOptions): WalletHandler {
  const resolved = resolveOptions(options);
  const { service, basePath, logger, ownershipCache } = resolved;
  const guards = new Guards(resolved);
  const signed = new SignedRequests(resolved.store);
  const limiter =
    resolved.rateLimits === false ? undefined : new RateLimiter(resolved.rateLimits, resolved.counters);
  const registration = new PasskeyRegistration({
    store: resolved.store,
    service,
    ttlMs: resolved.challengeTtlMs,
    maxPerCustomer: resolved.maxRegistrationChallengesPerCustomer,
    rpId: resolved.rpId,
    rpName: resolved.rpName,
  });
  const routes = new RouteTable(walletRoutes({ options: resolved, service, signed, registration }));
  const clientAddress = resolved.clientAddress ?? ((request: Request) => requestAddress.get(request));

  /** The whole decision for one call, as plain data (see {@link Answer}). */
  async function answer(request: Request, facts?: AdapterFacts): Promise<Answer> {
    let url: URL;
    try {
      url = facts?.url ?? new URL(request.url);
    } catch {
      return errorResponse(404, 'NOT_FOUND', 'Not found.');
    }
    const cors = guards.corsHeaders(request);
    const respond = (answer: Answer): Answer => {
      if (cors) Object.assign(answer.headers, cors);
      return answer;
    };
    const path = url.pathname;
    if (path !== basePath && !path.startsWith(`${basePath}/`)) {
      return respond(errorResponse(404, 'NOT_FOUND', 'Not found.'));
    }
    const relative = path.slice(basePath.length);
    let routeName = 'unmatched';
    try {
      if (request.method === 'OPTIONS') return guards.preflight(request);
      // Everything up to the body read is decided from the request line and headers alone.
      guards.checkCsrf(request, url);
      guards.checkDeclaredBody(request);
      const principal = await authorizeRequest(request);
      const match = routes.match(request.method, relative);
      if (!match) return respond(errorResponse(404, 'NOT_FOUND', 'Not found.'));
      routeName = `${match.route.method} ${match.route.path}`;
      checkVaultOrigin(resolved.vaultOrigin, request, routeName);
      if (match.route.limit && limiter) {
        await limiter.hit(match.route.limit, principal.customerId, clientAddress(request));
      }
      const body = await guards.readBody(request);
      const ctx: Context = {
        request,
        url,
        customerId: principal.customerId,
        params: match.params,
        body,
        json: body ? parseJsonObject(body) : undefined,
        ownership: new Ownership(service, principal.customerId, ownershipCache),
      };
      const prefetched = await match.route.owner(ctx);
      return respond(await match.route.action(ctx, prefetched ?? undefined));
    } catch (err) {
      return respond(toErrorResponse(err, request.method, routeName, logger));
    }
  }

  const walletHandler = async (request: Request): Promise<Response> => toResponse(await answer(request));
  // The Node adapter writes answers directly (no Response in between); see answer.ts.
  Object.defineProperty(walletHandler, ANSWER, { value: answer });
  return walletHandler;

  /** The integrator's `authorize`, with a precise word to the developer when its answer is unusable. */
  async function authorizeRequest(request: Request): Promise<WalletPrincipal> {
    const principal = await resolved.authorize(request);
    if (principal === null || principal === undefined) {
      throw refusal(401, 'UNAUTHORIZED', 'Sign in first: no signed-in user for this request.', {
        hint: 'authorize(request) returned null: the request carried no session your app recognises (cookie not sent? credentials: "include" missing cross-origin? signed out?).',
      });
    }
    if (typeof principal !== 'object' || typeof principal.customerId !== 'string' || !principal.customerId) {
      const got =
        typeof principal === 'object'
          ? `an object with keys [${Object.keys(principal).join(', ')}]`
          : typeof principal;
      const hint = `authorize(request) must return { customerId: 'Customer:…' } (the service's customer id) or null; it returned ${got}.`;
      logger.warn(`keyhold wallet handler: ${hint}`);
      throw refusal(401, 'UNAUTHORIZED', 'Sign in first: no signed-in user for this request.', { hint });
    }
    return principal;
  }
}
