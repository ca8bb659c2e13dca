/**
 * The request machinery under `ServiceClient`'s resources: the base URL and the transport (Basic or
 * Bearer, JSON bodies, retries of safe calls). The resources read answers through
 * `resources/operations.ts`.
 */
import { KeyholdError } from '@keyhold/protocol/errors';
import { answerToResponse } from './service-answer.js';
import {
  type RawRequestOptions,
  type RequestOptions,
  ServiceTransport,
  type ServiceClientOptions,
} from './service-transport.js';

/** The version segment of the interface this client speaks (service-interface.md §9). */
export const SERVICE_API_VERSION = '2025-10-13';

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
