import { fromBase64Url, sha256Hex, toBase64Url, utf8Decode, utf8Encode } from '@keyhold/core/crypto';
import { KeyholdError } from '@keyhold/core/errors';
import { CLIENT_HEADER } from '@keyhold/core/protocol';
import { type ChallengeStore, MemoryChallengeStore } from './challenge-store.js';
import { parseJsonObject } from './json-body.js';
import { isRefusal, refusal } from './refusal.js';
import type { ServiceClient } from './service-client.js';
import type { AuthMethod, AuthSession, InternalAccount } from './types.js';

/** Who is signed in, as the integrator's `authorize` says. */
export interface WalletPrincipal {
  /** The service's `Customer:<uuid>` id of the signed-in user. */
  customerId: string;
}

/** Minimal logger; the handler logs only method, route and error codes, never headers or bodies. */
export interface WalletHandlerLogger {
  warn(message: string, meta?: Record<string, unknown>): void;
  error(message: string, meta?: Record<string, unknown>): void;
}

export interface WalletHandlerOptions {
  /** The service client holding the platform's Basic credentials. */
  service: ServiceClient;
  /**
   * Reads the integrator's own session (cookie, bearer token…) from the request and returns the signed-in
   * user's customer id, or null when nobody is signed in (→ 401). Read headers only: the body belongs to
   * the handler, which forwards it unread.
   */
  authorize: (request: Request) => Promise<WalletPrincipal | null> | WalletPrincipal | null;
  /** Where the handler is mounted. Default `/api/wallet`. */
  basePath?: string;
  /** WebAuthn relying-party id: the integrator's host name, e.g. `example.com` or `localhost`. */
  rpId: string;
  /** WebAuthn relying-party name shown by authenticators. Default: `rpId`. */
  rpName?: string;
  /**
   * Origins allowed to call the handler cross-origin (with CORS and credentials), e.g.
   * `['https://app.example.com']`. Without it only same-host requests are accepted.
   */
  origins?: string[];
  /** Where issued passkey registration challenges live. Default: in memory (one instance). */
  challengeStore?: ChallengeStore;
  /**
   * Quotes created from the browser may pay into the signed-in customer's own accounts (internal or
   * external) and UMA addresses. Return true here to allow another ACCOUNT destination as well (for
   * example your merchant account). Called only for destinations that are not the customer's own.
   */
  allowQuoteDestination?: (
    destination: { destinationType: 'ACCOUNT'; accountId: string },
    principal: WalletPrincipal,
  ) => boolean | Promise<boolean>;
  /** Reported to the browser by `GET /config` (sandbox-only fallbacks). Default false. */
  sandbox?: boolean;
  /** Registration challenge lifetime. Default 300 000 ms (5 minutes). */
  challengeTtlMs?: number;
  /**
   * Registration challenges one customer may hold unused at a time (per handler instance). One more is
   * 429 `RATE_LIMITED` with `Retry-After` = seconds until the oldest expires. Default 5.
   */
  maxRegistrationChallengesPerCustomer?: number;
  /** Largest accepted request body. Default 64 KiB. */
  maxBodyBytes?: number;
  /** Default: `console`. Pass `{ warn() {}, error() {} }` to silence. */
  logger?: WalletHandlerLogger;
}

/** A fetch-standard handler: mount it under `basePath` of the integrator's app. */
export type WalletHandler = (request: Request) => Promise<Response>;

const FORWARDED_REQUEST_HEADERS = ['Service-Wallet-Signature', 'Request-Id'] as const;
const FORWARDED_RESPONSE_HEADERS = ['Content-Type', 'Retry-After'] as const;
const ALLOWED_REQUEST_HEADERS = [
  'content-type',
  'x-keyhold-client',
  'service-wallet-signature',
  'request-id',
  'idempotency-key',
];
const ID = '([A-Za-z][A-Za-z0-9]*(?::|%3[Aa])[A-Za-z0-9-]{1,64})';
const WALLET_ACCOUNT_PREFIX = /^(?:InternalAccount|EmbeddedWallet):/;

