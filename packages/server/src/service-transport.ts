import { KeyholdError } from '@keyhold/core/errors';
import { errorFromResponse, parseRetryAfter } from '@keyhold/core/protocol';
import type { HttpPool, PoolOrigin } from './http-pool.js';
import {
  answerFromResponse,
  answerHeader,
  answerHeaders,
  answerOk,
  answerToResponse,
  type ServiceAnswer,
} from './service-answer.js';
import type { SignedRetry } from './types.js';

/** How the client retries 429 and 5xx answers (it honours `Retry-After`). */
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

/** How a {@link ServiceClient} reaches the service: base URL, credentials, retries, timeout, `fetch`. */
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

/** Per-call options of a service call: query, body, idempotency key, signed retry, headers, signal. */
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

/** Options of a raw service call (bytes forwarded as they are): query, headers, body, signal. */
export interface RawRequestOptions {
  query?: URLSearchParams | undefined;
  headers?: Headers | Record<string, string> | undefined;
  body?: ArrayBuffer | Uint8Array | undefined;
  signal?: AbortSignal | undefined;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** A path `new URL` leaves as written (no dot segments, nothing to escape): joined without parsing. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_:-]+)+$/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Something that sends one service operation and parses its answer: {@link ServiceTransport}, `ServiceClient`. */
export interface OperationSender {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<{ status: number; data: T }>;
}

/** One prepared call. */
interface Outgoing {
  method: string;
  /** Path and query from the origin's root (the base path included). */
  path: string;
  /** Lower-case names, each once. */
  headers: Record<string, string>;
  body: Uint8Array | FormData | undefined;
  signal: AbortSignal | undefined;
}

/**
 * The HTTP side of the service client: Basic (or Bearer) authorization, JSON bodies, per-attempt
 * timeouts, and retries of 429/503 answers with exponential backoff that honours `Retry-After`, only when
 * repeating the call is safe (GET/PUT/DELETE, or a POST/PATCH with an `Idempotency-Key`). Connections are
 * kept alive and pooled (Node's http pool, or the given fetch's own).
 */
export class ServiceTransport implements OperationSender {
  readonly #baseUrl: string;
  readonly #origin: string;
  readonly #basePath: string;
  readonly #poolOrigin: PoolOrigin | undefined;
  readonly #authorization: string;
  readonly #retry: Required<RetryOptions>;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch | undefined;
  readonly #maxSockets: number;
  #pool: Promise<HttpPool | undefined> | undefined;
  /** The pool once loaded (null: none on this platform), so a call need not wait for the import. */
  #loadedPool: HttpPool | null | undefined;

