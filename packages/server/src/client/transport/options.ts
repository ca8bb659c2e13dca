/** The options of the service transport and of one call through it. */
import type { SignedRetry } from '../types.js';
import type { RetryOptions } from './retry.js';

/** How a {@link ServiceClient} reaches the service: base URL, credentials, retries, timeouts, `fetch`. */
export interface ServiceClientOptions {
  /** The service base address, e.g. `https://api.example.com/2025-10-13`. The version is appended when missing. */
  baseUrl: string;
  apiTokenId: string;
  apiClientSecret: string;
  retry?: RetryOptions;
  /** Per-attempt timeout, from sending the call to the last byte of its answer. Default 30 000 ms. */
  timeoutMs?: number;
  /** Without `fetch`: the longest time to open a connection to the service. Default 10 000 ms (at most `timeoutMs`). */
  connectTimeoutMs?: number;
  /**
   * A fetch implementation. Default on Node: an undici connection pool to the service's origin (keep-alive
   * connections reused, far less CPU per call than the global fetch); elsewhere the global fetch.
   */
  fetch?: typeof fetch;
  /** Without `fetch`: the most connections kept open to the service. Default 64. */
  maxSockets?: number;
}

/** Query parameters of a call; `undefined` values are left out, an array repeats the parameter. */
export type QueryValues = Record<string, string | number | boolean | readonly string[] | undefined>;

/** Per-call options of a service call: query, body, idempotency key, signed retry, headers, signal. */
export interface RequestOptions {
  /** Query parameters; `undefined` values are left out, an array repeats the parameter. */
  query?: QueryValues | URLSearchParams | undefined;
  /** A JSON body (serialised once with JSON.stringify), or raw bytes / form data sent as given. */
  body?: unknown;
  /** Sets `Idempotency-Key`; also makes a POST/PATCH safe to retry. */
  idempotencyKey?: string | undefined;
  /** Signed retry headers (`Service-Wallet-Signature`, `Request-Id`). */
  signed?: SignedRetry | undefined;
  /** Extra headers. */
  headers?: Headers | Record<string, string> | undefined;
  /** Use `Authorization: Bearer <token>` (agent operations) instead of Basic. */
  bearerToken?: string | undefined;
  /** Turn retries off for this call. */
  noRetry?: boolean;
  signal?: AbortSignal | undefined;
  /** Per-attempt timeout of this call (ms), instead of the client's `timeoutMs`. */
  timeoutMs?: number | undefined;
}

/**
 * The options every resource method takes last (`service.quotes.retrieve(id, { timeoutMs: 5_000 })`):
 * one call's timeout, idempotency key, abort signal and extra headers.
 */
export interface CallOptions {
  /** Per-attempt timeout of this call (ms), instead of the client's `timeoutMs`. */
  timeoutMs?: number | undefined;
  /** Sets `Idempotency-Key`; also makes a POST/PATCH safe to retry. */
  idempotencyKey?: string | undefined;
  /** Aborts the call (and its retries): the call rejects with `ABORTED`. */
  signal?: AbortSignal | undefined;
  /** Extra headers of this call; the protocol's own headers (a stamp, a `Request-Id`) win over them. */
  headers?: Headers | Record<string, string> | undefined;
}

/** Options of a raw service call (bytes forwarded as they are): query, headers, body, signal. */
export interface RawRequestOptions {
  query?: URLSearchParams | undefined;
  headers?: Headers | Record<string, string> | undefined;
  body?: ArrayBuffer | Uint8Array | undefined;
  signal?: AbortSignal | undefined;
}
