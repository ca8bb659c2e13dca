/**
 * The one way every resource reaches the service: the client's `request` (Basic, or Bearer for an
 * agent's client), read as a JSON answer, a signed-retry answer (202 challenge or result) or a paginated
 * list. Each client makes one of these and hands it to all of its resources.
 */
import { PageRequest } from '../page-request.js';
import type { OperationSender, QueryValues, RequestOptions } from '../service-transport.js';
import type { Page, SignedRequestChallenge, SignedResult } from '../types.js';

/**
 * The operations of one client over its one transport.
 * @internal
 */
export class Operations {
  readonly #sender: OperationSender;
  readonly #bearerToken: string | undefined;

  constructor(sender: OperationSender, bearerToken?: string) {
    this.#sender = sender;
    this.#bearerToken = bearerToken;
  }

  /** The parsed JSON answer of one operation (undefined for an empty body). */
  async json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const sent = this.#bearerToken === undefined ? options : { ...options, bearerToken: this.#bearerToken };
    return (await this.#sender.request<T>(method, path, sent)).data;
  }

  /** A signed-retry operation: the 202 challenge, or the result of the signed retry. */
  async signed<T>(method: string, path: string, options: RequestOptions): Promise<SignedResult<T>> {
    const { status, data } = await this.#sender.request<unknown>(method, path, options);
    if (status === 202) {
      return { signatureRequired: true, status: 202, challenge: data as SignedRequestChallenge };
    }
    return { signatureRequired: false, status, result: data as T };
  }

  /** A paginated list: await it for one page, `for await` for every item. */
  page<T>(path: string, query: QueryValues): PageRequest<T> {
    return new PageRequest<T>((cursor) =>
      this.json<Page<T>>('GET', path, {
        query: { ...query, cursor: cursor ?? (query['cursor'] as string | undefined) },
      }),
    );
  }
}
