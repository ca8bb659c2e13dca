import { KeyholdError } from '@keyhold/protocol/errors';
import { errorFromResponse } from '@keyhold/protocol';
import {
  answerFromResponse,
  answerHeader,
  answerHeaders,
  answerOk,
  type ServiceAnswer,
} from './service-answer.js';
import { ServiceTimeoutError, transportFailure } from './transport/errors.js';
import type { RequestOptions, ServiceClientOptions } from './transport/options.js';
import { basicAuthorization, prepare, type Destination, type Outgoing } from './transport/outgoing.js';
import { RetryPolicy } from './transport/retry.js';
import type { UndiciSender } from './transport/undici-sender.js';

export type {
  CallOptions,
  QueryValues,
  RawRequestOptions,
  RequestOptions,
  ServiceClientOptions,
} from './transport/options.js';
export type { RetryOptions } from './transport/retry.js';

const decoder = new TextDecoder();

/** Something that sends one service operation and parses its answer: {@link ServiceTransport}, `ServiceClient`. */
export interface OperationSender {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<{ status: number; data: T }>;
}

/**
 * The one way to the service, used by the `ServiceClient`'s operations and by the wallet handler alike:
 * Basic (or Bearer) authorization, JSON or byte bodies, per-attempt timeouts, and retries of 429/503
 * answers and failed connections that honour `Retry-After`, made only when repeating the call is safe
 * (GET/HEAD/OPTIONS, or a call carrying an `Idempotency-Key`) and bounded in count and total time. On
 * Node the calls go through an undici connection pool (keep-alive connections reused, connect, headers
 * and body timeouts); with a `fetch` option, or where `node:net` is missing, through that fetch.
 *
 * @example
 * const answer = await service.transport.send('GET', '/quotes/Quote:…', { noRetry: true });
 * answer.status; // the service's status, whatever it is; the body as bytes
 */
export class ServiceTransport implements OperationSender {
  readonly #destination: Destination;
  readonly #origin: string;
  readonly #retry: RetryPolicy;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch | undefined;
  readonly #senderOptions: { connections: number; connectTimeoutMs: number; timeoutMs: number };
  #pool: Promise<UndiciSender | null> | undefined;
  /** The pool once loaded (null: none on this platform), so a call need not wait for the import. */
  #loadedPool: UndiciSender | null | undefined;

  /** `baseUrl` is the normalised base URL (version segment included, no trailing slash). */
  constructor(baseUrl: string, options: ServiceClientOptions) {
    const parsed = new URL(baseUrl);
    this.#origin = parsed.origin;
    this.#destination = {
      baseUrl,
      basePath: parsed.pathname,
      authorization: basicAuthorization(options.apiTokenId, options.apiClientSecret),
    };
    this.#retry = new RetryPolicy(options.retry);
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#fetch = options.fetch;
    this.#senderOptions = {
      connections: options.maxSockets ?? 64,
      connectTimeoutMs: Math.min(options.connectTimeoutMs ?? 10_000, this.#timeoutMs),
      timeoutMs: this.#timeoutMs,
    };
    // A given fetch is used as is; so is the global one for an origin undici cannot reach.
    if (options.fetch !== undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      this.#loadedPool = null;
    }
  }

  /**
   * Sends one call and returns the service's answer as plain data, whatever its status. Retries as the
   * class says unless `noRetry`; only transport failures throw (`SERVICE_UNREACHABLE`,
   * `SERVICE_TIMEOUT`, `ABORTED`).
   */
  send(method: string, path: string, options: RequestOptions = {}): Promise<ServiceAnswer> {
    return this.#send(prepare(this.#destination, method, path, options, false), options.noRetry);
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
    const outgoing = prepare(this.#destination, method, path, options, true);
    const answer = await this.#send(outgoing, options.noRetry);
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

  /** Closes the pooled connections once the calls in flight are answered (a given fetch is left alone). */
  async close(): Promise<void> {
    const pool = await (this.#pool ?? Promise.resolve(null));
    await pool?.close();
  }

  /** The attempts of one call: the first, then retries while the policy allows them. */
  async #send(outgoing: Outgoing, noRetry: boolean | undefined): Promise<ServiceAnswer> {
    const retryable = !noRetry && RetryPolicy.mayRepeat(outgoing.method, outgoing.headers);
    const started = retryable ? Date.now() : 0;
    for (let attempt = 0; ; attempt++) {
      let answer: ServiceAnswer;
      try {
        answer = await this.#attempt(outgoing);
      } catch (cause) {
        const delay =
          retryable && !outgoing.signal?.aborted
            ? this.#retry.delayBefore(attempt, Date.now() - started, { failed: true })
            : undefined;
        if (delay === undefined) throw transportFailure(cause, outgoing.signal);
        await sleep(delay, outgoing.signal);
        continue;
      }
      if (!retryable || answerOk(answer)) return answer;
      const delay = this.#retry.delayBefore(attempt, Date.now() - started, {
        status: answer.status,
        retryAfter: answerHeader(answer, 'Retry-After'),
      });
      if (delay === undefined) return answer;
      await sleep(delay, outgoing.signal);
    }
  }

  /** One attempt, bounded by the per-attempt timeout: through the pool, else through fetch. */
  async #attempt(outgoing: Outgoing): Promise<ServiceAnswer> {
    const pool = this.#loadedPool === undefined ? await this.#loadPool() : this.#loadedPool;
    if (!pool) return this.#viaFetch(outgoing);
    if (!(outgoing.body instanceof FormData)) return pool.send(outgoing);
    // Serialised the way fetch would (multipart boundary included).
    const serialised = new Request(this.#origin + outgoing.path, { method: 'POST', body: outgoing.body });
    const type = serialised.headers.get('content-type');
    return pool.send({
      ...outgoing,
      headers: type === null ? outgoing.headers : { ...outgoing.headers, 'content-type': type },
      body: new Uint8Array(await serialised.arrayBuffer()),
    });
  }

  /** One call through the given (or the global) fetch, its body read inside the timeout. */
  async #viaFetch(outgoing: Outgoing): Promise<ServiceAnswer> {
    const timeout = AbortSignal.timeout(outgoing.timeoutMs ?? this.#timeoutMs);
    const signal = outgoing.signal ? AbortSignal.any([outgoing.signal, timeout]) : timeout;
    const init: RequestInit = { method: outgoing.method, headers: outgoing.headers, signal };
    if (outgoing.body !== undefined) init.body = outgoing.body as BodyInit;
    try {
      return await answerFromResponse(
        await (this.#fetch ?? globalThis.fetch)(this.#origin + outgoing.path, init),
      );
    } catch (err) {
      if (timeout.aborted)
        throw new ServiceTimeoutError('The service did not answer in time.', { cause: err });
      throw err;
    }
  }

  /** The undici pool where `node:net` exists (Node, Bun, Deno); null elsewhere (workers): fetch then. */
  #loadPool(): Promise<UndiciSender | null> {
    this.#pool ??= (
      typeof process !== 'undefined' && process.versions?.node
        ? import('./transport/undici-sender.js').then(
            (m) => new m.UndiciSender(this.#origin, this.#senderOptions),
          )
        : Promise.resolve(null)
    )
      .catch(() => null)
      .then((pool) => {
        this.#loadedPool = pool;
        return pool;
      });
    return this.#pool;
  }
}

/** Waits `ms`, or less when `signal` aborts (the next attempt then ends the call as `ABORTED`). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
