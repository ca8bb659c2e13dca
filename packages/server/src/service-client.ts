import { KeyholdError } from '@keyhold/core/errors';
import { errorFromResponse, parseRetryAfter, pathCode, pathId } from '@keyhold/core/protocol';
import type {
  Agent,
  AgentAction,
  AgentTransferOutRequest,
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
  ListTransactionsQuery,
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

export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** First backoff delay when the service sends no `Retry-After`. Default 250 ms, doubled each time. */
  baseDelayMs?: number;
  /**
   * The longest wait the client accepts. A `Retry-After` longer than this is not waited out: the call
   * fails at once with a `RATE_LIMITED`/`SERVICE_UNAVAILABLE` error whose `retryAfter` says how long.
   * Default 10 000 ms.
   */
  maxDelayMs?: number;
}

export interface ServiceClientOptions {
  /** The service base address, e.g. `https://api.example.com/2025-10-13`. The version is appended when missing. */
  baseUrl: string;
  apiTokenId: string;
  apiClientSecret: string;
  retry?: RetryOptions;
  /** Per-attempt timeout. Default 30 000 ms. */
  timeoutMs?: number;
  /** A fetch implementation (default: global fetch). */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined> | undefined;
  /** A JSON body (serialised once with JSON.stringify), or raw bytes / form data sent as given. */
  body?: unknown;
  /** Sets `Idempotency-Key`; also makes a POST/PATCH safe to retry. */
  idempotencyKey?: string | undefined;
  /** Signed retry headers (`Service-Wallet-Signature`, `Request-Id`). */
  signed?: SignedRetry | undefined;
  /** Extra headers. */
  headers?: Record<string, string> | undefined;
  /** Use `Authorization: Bearer <token>` (agent operations) instead of Basic. */
  bearerToken?: string | undefined;
  /** Turn retries off for this call. */
  noRetry?: boolean;
  signal?: AbortSignal | undefined;
}

export interface RawRequestOptions {
  query?: URLSearchParams | undefined;
  headers?: Headers | Record<string, string> | undefined;
  body?: ArrayBuffer | Uint8Array | undefined;
  signal?: AbortSignal | undefined;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A paginated list request: `await` it for one page, or iterate it with `for await` to walk every item
 * across pages (following `nextCursor` until `hasMore` is false).
 *
 * @example
 * const first = await client.listCustomers({ limit: 10 });
 * for await (const customer of client.listCustomers({ region: 'US' })) console.info(customer.id);
 */
export class PageRequest<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  readonly #fetchPage: (cursor: string | undefined) => Promise<Page<T>>;
  readonly #cursor: string | undefined;
  #first: Promise<Page<T>> | undefined;

  constructor(fetchPage: (cursor: string | undefined) => Promise<Page<T>>, cursor?: string) {
    this.#fetchPage = fetchPage;
    this.#cursor = cursor;
  }

