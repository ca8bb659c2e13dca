import { KeyholdError } from '@keyhold/core/errors';
import { pathCode, pathId } from '@keyhold/core/protocol';
import { AgentClient } from './agent-client.js';
import { PageRequest } from './page-request.js';
import {
  type RawRequestOptions,
  type RequestOptions,
  ServiceTransport,
  type ServiceClientOptions,
} from './service-transport.js';
import type {
  Agent,
  AgentAction,
  AuthMethod,
  AuthSession,
  CreateCredentialRequest,
  CreateCustomerRequest,
  CreateExternalAccountRequest,
  CreateQuoteRequest,
  Customer,
  DataList,
  ExternalAccount,
  ExternalAccountLookup,
  InternalAccount,
  Invitation,
  KycDocument,
  ListCustomersQuery,
  ListExternalAccountsQuery,
  ListInternalAccountsQuery,
  LookupExternalAccountQuery,
  Page,
  PasskeyChallenge,
  PaymentInstitution,
  Quote,
  ReplaceDocumentRequest,
  SessionCreationResult,
  SignedRequestChallenge,
  SignedResult,
  SignedRetry,
  Transaction,
  TransferRequest,
  VerificationResult,
  VerifyCredentialRequest,
  WalletExport,
} from './types.js';

/** The version segment of the interface this client speaks (service-interface.md §9). */
export const SERVICE_API_VERSION = '2025-10-13';

export { AgentClient } from './agent-client.js';
export { PageRequest } from './page-request.js';
export type {
  RawRequestOptions,
  RequestOptions,
  RetryOptions,
  ServiceClientOptions,
} from './service-transport.js';

/**
 * A typed client of the service (service-interface.md), for the integrator's backend only: it holds the
 * platform's Basic credentials. Errors are `KeyholdError`s with the service's `status`, `code`, `message`
 * and `reason` (`reason ?? details.reason`). Calls answered 429 or 503 are retried with exponential
 * backoff that honours `Retry-After`, but only when repeating them is safe: GET/PUT/DELETE, or a
 * POST/PATCH that carries an `Idempotency-Key`.
 *
 * @example
 * const service = new ServiceClient({ baseUrl: 'http://localhost:8787/2025-10-13', apiTokenId, apiClientSecret });
 * const customer = await service.getCustomer('Customer:…');
 */
export class ServiceClient {
  /** Base URL including the version segment, without a trailing slash. */
  readonly baseUrl: string;
  readonly #transport: ServiceTransport;

  constructor(options: ServiceClientOptions) {
    if (!options.baseUrl) throw new KeyholdError('INVALID_CONFIG', 'ServiceClient needs a baseUrl.');
    if (!options.apiTokenId || !options.apiClientSecret) {
      throw new KeyholdError('INVALID_CONFIG', 'ServiceClient needs apiTokenId and apiClientSecret.');
    }
    this.baseUrl = normaliseBaseUrl(options.baseUrl);
    this.#transport = new ServiceTransport(this.baseUrl, options);
  }

  // -------------------------------------------------------------------------------------------------
  // Core request machinery