  constructor(baseUrl: string, options: ServiceClientOptions) {
    this.#baseUrl = baseUrl;
    const parsed = new URL(baseUrl);
    this.#origin = parsed.origin;
    this.#basePath = parsed.pathname;
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
    this.#poolOrigin =
      options.fetch === undefined && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
        ? poolOriginOf(parsed)
        : undefined;
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
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Authorization', options.bearerToken ? `Bearer ${options.bearerToken}` : this.#authorization);
    if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
    if (options.signed) {
      headers.set('Service-Wallet-Signature', options.signed.signature);
      headers.set('Request-Id', options.signed.requestId);
    }
    let body: Uint8Array | FormData | undefined;
    if (options.body instanceof FormData || options.body instanceof Uint8Array) body = options.body;
    else if (options.body instanceof ArrayBuffer) body = new Uint8Array(options.body);
    else if (options.body !== undefined) {
      const json = JSON.stringify(options.body);
      if (json !== undefined) body = encoder.encode(json);
      headers.set('Content-Type', 'application/json');
    }
    const retryable =
      !options.noRetry && (IDEMPOTENT_METHODS.has(method.toUpperCase()) || headers.has('Idempotency-Key'));
    const outgoing: Outgoing = {
      method,
      path: this.#target(path, queryString(options.query), (url) =>
        addQuery(url.searchParams, options.query),
      ),
      headers: headerRecord(headers),
      body,
      signal: options.signal,
    };
    const answer = await this.#send(outgoing, retryable);
    const text = decoder.decode(answer.body);
    if (!answerOk(answer))
      throw errorFromResponse(
        answer.status,
        text,
        answerHeaders(answer),
        `The service answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}.`,
      );
    let data: unknown = undefined;
    if (text.length > 0) {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new KeyholdError('INVALID_RESPONSE', 'The service answered with a body that is not JSON.', {
          status: answer.status,
          cause,
        });
      }
    }
    return { status: answer.status, data: data as T };
  }

  /**
   * Sends bytes as given and returns the service's `Response` untouched, whatever its status (no
   * retries: the caller mirrors the answer, `Retry-After` included). Only transport failures throw
   * (`SERVICE_UNREACHABLE`). With the built-in pool the `Response` wraps the answer read whole.
   */
  async requestRaw(method: string, path: string, options: RawRequestOptions = {}): Promise<Response> {
    const outgoing = this.#rawOutgoing(method, path, options, headerRecord(new Headers(options.headers)));
    if (await this.#loadPool()) return answerToResponse(await this.#send(outgoing, false));
    try {
      return await this.#viaFetch(outgoing, (response) => response);
    } catch (cause) {
      throw failure(cause, outgoing.signal);
    }
  }

  /**
   * {@link requestRaw} as plain data: the wallet handler's path, with no `Response` made on the pool.
   * Header names of a record are taken as distinct (the handler's own, each once).
   */
  exchange(method: string, path: string, options: RawRequestOptions = {}): Promise<ServiceAnswer> {
    const given = options.headers;
    const headers: Record<string, string> = {};
    if (given instanceof Headers) Object.assign(headers, headerRecord(given));
    else if (given) for (const name of Object.keys(given)) headers[name.toLowerCase()] = given[name]!;
    return this.#send(this.#rawOutgoing(method, path, options, headers), false);
  }

  #rawOutgoing(
    method: string,
    path: string,
    options: RawRequestOptions,
    headers: Record<string, string>,
  ): Outgoing {
    headers['authorization'] = this.#authorization;
    const { body, query } = options;
    return {
      method,
      path: this.#target(path, query?.toString() ?? '', (url) => {
        if (query) url.search = query.toString();
      }),
      headers,
      body:
        body === undefined || body.byteLength === 0
          ? undefined
          : body instanceof Uint8Array
            ? body
            : new Uint8Array(body),
      signal: options.signal,
    };
  }

  /** One attempt, bounded by the per-attempt timeout. */
  async #attempt(outgoing: Outgoing): Promise<ServiceAnswer> {
    const pool = this.#loadedPool === undefined ? await this.#loadPool() : this.#loadedPool;
    if (!pool || !this.#poolOrigin) return this.#viaFetch(outgoing, answerFromResponse);
    let { headers, body } = outgoing;
    if (body instanceof FormData) {
      // Serialised the way fetch would (multipart boundary included).
      const serialised = new Request(this.#origin + outgoing.path, { method: 'POST', body });
      body = new Uint8Array(await serialised.arrayBuffer());
      const type = serialised.headers.get('content-type');
      if (type !== null) headers = { ...headers, 'content-type': type };
    }
    return pool.send(
      this.#poolOrigin,
      { method: outgoing.method, path: outgoing.path, headers, body, signal: outgoing.signal },
      this.#timeoutMs,
    );
  }

  /** One call through the given (or the global) fetch; `take` (reading the body, say) runs inside the timeout. */
  async #viaFetch<T>(outgoing: Outgoing, take: (response: Response) => Promise<T> | T): Promise<T> {
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const signal = outgoing.signal ? AbortSignal.any([outgoing.signal, timeout]) : timeout;
    const init: RequestInit = { method: outgoing.method, headers: outgoing.headers, signal };
    if (outgoing.body !== undefined) init.body = outgoing.body as BodyInit;
    try {
      return await take(await (this.#fetch ?? globalThis.fetch)(this.#origin + outgoing.path, init));
    } catch (err) {
      if (timeout.aborted) throw new TimeoutError('The service did not answer in time.', { cause: err });
      throw err;
    }
  }

  /** Node's http pool where `node:http` exists (Node, Bun, Deno); the global fetch elsewhere (workers). */
  #loadPool(): Promise<HttpPool | undefined> {
    this.#pool ??= (
      !this.#fetch && this.#poolOrigin && typeof process !== 'undefined' && process.versions?.node
        ? import('./http-pool.js').then((m) => new m.HttpPool({ maxSockets: this.#maxSockets }))
        : Promise.resolve(undefined)
    )
      .catch(() => undefined)
      .then((pool) => {
        this.#loadedPool = pool ?? null;
        return pool;
      });
    return this.#pool;
  }

  async #send(outgoing: Outgoing, retryable: boolean): Promise<ServiceAnswer> {
    for (let attempt = 0; ; attempt++) {
      let answer: ServiceAnswer;
      try {
        answer = await this.#attempt(outgoing);
      } catch (cause) {
        if (!outgoing.signal?.aborted && retryable && attempt < this.#retry.maxRetries) {
          await sleep(this.#backoff(attempt));
          continue;
        }
        throw failure(cause, outgoing.signal);
      }
      if ((answer.status === 429 || answer.status === 503) && retryable && attempt < this.#retry.maxRetries) {
        const retryAfter = parseRetryAfter(answerHeader(answer, 'Retry-After'));
        const delay = retryAfter === undefined ? this.#backoff(attempt) : retryAfter * 1000;
        if (delay <= this.#retry.maxDelayMs) {
          await sleep(delay);
          continue;
        }
      }
      return answer;
    }
  }

  #backoff(attempt: number): number {
    const exp = this.#retry.baseDelayMs * 2 ** attempt;
    // Full jitter keeps a fleet of backends from retrying in lock step.
    return Math.min(this.#retry.maxDelayMs, Math.round(exp / 2 + Math.random() * (exp / 2)));
  }

  /**
   * Path and query from the origin's root for a path under the base URL: a plain path is joined as is
   * with the serialised `query`; any other is parsed (and normalised) as a URL, `setQuery` giving it its
   * query.
   */
  #target(path: string, query: string, setQuery: (url: URL) => void): string {
    if (PLAIN_PATH.test(path)) return `${this.#basePath}${path}${query ? `?${query}` : ''}`;
    const url = new URL(this.#baseUrl + path);
    setQuery(url);
    return `${url.pathname}${url.search}`;
  }
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** A transport failure as the client reports it: aborted, timed out or unreachable. */
function failure(cause: unknown, signal: AbortSignal | undefined): KeyholdError {
  if (signal?.aborted) return new KeyholdError('ABORTED', 'The request was aborted.', { cause });
  const timedOut = cause instanceof TimeoutError || (cause as Error | undefined)?.name === 'TimeoutError';
  return new KeyholdError(
    timedOut ? 'SERVICE_TIMEOUT' : 'SERVICE_UNREACHABLE',
    timedOut ? 'The service did not answer in time.' : 'The service could not be reached.',
    { cause },
  );
}

/** The query of a typed call, serialised (`undefined` values left out, arrays repeated). */
function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  addQuery(params, query);
  return params.toString();
}

function addQuery(params: URLSearchParams, query: RequestOptions['query']): void {
  if (!query) return;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
}

/** Headers as a record of lower-case names (Set-Cookie is never sent, so one value per name). */
function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

/** The pool's view of a service base URL. */
function poolOriginOf(url: URL): PoolOrigin {
  const { hostname } = url;
  return {
    https: url.protocol === 'https:',
    hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
    port: url.port === '' ? undefined : Number(url.port),
  };
}

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
