import { KeyholdError } from '@keyhold/protocol/errors';
import type { ChallengeStore } from './challenge-store.js';
import { type KeyValueStore, prefixed } from '../store/key-value-store.js';
import { MemoryKeyValueStore } from '../store/memory-store.js';
import { ownershipCacheOn } from '../store/ownership-store.js';
import type { ServiceClient } from '../client/service-client.js';
import type { OwnershipCache } from './ownership-cache.js';
import { MemoryOwnershipCache } from './ownership-cache.js';
import type { RateLimitOptions } from './rate-limit.js';

/** Who is signed in, as the integrator's `authorize` says. */
export interface WalletPrincipal {
  /** The service's `Customer:<uuid>` id of the signed-in user. */
  customerId: string;
}

/** Minimal logger; the handler logs only method, route and error codes, never headers or bodies. */
export interface WalletHandlerLogger {
  /** A refused or suspicious request. */
  warn(message: string, meta?: Record<string, unknown>): void;
  /** A failure worth a look (the handler never logs secrets). */
  error(message: string, meta?: Record<string, unknown>): void;
}

/** Options of {@link createWalletHandler}. */
export interface WalletHandlerOptions {
  /** The service client holding the platform's Basic credentials. */
  service: ServiceClient;
  /**
   * Reads the integrator's own session (cookie, bearer token…) from the request and returns the signed-in
   * user's customer id, or null when nobody is signed in (→ 401). Read headers only: the body belongs to
   * the handler, which reads it only after this returned a customer and forwards it unchanged.
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
   * `['https://app.example.com']`. Without it only same-host requests are accepted. A dev server proxy
   * that rewrites `Host` (Vite's `changeOrigin: true`) needs the page's origin here, e.g.
   * `['http://localhost:5173']`.
   */
  origins?: string[];
  /**
   * Frame mode: the vault frame's exact origin (e.g. `https://keys.example.com`, the origin
   * `createVaultHandler` serves). With it, the calls that open a session (credential challenge and
   * verify, passkey registration options, the first credential) and those that add a credential are
   * accepted only with exactly this `Origin`: the same call from the app's page (or without an Origin)
   * is 403 `VAULT_ORIGIN_REQUIRED`. The vault origin gets CORS with credentials for every call.
   */
  vaultOrigin?: string;
  /**
   * The one store of the handler: issued passkey registration challenges, owners of pending signed
   * requests, rate-limit counters and (unless `ownershipCache` says otherwise) learnt owners, each under a
   * key prefix of its own. Default: bounded stores in memory (one instance). Pass a `RedisKeyValueStore`
   * from `@keyhold/server/redis` when several instances share traffic.
   */
  store?: KeyValueStore;
  /** The store of challenges and signed-request owners only (its earlier name; `store` wins when both are given). */
  challengeStore?: ChallengeStore;
  /**
   * Remembers which customer owns an account, credential, session, quote or transaction id, so a call
   * costs one service call instead of two to four. Ids never change owner; liveness and authorization
   * are still decided by the service on the forwarded call. Default: in `store` when one is given, else
   * in memory, 10 000 ids. `false` looks every owner up through the service again.
   */
  ownershipCache?: OwnershipCache | false;
  /**
   * Quotes created from the browser may pay into the signed-in customer's own accounts (internal or
   * external) and UMA addresses. Return true here to allow another ACCOUNT destination as well (for
   * example your merchant account). Called only for destinations that are not the customer's own.
   */
  allowQuoteDestination?: (
    destination: { destinationType: 'ACCOUNT'; accountId: string },
    principal: WalletPrincipal,
  ) => boolean | Promise<boolean>;
  /**
   * Reported to the browser by `GET /config`. Set it to `true` when `service` is the Keyhold sandbox:
   * the browser then accepts the sandbox's unsigned export envelopes and stub session keys. Outside the
   * sandbox leave it false and give the browser's `createWallet` its `exportTrustedSigners` (the
   * enclave keys), or export fails with `EXPORT_SIGNER_NOT_CONFIGURED`. Default false.
   */
  sandbox?: boolean;
  /** Registration challenge lifetime. Default 300 000 ms (5 minutes). */
  challengeTtlMs?: number;
  /**
   * Registration challenges one customer may hold unused at a time (per handler instance). One more is
   * 429 `RATE_LIMITED` with `Retry-After` = seconds until the oldest expires. Default 5.
   */
  maxRegistrationChallengesPerCustomer?: number;
  /** Largest accepted request body. A larger `Content-Length` is 413 before anything is read. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * Request bodies read at the same time by this instance (only signed-in callers' bodies are ever
   * read). One more is 503 `SERVICE_UNAVAILABLE` with `Retry-After: 1`. Default 64.
   */
  maxConcurrentBodies?: number;
  /** Longest time to receive a whole body once reading starts; then 408. Default 10 000 ms. */
  bodyTimeoutMs?: number;
  /**
   * Limits on credential `challenge` and `verify` calls (code guesses, code re-sends), per customer and
   * per client address; 429 `RATE_LIMITED` with `Retry-After` past them. `false` turns them off.
   */
  rateLimits?: RateLimitOptions | false;
  /**
   * The caller's network address, for per-address rate limits. Default: the socket address the Node
   * adapter (`@keyhold/server/node`) saw (with `trustProxy`, the first `X-Forwarded-For` hop); for other
   * mounts return it from your framework (e.g. Hono's `getConnInfo(c).remote.address`).
   */
  clientAddress?: (request: Request) => string | undefined;
  /** Default: `console`. Pass `{ warn() {}, error() {} }` to silence. */
  logger?: WalletHandlerLogger;
}

