import { LRUCache } from 'lru-cache';
import { KeyholdError } from '@keyhold/protocol/errors';
import type { KeyValueStore, WindowCount } from './key-value-store.js';

/** Options of {@link MemoryKeyValueStore}. */
export interface MemoryKeyValueStoreOptions {
  /** Most values kept (default 10 000): when full of live values, the first to expire leaves. */
  maxEntries?: number;
  /** The clock (ms), injectable for tests that move time; default `Date.now`. */
  now?: () => number;
}

/**
 * An in-process {@link KeyValueStore} on `lru-cache`, for one backend instance (use the Redis store when
 * several share traffic). Bounded: at most `maxEntries` values, so no caller can grow it without limit.
 * Each value lives for its own time to live; when the store is full of live values, the one that expires
 * first is evicted to make room (after the expired ones), so a challenge about to expire is the loss.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly #entries: LRUCache<string, string>;
  readonly #maxEntries: number;

  constructor(options: MemoryKeyValueStoreOptions = {}) {
    const max = options.maxEntries ?? 10_000;
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError('INVALID_CONFIG', 'The memory store maxEntries must be a positive integer.');
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
    this.#put(key, value, ttlMs);
  }

  async get(key: string): Promise<string | null> {
    return this.#entries.get(key) ?? null;
  }

  async consume(key: string): Promise<string | null> {
    // Read and delete happen in the same synchronous turn, so this is atomic within the process.
    const value = this.#entries.get(key);
    this.#entries.delete(key);
    return value ?? null;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const left = this.#entries.getRemainingTTL(key);
    const count = Number(this.#entries.get(key) ?? 0) + 1;
    const resetMs = count === 1 || !(left > 0) ? windowMs : left;
    this.#put(key, String(count), resetMs);
    return { count, resetMs };
  }

  /** Number of live values (for tests and metrics). */
  get size(): number {
    this.#entries.purgeStale();
    return this.#entries.size;
  }

  #put(key: string, value: string, ttlMs: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      this.#entries.purgeStale();
      if (this.#entries.size >= this.#maxEntries) this.#evictFirstExpiring();
    }
    this.#entries.set(key, value, { ttl: Math.max(1, Math.ceil(ttlMs)) });
  }

  /** The cache would drop the least recently used; a value about to expire is the better loss. */
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
