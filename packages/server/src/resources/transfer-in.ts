/** `/transfer-in` (§4.2): external → internal. */
import type { Transaction, TransferRequest } from '../types.js';
import type { Operations } from './operations.js';

/**
 * Transfers from a customer's external account into one of its internal accounts.
 *
 * @example
 * const tx = await service.transferIn.create({ source, destination, amount: 1000 }, { idempotencyKey });
 */
export class TransferIn {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /transfer-in`. */
  create(body: TransferRequest, options: { idempotencyKey?: string } = {}): Promise<Transaction> {
    return this.#ops.json('POST', '/transfer-in', { body, idempotencyKey: options.idempotencyKey });
  }
}
