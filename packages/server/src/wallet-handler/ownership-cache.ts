import { KeyholdError } from '@keyhold/core/errors';

/**
 * Remembers which customer owns an id that never changes owner (an account, credential, session, quote
 * or transaction). Only owners read from the service's own answers are written; a miss is looked up
 * through the service. Keys are `<kind>:<id>`, values the owner's `Customer:<uuid>`.
 *
 * Implementations: {@link MemoryOwnershipCache} (the default) and `RedisOwnershipCache` from
 * `@keyhold/server/redis` (shared by several instances).
 */
export interface OwnershipCache {
  /** The remembered owner, or undefined. */
  get(key: string): Promise<string | undefined> | string | undefined;
  /** Remembers `owner` for `key`. */
  set(key: string, owner: string): Promise<void> | void;
}

/**
 * A bounded in-process {@link OwnershipCache}: at most `maxEntries` ids (default 10 000), the least
 * recently used one leaving first.
 */
export class MemoryOwnershipCache implements OwnershipCache {
  readonly #entries = new Map<string, string>();
  readonly #max: number;

  constructor(options: { maxEntries?: number } = {}) {
    const max = options.maxEntries ?? 10_000;
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError('INVALID_CONFIG', 'MemoryOwnershipCache maxEntries must be a positive integer.');
    }
    this.#max = max;
  }

  get(key: string): string | undefined {
    const owner = this.#entries.get(key);
    if (owner !== undefined) {
      // Refresh its place: the Map's order is the eviction order.
      this.#entries.delete(key);
      this.#entries.set(key, owner);
    }
    return owner;
  }

  set(key: string, owner: string): void {
    this.#entries.delete(key);
    this.#entries.set(key, owner);
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Ids remembered (for tests and metrics). */
  get size(): number {
    return this.#entries.size;
  }
}
