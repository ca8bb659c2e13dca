import { LRUCache } from 'lru-cache';
import { KeyholdError } from '@keyhold/protocol/errors';
import type { ChallengeStore } from '../challenge-store.js';
import { refusal } from '../refusal.js';

/** Limits on credential `challenge` (code re-sends) and `verify` (code guesses) calls. */
export interface RateLimitOptions {
  /** Length of one counting window. Default 60 000 ms. */
  windowMs?: number;
  /** Calls one customer may make to each of challenge and verify in a window. Default 10. */
  perCustomer?: number;
  /** Calls one client address may make to each of challenge and verify in a window. Default 60. */
  perAddress?: number;
}

/** A window counter: the count after this hit and the milliseconds until the window ends. */
export interface WindowCount {
  count: number;
  resetMs: number;
}

/**
 * Fixed-window counters. When the challenge store can count (`increment`, as `RedisChallengeStore`
 * does) the counters live there and every instance shares them; otherwise in this process, bounded.
 */
export class RateLimiter {
  readonly #windowMs: number;
  readonly #perCustomer: number;
  readonly #perAddress: number;
  readonly #store: ChallengeStore;
  /** Local windows, each living as long as its window; at most 50 000, the least recently hit leaving first. */
  readonly #local: LRUCache<string, { count: number; until: number }>;

  constructor(options: RateLimitOptions, store: ChallengeStore) {
    this.#windowMs = check(options.windowMs ?? 60_000, 'windowMs');
    this.#perCustomer = check(options.perCustomer ?? 10, 'perCustomer');
    this.#perAddress = check(options.perAddress ?? 60, 'perAddress');
    this.#store = store;
    this.#local = new LRUCache({ max: 50_000, ttl: Math.ceil(this.#windowMs) });
  }

  /** Counts one call of `action`; throws 429 `RATE_LIMITED` with `Retry-After` past either limit. */
  async hit(action: string, customerId: string, address: string | undefined): Promise<void> {
    const byCustomer = await this.#count(`rl:${action}:c:${customerId}`);
    if (byCustomer.count > this.#perCustomer) throw limited(byCustomer.resetMs);
    if (address === undefined) return;
    const byAddress = await this.#count(`rl:${action}:a:${address}`);
    if (byAddress.count > this.#perAddress) throw limited(byAddress.resetMs);
  }

  async #count(key: string): Promise<WindowCount> {
    if (this.#store.increment) return this.#store.increment(key, this.#windowMs);
    const now = Date.now();
    let entry = this.#local.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + this.#windowMs };
      this.#local.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetMs: entry.until - now };
  }
}

function limited(resetMs: number): KeyholdError {
  const retryAfter = Math.max(1, Math.ceil(resetMs / 1000));
  return refusal(
    429,
    'RATE_LIMITED',
    'Too many attempts. Wait a moment before trying again.',
    { retryAfter },
    { retryAfter },
  );
}

function check(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 1) {
    throw new KeyholdError('INVALID_CONFIG', `createWalletHandler rateLimits.${name} must be at least 1.`);
  }
  return value;
}
