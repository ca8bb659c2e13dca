/** `/receiver/*` (§4.3): who a payment would reach, before quoting it. */
import { pathId } from '@keyhold/protocol';
import type { ExternalAccountLookup, LookupExternalAccountQuery, UmaLookup } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Receiver lookups: an external account or a UMA address, resolved before a quote.
 *
 * @example
 * const receiver = await service.receiver.lookupUma('$bob@example.com', { customerId });
 */
export class Receiver extends APIResource {
  /** `GET /receiver/external-account/{accountId}`. */
  async lookupExternalAccount(
    accountId: string,
    query: LookupExternalAccountQuery = {},
    options?: CallOptions,
  ): Promise<ExternalAccountLookup> {
    return this.call(options).json('GET', `/receiver/external-account/${pathId(accountId)}`, {
      query: { ...query },
    });
  }

  /** `GET /receiver/uma/{umaAddress}`: the lookup of a UMA receiver (its `lookupId` goes on the quote). */
  async lookupUma(
    umaAddress: string,
    query: LookupExternalAccountQuery = {},
    options?: CallOptions,
  ): Promise<UmaLookup> {
    return this.call(options).json('GET', `/receiver/uma/${encodeURIComponent(umaAddress)}`, {
      query: { ...query },
    });
  }
}