interface Context {
  request: Request;
  url: URL;
  customerId: string;
  params: string[];
  body: Uint8Array | undefined;
  json: Record<string, unknown> | undefined;
  ownership: Ownership;
}

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  name: string;
  run(ctx: Context): Promise<Response>;
}

interface RegistrationRecord {
  accountId: string;
  customerId: string;
  expiresAt: number;
}

/**
 * Creates the backend half of the embedded wallet: a `(Request) => Promise<Response>` that lets the
 * signed-in user's browser reach exactly the wallet operations it needs, under the service's own paths
 * and bodies, for that user's own customer only.
 *
 * - Allow-list: anything not in the route table is 404 `NOT_FOUND`.
 * - CSRF: every call needs `X-Keyhold-Client: 1`, bodies need `Content-Type: application/json`, and a
 *   present `Origin` must be this host or one of `origins`; otherwise 403 `CSRF_REJECTED`.
 * - Ownership: every account, credential, session, quote and transaction named is checked against the
 *   customer `authorize` returned (looked up through the service); foreign or unknown → 403 `FORBIDDEN`.
 * - Bodies are forwarded as the exact bytes received (stamps stay valid); only `Service-Wallet-Signature`,
 *   `Request-Id`, `Idempotency-Key` (scoped to the customer) and the content type go on; only status,
 *   body, `Content-Type` and `Retry-After` come back.
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
  const { service } = options;
  if (!service)
    throw new KeyholdError('INVALID_CONFIG', 'createWalletHandler needs a ServiceClient as `service`.');
  if (typeof options.authorize !== 'function') {
    throw new KeyholdError('INVALID_CONFIG', 'createWalletHandler needs an `authorize(request)` function.');
  }
  if (!options.rpId)
    throw new KeyholdError('INVALID_CONFIG', 'createWalletHandler needs the WebAuthn `rpId`.');
  const basePath = (options.basePath ?? '/api/wallet').replace(/\/+$/, '');
  const rpName = options.rpName ?? options.rpId;
  const store = options.challengeStore ?? new MemoryChallengeStore();
  const challengeTtlMs = options.challengeTtlMs ?? 300_000;
  const outstanding = new OutstandingChallenges(options.maxRegistrationChallengesPerCustomer ?? 5);
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const logger = options.logger ?? console;
  const allowedOrigins = new Set((options.origins ?? []).map((o) => new URL(o).origin));

  // -------------------------------------------------------------------------------------------------
  // forwarding

  async function forward(
    ctx: Context,
    method: string,
    path: string,
    query?: URLSearchParams,
  ): Promise<Response> {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = ctx.request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const idempotencyKey = ctx.request.headers.get('Idempotency-Key');
    if (idempotencyKey !== null)
      headers.set('Idempotency-Key', await scopedIdempotencyKey(ctx.customerId, idempotencyKey));
    if (ctx.body) headers.set('Content-Type', ctx.request.headers.get('Content-Type') ?? 'application/json');
    const upstream = await service.requestRaw(method, path, { query, headers, body: ctx.body });
    return mirror(upstream);
  }

  async function mirror(upstream: Response, bytes?: ArrayBuffer): Promise<Response> {
    const body = bytes ?? (await upstream.arrayBuffer());
    const headers = new Headers({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const empty = upstream.status === 204 || upstream.status === 304 || body.byteLength === 0;
    return new Response(empty ? null : body, { status: upstream.status, headers });
  }

  // -------------------------------------------------------------------------------------------------
  // routes

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/config$/,
      name: 'config',
      run: async (ctx) =>
        json(200, {
          sandbox: options.sandbox === true,
          rpId: options.rpId,
          rpName,
          customerId: ctx.customerId,
        }),
    },
    {
      method: 'GET',
      pattern: /^\/customers\/internal-accounts$/,
      name: 'list internal accounts',
      run: async (ctx) => {
        const asked = ctx.url.searchParams;
        const customerId = asked.get('customerId');
        if (customerId !== null && customerId !== ctx.customerId) {
          throw forbidden('Only the signed-in customer’s accounts can be listed.');
        }
        const type = asked.get('type');
        if (type !== null && type !== 'EMBEDDED_WALLET') {
          throw forbidden('Only EMBEDDED_WALLET accounts are available here.');
        }
        const query = new URLSearchParams({ customerId: ctx.customerId, type: 'EMBEDDED_WALLET' });
        for (const name of ['currency', 'limit', 'cursor']) {
          const value = asked.get(name);
          if (value !== null) query.set(name, value);
        }
        const upstream = await service.requestRaw('GET', '/customers/internal-accounts', { query });
        const bytes = await upstream.arrayBuffer();
        if (upstream.ok) {
          // Belt and braces: a service that ignored the filter (or a crafted cursor it trusted over the
          // query) must not hand another customer's or another type of account to this browser.
          const page = parseUpstream(bytes);
          const items: unknown[] = Array.isArray(page.data) ? page.data : [];
          const foreign = items.some((item) => {
            const account = asRecord(item);
            return (
              !account ||
              account.type !== 'EMBEDDED_WALLET' ||
              (account.customerId !== undefined && account.customerId !== ctx.customerId)
            );
          });
          if (foreign || !Array.isArray(page.data)) {
            throw new KeyholdError('SERVICE_ERROR', 'The account list held accounts of another kind.');
          }
        }
        return mirror(upstream, bytes);
      },
    },
    {
      method: 'POST',
      pattern: /^\/passkeys\/registration-options$/,
      name: 'passkey registration options',
      run: async (ctx) => {
        const body = ctx.json ?? {};
        const accountId = requireString(body, 'accountId');
        const nickname = body.nickname;
        if (nickname !== undefined && (typeof nickname !== 'string' || nickname.length > 256)) {
          throw invalidInput('nickname must be a string of at most 256 characters.', 'nickname');
        }
        await ctx.ownership.requireAccount(accountId);
        const challenge = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
        const record: RegistrationRecord = {
          accountId,
          customerId: ctx.customerId,
          expiresAt: Date.now() + challengeTtlMs,
        };
        // Counted before the store is written, in the same synchronous turn as the check, so parallel
        // requests of one customer cannot all pass the cap.
        outstanding.add(ctx.customerId, challenge, record.expiresAt);
        try {
          await store.set(`reg:${challenge}`, JSON.stringify(record), challengeTtlMs);
        } catch (err) {
          outstanding.remove(ctx.customerId, challenge);
          throw err;
        }
        let userName = typeof nickname === 'string' && nickname ? nickname : accountId;
        try {
          const customer = await service.getCustomer(ctx.customerId);
          if (typeof customer.email === 'string' && customer.email) userName = customer.email;
        } catch {
          // The name shown by the authenticator is cosmetic; registration works without it.
        }
        return json(200, {
          options: {
            challenge,
            rp: { id: options.rpId, name: rpName },
            user: {
              id: toBase64Url(utf8Encode(accountId)),
              name: userName,
              displayName: typeof nickname === 'string' && nickname ? nickname : userName,
            },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            timeout: challengeTtlMs,
            attestation: 'none',
            authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
            excludeCredentials: [],
            hints: [],
            extensions: { credProps: true },
          },
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/credentials$/,
      name: 'create credential',
      run: async (ctx) => {
        const body = ctx.json ?? {};
        const accountId = requireString(body, 'accountId');
        await ctx.ownership.requireAccount(accountId);
        if (body.type !== 'PASSKEY') return forward(ctx, 'POST', '/auth/credentials');
        return createPasskeyCredential(ctx, body, accountId);
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/credentials$/,
      name: 'list credentials',
      run: async (ctx) => {
        const accountId = requireQuery(ctx.url, 'accountId');
        await ctx.ownership.requireAccount(accountId);
        return forward(ctx, 'GET', '/auth/credentials', new URLSearchParams({ accountId }));
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/auth/credentials/${ID}/challenge$`),
      name: 'credential challenge',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        await ctx.ownership.requireCredential(id);
        return forward(ctx, 'POST', `/auth/credentials/${id}/challenge`);
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/auth/credentials/${ID}/verify$`),
      name: 'credential verify',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        await ctx.ownership.requireCredential(id);
        return forward(ctx, 'POST', `/auth/credentials/${id}/verify`);
      },
    },
    {
      method: 'DELETE',
      pattern: new RegExp(`^/auth/credentials/${ID}$`),
      name: 'revoke credential',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        await ctx.ownership.requireCredential(id);
        return forward(ctx, 'DELETE', `/auth/credentials/${id}`);
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/sessions$/,
      name: 'list sessions',
      run: async (ctx) => {
        const accountId = requireQuery(ctx.url, 'accountId');
        await ctx.ownership.requireAccount(accountId);
        return forward(ctx, 'GET', '/auth/sessions', new URLSearchParams({ accountId }));
      },
    },
    {
      method: 'DELETE',
      pattern: new RegExp(`^/auth/sessions/${ID}$`),
      name: 'revoke session',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        await ctx.ownership.requireSession(id);
        return forward(ctx, 'DELETE', `/auth/sessions/${id}`);
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/internal-accounts/${ID}/export$`),
      name: 'export wallet',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        await ctx.ownership.requireAccount(id);
        return forward(ctx, 'POST', `/internal-accounts/${id}/export`);
      },
    },
    {
      method: 'POST',
      pattern: /^\/quotes$/,
      name: 'create quote',
      run: async (ctx) => {
        const body = ctx.json ?? {};
        // The service reads every field of `source` and `destination`; a field the handler did not check
        // (a REALTIME_FUNDING source naming another customer, a side `customerId`) must not reach it.
        const source = asRecord(body.source);
        const accountId = source?.accountId;
        if (!source || typeof accountId !== 'string' || !accountId) {
          throw invalidInput(
            'source.accountId is required: quotes here are paid from the wallet.',
            'source.accountId',
          );
        }
        if (source.sourceType !== 'ACCOUNT' || !hasOnlyKeys(source, ['sourceType', 'accountId'])) {
          throw invalidInput(
            'source must be exactly {"sourceType":"ACCOUNT","accountId":<your wallet>}.',
            'source',
          );
        }
        await ctx.ownership.requireAccount(accountId);
        await requireQuoteDestination(ctx, body.destination);
        return forward(ctx, 'POST', '/quotes');
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/quotes/${ID}$`),
      name: 'read quote',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        const upstream = await service.requestRaw('GET', `/quotes/${id}`);
        const bytes = await upstream.arrayBuffer();
        if (upstream.status === 404) throw unknownQuote();
        if (upstream.ok) await ctx.ownership.requireQuoteBody(bytes);
        return mirror(upstream, bytes);
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/quotes/${ID}/execute$`),
      name: 'execute quote',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        const upstream = await service.requestRaw('GET', `/quotes/${id}`);
        const bytes = await upstream.arrayBuffer();
        if (upstream.status === 404) throw unknownQuote();
        if (!upstream.ok) return mirror(upstream, bytes);
        await ctx.ownership.requireQuoteBody(bytes);
        return forward(ctx, 'POST', `/quotes/${id}/execute`);
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/transactions/${ID}$`),
      name: 'read transaction',
      run: async (ctx) => {
        const id = ctx.params[0]!;
        const upstream = await service.requestRaw('GET', `/transactions/${id}`);
        const bytes = await upstream.arrayBuffer();
        // Unknown answers like foreign: a 404 would tell A which of B's ids exist.
        if (upstream.status === 404) {
          throw forbidden('This transaction does not belong to the signed-in customer.');
        }
        if (upstream.ok) {
          const transaction = parseUpstream(bytes);
          if (transaction.customerId !== ctx.customerId) {
            throw forbidden('This transaction does not belong to the signed-in customer.');
          }
        }
        return mirror(upstream, bytes);
      },
    },
  ];

  /**
   * Where may the signed-in customer send money from the browser? To a UMA address (the service binds
   * its `lookupId` to the sender), or to an account of their own: one of their internal accounts or one
   * of their external accounts. Any other account id (another customer's bank account or wallet, an
   * unknown id) is refused like a foreign resource, unless the integrator's `allowQuoteDestination` says
   * yes (a merchant's own account, say). Without this check the quote response would also reveal the
   * other account's currency, rail and beneficiary name.
   */
  async function requireQuoteDestination(ctx: Context, value: unknown): Promise<void> {
    const destination = asRecord(value);
    if (destination?.destinationType === 'UMA_ADDRESS') {
      if (!hasOnlyKeys(destination, ['destinationType', 'umaAddress', 'currency'])) {
        throw invalidInput(
          'A UMA destination has exactly destinationType, umaAddress and optionally currency.',
          'destination',
        );
      }
      return;
    }
    if (
      destination?.destinationType !== 'ACCOUNT' ||
      typeof destination.accountId !== 'string' ||
      !destination.accountId ||
      !hasOnlyKeys(destination, ['destinationType', 'accountId'])
    ) {
      throw invalidInput(
        'destination must be {"destinationType":"ACCOUNT","accountId":…} or {"destinationType":"UMA_ADDRESS","umaAddress":…}.',
        'destination',
      );
    }
    if (await ctx.ownership.ownsDestination(destination.accountId)) return;
    if (
      options.allowQuoteDestination &&
      (await options.allowQuoteDestination(
        { destinationType: 'ACCOUNT', accountId: destination.accountId },
        { customerId: ctx.customerId },
      )) === true
    ) {
      return;
    }
    throw forbidden('Quotes from the wallet may only pay into the signed-in customer’s own accounts.');
  }

  async function createPasskeyCredential(
    ctx: Context,
    body: Record<string, unknown>,
    accountId: string,
  ): Promise<Response> {
    const challenge = body.challenge;
    if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(challenge)) {
      throw challengeInvalid(
        'A PASSKEY credential needs the `challenge` issued by /passkeys/registration-options.',
      );
    }
    const clientChallenge = clientDataChallenge(body.attestation);
    if (clientChallenge !== challenge) {
      throw challengeInvalid('The attestation’s clientDataJson does not carry the issued challenge.');
    }
    const requestId = ctx.request.headers.get('Request-Id');
    // First leg: the challenge as issued. Signed retry (the account already had a credential and the
    // service answered 202): the same challenge, re-armed for exactly that requestId.
    const key = requestId === null ? `reg:${challenge}` : `reg-retry:${challenge}:${requestId}`;
    const raw = await store.consume(key);
    const record = raw === null ? null : (JSON.parse(raw) as RegistrationRecord);
    if (record) outstanding.remove(record.customerId, challenge);
    if (!record || record.expiresAt <= Date.now()) {
      throw challengeInvalid(
        'This registration challenge was not issued here, was already used or has expired.',
      );
    }
    if (record.customerId !== ctx.customerId || accountKey(record.accountId) !== accountKey(accountId)) {
      throw challengeInvalid('This registration challenge was issued for another account.');
    }
    const response = await forward(ctx, 'POST', '/auth/credentials');
    if (response.status === 202) {
      const bytes = await response.arrayBuffer();
      let pending: { requestId?: unknown; expiresAt?: unknown } = {};
      try {
        pending = JSON.parse(utf8Decode(new Uint8Array(bytes))) as typeof pending;
      } catch {
        // Without a requestId the retry cannot be matched; the browser then starts over.
      }
      if (typeof pending.requestId === 'string') {
        const until = typeof pending.expiresAt === 'string' ? Date.parse(pending.expiresAt) : NaN;
        const ttl = Math.min(Number.isNaN(until) ? challengeTtlMs : until - Date.now(), 2 * challengeTtlMs);
        const armed: RegistrationRecord = { ...record, expiresAt: Date.now() + Math.max(ttl, 1000) };
        await store.set(
          `reg-retry:${challenge}:${pending.requestId}`,
          JSON.stringify(armed),
          Math.max(ttl, 1000),
        );
      }
      return new Response(bytes, { status: 202, headers: response.headers });
    }
    return response;
  }

  // -------------------------------------------------------------------------------------------------
  // the handler

  return async function walletHandler(request: Request): Promise<Response> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return errorResponse(404, 'NOT_FOUND', 'Not found.');
    }
    const cors = corsHeaders(request);
    const respond = (response: Response): Response => {
      for (const [name, value] of cors) response.headers.set(name, value);
      return response;
    };
    const path = url.pathname;
    if (path !== basePath && !path.startsWith(`${basePath}/`)) {
      return respond(errorResponse(404, 'NOT_FOUND', 'Not found.'));
    }
    const relative = path.slice(basePath.length);
    let routeName = 'unmatched';
    try {
      if (request.method === 'OPTIONS') return preflight(request);
      checkCsrf(request, url);
      // Who is asking comes first: nobody's body is read before they are known.
      const principal = await options.authorize(request);
      if (!principal || typeof principal.customerId !== 'string' || !principal.customerId) {
        return respond(
          errorResponse(401, 'UNAUTHORIZED', 'Sign in first: no signed-in user for this request.'),
        );
      }
      const body = await readBody(request);
      const match = matchRoute(request.method, relative);
      if (!match) return respond(errorResponse(404, 'NOT_FOUND', 'Not found.'));
      routeName = match.route.name;
      const json = body && body.byteLength > 0 ? parseJsonObject(body) : undefined;
      const ctx: Context = {
        request,
        url,
        customerId: principal.customerId,
        params: match.params,
        body: body && body.byteLength > 0 ? body : undefined,
        json,
        ownership: new Ownership(service, principal.customerId),
      };
      return respond(await match.route.run(ctx));
    } catch (err) {
      return respond(toErrorResponse(err, request.method, routeName, logger));
    }
  };

  function matchRoute(method: string, relative: string): { route: Route; params: string[] } | null {
    for (const route of routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(relative);
      if (m) return { route, params: m.slice(1).map((p) => p.replace(/%3A/gi, ':')) };
    }
    return null;
  }

  function originAllowed(origin: string, url: URL): boolean {
    if (allowedOrigins.has(origin)) return true;
    try {
      // Same host as the request (scheme ignored: TLS is often terminated by a proxy in front).
      return new URL(origin).host === url.host;
    } catch {
      return false;
    }
  }

  function checkCsrf(request: Request, url: URL): void {
    const origin = request.headers.get('Origin');
    if (origin !== null && !originAllowed(origin, url)) {
      throw csrf('Cross-site request refused: this origin may not call the wallet backend.');
    }
    if (request.headers.get(CLIENT_HEADER) !== '1') {
      throw csrf(`Request refused: the ${CLIENT_HEADER}: 1 header is required.`);
    }
  }

  async function readBody(request: Request): Promise<Uint8Array | undefined> {
    if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined;
    const declared = Number(request.headers.get('Content-Length') ?? '0');
    if (declared > maxBodyBytes) throw tooLarge(maxBodyBytes);
    const bytes = await readAtMost(request.body, maxBodyBytes);
    if (bytes.byteLength > 0 && !isJsonContentType(request.headers.get('Content-Type'))) {
      throw csrf('Request refused: bodies must be sent as Content-Type: application/json.');
    }
    return bytes;
  }

  function corsHeaders(request: Request): Headers {
    const headers = new Headers();
    const origin = request.headers.get('Origin');
    if (origin !== null && allowedOrigins.has(origin)) {
      headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Expose-Headers', 'Retry-After');
      headers.append('Vary', 'Origin');
    }
    return headers;
  }

  function preflight(request: Request): Response {
    const origin = request.headers.get('Origin');
    if (origin === null || !allowedOrigins.has(origin)) {
      return errorResponse(403, 'CSRF_REJECTED', 'Cross-origin requests from this origin are not allowed.');
    }
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, DELETE',
        'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      },
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// ownership

/**
 * Answers "does this belong to the signed-in customer?" through the service, once per request. Only the
 * customer's EMBEDDED_WALLET accounts count: the wallet backend never touches other account types.
 */
class Ownership {
  readonly #service: ServiceClient;
  readonly #customerId: string;
  #accounts: Promise<InternalAccount[]> | undefined;

  constructor(service: ServiceClient, customerId: string) {
    this.#service = service;
    this.#customerId = customerId;
  }

  accounts(): Promise<InternalAccount[]> {
    this.#accounts ??= (async () => {
      const found: InternalAccount[] = [];
      for await (const account of this.#service.listInternalAccounts({
        customerId: this.#customerId,
        type: 'EMBEDDED_WALLET',
        limit: 100,
      })) {
        // Belt and braces: never trust a filter alone.
        if (
          (account.customerId === undefined || account.customerId === this.#customerId) &&
          account.type === 'EMBEDDED_WALLET'
        ) {
          found.push(account);
        }
      }
      return found;
    })();
    return this.#accounts;
  }

  async ownsAccount(accountId: string): Promise<boolean> {
    const key = accountKey(accountId);
    return (await this.accounts()).some((a) => accountKey(a.id) === key);
  }

  async requireAccount(accountId: string): Promise<void> {
    if (!(await this.ownsAccount(accountId))) {
      throw forbidden('This account does not belong to the signed-in customer.');
    }
  }

  /** Any internal account of the customer (all types), or one of the customer's external accounts. */
  async ownsDestination(accountId: string): Promise<boolean> {
    const key = accountKey(accountId);
    for await (const account of this.#service.listInternalAccounts({
      customerId: this.#customerId,
      limit: 100,
    })) {
      if (account.customerId !== undefined && account.customerId !== this.#customerId) continue;
      if (accountKey(account.id) === key) return true;
    }
    if (!new RegExp(`^${ID}$`).test(accountId) || accountId.includes('%')) return false;
    const upstream = await this.#service.requestRaw('GET', `/customers/external-accounts/${accountId}`);
    const bytes = await upstream.arrayBuffer();
    if (upstream.status === 404 || upstream.status === 400) return false;
    if (!upstream.ok) {
      throw new KeyholdError('SERVICE_ERROR', 'The external account could not be looked up.', {
        status: upstream.status,
      });
    }
    return parseUpstream(bytes).customerId === this.#customerId;
  }

  async requireCredential(id: string): Promise<AuthMethod> {
    for (const account of await this.accounts()) {
      const { data } = await this.#service.listCredentials(account.id);
      const found = data.find((c) => c.id === id);
      if (found) return found;
    }
    throw forbidden('This credential does not belong to the signed-in customer.');
  }

  async requireSession(id: string): Promise<AuthSession> {
    for (const account of await this.accounts()) {
      const { data } = await this.#service.listSessions(account.id);
      const found = data.find((s) => s.id === id);
      if (found) return found;
    }
    throw forbidden('This session does not belong to the signed-in customer.');
  }

  async requireQuoteBody(bytes: ArrayBuffer): Promise<void> {
    const quote = parseUpstream(bytes);
    const source = quote.source as Record<string, unknown> | undefined;
    const accountId = source?.accountId;
    if (typeof accountId !== 'string' || !(await this.ownsAccount(accountId))) {
      throw forbidden('This quote is not paid from the signed-in customer’s wallet.');
    }
  }
}

