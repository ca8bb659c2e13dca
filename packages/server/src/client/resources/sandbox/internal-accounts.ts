/** `/sandbox/internal-accounts/{id}/fund` (§4.6, sandbox only). */
import { pathId } from '@keyhold/protocol';
import type { InternalAccount } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * Internal accounts in the sandbox: money from nowhere, to test with.
 *
 * @example
 * await service.sandbox.internalAccounts.fund(accountId, 100_000); // 1 000.00 USD
 */
export class SandboxInternalAccounts extends APIResource {
  /** `POST /sandbox/internal-accounts/{id}/fund`: `amount` in the account currency's smallest unit. */
  async fund(accountId: string, amount: number, options?: CallOptions): Promise<InternalAccount> {
    return this.call(options).json('POST', `/sandbox/internal-accounts/${pathId(accountId)}/fund`, {
      body: { amount },
    });
  }
}