  /**
   * Sends one operation and returns the parsed JSON body (undefined for an empty body) together with the
   * status. Throws `KeyholdError` for any status outside 2xx.
   */
  request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; data: T }> {
    return this.#transport.request<T>(method, path, options);
  }

  /**
   * Sends bytes as given and returns the service's `Response` untouched, whatever its status (no
   * retries: the caller, typically the wallet handler, mirrors the answer, `Retry-After` included).
   * Only transport failures throw (`SERVICE_UNREACHABLE`).
   */
  requestRaw(method: string, path: string, options: RawRequestOptions = {}): Promise<Response> {
    return this.#transport.requestRaw(method, path, options);
  }

  async #json<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    return (await this.request<T>(method, path, options)).data;
  }

  async #signed<T>(method: string, path: string, options: RequestOptions): Promise<SignedResult<T>> {
    const { status, data } = await this.request<unknown>(method, path, options);
    if (status === 202) {
      return { signatureRequired: true, status: 202, challenge: data as SignedRequestChallenge };
    }
    return { signatureRequired: false, status, result: data as T };
  }

  #page<T>(
    path: string,
    query: Record<string, string | number | boolean | undefined>,
    bearerToken?: string,
  ): PageRequest<T> {
    return new PageRequest<T>((cursor) =>
      this.#json<Page<T>>('GET', path, {
        query: { ...query, cursor: cursor ?? (query.cursor as string | undefined) },
        bearerToken,
      }),
    );
  }

  // -------------------------------------------------------------------------------------------------
  // §4.1 credentials and sessions

  /** `POST /auth/credentials`: 201 AuthMethod, or a 202 challenge when the account already has a credential. */
  createCredential(body: CreateCredentialRequest, signed?: SignedRetry): Promise<SignedResult<AuthMethod>> {
    return this.#signed('POST', '/auth/credentials', { body, signed });
  }

  /** `GET /auth/credentials?accountId=` (not paginated). */
  listCredentials(accountId: string): Promise<DataList<AuthMethod>> {
    return this.#json('GET', '/auth/credentials', { query: { accountId } });
  }

  /**
   * `POST /auth/credentials/{id}/challenge`: EMAIL_OTP re-sends the code (AuthMethod back); PASSKEY binds
   * `clientPublicKey` and returns the assertion challenge. 429 carries `retryAfter`.
   */
  async challengeCredential(
    id: string,
    body?: { clientPublicKey: string },
  ): Promise<PasskeyChallenge | AuthMethod> {
    return this.#json('POST', `/auth/credentials/${pathId(id)}/challenge`, { body: body ?? {} });
  }

  /** `POST /auth/credentials/{id}/verify` → session-creation result. PASSKEY needs the challenge's `requestId`. */
  async verifyCredential(
    id: string,
    body: VerifyCredentialRequest,
    requestId?: string,
  ): Promise<SessionCreationResult> {
    return this.#json('POST', `/auth/credentials/${pathId(id)}/verify`, {
      body,
      headers: requestId ? { 'Request-Id': requestId } : undefined,
    });
  }

  /** `DELETE /auth/credentials/{id}`: 202 challenge, then 204 on the signed retry. */
  async deleteCredential(id: string, signed?: SignedRetry): Promise<SignedResult<void>> {
    return this.#signed('DELETE', `/auth/credentials/${pathId(id)}`, { signed });
  }

  /** `GET /auth/sessions?accountId=` (gap decision: not paginated, no key material). */
  listSessions(accountId: string): Promise<DataList<AuthSession>> {
    return this.#json('GET', '/auth/sessions', { query: { accountId } });
  }

  /** `DELETE /auth/sessions/{id}`: 202 challenge, then 204 on the signed retry. */
  async deleteSession(id: string, signed?: SignedRetry): Promise<SignedResult<void>> {
    return this.#signed('DELETE', `/auth/sessions/${pathId(id)}`, { signed });
  }

  /** `POST /internal-accounts/{id}/export`: 202 challenge, then the export envelope (wire-formats §8). */
  async exportWallet(
    accountId: string,
    clientPublicKey: string,
    signed?: SignedRetry,
  ): Promise<SignedResult<WalletExport>> {
    return this.#signed('POST', `/internal-accounts/${pathId(accountId)}/export`, {
      body: { clientPublicKey },
      signed,
    });
  }

  // -------------------------------------------------------------------------------------------------
  // §4.2 quotes, transfers, transactions

  /** `POST /quotes`. With an idempotency key a repeat returns the first response (and may be retried). */
  createQuote(body: CreateQuoteRequest, options: { idempotencyKey?: string } = {}): Promise<Quote> {
    return this.#json('POST', '/quotes', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /quotes/{id}` (the real service has it; our sandbox too). */
  async getQuote(id: string): Promise<Quote> {
    return this.#json('GET', `/quotes/${pathId(id)}`);
  }

  /** `POST /quotes/{id}/execute`; `signature` is the stamp over the EMBEDDED_WALLET `payloadToSign`. */
  async executeQuote(
    id: string,
    options: { idempotencyKey?: string; signature?: string } = {},
  ): Promise<Quote> {
    return this.#json('POST', `/quotes/${pathId(id)}/execute`, {
      body: {},
      idempotencyKey: options.idempotencyKey,
      headers: options.signature ? { 'Service-Wallet-Signature': options.signature } : undefined,
    });
  }

  /** `POST /transfer-in` (external → internal). */
  transferIn(body: TransferRequest, options: { idempotencyKey?: string } = {}): Promise<Transaction> {
    return this.#json('POST', '/transfer-in', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `POST /transfer-out` (internal → external). */
  transferOut(body: TransferRequest, options: { idempotencyKey?: string } = {}): Promise<Transaction> {
    return this.#json('POST', '/transfer-out', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /transactions/{id}`. */
  async getTransaction(id: string): Promise<Transaction> {
    return this.#json('GET', `/transactions/${pathId(id)}`);
  }

  // -------------------------------------------------------------------------------------------------
  // §4.3 customers, accounts, discovery

  /** `POST /customers` (not shown by the interface; the sandbox implements it). */
  createCustomer(body: CreateCustomerRequest, options: { idempotencyKey?: string } = {}): Promise<Customer> {
    return this.#json('POST', '/customers', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /customers/{id}`. */
  async getCustomer(id: string): Promise<Customer> {
    return this.#json('GET', `/customers/${pathId(id)}`);
  }

  /** `GET /customers`: await for a page, `for await` for every customer. */
  listCustomers(query: ListCustomersQuery = {}): PageRequest<Customer> {
    return this.#page('/customers', { ...query });
  }

  /** `GET /customers/internal-accounts` (gap decision of wire-formats §9). */
  listInternalAccounts(query: ListInternalAccountsQuery = {}): PageRequest<InternalAccount> {
    return this.#page('/customers/internal-accounts', { ...query });
  }

  /** `POST /customers/external-accounts`. */
  createExternalAccount(
    body: CreateExternalAccountRequest,
    options: { idempotencyKey?: string } = {},
  ): Promise<ExternalAccount> {
    return this.#json('POST', '/customers/external-accounts', {
      body,
      idempotencyKey: options.idempotencyKey,
    });
  }

  /** `GET /platform/external-accounts`. */
  listPlatformExternalAccounts(query: ListExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.#page('/platform/external-accounts', { ...query });
  }

  /** `GET /receiver/external-account/{accountId}`. */
  async lookupExternalAccount(
    accountId: string,
    query: LookupExternalAccountQuery = {},
  ): Promise<ExternalAccountLookup> {
    return this.#json('GET', `/receiver/external-account/${pathId(accountId)}`, { query: { ...query } });
  }

  /** `GET /discoveries`. */
  listInstitutions(
    query: { country?: string; currency?: string } = {},
  ): Promise<DataList<PaymentInstitution>> {
    return this.#json('GET', '/discoveries', { query: { ...query } });
  }

  /** `PUT /documents/{id}` as multipart/form-data. */
  async replaceDocument(id: string, document: ReplaceDocumentRequest): Promise<KycDocument> {
    const form = new FormData();
    form.set('file', document.file, document.fileName ?? 'document');
    form.set('documentType', document.documentType);
    form.set('country', document.country);
    if (document.side) form.set('side', document.side);
    if (document.documentNumber) form.set('documentNumber', document.documentNumber);
    return this.#json('PUT', `/documents/${pathId(id)}`, { body: form });
  }

  /** `POST /invitations/{code}/claim`. */
  async claimInvitation(code: string, inviteeUma: string): Promise<Invitation> {
    return this.#json('POST', `/invitations/${pathCode(code)}/claim`, { body: { inviteeUma } });
  }

  /** `POST /verifications` (shape not shown). */
  createVerification(body: Record<string, unknown>): Promise<VerificationResult> {
    return this.#json('POST', '/verifications', { body });
  }

  // -------------------------------------------------------------------------------------------------
  // §4.4 agent management (Basic)

  /** `PATCH /agents/{id}`. */
  async updateAgent(id: string, body: { name?: string; isPaused?: boolean }): Promise<Agent> {
    return this.#json('PATCH', `/agents/${pathId(id)}`, { body });
  }

  /** `POST /agents/{agentId}/actions/{actionId}/approve`. */
  async approveAgentAction(agentId: string, actionId: string): Promise<AgentAction> {
    return this.#json('POST', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}/approve`, { body: {} });
  }

  /** `POST /agents/{agentId}/actions/{actionId}/reject` (gap decision). */
  async rejectAgentAction(agentId: string, actionId: string, reason?: string): Promise<AgentAction> {
    return this.#json('POST', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}/reject`, {
      body: reason === undefined ? {} : { reason },
    });
  }

  /** `POST /agents/device-codes/{code}/redeem` → `{ accessToken }` (once). */
  async redeemDeviceCode(code: string): Promise<{ accessToken: string; [field: string]: unknown }> {
    return this.#json('POST', `/agents/device-codes/${pathCode(code)}/redeem`, { body: {} });
  }

  /** A client of the agent-scoped `/agents/me/*` operations with a Bearer access token. */
  asAgent(accessToken: string): AgentClient {
    return new AgentClient(this, accessToken);
  }

  // -------------------------------------------------------------------------------------------------
  // §4.6 sandbox-only operations

  /** `POST /sandbox/internal-accounts/{id}/fund`. */
  async sandboxFund(accountId: string, amount: number): Promise<InternalAccount> {
    return this.#json('POST', `/sandbox/internal-accounts/${pathId(accountId)}/fund`, { body: { amount } });
  }

  /**
   * `POST /sandbox/send` (sandbox only): the funds of a real-time funded quote arrive and it executes.
   * `currencyCode` must be the quote's sending currency. Resolves with the quote's transaction.
   */
  sandboxSend(body: { quoteId: string; currencyCode: string }): Promise<Transaction> {
    return this.#json('POST', '/sandbox/send', { body });
  }

  /** `POST /sandbox/uma/receive`. */
  sandboxUmaReceive(body: {
    senderUmaAddress: string;
    receiverUmaAddress: string;
    receivingCurrencyCode: string;
    receivingCurrencyAmount: number;
  }): Promise<unknown> {
    return this.#json('POST', '/sandbox/uma/receive', { body });
  }
}

// ---------------------------------------------------------------------------------------------------
// helpers

function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch (cause) {
    throw new KeyholdError('INVALID_CONFIG', 'ServiceClient baseUrl is not a valid URL.', { cause });
  }
  let path = url.pathname.replace(/\/+$/, '');
  if (!/\/\d{4}-\d{2}-\d{2}$/.test(path)) path += `/${SERVICE_API_VERSION}`;
  return `${url.origin}${path}`;
}
