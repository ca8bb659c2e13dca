import type { OwnershipCache } from '../handler/ownership-cache.js';
import type { KeyValueStore } from './key-value-store.js';

/** How long a learnt owner is kept by default: ids never change owner, the expiry only bounds the keys. */
export const OWNERSHIP_TTL_MS = 24 * 3_600_000;

/**
 * The wallet handler's ownership cache on a {@link KeyValueStore}: an id's owner, once learnt from the
 * service's own answer, for `ttlMs`. A store that cannot be read or written only costs a lookup through
 * the service, never a wrong answer.
 */
export function ownershipCacheOn(store: KeyValueStore, ttlMs = OWNERSHIP_TTL_MS): OwnershipCache {
  return {
    async get(key) {
      try {
        return (await store.get(key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, owner) {
      try {
        await store.set(key, owner, ttlMs);
      } catch {
        // A cache that cannot be written only costs a lookup next time.
      }
    },
  };
}
