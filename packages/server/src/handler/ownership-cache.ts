import { LRUCache } from 'lru-cache';
import { KeyholdError } from '@keyhold/protocol/errors';

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
 * A bounded in-process {@link OwnershipCache} on `lru-cache`: at most `maxEntries` ids (default 10 000),
 * the least recently used one leaving first. Nothing expires: an id never changes owner.
 */
export class MemoryOwnershipCache implements OwnershipCache {
  readonly #entries: LRUCache<string, string>;

  constructor(options: { maxEntries?: number } = {}) {
    const max = options.maxEntries ?? 10_000;
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError('INVALID_CONFIG', 'MemoryOwnershipCache maxEntries must be a positive integer.');
    }
    this.#entries = new LRUCache<string, string>({ max });
  }

  get(key: string): string | undefined {
    return this.#entries.get(key);
  }

  set(key: string, owner: string): void {
    this.#entries.set(key, owner);
  }

  /** Ids remembered (for tests and metrics). */
  get size(): number {
    return this.#entries.size;
  }
}
