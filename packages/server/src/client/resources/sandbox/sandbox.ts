/** `/sandbox/*` (§4.6): the operations only the sandbox answers. */
import type { Transaction } from '../../types.js';
import type { Operations } from '../operations.js';
import { APIResource, type CallOptions } from '../resource.js';
import { SandboxInternalAccounts } from './internal-accounts.js';
import { SandboxUma } from './uma.js';

/**
 * Sandbox-only operations: the funds of a real-time funded quote arriving, plus `internalAccounts`
 * (funding) and `uma` (incoming payments).
 *
 * @example
 * const tx = await service.sandbox.sendFunds({ quoteId: quote.id, currencyCode: 'USD' });
 */
export class Sandbox extends APIResource {
  /** `/sandbox/internal-accounts`. */
  readonly internalAccounts: SandboxInternalAccounts;
  /** `/sandbox/uma`. */
  readonly uma: SandboxUma;

  /** @internal */
  constructor(ops: Operations) {
    super(ops);
    this.internalAccounts = new SandboxInternalAccounts(ops);
    this.uma = new SandboxUma(ops);
  }

  /**
   * `POST /sandbox/send`: the funds of a real-time funded quote arrive and it executes. `currencyCode`
   * must be the quote's sending currency. Resolves with the quote's transaction.
   */
  sendFunds(body: { quoteId: string; currencyCode: string }, options?: CallOptions): Promise<Transaction> {
    return this.call(options).json('POST', '/sandbox/send', { body });
  }
}
