import { KeyholdError } from '@keyhold/core/errors';
import type { ChallengeStore } from './challenge-store.js';

/**
 * The part of a node-redis v5 client the store uses. A client from `createClient()` of the `redis`
 * package fits; so does anything else with these two methods.
 */
export interface RedisLikeClient {
  set(key: string, value: string, options: { expiration: { type: 'PX'; value: number } }): Promise<unknown>;
  getDel(key: string): Promise<string | null | unknown>;
}

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

export type { ChallengeStore } from './challenge-store.js';
