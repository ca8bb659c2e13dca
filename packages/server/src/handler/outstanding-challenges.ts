import { LRUCache } from 'lru-cache';
import { KeyholdError } from '@keyhold/protocol/errors';
import { refusal } from './refusal.js';

/** Customers with pending registrations remembered at once; past it the least recently active leave. */
const MAX_CUSTOMERS = 100_000;

/**
 * Unused registration challenges per customer, so one signed-in user cannot fill the challenge store by
 * asking for options again and again. On `lru-cache`: a customer's entry lives as long as their latest
 * challenge and holds at most `max` challenges; entries leave when consumed or expired.
 */
export class OutstandingChallenges {
  /** Customer → (challenge → expiry, ms since the epoch). */
  readonly #byCustomer = new LRUCache<string, Map<string, number>>({ max: MAX_CUSTOMERS });
  readonly #max: number;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) {
      throw new KeyholdError(
        'INVALID_CONFIG',
        'maxRegistrationChallengesPerCustomer must be a positive integer.',
      );
    }
    this.#max = max;
  }

  /** Records a new challenge, or throws 429 `RATE_LIMITED` when the customer already holds `max`. */
  add(customerId: string, challenge: string, expiresAt: number): void {
    const now = Date.now();
    const mine = this.#byCustomer.get(customerId) ?? new Map<string, number>();
    for (const [c, until] of mine) if (until <= now) mine.delete(c);
    if (mine.size >= this.#max) {
      const oldest = Math.min(...mine.values());
      const retryAfter = Math.max(1, Math.ceil((oldest - now) / 1000));
      throw refusal(
        429,
        'RATE_LIMITED',
        `At most ${this.#max} passkey registrations can be pending at once. Finish or wait for one to expire.`,
        { retryAfter },
        { retryAfter },
      );
    }
    mine.set(challenge, expiresAt);
    const latest = Math.max(...mine.values());
    this.#byCustomer.set(customerId, mine, { ttl: Math.max(1, Math.ceil(latest - now)) });
  }

  remove(customerId: string, challenge: string): void {
    const mine = this.#byCustomer.get(customerId);
    if (!mine) return;
    mine.delete(challenge);
    if (mine.size === 0) this.#byCustomer.delete(customerId);
  }
}
