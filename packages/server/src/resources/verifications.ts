/** `/verifications`: the verification of a customer. */
import { pathId } from '@keyhold/protocol';
import type { VerificationResult } from '../types.js';
import type { Operations } from './operations.js';

/**
 * Verifications of customers (the interface does not show their request's shape).
 *
 * @example
 * const started = await service.verifications.create({ customerId });
 */
export class Verifications {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /verifications`. */
  create(body: Record<string, unknown>): Promise<VerificationResult> {
    return this.#ops.json('POST', '/verifications', { body });
  }

  /** `GET /verifications/{id}`. */
  async retrieve(id: string): Promise<VerificationResult> {
    return this.#ops.json('GET', `/verifications/${pathId(id)}`);
  }
}
