import { KeyholdError } from '@keyhold/protocol/errors';
import type { KeyValueStore, WindowCount } from '../store/key-value-store.js';
import { refusal } from './refusal.js';

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
/**
 * Fixed-window counters in a store: the handler's shared store when one is given (every instance then
 * shares them), else a bounded one of this process (50 000 windows, apart from the challenges).
 */
export class RateLimiter {
  readonly #windowMs: number;
  readonly #perCustomer: number;
  readonly #perAddress: number;
  readonly #store: KeyValueStore;

  constructor(options: RateLimitOptions, store: KeyValueStore) {
    this.#windowMs = check(options.windowMs ?? 60_000, 'windowMs');
    this.#perCustomer = check(options.perCustomer ?? 10, 'perCustomer');
    this.#perAddress = check(options.perAddress ?? 60, 'perAddress');
    this.#store = store;
  }

  /** Counts one call of `action`; throws 429 `RATE_LIMITED` with `Retry-After` past either limit. */
  async hit(action: string, customerId: string, address: string | undefined): Promise<void> {
    const byCustomer = await this.#count(`rl:${action}:c:${customerId}`);
    if (byCustomer.count > this.#perCustomer) throw limited(byCustomer.resetMs);
    if (address === undefined) return;
    const byAddress = await this.#count(`rl:${action}:a:${address}`);
    if (byAddress.count > this.#perAddress) throw limited(byAddress.resetMs);
  }

  #count(key: string): Promise<WindowCount> {
    return this.#store.increment(key, this.#windowMs);
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
