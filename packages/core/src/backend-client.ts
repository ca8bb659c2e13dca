import { KeyholdError } from './errors.js';
import { CLIENT_HEADER, errorFromResponse } from './protocol.js';

/** Extra headers for every backend call (for example the integrator's own auth), fixed or computed per call. */
export type HeadersSource =
  | Record<string, string>
  | (() => Record<string, string> | Promise<Record<string, string>>);

/**
 * How a {@link BackendClient} reaches the integrator's backend: its URL, the `fetch` and credentials mode,
 * extra headers, a hook on every answer.
 */
export interface BackendClientOptions {
  /** The wallet handler's base URL, e.g. `https://app.example/api/wallet` or `/api/wallet`. */
  backendUrl: string;
  /** Defaults to the global `fetch` (looked up per call, so importing stays SSR-safe). */
  fetch?: typeof fetch;
  /** Cookie policy of every call; `'same-origin'` by default, `'include'` for a backend on another origin. */
  credentials?: RequestCredentials;
  headers?: HeadersSource;
  /**
   * Called with every answer the backend sent (errors included) before its body is read: the wallet reads
   * the `Date` header there to follow the service's clock.
   */
  onResponse?: (answer: BackendAnswer) => void;
}

/** What `onResponse` sees of an answer: its status and headers, and when it was asked and received (device clock). */
export interface BackendAnswer {
  method: string;
  /** The handler path asked, e.g. `/auth/sessions?accountId=…`. */
  path: string;
  status: number;
  headers: Headers;
  sentAt: number;
  receivedAt: number;
}

/**
 * Per-call options of a {@link BackendClient} request: the JSON body, extra headers, the signal that aborts
 * it.
 */
export interface BackendRequest {
  /** A JSON value, or the exact JSON text to send (kept byte for byte: signed retries resend it). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A backend answer: the HTTP status, the headers and the parsed JSON body. */
export interface BackendResponse<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
}

/**
 * Talks to the integrator backend (the wallet handler of `@keyhold/server`) and nothing else. Every call
 * carries `X-Keyhold-Client: 1`; bodies go as `application/json`. A service error body becomes a
 * `KeyholdError` with its `code`, `status`, `reason` and, for a 429, `retryAfter` in seconds. A 202 is not
 * an error: it comes back as a response for the signed-retry layer.
 *
 * @example
 * const client = new BackendClient({ backendUrl: '/api/wallet' })
 * const { data } = await client.request('GET', '/config')
 */
export class BackendClient {
  readonly backendUrl: string;
  readonly #options: BackendClientOptions;

  constructor(options: BackendClientOptions) {
    if (typeof options.backendUrl !== 'string' || options.backendUrl === '') {
      throw new KeyholdError('INVALID_CONFIG', 'backendUrl is required.');
    }
    this.backendUrl = options.backendUrl.replace(/\/+$/, '');
    this.#options = options;
  }

  /** The absolute URL of a handler path such as `/auth/credentials`. */
  url(path: string): string {
    const joined = `${this.backendUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(joined)) return joined;
    const base = (globalThis as { location?: { href: string } }).location?.href;
    if (base === undefined) {
      throw new KeyholdError(
        'INVALID_CONFIG',
        'A relative backendUrl needs a page location; give an absolute URL.',
      );
    }
    return new URL(joined, base).href;
  }

  /**
   * Sends one call to the integrator's backend and parses its JSON answer; a refusal throws a `KeyholdError`
   * with the service's code.
   */
  async request<T = unknown>(
    method: string,
    path: string,
    req: BackendRequest = {},
  ): Promise<BackendResponse<T>> {
    const extra = this.#options.headers;
    const fromOptions = typeof extra === 'function' ? await extra() : (extra ?? {});
    const headers: Record<string, string> = {
      ...fromOptions,
      Accept: 'application/json',
      [CLIENT_HEADER]: '1',
    };
    let body: string | undefined;
    if (req.body !== undefined) {
      body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
      headers['Content-Type'] = 'application/json';
    }
    Object.assign(headers, req.headers);
    const fetchImpl = this.#options.fetch ?? globalThis.fetch;
    let res: Response;
    const sentAt = Date.now();
    try {
      const init: RequestInit = { method, headers, credentials: this.#options.credentials ?? 'same-origin' };
      if (body !== undefined) init.body = body;
      if (req.signal !== undefined) init.signal = req.signal;
      res = await fetchImpl(this.url(path), init);
    } catch (cause) {
      if (req.signal?.aborted) throw new KeyholdError('ABORTED', 'The request was cancelled.', { cause });
      throw new KeyholdError('NETWORK_ERROR', 'The wallet backend could not be reached.', { cause });
    }
    this.#options.onResponse?.({
      method,
      path,
      status: res.status,
      headers: res.headers,
      sentAt,
      receivedAt: Date.now(),
    });
    const text = await res.text().catch(() => '');
    let data: unknown = undefined;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        if (res.ok) {
          throw new KeyholdError(
            'INVALID_RESPONSE',
            `The wallet backend sent a response that is not JSON (${res.status}).`,
            {
              status: res.status,
            },
          );
        }
        data = text;
      }
    }
    if (!res.ok)
      throw errorFromResponse(res.status, data, res.headers, `The wallet backend answered ${res.status}.`);
    return { status: res.status, data: data as T, headers: res.headers };
  }

  /** A `GET` of `path` under the backend URL (see {@link BackendClient.request}). */
  get<T = unknown>(path: string, req?: BackendRequest): Promise<BackendResponse<T>> {
    return this.request<T>('GET', path, req);
  }

  /** A `POST` of the JSON `body` to `path` under the backend URL (see {@link BackendClient.request}). */
  post<T = unknown>(path: string, body: unknown = {}, req: BackendRequest = {}): Promise<BackendResponse<T>> {
    return this.request<T>('POST', path, { ...req, body });
  }

  /** A `DELETE` to `path` under the backend URL (see {@link BackendClient.request}). */
  delete<T = unknown>(path: string, req?: BackendRequest): Promise<BackendResponse<T>> {
    return this.request<T>('DELETE', path, req);
  }
}
