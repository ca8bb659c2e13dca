/** `/transfer-out` (§4.2): internal → external. */
import type { Transaction, TransferRequest } from '../types.js';
import type { Operations } from './operations.js';

/**
 * Transfers from an internal account out to one of the customer's external accounts.
 *
 * @example
 * const tx = await service.transferOut.create({ source, destination }, { idempotencyKey }); // the whole balance
 */
export class TransferOut {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /transfer-out`; without `amount`, the whole available balance. */
  create(body: TransferRequest, options: { idempotencyKey?: string } = {}): Promise<Transaction> {
    return this.#ops.json('POST', '/transfer-out', { body, idempotencyKey: options.idempotencyKey });
  }
}
