/** `/platform/external-accounts` (§4.3): the platform's own external accounts. */
import type { PageRequest } from '../../page-request.js';
import type {
  CreateExternalAccountRequest,
  ExternalAccount,
  ListExternalAccountsQuery,
} from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The external accounts of the platform itself (`customerId: null`).
 *
 * @example
 * const first = await service.platform.externalAccounts.list({ currency: 'USD' });
 */
export class PlatformExternalAccounts extends APIResource {
  /** `POST /platform/external-accounts` (an account of the platform, `customerId: null`). */
  create(
    body: Omit<CreateExternalAccountRequest, 'customerId'>,
    options: CallOptions = {},
  ): Promise<ExternalAccount> {
    return this.call(options).json('POST', '/platform/external-accounts', {
      body,
    });
  }

  /** `GET /platform/external-accounts`: await for a page, `for await` for every account. */
  list(query: ListExternalAccountsQuery = {}, options?: CallOptions): PageRequest<ExternalAccount> {
    return this.call(options).page('/platform/external-accounts', { ...query });
  }
}
