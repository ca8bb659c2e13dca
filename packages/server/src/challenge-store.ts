import { KeyholdError } from '@keyhold/core/errors';

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
 * An in-process challenge store. Fine for one backend instance; use the Redis store when several
 * instances share traffic. It is bounded: at most `maxEntries` values (default 10 000) are kept, so no
 * caller can grow it without limit. Expired entries are swept on writes (at most once a minute, and
 * always before anything is evicted); when it is full of live entries, the one that expires first is
 * evicted to make room (its challenge then fails like an expired one).
 */
export class MemoryChallengeStore implements ChallengeStore {
  readonly #entries = new Map<string, { value: string; expiresAt: number }>();
  readonly #now: () => number;
  readonly #maxEntries: number;
  #lastSweep = 0;

  /** `now` is injectable for tests that need to move time. */
  constructor(options: { now?: () => number; maxEntries?: number } = {}) {
    this.#now = options.now ?? Date.now;
    const max = options.maxEntries ?? 10_000;
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError('INVALID_CONFIG', 'MemoryChallengeStore maxEntries must be a positive integer.');
    }
    this.#maxEntries = max;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.#now();
    this.#sweep(now, false);
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      this.#sweep(now, true);
      while (this.#entries.size >= this.#maxEntries) this.#evictFirstExpiring();
    }
    this.#entries.set(key, { value, expiresAt: now + ttlMs });
  }

  async consume(key: string): Promise<string | null> {
    // Read and delete happen in the same synchronous turn, so this is atomic within the process.
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    return entry.expiresAt > this.#now() ? entry.value : null;
  }

  async get(key: string): Promise<string | null> {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > this.#now() ? entry.value : null;
  }

  /** Number of live entries (for tests and metrics). */
  get size(): number {
    const now = this.#now();
    let n = 0;
    for (const entry of this.#entries.values()) if (entry.expiresAt > now) n++;
    return n;
  }

  #sweep(now: number, force: boolean): void {
    if (!force && now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }

  #evictFirstExpiring(): void {
    let victim: string | undefined;
    let earliest = Infinity;
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt < earliest) {
        earliest = entry.expiresAt;
        victim = key;
      }
    }
    if (victim === undefined) return;
    this.#entries.delete(victim);
  }
}
