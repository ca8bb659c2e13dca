import { pathId } from '@keyhold/core/protocol';
import { PageRequest } from './page-request.js';
import type { OperationSender, RequestOptions } from './service-transport.js';
import type {
  Agent,
  AgentAction,
  CreateQuoteRequest,
  ListAgentActionsQuery,
  AgentTransferOutRequest,
  CreateExternalAccountRequest,
  ExternalAccount,
  ListExternalAccountsQuery,
  ListTransactionsQuery,
  Page,
  Quote,
  Transaction,
} from './types.js';

/** The `/agents/me/*` operations (§4.5), authenticated with the agent's Bearer access token. */
export class AgentClient {
  readonly #service: OperationSender;
  readonly #token: string;

  constructor(service: OperationSender, accessToken: string) {
    this.#service = service;
    this.#token = accessToken;
  }

  async #json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await this.#service.request<T>(method, path, { ...options, bearerToken: this.#token })).data;
  }

  #page<T>(path: string, query: Record<string, string | number | boolean | undefined>): PageRequest<T> {
    return new PageRequest<T>((cursor) =>
      this.#json<Page<T>>('GET', path, {
        query: { ...query, cursor: cursor ?? (query.cursor as string | undefined) },
      }),
    );
  }

  /** `GET /agents/me`: the agent this token belongs to. */
  me(): Promise<Agent> {
    return this.#json('GET', '/agents/me');
  }
  /**
   * Moves money out of the customer's wallet; runs at once or waits for approval, as the agent's policy says.
   */
  transferOut(
    body: AgentTransferOutRequest,
    options: { idempotencyKey?: string } = {},
  ): Promise<AgentAction> {
    return this.#json('POST', '/agents/me/transfer-out', { body, idempotencyKey: options.idempotencyKey });
  }
  /** `POST /agents/me/transfer-in` (external → internal, `CREATE_TRANSFERS`). */
  transferIn(body: AgentTransferOutRequest, options: { idempotencyKey?: string } = {}): Promise<AgentAction> {
    return this.#json('POST', '/agents/me/transfer-in', { body, idempotencyKey: options.idempotencyKey });
  }
  /** `POST /agents/me/quotes` (`CREATE_QUOTES`; an internal non-wallet account source). */
  createQuote(body: CreateQuoteRequest): Promise<Quote> {
    return this.#json('POST', '/agents/me/quotes', { body });
  }
  /** `POST /agents/me/quotes/{id}/execute` (`EXECUTE_QUOTES`) → the AgentAction. */
  async executeQuote(id: string, options: { idempotencyKey?: string } = {}): Promise<AgentAction> {
    return this.#json('POST', `/agents/me/quotes/${pathId(id)}/execute`, {
      body: {},
      idempotencyKey: options.idempotencyKey,
    });
  }
  /** `GET /agents/me/actions?status=`. */
  listActions(query: ListAgentActionsQuery = {}): PageRequest<AgentAction> {
    return this.#page('/agents/me/actions', { ...query });
  }
  /** Creates an external account for the agent's customer (needs the agent's permission). */
  createExternalAccount(body: CreateExternalAccountRequest): Promise<ExternalAccount> {
    return this.#json('POST', '/agents/me/external-accounts', { body });
  }
  /** The customer's external accounts, a page at a time. */
  listExternalAccounts(query: ListExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.#page('/agents/me/external-accounts', { ...query });
  }
  /** One of the customer's external accounts. */
  async getExternalAccount(id: string): Promise<ExternalAccount> {
    return this.#json('GET', `/agents/me/external-accounts/${pathId(id)}`);
  }
  /** One of the agent's quotes. */
  async getQuote(id: string): Promise<Quote> {
    return this.#json('GET', `/agents/me/quotes/${pathId(id)}`);
  }
  /** One of the agent's actions, with its approval status. */
  async getAction(id: string): Promise<AgentAction> {
    return this.#json('GET', `/agents/me/actions/${pathId(id)}`);
  }
  /** The customer's transactions, a page at a time. */
  listTransactions(query: ListTransactionsQuery = {}): PageRequest<Transaction> {
    return this.#page('/agents/me/transactions', { ...query });
  }
}
