import { AgentClient } from './agent-client.js';
import { Agents } from './resources/agents/agents.js';
import { Auth } from './resources/auth/auth.js';
import { Config } from './resources/config.js';
import { Customers } from './resources/customers/customers.js';
import { Discoveries } from './resources/discoveries.js';
import { Documents } from './resources/documents.js';
import { ExchangeRates } from './resources/exchange-rates.js';
import { InternalAccounts } from './resources/internal-accounts.js';
import { Invitations } from './resources/invitations.js';
import { Operations } from './resources/operations.js';
import { Platform } from './resources/platform/platform.js';
import { Quotes } from './resources/quotes.js';
import { Receiver } from './resources/receiver.js';
import { Sandbox } from './resources/sandbox/sandbox.js';
import { Transactions } from './resources/transactions.js';
import { TransferIn } from './resources/transfer-in.js';
import { TransferOut } from './resources/transfer-out.js';
import { Verifications } from './resources/verifications.js';
import { Webhooks } from './resources/webhooks.js';
import { ServiceClientBase } from './base.js';
import type { ServiceClientOptions } from './service-transport.js';

export { SERVICE_API_VERSION } from './base.js';
export { AgentClient } from './agent-client.js';
export { PageRequest } from './page-request.js';
export type {
  CallOptions,
  RawRequestOptions,
  RequestOptions,
  RetryOptions,
  ServiceClientOptions,
} from './service-transport.js';

/**
 * A typed client of the service (service-interface.md and the service's published operations), for
 * the integrator's backend only: it holds the platform's Basic credentials. Its operations are
 * resources over one transport, named as in the service's official SDK (`service.quotes.create`,
 * `service.customers.externalAccounts.list`, `service.auth.credentials.verify`…). Errors are
 * `KeyholdError`s with the service's `status`, `code`, `message` and `reason` (`reason ?? details.reason`).
 * Calls answered 429 or 503 are retried with exponential backoff that honours `Retry-After`, but only
 * when repeating them is safe: GET/PUT/DELETE, or a POST/PATCH that carries an `Idempotency-Key`.
 * Response types keep fields the service adds later (their index signatures): nothing is stripped or
 * rejected.
 *
 * @example
 * const service = new ServiceClient({ baseUrl: 'http://localhost:8787/2025-10-13', apiTokenId, apiClientSecret });
 * const customer = await service.customers.retrieve('Customer:…');
 * for await (const quote of service.quotes.list({ customerId: customer.id })) console.info(quote.status);
 */
export class ServiceClient extends ServiceClientBase {
  /** `/auth/credentials` and `/auth/sessions` of embedded wallets. */
  readonly auth: Auth;
  /** `/customers`, their internal accounts and `externalAccounts`. */
  readonly customers: Customers;
  /** `/internal-accounts/{id}/export`. */
  readonly internalAccounts: InternalAccounts;
  /** `/platform/internal-accounts` and `/platform/external-accounts`. */
  readonly platform: Platform;
  /** `/receiver/*` lookups. */
  readonly receiver: Receiver;
  /** `/discoveries`: payment institutions. */
  readonly discoveries: Discoveries;
  /** `/config`. */
  readonly config: Config;
  /** `/exchange-rates`. */
  readonly exchangeRates: ExchangeRates;
  /** `/quotes`. */
  readonly quotes: Quotes;
  /** `/transfer-in`. */
  readonly transferIn: TransferIn;
  /** `/transfer-out`. */
  readonly transferOut: TransferOut;
  /** `/transactions`. */
  readonly transactions: Transactions;
  /** `/invitations`. */
  readonly invitations: Invitations;
  /** `/documents`. */
  readonly documents: Documents;
  /** `/verifications`. */
  readonly verifications: Verifications;
  /** `/agents`, their `deviceCodes` and `actions`. */
  readonly agents: Agents;
  /** The test webhook. */
  readonly webhooks: Webhooks;
  /** Sandbox-only operations. */
  readonly sandbox: Sandbox;

  /** A client of the service at `options.baseUrl` with the platform's credentials. */
  constructor(options: ServiceClientOptions) {
    super(options);
    const ops = new Operations(this);
    this.auth = new Auth(ops);
    this.customers = new Customers(ops);
    this.internalAccounts = new InternalAccounts(ops);
    this.platform = new Platform(ops);
    this.receiver = new Receiver(ops);
    this.discoveries = new Discoveries(ops);
    this.config = new Config(ops);
    this.exchangeRates = new ExchangeRates(ops);
    this.quotes = new Quotes(ops);
    this.transferIn = new TransferIn(ops);
    this.transferOut = new TransferOut(ops);
    this.transactions = new Transactions(ops);
    this.invitations = new Invitations(ops);
    this.documents = new Documents(ops);
    this.verifications = new Verifications(ops);
    this.agents = new Agents(ops);
    this.webhooks = new Webhooks(ops);
    this.sandbox = new Sandbox(ops);
  }

  /** A client of the agent-scoped `/agents/me/*` operations with the agent's Bearer access token. */
  asAgent(accessToken: string): AgentClient {
    return new AgentClient(this, accessToken);
  }
}
