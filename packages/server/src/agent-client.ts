import { pathId } from '@keyhold/core/protocol';
import { PageRequest } from './page-request.js';
import type { OperationSender, RequestOptions } from './service-transport.js';
import type {
  AgentAction,
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

  transferOut(
    body: AgentTransferOutRequest,
    options: { idempotencyKey?: string } = {},
  ): Promise<AgentAction> {
    return this.#json('POST', '/agents/me/transfer-out', { body, idempotencyKey: options.idempotencyKey });
  }
  createExternalAccount(body: CreateExternalAccountRequest): Promise<ExternalAccount> {
    return this.#json('POST', '/agents/me/external-accounts', { body });
  }
  listExternalAccounts(query: ListExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.#page('/agents/me/external-accounts', { ...query });
  }
  async getExternalAccount(id: string): Promise<ExternalAccount> {
    return this.#json('GET', `/agents/me/external-accounts/${pathId(id)}`);
  }
  async getQuote(id: string): Promise<Quote> {
    return this.#json('GET', `/agents/me/quotes/${pathId(id)}`);
  }
  async getAction(id: string): Promise<AgentAction> {
    return this.#json('GET', `/agents/me/actions/${pathId(id)}`);
  }
  listTransactions(query: ListTransactionsQuery = {}): PageRequest<Transaction> {
    return this.#page('/agents/me/transactions', { ...query });
  }
}