/** `InternalAccount:<uuid>` and `EmbeddedWallet:<uuid>` name the same wallet (service-interface §2.6). */
function accountKey(id: string): string {
  return WALLET_ACCOUNT_PREFIX.test(id) ? id.replace(WALLET_ACCOUNT_PREFIX, 'account:') : id;
}

// ---------------------------------------------------------------------------------------------------
// helpers

/**
 * Idempotency keys are per platform at the service, so one customer could otherwise replay another's
 * cached response by guessing its key. The handler scopes each key to the customer.
 */
async function scopedIdempotencyKey(customerId: string, key: string): Promise<string> {
  if (key.length === 0 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw invalidInput('Idempotency-Key must be 1 to 255 visible ASCII characters.', 'Idempotency-Key');
  }
  return `kh-${(await sha256Hex(`${customerId}\n${key}`)).slice(0, 48)}`;
}

function clientDataChallenge(attestation: unknown): string | undefined {
  if (!attestation || typeof attestation !== 'object') return undefined;
  const clientDataJson = (attestation as Record<string, unknown>).clientDataJson;
  if (typeof clientDataJson !== 'string') return undefined;
  try {
    const clientData = JSON.parse(utf8Decode(fromBase64Url(clientDataJson))) as Record<string, unknown>;
    if (clientData.type !== 'webauthn.create') return undefined;
    return typeof clientData.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a body stream up to `max` bytes and stops there (413): a chunked body without a Content-Length
 * must not be buffered whole before its size is known.
 */
async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseUpstream(bytes: ArrayBuffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(utf8Decode(new Uint8Array(bytes)));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw new KeyholdError('SERVICE_ERROR', 'The service answered with an unreadable body.', { status: 502 });
}

function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type, ...params] = value.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p === 'charset=utf-8' || p === 'charset="utf-8"');
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function hasOnlyKeys(value: Record<string, unknown>, allowed: string[]): boolean {
  return Object.keys(value).every((key) => allowed.includes(key));
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value) throw invalidInput(`${field} is required.`, field);
  return value;
}

