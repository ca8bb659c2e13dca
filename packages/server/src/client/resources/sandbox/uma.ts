/** `/sandbox/uma/receive` (§4.6, sandbox only). */
import type { SandboxUmaReceiveRequest, Transaction } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * UMA payments in the sandbox: one arriving for a customer.
 *
 * @example
 * const incoming = await service.sandbox.uma.receivePayment({
 *   senderUmaAddress: '$alice@other.example',
 *   receiverUmaAddress: '$bob@example.com',
 *   receivingCurrencyCode: 'USD',
 *   receivingCurrencyAmount: 500,
 * });
 */
export class SandboxUma extends APIResource {
  /**
   * `POST /sandbox/uma/receive`: an incoming UMA payment to a customer, named by `receiverUmaAddress`
   * or (the service's form) `customerId`. Resolves with the INCOMING transaction.
   */
  receivePayment(body: SandboxUmaReceiveRequest, options?: CallOptions): Promise<Transaction> {
    return this.call(options).json('POST', '/sandbox/uma/receive', { body });
  }
}
