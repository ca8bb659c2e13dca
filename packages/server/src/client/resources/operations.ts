/**
 * The one way every resource reaches the service: the client's `request` (Basic, or Bearer for an
 * agent's client), read as a JSON answer, a signed-retry answer (202 challenge or result) or a paginated
 * list. Each client makes one of these and hands it to all of its resources; `with(options)` applies one
 * call's options.
 */
import { PageRequest } from '../page-request.js';
import type { CallOptions, OperationSender, QueryValues, RequestOptions } from '../service-transport.js';
import type { Page, SignedRequestChallenge, SignedResult } from '../types.js';

/**
 * The operations of one client over its one transport.
 * @internal
 */
export class Operations {
  readonly #sender: OperationSender;
  readonly #bearerToken: string | undefined;
  readonly #call: CallOptions;

  constructor(sender: OperationSender, bearerToken?: string, call: CallOptions = {}) {
    this.#sender = sender;
    this.#bearerToken = bearerToken;
    this.#call = call;
  }

  /** These operations with one call's options (timeout, idempotency key, signal, headers) applied. */
  with(call: CallOptions | undefined): Operations {
    if (call === undefined || Object.values(call).every((v) => v === undefined)) return this;
    return new Operations(this.#sender, this.#bearerToken, { ...this.#call, ...call });
  }

  /** What one request sends: the operation's own options, the call's options under them. */
  #options(options: RequestOptions): RequestOptions {
    const { headers, idempotencyKey, signal, timeoutMs } = this.#call;
    const merged: RequestOptions = { ...options };
    if (this.#bearerToken !== undefined) merged.bearerToken = this.#bearerToken;
    if (options.idempotencyKey === undefined && idempotencyKey !== undefined)
      merged.idempotencyKey = idempotencyKey;
    if (signal !== undefined) merged.signal = signal;
    if (timeoutMs !== undefined) merged.timeoutMs = timeoutMs;
    if (headers !== undefined) {
      const all = new Headers(headers);
      for (const [name, value] of new Headers(options.headers ?? {})) all.set(name, value);
      merged.headers = all;
    }
    return merged;
  }

  /** The parsed JSON answer of one operation (undefined for an empty body). */
  async json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await this.#sender.request<T>(method, path, this.#options(options))).data;
  }

  /** A signed-retry operation: the 202 challenge, or the result of the signed retry. */
  async signed<T>(method: string, path: string, options: RequestOptions): Promise<SignedResult<T>> {
    const { status, data } = await this.#sender.request<unknown>(method, path, this.#options(options));
    if (status === 202) {
      return { signatureRequired: true, status: 202, challenge: data as SignedRequestChallenge };
    }
    return { signatureRequired: false, status, result: data as T };
  }

  /** A paginated list: await it for one page, `for await` for every item (each page with the call's options). */
  page<T>(path: string, query: QueryValues): PageRequest<T> {
    return new PageRequest<T>((cursor) =>
      this.json<Page<T>>('GET', path, {
        query: { ...query, cursor: cursor ?? (query['cursor'] as string | undefined) },
      }),
    );
  }
}