/** A fetch-standard handler: mount it under `basePath` of the integrator's app. */
export type WalletHandler = (request: Request) => Promise<Response>;

/** The options with every default applied, checked once at creation. */
export interface ResolvedOptions {
  service: ServiceClient;
  authorize: WalletHandlerOptions['authorize'];
  basePath: string;
  rpId: string;
  rpName: string;
  allowedOrigins: Set<string>;
  /** Frame mode: the vault's exact origin (also in `allowedOrigins`). */
  vaultOrigin: string | undefined;
  store: KeyValueStore;
  /** Where the rate-limit counters live. */
  counters: KeyValueStore;
  ownershipCache: OwnershipCache | undefined;
  allowQuoteDestination: WalletHandlerOptions['allowQuoteDestination'];
  sandbox: boolean;
  challengeTtlMs: number;
  maxRegistrationChallengesPerCustomer: number;
  maxBodyBytes: number;
  maxConcurrentBodies: number;
  bodyTimeoutMs: number;
  rateLimits: RateLimitOptions | false;
  clientAddress: ((request: Request) => string | undefined) | undefined;
  logger: WalletHandlerLogger;
}

export function resolveOptions(options: WalletHandlerOptions): ResolvedOptions {
  if (!options?.service)
    throw new KeyholdError('INVALID_CONFIG', 'createWalletHandler needs a ServiceClient as `service`.');
  if (typeof options.authorize !== 'function') {
    throw new KeyholdError('INVALID_CONFIG', 'createWalletHandler needs an `authorize(request)` function.');
  }
  if (!options.rpId)
    throw new KeyholdError('INVALID_CONFIG', 'createWalletHandler needs the WebAuthn `rpId`.');
  const allowedOrigins = new Set<string>();
  for (const origin of options.origins ?? []) {
    try {
      allowedOrigins.add(new URL(origin).origin);
    } catch {
      throw new KeyholdError(
        'INVALID_CONFIG',
        `createWalletHandler origins: "${origin}" is not an origin like https://app.example.com.`,
      );
    }
  }
  let vaultOrigin: string | undefined;
  if (options.vaultOrigin !== undefined) {
    let parsed: string | undefined;
    try {
      parsed = new URL(options.vaultOrigin).origin;
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || parsed === 'null' || parsed !== options.vaultOrigin.replace(/\/$/, '')) {
      throw new KeyholdError(
        'INVALID_CONFIG',
        `createWalletHandler vaultOrigin: "${options.vaultOrigin}" is not an origin like https://keys.example.com.`,
      );
    }
    vaultOrigin = parsed;
    allowedOrigins.add(parsed);
  }
  return {
    service: options.service,
    authorize: options.authorize,
    basePath: (options.basePath ?? '/api/wallet').replace(/\/+$/, ''),
    rpId: options.rpId,
    rpName: options.rpName ?? options.rpId,
    allowedOrigins,
    vaultOrigin,
    store: options.store ?? options.challengeStore ?? new MemoryKeyValueStore(),
    // Apart from the challenges in memory, so a flood of counters never evicts a pending challenge.
    counters: options.store ?? options.challengeStore ?? new MemoryKeyValueStore({ maxEntries: 50_000 }),
    ownershipCache:
      options.ownershipCache === false
        ? undefined
        : (options.ownershipCache ??
          (options.store ? ownershipCacheOn(prefixed(options.store, 'owner:')) : new MemoryOwnershipCache())),
    allowQuoteDestination: options.allowQuoteDestination,
    sandbox: options.sandbox === true,
    challengeTtlMs: options.challengeTtlMs ?? 300_000,
    maxRegistrationChallengesPerCustomer: options.maxRegistrationChallengesPerCustomer ?? 5,
    maxBodyBytes: positive(options.maxBodyBytes, 64 * 1024, 'maxBodyBytes'),
    maxConcurrentBodies: positive(options.maxConcurrentBodies, 64, 'maxConcurrentBodies'),
    bodyTimeoutMs: positive(options.bodyTimeoutMs, 10_000, 'bodyTimeoutMs'),
    rateLimits: options.rateLimits ?? {},
    clientAddress: options.clientAddress,
    logger: options.logger ?? console,
  };
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) {
    throw new KeyholdError('INVALID_CONFIG', `createWalletHandler ${name} must be a positive number.`);
  }
  return value;
}
