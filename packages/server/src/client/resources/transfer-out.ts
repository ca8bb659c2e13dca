/** `/transfer-out` (§4.2): internal → external. */
import type { Transaction, TransferRequest } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Transfers from an internal account out to one of the customer's external accounts.
 *
 * @example
 * const tx = await service.transferOut.create({ source, destination }, { idempotencyKey }); // the whole balance
 */
export class TransferOut extends APIResource {
  /** `POST /transfer-out`; without `amount`, the whole available balance. */
  create(body: TransferRequest, options: CallOptions = {}): Promise<Transaction> {
    return this.call(options).json('POST', '/transfer-out', { body });
  }
}
