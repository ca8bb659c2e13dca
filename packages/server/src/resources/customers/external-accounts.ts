/** `/customers/external-accounts` (§4.3): the bank accounts and wallets customers pay out to. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type {
  CreateExternalAccountRequest,
  ExternalAccount,
  ListCustomerExternalAccountsQuery,
} from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * The external accounts of customers.
 *
 * @example
 * const account = await service.customers.externalAccounts.create({ customerId, currency: 'USD', accountInfo });
 * for await (const each of service.customers.externalAccounts.list({ customerId })) console.info(each.id);
 */
export class CustomerExternalAccounts {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /customers/external-accounts`. */
  create(
    body: CreateExternalAccountRequest,
    options: { idempotencyKey?: string } = {},
  ): Promise<ExternalAccount> {
    return this.#ops.json('POST', '/customers/external-accounts', {
      body,
      idempotencyKey: options.idempotencyKey,
    });
  }

  /** `GET /customers/external-accounts?customerId=&currency=`: await for a page, `for await` for every account. */
  list(query: ListCustomerExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.#ops.page('/customers/external-accounts', { ...query });
  }

  /** `GET /customers/external-accounts/{id}`. */
  async retrieve(id: string): Promise<ExternalAccount> {
    return this.#ops.json('GET', `/customers/external-accounts/${pathId(id)}`);
  }
}
