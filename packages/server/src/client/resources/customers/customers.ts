/** `/customers` (§4.3): customers, their internal accounts and (nested) their external accounts. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type {
  CreateCustomerRequest,
  Customer,
  InternalAccount,
  ListCustomersQuery,
  ListInternalAccountsQuery,
  SignedResult,
  SignedRetry,
  UpdateCustomerRequest,
} from '../../types.js';
import type { Operations } from '../operations.js';
import { APIResource, type CallOptions } from '../resource.js';
import { CustomerExternalAccounts } from './external-accounts.js';

/**
 * Customers of the platform, their internal accounts, and `externalAccounts`.
 *
 * @example
 * const customer = await service.customers.retrieve('Customer:…');
 * const first = await service.customers.list({ limit: 10 });
 */
export class Customers extends APIResource {
  /** `/customers/external-accounts`. */
  readonly externalAccounts: CustomerExternalAccounts;

  /** @internal */
  constructor(ops: Operations) {
    super(ops);
    this.externalAccounts = new CustomerExternalAccounts(ops);
  }

  /** `POST /customers` (not shown by the interface; the sandbox implements it). */
  create(body: CreateCustomerRequest, options: CallOptions = {}): Promise<Customer> {
    return this.call(options).json('POST', '/customers', { body });
  }

  /** `GET /customers/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<Customer> {
    return this.call(options).json('GET', `/customers/${pathId(id)}`);
  }

  /**
   * `PATCH /customers/{id}`. Changing the email of a customer whose wallet has an EMAIL_OTP credential
   * is a signed retry (`UPDATE_CUSTOMER_EMAIL`): the first call answers the 202 challenge, the retry
   * with the same body and `signed` answers the Customer. Other changes answer at once.
   */
  async update(
    id: string,
    body: UpdateCustomerRequest,
    signed?: SignedRetry,
    options?: CallOptions,
  ): Promise<SignedResult<Customer>> {
    return this.call(options).signed('PATCH', `/customers/${pathId(id)}`, { body, signed });
  }

  /** `GET /customers`: await for a page, `for await` for every customer. */
  list(query: ListCustomersQuery = {}, options?: CallOptions): PageRequest<Customer> {
    return this.call(options).page('/customers', { ...query });
  }

  /** `DELETE /customers/{id}` (a soft delete: the customer answers with `isDeleted: true`). */
  async delete(id: string, options?: CallOptions): Promise<Customer> {
    return this.call(options).json('DELETE', `/customers/${pathId(id)}`);
  }

  /** `GET /customers/internal-accounts` (gap decision of wire-formats §9). */
  listInternalAccounts(
    query: ListInternalAccountsQuery = {},
    options?: CallOptions,
  ): PageRequest<InternalAccount> {
    return this.call(options).page('/customers/internal-accounts', { ...query });
  }

  /** `POST /customers/internal-accounts {customerId, currency}` → an `INTERNAL_FIAT` account. */
  createInternalAccount(
    body: { customerId: string; currency: string },
    options?: CallOptions,
  ): Promise<InternalAccount> {
    return this.call(options).json('POST', '/customers/internal-accounts', { body });
  }
}
