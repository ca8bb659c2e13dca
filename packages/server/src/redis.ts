/**
 * `@keyhold/server/redis`: the server kit's one store on Redis ({@link RedisKeyValueStore}), so several
 * backend instances behind a load balancer share passkey challenges, signed-request owners, rate-limit
 * counters, learnt owners and handled webhook ids; and the three named uses of it kept from earlier
 * versions, each with its own key prefix.
 * @packageDocumentation
 */
import { ownershipCacheOn } from './store/ownership-store.js';
import {
  RedisKeyValueStore,
  type RedisKeyValueClient,
  type RedisKeyValueStoreOptions,
} from './store/redis-store.js';
import { replayGuardOn } from './store/replay-store.js';
import type { OwnershipCache } from './handler/ownership-cache.js';
import type { WebhookReplayGuard } from './webhooks/replay-guard.js';

export { RedisKeyValueStore, type RedisKeyValueClient, type RedisKeyValueStoreOptions };

/**
 * The store as the handler's challenge store, keys under `keyhold:challenge:` (as before 0.3). One
 * {@link RedisKeyValueStore} passed as `store` does the same and more.
 *
 * @example
 * createWalletHandler({ …, challengeStore: new RedisChallengeStore({ client: redis }) });
 */
export class RedisChallengeStore extends RedisKeyValueStore {
  /** A store on `options.client`, keys under `options.prefix` (default `keyhold:challenge:`). */
  constructor(options: RedisKeyValueStoreOptions) {
    super(options, 'keyhold:challenge:');
  }
}

/** Options of {@link RedisOwnershipCache}. */
export interface RedisOwnershipCacheOptions extends RedisKeyValueStoreOptions {
  /** How long a learnt owner is kept (default 24 h): ids never change owner, the expiry bounds the keyspace. */
  ttlMs?: number;
}

/**
 * Learnt owners on Redis (keys under `keyhold:owner:`), so several handler instances learn each id's
 * owner once. Failures to read or write are ignored: the handler then asks the service.
 *
 * @example
 * createWalletHandler({ …, ownershipCache: new RedisOwnershipCache({ client: redis }) });
 */
export class RedisOwnershipCache implements OwnershipCache {
  readonly #cache: OwnershipCache;

  /** A cache on `options.client`. */
  constructor(options: RedisOwnershipCacheOptions) {
    this.#cache = ownershipCacheOn(new RedisKeyValueStore(options, 'keyhold:owner:'), options.ttlMs);
  }

  /** The remembered owner, or undefined (also when Redis cannot be read). */
  get(key: string): Promise<string | undefined> {
    return this.#cache.get(key) as Promise<string | undefined>;
  }

  /** Remembers `owner` for `key` (a failed write is ignored). */
  async set(key: string, owner: string): Promise<void> {
    await this.#cache.set(key, owner);
  }
}

/** Options of {@link RedisWebhookReplayGuard}. */
export interface RedisWebhookReplayGuardOptions extends RedisKeyValueStoreOptions {
  /** How long a handled id is kept, in seconds. Default `WEBHOOK_MAX_AGE_SECONDS` (7 days + 1 h). */
  ttlSeconds?: number;
}

/**
 * Handled webhook ids on Redis (keys under `keyhold:webhook:`): every instance sees the ids any of them
 * handled, and the ids survive a restart. A Redis that cannot be read or written is an error
 * (`SERVICE_UNAVAILABLE`, 503), never "not seen": answer 5xx and the service retries later.
 *
 * @example
 * const replayGuard = new RedisWebhookReplayGuard({ client: redis });
 */
export class RedisWebhookReplayGuard implements WebhookReplayGuard {
  readonly #guard: WebhookReplayGuard;

  /** A guard on `options.client`. */
  constructor(options: RedisWebhookReplayGuardOptions) {
    this.#guard = replayGuardOn(new RedisKeyValueStore(options, 'keyhold:webhook:'), options.ttlSeconds);
  }

  /** True when `id` was handled before. */
  seen(id: string): Promise<boolean> {
    return Promise.resolve(this.#guard.seen(id));
  }

  /** Records `id` as handled. */
  async markHandled(id: string): Promise<void> {
    await this.#guard.markHandled(id);
  }
}

export type { ChallengeStore } from './handler/challenge-store.js';
export type { KeyValueStore } from './store/key-value-store.js';
export type { OwnershipCache } from './handler/ownership-cache.js';
