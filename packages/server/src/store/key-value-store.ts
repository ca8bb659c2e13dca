/**
 * The one store interface of the server kit: string values with a time to live, read in place, taken
 * once, or counted in a window. Behind it sit everything the wallet handler and the webhook helpers keep
 * between calls — passkey registration challenges, owners of pending signed requests, rate-limit
 * counters, learnt owners of ids, handled webhook ids — each under a key prefix of its own, so one store
 * (memory for one process, Redis for several) serves them all.
 */

/** A window's count so far and the milliseconds left in it. */
export interface WindowCount {
  count: number;
  resetMs: number;
}

/**
 * A key-value store with expiry. Implementations: {@link MemoryKeyValueStore} (one process) and
 * `RedisKeyValueStore` from `@keyhold/server/redis` (several instances).
 */
export interface KeyValueStore {
  /** Stores `value` under `key` for `ttlMs` milliseconds, replacing any previous value. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value, without deleting it; null when missing or expired. */
  get(key: string): Promise<string | null>;
  /** Returns the value and deletes it in one atomic step; null when missing, expired or already taken. */
  consume(key: string): Promise<string | null>;
  /** Counts one hit in a fixed window of `windowMs` that starts at the window's first hit. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
}

/** The same store with every key under `prefix` (how each use keeps its own keys in one store). */
export function prefixed(store: KeyValueStore, prefix: string): KeyValueStore {
  return {
    set: (key, value, ttlMs) => store.set(prefix + key, value, ttlMs),
    get: (key) => store.get(prefix + key),
    consume: (key) => store.consume(prefix + key),
    increment: (key, windowMs) => store.increment(prefix + key, windowMs),
  };
}
