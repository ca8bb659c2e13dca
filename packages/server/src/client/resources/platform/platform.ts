/** `/platform/*` (§4.3): the platform's own accounts. */
import type { DataList, InternalAccount, ListPlatformInternalAccountsQuery } from '../../types.js';
import type { Operations } from '../operations.js';
import { APIResource, type CallOptions } from '../resource.js';
import { PlatformExternalAccounts } from './external-accounts.js';

/**
 * The platform's own internal accounts, and `externalAccounts`.
 *
 * @example
 * const { data } = await service.platform.listInternalAccounts({ currency: 'USD' });
 */
export class Platform extends APIResource {
  /** `/platform/external-accounts`. */
  readonly externalAccounts: PlatformExternalAccounts;

  /** @internal */
  constructor(ops: Operations) {
    super(ops);
    this.externalAccounts = new PlatformExternalAccounts(ops);
  }

  /** `GET /platform/internal-accounts`: the platform's own accounts (not paginated). */
  listInternalAccounts(
    query: ListPlatformInternalAccountsQuery = {},
    options?: CallOptions,
  ): Promise<DataList<InternalAccount>> {
    return this.call(options).json('GET', '/platform/internal-accounts', { query: { ...query } });
  }
}