function requireQuery(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (!value) throw invalidInput(`The ${name} query parameter is required.`, name);
  return value;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function errorResponse(status: number, code: string, message: string, details: unknown = {}): Response {
  return json(status, { status, code, message, details });
}

function toErrorResponse(err: unknown, method: string, route: string, logger: WalletHandlerLogger): Response {
  if (isRefusal(err)) {
    const response = errorResponse(err.status, err.code, err.message, err.details ?? {});
    if (err.retryAfter !== undefined) response.headers.set('Retry-After', String(err.retryAfter));
    return response;
  }
  if (err instanceof KeyholdError) {
    // A failed ownership lookup or an unreachable service. Log the code only: never headers or bodies.
    logger.error('keyhold wallet handler: service call failed', {
      method,
      route,
      code: err.code,
      status: err.status,
    });
    return errorResponse(502, 'SERVICE_UNAVAILABLE', 'The wallet service could not be reached. Try again.');
  }
  logger.error('keyhold wallet handler: unexpected error', {
    method,
    route,
    error: err instanceof Error ? err.name : typeof err,
  });
  return errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on the server.');
}

/** Unknown answers like foreign (README: "a foreign or unknown … quote … is 403"), never 404. */
function unknownQuote(): KeyholdError {
  return forbidden('This quote is not paid from the signed-in customer’s wallet.');
}

function forbidden(message: string): KeyholdError {
  return refusal(403, 'FORBIDDEN', message);
}

function csrf(message: string): KeyholdError {
  return refusal(403, 'CSRF_REJECTED', message);
}

/**
 * Unused registration challenges per customer, so one signed-in user cannot fill the challenge store by
 * asking for options again and again. Entries leave when consumed or expired; customers with none left
 * are dropped, so the map holds at most `max` entries per customer that has live challenges.
 */
class OutstandingChallenges {
  readonly #byCustomer = new Map<string, Map<string, number>>();
  readonly #max: number;
  #lastSweep = 0;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError(
        'INVALID_CONFIG',
        'maxRegistrationChallengesPerCustomer must be a positive integer.',
      );
    }
    this.#max = max;
  }

  /** Records a new challenge, or throws 429 `RATE_LIMITED` when the customer already holds `max`. */
  add(customerId: string, challenge: string, expiresAt: number): void {
    const now = Date.now();
    this.#sweep(now);
    const mine = this.#byCustomer.get(customerId) ?? new Map<string, number>();
    for (const [c, until] of mine) if (until <= now) mine.delete(c);
    if (mine.size >= this.#max) {
      const oldest = Math.min(...mine.values());
      const retryAfter = Math.max(1, Math.ceil((oldest - now) / 1000));
      throw refusal(
        429,
        'RATE_LIMITED',
        `At most ${this.#max} passkey registrations can be pending at once. Finish or wait for one to expire.`,
        { retryAfter },
        { retryAfter },
      );
    }
    mine.set(challenge, expiresAt);
    this.#byCustomer.set(customerId, mine);
  }

  remove(customerId: string, challenge: string): void {
    const mine = this.#byCustomer.get(customerId);
    if (!mine) return;
    mine.delete(challenge);
    if (mine.size === 0) this.#byCustomer.delete(customerId);
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    for (const [customerId, mine] of this.#byCustomer) {
      for (const [c, until] of mine) if (until <= now) mine.delete(c);
      if (mine.size === 0) this.#byCustomer.delete(customerId);
    }
  }
}

function challengeInvalid(message: string): KeyholdError {
  return refusal(400, 'REGISTRATION_CHALLENGE_INVALID', message);
}

function invalidInput(message: string, field: string): KeyholdError {
  return refusal(400, 'INVALID_INPUT', message, { errors: [{ field, message }] });
}

function tooLarge(max: number): KeyholdError {
  return refusal(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${max} bytes.`);
}
