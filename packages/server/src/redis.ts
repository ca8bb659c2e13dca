import { KeyholdError } from '@keyhold/protocol/errors';
import type { ChallengeStore } from './challenge-store.js';
import type { OwnershipCache } from './wallet-handler/ownership-cache.js';

/**
 * The part of a node-redis v5 client the store uses. A client from `createClient()` of the `redis`
 * package fits; so does anything else with these two methods.
 */
export interface RedisLikeClient {
  /** Writes a key with an expiry in milliseconds. */
  set(key: string, value: string, options: { expiration: { type: 'PX'; value: number } }): Promise<unknown>;
  /** Reads and deletes a key in one step (a challenge is used once). */
  getDel(key: string): Promise<string | null | unknown>;
  /** Optional (node-redis has it): lets the handler read a pending signed request's owner in place. */
  get?(key: string): Promise<string | null | unknown>;
  /** Optional (node-redis has `incr`, `pExpire`, `pTTL`): shared rate-limit counters. */
  incr?(key: string): Promise<number | unknown>;
  /** Sets a key's expiry in milliseconds. */
  pExpire?(key: string, ms: number): Promise<unknown>;
  /** A key's remaining life in milliseconds. */
  pTTL?(key: string): Promise<number | unknown>;
}

/** Options of the Redis challenge store: the client and the key prefix. */
export interface RedisChallengeStoreOptions {
  /** A connected node-redis v5 client. */
  client: RedisLikeClient;
  /** Key prefix, default `keyhold:challenge:`. */
  prefix?: string;
}

/**
 * A challenge store on Redis, so several backend instances share issued passkey challenges. Values are
 * written with `SET key value PX ttl` and consumed with `GETDEL` (Redis ≥ 6.2), which is atomic: a
 * challenge is accepted by exactly one instance, once.
 *
 * @example
 * import { createClient } from 'redis';
 * import { RedisChallengeStore } from '@keyhold/server/redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const challengeStore = new RedisChallengeStore({ client: redis });
 */
export class RedisChallengeStore implements ChallengeStore {
  readonly #client: RedisLikeClient;
  readonly #prefix: string;

  constructor(options: RedisChallengeStoreOptions) {
    if (!options?.client)
      throw new KeyholdError('INVALID_CONFIG', 'RedisChallengeStore needs a connected client.');
    this.#client = options.client;
    this.#prefix = options.prefix ?? 'keyhold:challenge:';
    const client = this.#client;
    const { get, incr, pExpire, pTTL } = client;
    if (get) {
      this.get = async (key) => {
        const value = await unavailable('read', () => get.call(client, this.#prefix + key));
        return value === null || value === undefined ? null : String(value);
      };
    }
    if (incr && pExpire && pTTL) {
      this.increment = async (key, windowMs) =>
        unavailable('written', async () => {
          const k = this.#prefix + key;
          const count = Number(await incr.call(client, k));
          if (count === 1) await pExpire.call(client, k, windowMs);
          let ttl = Number(await pTTL.call(client, k));
          if (ttl < 0) {
            // A counter left without expiry (a crash between INCR and PEXPIRE) must not count forever.
            await pExpire.call(client, k, windowMs);
            ttl = windowMs;
          }
          return { count, resetMs: ttl };
        });
    }
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const ms = Math.max(1, Math.ceil(ttlMs));
    try {
      await this.#client.set(this.#prefix + key, value, { expiration: { type: 'PX', value: ms } });
    } catch (cause) {
      throw new KeyholdError('CHALLENGE_STORE_UNAVAILABLE', 'The challenge store could not be written.', {
        cause,
      });
    }
  }

  /** `GET`, when the client has it (see {@link RedisLikeClient}). */
  get?: (key: string) => Promise<string | null>;

  /** `INCR` + `PEXPIRE` on the first hit, when the client has them: rate limits shared by every instance. */
  increment?: (key: string, windowMs: number) => Promise<{ count: number; resetMs: number }>;

  async consume(key: string): Promise<string | null> {
    let value: unknown;
    try {
      value = await this.#client.getDel(this.#prefix + key);
    } catch (cause) {
      throw new KeyholdError('CHALLENGE_STORE_UNAVAILABLE', 'The challenge store could not be read.', {
        cause,
      });
    }
    if (value === null || value === undefined) return null;
    return typeof value === 'string' ? value : String(value);
  }
}

/** The part of a node-redis v5 client {@link RedisOwnershipCache} uses. */
export interface RedisCacheClient {
  /** Reads a key. */
  get(key: string): Promise<string | null | unknown>;
  /** Writes a key with an expiry in milliseconds. */
  set(key: string, value: string, options: { expiration: { type: 'PX'; value: number } }): Promise<unknown>;
}

/**
 * An ownership cache on Redis, so several handler instances learn each id's owner once. Entries expire
 * after `ttlMs` (default 24 h) to keep the keyspace bounded; ids never change owner, so an entry is never
 * stale, only gone. Failures to read or write are ignored: the handler then asks the service.
 *
 * @example
 * createWalletHandler({ …, ownershipCache: new RedisOwnershipCache({ client: redis }) });
 */
export class RedisOwnershipCache implements OwnershipCache {
  readonly #client: RedisCacheClient;
  readonly #prefix: string;
  readonly #ttlMs: number;

  constructor(options: { client: RedisCacheClient; prefix?: string; ttlMs?: number }) {
    if (!options?.client)
      throw new KeyholdError('INVALID_CONFIG', 'RedisOwnershipCache needs a connected client.');
    this.#client = options.client;
    this.#prefix = options.prefix ?? 'keyhold:owner:';
    this.#ttlMs = options.ttlMs ?? 24 * 3_600_000;
  }

  async get(key: string): Promise<string | undefined> {
    try {
      const value = await this.#client.get(this.#prefix + key);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, owner: string): Promise<void> {
    try {
      await this.#client.set(this.#prefix + key, owner, { expiration: { type: 'PX', value: this.#ttlMs } });
    } catch {
      // A cache that cannot be written only costs a lookup next time.
    }
  }
}

async function unavailable<T>(verb: 'read' | 'written', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new KeyholdError('CHALLENGE_STORE_UNAVAILABLE', `The challenge store could not be ${verb}.`, {
      cause,
    });
  }
}

export type { ChallengeStore } from './challenge-store.js';
export type { OwnershipCache } from './wallet-handler/ownership-cache.js';
export {
  RedisWebhookReplayGuard,
  type RedisReplayGuardClient,
  type RedisWebhookReplayGuardOptions,
} from './redis-webhook-guard.js';
