import { LRUCache } from 'lru-cache';
import { KeyholdError } from '@keyhold/protocol/errors';

/**
 * Where the wallet handler keeps the passkey registration challenges it issued. Every value is written
 * once with a time to live and read at most once: `consume` returns the value and deletes it in one
 * atomic step, so two backend instances (or two concurrent requests) can never both accept one challenge.
 *
 * Implementations: {@link MemoryChallengeStore} (one process, the default) and `RedisChallengeStore`
 * from `@keyhold/server/redis` (several instances behind a load balancer).
 */
export interface ChallengeStore {
  /** Stores `value` under `key` for `ttlMs` milliseconds, replacing any previous value. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Returns the value and deletes it atomically; null when missing, expired or already consumed. */
  consume(key: string): Promise<string | null>;
  /**
   * Optional: returns the value without deleting it (null when missing or expired). Without it the
   * handler reads owners of pending signed requests with `consume` and writes them back.
   */
  get?(key: string): Promise<string | null>;
  /**
   * Optional: counts one hit in a fixed window of `windowMs` starting at the first hit; returns the count
   * so far and the milliseconds left. With it the handler's rate limits are shared by every instance
   * using this store; without it each instance counts for itself.
   */
  increment?(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

/**
 * An in-process challenge store on `lru-cache`. Fine for one backend instance; use the Redis store when
 * several instances share traffic. It is bounded: at most `maxEntries` values (default 10 000) are kept,
 * so no caller can grow it without limit. Each value lives for its own time to live; when the store is
 * full of live entries, the one that expires first is evicted to make room (its challenge then fails like
 * an expired one), after the expired ones.
 */
export class MemoryChallengeStore implements ChallengeStore {
  readonly #entries: LRUCache<string, string>;
  readonly #maxEntries: number;

  /** `now` is injectable for tests that need to move time. */
  constructor(options: { now?: () => number; maxEntries?: number } = {}) {
    const max = options.maxEntries ?? 10_000;
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError('INVALID_CONFIG', 'MemoryChallengeStore maxEntries must be a positive integer.');
    }
    this.#maxEntries = max;
    const now = options.now;
    this.#entries = new LRUCache<string, string>({
      max,
      // An injected clock is read on every check (the default caches `now` for 1 ms).
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      this.#entries.purgeStale();
      if (this.#entries.size >= this.#maxEntries) this.#evictFirstExpiring();
    }
    this.#entries.set(key, value, { ttl: ttlMs });
  }

  async consume(key: string): Promise<string | null> {
    // Read and delete happen in the same synchronous turn, so this is atomic within the process.
    const value = this.#entries.get(key);
    this.#entries.delete(key);
    return value ?? null;
  }

  async get(key: string): Promise<string | null> {
    return this.#entries.get(key) ?? null;
  }

  /** Number of live entries (for tests and metrics). */
  get size(): number {
    this.#entries.purgeStale();
    return this.#entries.size;
  }

  /** The cache would drop the least recently used; a challenge about to expire is the better loss. */
  #evictFirstExpiring(): void {
    let victim: string | undefined;
    let earliest = Infinity;
    for (const key of this.#entries.keys()) {
      const left = this.#entries.getRemainingTTL(key);
      if (left < earliest) {
        earliest = left;
        victim = key;
      }
    }
    if (victim !== undefined) this.#entries.delete(victim);
  }
}
