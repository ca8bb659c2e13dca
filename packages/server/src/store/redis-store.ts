import { KeyholdError } from '@keyhold/protocol/errors';
import type { KeyValueStore, WindowCount } from './key-value-store.js';

/**
 * The part of a node-redis v5 client {@link RedisKeyValueStore} uses: a client from `createClient()` of the
 * `redis` package fits; so does anything else with these methods.
 */
export interface RedisKeyValueClient {
  /** `SET key value PX ms`. */
  set(key: string, value: string, options: { expiration: { type: 'PX'; value: number } }): Promise<unknown>;
  /** `GET key`. */
  get(key: string): Promise<string | null | unknown>;
  /** `GETDEL key` (Redis ≥ 6.2): read and delete in one atomic step. */
  getDel(key: string): Promise<string | null | unknown>;
  /** `INCR key`. */
  incr(key: string): Promise<number | unknown>;
  /** `PEXPIRE key ms`. */
  pExpire(key: string, ms: number): Promise<unknown>;
  /** `PTTL key`: the key's remaining life in milliseconds (negative: no expiry, or no key). */
  pTTL(key: string): Promise<number | unknown>;
}

/** Options of {@link RedisKeyValueStore}: the client and the key prefix. */
export interface RedisKeyValueStoreOptions {
  /** A connected node-redis v5 client. */
  client: RedisKeyValueClient;
  /** Key prefix, default `keyhold:`. */
  prefix?: string;
}

/**
 * A {@link KeyValueStore} on Redis, so several backend instances share what the handler keeps: values
 * written with `SET … PX`, taken with `GETDEL` (atomic: a challenge is accepted by exactly one instance,
 * once), counted with `INCR` + `PEXPIRE`. A Redis that cannot be reached is `CHALLENGE_STORE_UNAVAILABLE`.
 *
 * @example
 * import { createClient } from 'redis';
 * import { RedisKeyValueStore } from '@keyhold/server/redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * createWalletHandler({ …, store: new RedisKeyValueStore({ client: redis }) });
 */
export class RedisKeyValueStore implements KeyValueStore {
  readonly #client: RedisKeyValueClient;
  readonly #prefix: string;

  constructor(options: RedisKeyValueStoreOptions, defaultPrefix = 'keyhold:') {
    if (!options?.client) throw new KeyholdError('INVALID_CONFIG', 'A Redis store needs a connected client.');
    this.#client = options.client;
    this.#prefix = options.prefix ?? defaultPrefix;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const ms = Math.max(1, Math.ceil(ttlMs));
    await unavailable('written', () =>
      this.#client.set(this.#prefix + key, value, { expiration: { type: 'PX', value: ms } }),
    );
  }

  async get(key: string): Promise<string | null> {
    return text(await unavailable('read', () => this.#client.get(this.#prefix + key)));
  }

  async consume(key: string): Promise<string | null> {
    return text(await unavailable('read', () => this.#client.getDel(this.#prefix + key)));
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    return unavailable('written', async () => {
      const k = this.#prefix + key;
      const count = Number(await this.#client.incr(k));
      if (count === 1) await this.#client.pExpire(k, windowMs);
      let ttl = Number(await this.#client.pTTL(k));
      if (ttl < 0) {
        // A counter left without expiry (a crash between INCR and PEXPIRE) must not count forever.
        await this.#client.pExpire(k, windowMs);
        ttl = windowMs;
      }
      return { count, resetMs: ttl };
    });
  }
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

async function unavailable<T>(verb: 'read' | 'written', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new KeyholdError('CHALLENGE_STORE_UNAVAILABLE', `The store could not be ${verb}.`, { cause });
  }
}