  #page(): Promise<Page<T>> {
    this.#first ??= this.#fetchPage(this.#cursor);
    return this.#first;
  }

  then<R1 = Page<T>, R2 = never>(
    onFulfilled?: ((value: Page<T>) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#page().then(onFulfilled, onRejected);
  }

  /** Every page, one at a time. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let page = await this.#page();
    for (;;) {
      yield page;
      if (!page.hasMore || !page.nextCursor) return;
      page = await this.#fetchPage(page.nextCursor);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }
}

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
  readonly #authorization: string;
  readonly #retry: Required<RetryOptions>;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: ServiceClientOptions) {
    if (!options.baseUrl) throw new KeyholdError('INVALID_CONFIG', 'ServiceClient needs a baseUrl.');
    if (!options.apiTokenId || !options.apiClientSecret) {
      throw new KeyholdError('INVALID_CONFIG', 'ServiceClient needs apiTokenId and apiClientSecret.');
    }
    this.baseUrl = normaliseBaseUrl(options.baseUrl);
    this.#authorization = `Basic ${base64Utf8(`${options.apiTokenId}:${options.apiClientSecret}`)}`;
    this.#retry = {
      maxRetries: options.retry?.maxRetries ?? 3,
      baseDelayMs: options.retry?.baseDelayMs ?? 250,
      maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
    };
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  // -------------------------------------------------------------------------------------------------
  // Core request machinery

  /**
   * Sends one operation and returns the parsed JSON body (undefined for an empty body) together with the
   * status. Throws `KeyholdError` for any status outside 2xx.
   */
  async request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; data: T }> {
    const url = this.#url(path, options.query);
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Authorization', options.bearerToken ? `Bearer ${options.bearerToken}` : this.#authorization);
    if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
    if (options.signed) {
      headers.set('Service-Wallet-Signature', options.signed.signature);
      headers.set('Request-Id', options.signed.requestId);
    }
    let body: BodyInit | undefined;
    if (
      options.body instanceof FormData ||
      options.body instanceof Uint8Array ||
      options.body instanceof ArrayBuffer
    ) {
      body = options.body as BodyInit;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    const retryable =
      !options.noRetry && (IDEMPOTENT_METHODS.has(method.toUpperCase()) || headers.has('Idempotency-Key'));
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    const response = await this.#send(url, init, retryable);
    const text = await response.text();
    if (!response.ok)
      throw errorFromResponse(
        response.status,
        text,
        response.headers,
        `The service answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
      );
    let data: unknown = undefined;
    if (text.length > 0) {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new KeyholdError('INVALID_RESPONSE', 'The service answered with a body that is not JSON.', {
          status: response.status,
          cause,
        });
      }
    }
    return { status: response.status, data: data as T };
  }

  /**
   * Sends bytes as given and returns the service's `Response` untouched, whatever its status (no
   * retries: the caller, typically the wallet handler, mirrors the answer, `Retry-After` included).
   * Only transport failures throw (`SERVICE_UNREACHABLE`).
   */
  async requestRaw(method: string, path: string, options: RawRequestOptions = {}): Promise<Response> {
    const url = new URL(this.baseUrl + path);
    if (options.query) url.search = options.query.toString();
    const headers = new Headers(options.headers);
    headers.set('Authorization', this.#authorization);
    const init: RequestInit = { method, headers };
    if (options.body !== undefined && options.body.byteLength > 0) init.body = options.body as BodyInit;
    if (options.signal) init.signal = options.signal;
    return this.#send(url.toString(), init, false);
  }

  async #send(url: string, init: RequestInit, retryable: boolean): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      const timeout = AbortSignal.timeout(this.#timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      try {
        response = await this.#fetch(url, { ...init, signal });
      } catch (cause) {
        if (init.signal?.aborted) throw new KeyholdError('ABORTED', 'The request was aborted.', { cause });
        if (retryable && attempt < this.#retry.maxRetries) {
          await sleep(this.#backoff(attempt));
          continue;
        }
        const timedOut = timeout.aborted;
        throw new KeyholdError(
          timedOut ? 'SERVICE_TIMEOUT' : 'SERVICE_UNREACHABLE',
          timedOut ? 'The service did not answer in time.' : 'The service could not be reached.',
          { cause },
        );
      }
      if (
        (response.status === 429 || response.status === 503) &&
        retryable &&
        attempt < this.#retry.maxRetries
      ) {
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
        const delay = retryAfter === undefined ? this.#backoff(attempt) : retryAfter * 1000;
        if (delay <= this.#retry.maxDelayMs) {
          await response.body?.cancel();
          await sleep(delay);
          continue;
        }
      }
      return response;
    }
  }

  #backoff(attempt: number): number {
    const exp = this.#retry.baseDelayMs * 2 ** attempt;
    // Full jitter keeps a fleet of backends from retrying in lock step.
    return Math.min(this.#retry.maxDelayMs, Math.round(exp / 2 + Math.random() * (exp / 2)));
  }

  #url(path: string, query: RequestOptions['query']): string {
    const url = new URL(this.baseUrl + path);
    if (query) {
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
    }
    return url.toString();
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

  /** `POST /sandbox/send`. */
  sandboxSend(body: { quoteId: string; currencyCode: string }): Promise<unknown> {
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

/** The `/agents/me/*` operations (§4.5), authenticated with the agent's Bearer access token. */
export class AgentClient {
  readonly #service: ServiceClient;
  readonly #token: string;

  constructor(service: ServiceClient, accessToken: string) {
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

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
