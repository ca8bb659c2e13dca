import { KeyholdError } from '@keyhold/core/errors';
import { refusal } from '../refusal.js';

/**
 * Unused registration challenges per customer, so one signed-in user cannot fill the challenge store by
 * asking for options again and again. Entries leave when consumed or expired; customers with none left
 * are dropped, so the map holds at most `max` entries per customer that has live challenges.
 */
export class OutstandingChallenges {
  readonly #byCustomer = new Map<string, Map<string, number>>();
  readonly #max: number;
  #lastSweep = 0;

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
    this.#sweep(now);
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
    this.#byCustomer.set(customerId, mine);
  }

  remove(customerId: string, challenge: string): void {
    const mine = this.#byCustomer.get(customerId);
    if (!mine) return;
    mine.delete(challenge);
    if (mine.size === 0) this.#byCustomer.delete(customerId);
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    for (const [customerId, mine] of this.#byCustomer) {
      for (const [c, until] of mine) if (until <= now) mine.delete(c);
      if (mine.size === 0) this.#byCustomer.delete(customerId);
    }
  }
}
