/** `/sandbox/uma/receive` (§4.6, sandbox only). */
import type { SandboxUmaReceiveRequest, Transaction } from '../../types.js';
import type { Operations } from '../operations.js';

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
export class SandboxUma {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /**
   * `POST /sandbox/uma/receive`: an incoming UMA payment to a customer, named by `receiverUmaAddress`
   * or (the service's form) `customerId`. Resolves with the INCOMING transaction.
   */
  receivePayment(body: SandboxUmaReceiveRequest): Promise<Transaction> {
    return this.#ops.json('POST', '/sandbox/uma/receive', { body });
  }
}
