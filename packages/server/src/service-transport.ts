import { KeyholdError } from '@keyhold/core/errors';
import { errorFromResponse, parseRetryAfter } from '@keyhold/core/protocol';
import type { HttpPool } from './http-pool.js';
import type { SignedRetry } from './types.js';

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
  /**
   * A fetch implementation. Default: Node's `http`/`https` with keep-alive connections pooled per origin
   * (fewer handshakes, far less CPU per call than the global fetch).
   */
  fetch?: typeof fetch;
  /** Without `fetch`: the most connections kept open to the service. Default 64. */
  maxSockets?: number;
}

export interface RequestOptions {
  /** Query parameters; `undefined` values are left out, an array repeats the parameter. */
  query?: Record<string, string | number | boolean | readonly string[] | undefined> | undefined;
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

/** Something that sends one service operation and parses its answer: {@link ServiceTransport}, `ServiceClient`. */
export interface OperationSender {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<{ status: number; data: T }>;
}

/**
 * The HTTP side of the service client: Basic (or Bearer) authorization, JSON bodies, per-attempt
 * timeouts, and retries of 429/503 answers with exponential backoff that honours `Retry-After`, only when
 * repeating the call is safe (GET/PUT/DELETE, or a POST/PATCH with an `Idempotency-Key`). Connections are
 * kept alive and pooled by the fetch implementation (Node's fetch pools per origin).
 */
export class ServiceTransport implements OperationSender {
  readonly #baseUrl: string;
  readonly #authorization: string;
  readonly #retry: Required<RetryOptions>;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch | undefined;
  readonly #maxSockets: number;
  #pool: Promise<HttpPool | undefined> | undefined;

  constructor(baseUrl: string, options: ServiceClientOptions) {
    this.#baseUrl = baseUrl;
    this.#authorization = `Basic ${base64Utf8(`${options.apiTokenId}:${options.apiClientSecret}`)}`;
    this.#retry = {
      maxRetries: options.retry?.maxRetries ?? 3,
      baseDelayMs: options.retry?.baseDelayMs ?? 250,
      maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
    };
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    // A given fetch is used as is; otherwise Node's http with pooled keep-alive connections.
    this.#fetch = options.fetch;
    this.#maxSockets = options.maxSockets ?? 64;
  }

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
    const url = new URL(this.#baseUrl + path);
    if (options.query) url.search = options.query.toString();
    const headers = new Headers(options.headers);
    headers.set('Authorization', this.#authorization);
    const init: RequestInit = { method, headers };
    if (options.body !== undefined && options.body.byteLength > 0) init.body = options.body as BodyInit;
    if (options.signal) init.signal = options.signal;
    return this.#send(url.toString(), init, false);
  }

  /** One attempt, bounded by the per-attempt timeout. */
  async #attempt(url: string, init: RequestInit): Promise<Response> {
    const pool = this.#fetch ? undefined : await this.#loadPool();
    if (pool) return pool.send(url, init, this.#timeoutMs);
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await (this.#fetch ?? globalThis.fetch)(url, { ...init, signal });
    } catch (err) {
      if (timeout.aborted) throw new TimeoutError('The service did not answer in time.', { cause: err });
      throw err;
    }
  }

  /** Node's http pool where `node:http` exists (Node, Bun, Deno); the global fetch elsewhere (workers). */
  #loadPool(): Promise<HttpPool | undefined> {
    this.#pool ??= (
      typeof process !== 'undefined' && process.versions?.node
        ? import('./http-pool.js').then((m) => new m.HttpPool({ maxSockets: this.#maxSockets }))
        : Promise.resolve(undefined)
    ).catch(() => undefined);
    return this.#pool;
  }

  async #send(url: string, init: RequestInit, retryable: boolean): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.#attempt(url, init);
      } catch (cause) {
        if (init.signal?.aborted) throw new KeyholdError('ABORTED', 'The request was aborted.', { cause });
        if (retryable && attempt < this.#retry.maxRetries) {
          await sleep(this.#backoff(attempt));
          continue;
        }
        const timedOut =
          cause instanceof TimeoutError || (cause as Error | undefined)?.name === 'TimeoutError';
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
    const url = new URL(this.#baseUrl + path);
    if (query) {
      for (const [key, value] of Object.entries(query)) {
        if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
        else if (value !== undefined) url.searchParams.set(key, String(value));
      }
    }
    return url.toString();
  }
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
