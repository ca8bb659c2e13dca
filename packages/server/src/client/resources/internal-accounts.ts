/** `/internal-accounts/{id}/export` (§4.1): the export of an embedded wallet. */
import { pathId } from '@keyhold/protocol';
import type { SignedResult, SignedRetry, WalletExport } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Operations on one internal account (an embedded wallet): its export.
 *
 * @example
 * const first = await service.internalAccounts.export(accountId, clientPublicKey); // the 202 challenge
 */
export class InternalAccounts extends APIResource {
  /** `POST /internal-accounts/{id}/export`: 202 challenge, then the export envelope (wire-formats §8). */
  async export(
    accountId: string,
    clientPublicKey: string,
    signed?: SignedRetry,
    options?: CallOptions,
  ): Promise<SignedResult<WalletExport>> {
    return this.call(options).signed('POST', `/internal-accounts/${pathId(accountId)}/export`, {
      body: { clientPublicKey },
      signed,
    });
  }
}
