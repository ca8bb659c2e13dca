/**
 * §4.3 customers, internal and external accounts, receiver lookups and discovery, and the platform
 * operations of the service's published API (configuration, platform accounts, exchange rates, the
 * test webhook).
 */
import { pathId } from '@keyhold/core/protocol';
import type { PageRequest } from '../page-request.js';
import type {
  CreateCustomerRequest,
  CreateExternalAccountRequest,
  Customer,
  DataList,
  ExchangeRate,
  ExchangeRatesQuery,
  ExternalAccount,
  ExternalAccountLookup,
  InternalAccount,
  ListCustomerExternalAccountsQuery,
  ListCustomersQuery,
  ListExternalAccountsQuery,
  ListInternalAccountsQuery,
  ListPlatformInternalAccountsQuery,
  LookupExternalAccountQuery,
  PaymentInstitution,
  PlatformConfig,
  TestWebhookResult,
  UmaLookup,
  UpdatePlatformConfigRequest,
} from '../types.js';
import { WalletOperations } from './wallet-operations.js';

export class AccountOperations extends WalletOperations {
  /** `POST /customers` (not shown by the interface; the sandbox implements it). */
  createCustomer(body: CreateCustomerRequest, options: { idempotencyKey?: string } = {}): Promise<Customer> {
    return this.json('POST', '/customers', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /customers/{id}`. */
  async getCustomer(id: string): Promise<Customer> {
    return this.json('GET', `/customers/${pathId(id)}`);
  }

  /** `GET /customers`: await for a page, `for await` for every customer. */
  listCustomers(query: ListCustomersQuery = {}): PageRequest<Customer> {
    return this.page('/customers', { ...query });
  }

  /** `DELETE /customers/{id}` (a soft delete: the customer answers with `isDeleted: true`). */
  async deleteCustomer(id: string): Promise<Customer> {
    return this.json('DELETE', `/customers/${pathId(id)}`);
  }

  /** `GET /customers/internal-accounts` (gap decision of wire-formats §9). */
  listInternalAccounts(query: ListInternalAccountsQuery = {}): PageRequest<InternalAccount> {
    return this.page('/customers/internal-accounts', { ...query });
  }

  /** `POST /customers/internal-accounts {customerId, currency}` → an `INTERNAL_FIAT` account. */
  createInternalAccount(body: { customerId: string; currency: string }): Promise<InternalAccount> {
    return this.json('POST', '/customers/internal-accounts', { body });
  }

  /** `GET /platform/internal-accounts`: the platform's own accounts (not paginated). */
  listPlatformInternalAccounts(
    query: ListPlatformInternalAccountsQuery = {},
  ): Promise<DataList<InternalAccount>> {
    return this.json('GET', '/platform/internal-accounts', { query: { ...query } });
  }

  /** `POST /customers/external-accounts`. */
  createExternalAccount(
    body: CreateExternalAccountRequest,
    options: { idempotencyKey?: string } = {},
  ): Promise<ExternalAccount> {
    return this.json('POST', '/customers/external-accounts', {
      body,
      idempotencyKey: options.idempotencyKey,
    });
  }

  /** `GET /customers/external-accounts?customerId=&currency=`. */
  listExternalAccounts(query: ListCustomerExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.page('/customers/external-accounts', { ...query });
  }

  /** `GET /customers/external-accounts/{id}`. */
  async getExternalAccount(id: string): Promise<ExternalAccount> {
    return this.json('GET', `/customers/external-accounts/${pathId(id)}`);
  }

  /** `POST /platform/external-accounts` (an account of the platform, `customerId: null`). */
  createPlatformExternalAccount(
    body: Omit<CreateExternalAccountRequest, 'customerId'>,
    options: { idempotencyKey?: string } = {},
  ): Promise<ExternalAccount> {
    return this.json('POST', '/platform/external-accounts', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /platform/external-accounts`. */
  listPlatformExternalAccounts(query: ListExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.page('/platform/external-accounts', { ...query });
  }

  /** `GET /receiver/external-account/{accountId}`. */
  async lookupExternalAccount(
    accountId: string,
    query: LookupExternalAccountQuery = {},
  ): Promise<ExternalAccountLookup> {
    return this.json('GET', `/receiver/external-account/${pathId(accountId)}`, { query: { ...query } });
  }

  /** `GET /receiver/uma/{umaAddress}`: the lookup of a UMA receiver (its `lookupId` goes on the quote). */
  async lookupUma(umaAddress: string, query: LookupExternalAccountQuery = {}): Promise<UmaLookup> {
    return this.json('GET', `/receiver/uma/${encodeURIComponent(umaAddress)}`, { query: { ...query } });
  }

  /** `GET /discoveries`. */
  listInstitutions(
    query: { country?: string; currency?: string } = {},
  ): Promise<DataList<PaymentInstitution>> {
    return this.json('GET', '/discoveries', { query: { ...query } });
  }

  /** `GET /config`: the platform configuration. */
  getConfig(): Promise<PlatformConfig> {
    return this.json('GET', '/config');
  }

  /** `PATCH /config` (webhook endpoint, supported currencies…). */
  updateConfig(body: UpdatePlatformConfigRequest): Promise<PlatformConfig> {
    return this.json('PATCH', '/config', { body });
  }

  /** `GET /exchange-rates`: corridors priced as quotes would be. */
  getExchangeRates(query: ExchangeRatesQuery = {}): Promise<DataList<ExchangeRate>> {
    const { destinationCurrency, ...rest } = query;
    const destinations =
      destinationCurrency === undefined
        ? undefined
        : Array.isArray(destinationCurrency)
          ? destinationCurrency
          : [destinationCurrency];
    return this.json('GET', '/exchange-rates', { query: { ...rest, destinationCurrency: destinations } });
  }

  /**
   * `POST /sandbox/webhooks/test`: one `TEST` webhook to the configured endpoint; resolves with its
   * answer (a refusing endpoint is a 400 `KeyholdError` whose `details` carry the same fields).
   */
  sendTestWebhook(): Promise<TestWebhookResult> {
    return this.json('POST', '/sandbox/webhooks/test');
  }
}
