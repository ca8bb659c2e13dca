/**
 * The request machinery every `ServiceClient` operation group builds on: the base URL, the transport
 * (Basic or Bearer, JSON bodies, retries of safe calls), and three helpers the groups use: a JSON
 * answer, a signed-retry answer (202 challenge or result) and a paginated list.
 */
import { KeyholdError } from '@keyhold/core/errors';
import { PageRequest } from '../page-request.js';
import { answerToResponse } from '../service-answer.js';
import {
  type QueryValues,
  type RawRequestOptions,
  type RequestOptions,
  ServiceTransport,
  type ServiceClientOptions,
} from '../service-transport.js';
import type { Page, SignedRequestChallenge, SignedResult } from '../types.js';

/** The version segment of the interface this client speaks (service-interface.md §9). */
export const SERVICE_API_VERSION = '2025-10-13';

export type { QueryValues } from '../service-transport.js';

export class ServiceClientBase {
  /** Base URL including the version segment, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * The one way this client reaches the service: every operation goes through it, and so does the
   * wallet handler given this client (`transport.send()` answers with the service's status, headers and
   * body bytes, whatever the status).
   */
  readonly transport: ServiceTransport;

  constructor(options: ServiceClientOptions) {
    if (!options.baseUrl) throw new KeyholdError('INVALID_CONFIG', 'ServiceClient needs a baseUrl.');
    if (!options.apiTokenId || !options.apiClientSecret) {
      throw new KeyholdError('INVALID_CONFIG', 'ServiceClient needs apiTokenId and apiClientSecret.');
    }
    this.baseUrl = normaliseBaseUrl(options.baseUrl);
    this.transport = new ServiceTransport(this.baseUrl, options);
  }

  /**
   * Sends one operation and returns the parsed JSON body (undefined for an empty body) together with the
   * status. Throws `KeyholdError` for any status outside 2xx.
   */
  request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; data: T }> {
    return this.transport.request<T>(method, path, options);
  }

  /**
   * Sends bytes as given and returns the service's answer as a `Response`, whatever its status (no
   * retries: the caller mirrors the answer, `Retry-After` included). Only transport failures throw
   * (`SERVICE_UNREACHABLE`). `transport.send()` is the same call with the answer as plain data.
   */
  async requestRaw(method: string, path: string, options: RawRequestOptions = {}): Promise<Response> {
    return answerToResponse(await this.transport.send(method, path, { ...options, noRetry: true }));
  }

  /** The parsed JSON answer of one operation. */
  protected async json<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    return (await this.request<T>(method, path, options)).data;
  }

  /** A signed-retry operation: the 202 challenge, or the result of the signed retry. */
  protected async signed<T>(method: string, path: string, options: RequestOptions): Promise<SignedResult<T>> {
    const { status, data } = await this.request<unknown>(method, path, options);
    if (status === 202) {
      return { signatureRequired: true, status: 202, challenge: data as SignedRequestChallenge };
    }
    return { signatureRequired: false, status, result: data as T };
  }

  /** A paginated list: await it for one page, `for await` for every item. */
  protected page<T>(path: string, query: QueryValues, bearerToken?: string): PageRequest<T> {
    return new PageRequest<T>((cursor) =>
      this.json<Page<T>>('GET', path, {
        query: { ...query, cursor: cursor ?? (query['cursor'] as string | undefined) },
        bearerToken,
      }),
    );
  }
}

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
