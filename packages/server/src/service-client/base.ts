/**
 * The request machinery under `ServiceClient`'s resources: the base URL and the transport (Basic or
 * Bearer, JSON bodies, retries of safe calls). The resources read answers through
 * `resources/operations.ts`.
 */
import { KeyholdError } from '@keyhold/core/errors';
import { answerFromResponse, type ServiceAnswer } from '../service-answer.js';
import {
  type RawRequestOptions,
  type RequestOptions,
  ServiceTransport,
  type ServiceClientOptions,
} from '../service-transport.js';

/** The version segment of the interface this client speaks (service-interface.md §9). */
export const SERVICE_API_VERSION = '2025-10-13';

/** The transport of each client, for {@link serviceExchange} (kept off the public class). */
const transports = new WeakMap<ServiceClientBase, ServiceTransport>();

export class ServiceClientBase {
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
    transports.set(this, this.#transport);
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

/**
 * `service.requestRaw` as plain data (not public API; the wallet handler's path to the service). A
 * client whose `requestRaw` is its own answers without a `Response` in between; one whose `requestRaw`
 * was replaced (a subclass, a wrapper, a stand-in) is called through it and its `Response` read whole.
 */
export function serviceExchange(
  service: ServiceClientBase,
  method: string,
  path: string,
  options?: RawRequestOptions,
): Promise<ServiceAnswer> {
  const transport = transports.get(service);
  if (transport && service.requestRaw === ServiceClientBase.prototype.requestRaw) {
    return transport.exchange(method, path, options);
  }
  return service.requestRaw(method, path, options).then(answerFromResponse);
}
