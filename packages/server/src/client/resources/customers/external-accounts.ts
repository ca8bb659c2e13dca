/** `/customers/external-accounts` (§4.3): the bank accounts and wallets customers pay out to. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type {
  CreateExternalAccountRequest,
  ExternalAccount,
  ListCustomerExternalAccountsQuery,
} from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The external accounts of customers.
 *
 * @example
 * const account = await service.customers.externalAccounts.create({ customerId, currency: 'USD', accountInfo });
 * for await (const each of service.customers.externalAccounts.list({ customerId })) console.info(each.id);
 */
export class CustomerExternalAccounts extends APIResource {
  /** `POST /customers/external-accounts`. */
  create(body: CreateExternalAccountRequest, options: CallOptions = {}): Promise<ExternalAccount> {
    return this.call(options).json('POST', '/customers/external-accounts', {
      body,
    });
  }

  /** `GET /customers/external-accounts?customerId=&currency=`: await for a page, `for await` for every account. */
  list(query: ListCustomerExternalAccountsQuery = {}, options?: CallOptions): PageRequest<ExternalAccount> {
    return this.call(options).page('/customers/external-accounts', { ...query });
  }

  /** `GET /customers/external-accounts/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<ExternalAccount> {
    return this.call(options).json('GET', `/customers/external-accounts/${pathId(id)}`);
  }
}
