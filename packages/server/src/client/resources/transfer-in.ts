/** `/transfer-in` (§4.2): external → internal. */
import type { Transaction, TransferRequest } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Transfers from a customer's external account into one of its internal accounts.
 *
 * @example
 * const tx = await service.transferIn.create({ source, destination, amount: 1000 }, { idempotencyKey });
 */
export class TransferIn extends APIResource {
  /** `POST /transfer-in`. */
  create(body: TransferRequest, options: CallOptions = {}): Promise<Transaction> {
    return this.call(options).json('POST', '/transfer-in', { body });
  }
}
