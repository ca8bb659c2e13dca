/**
 * A call prepared for the wire: method, path and query from the origin's root, lower-case headers (each
 * once) and the body bytes. Built once per call and sent as is by every attempt.
 */
import type { QueryValues, RequestOptions } from './options.js';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, SIGNATURE_HEADER } from '@keyhold/protocol';

/** One prepared call. */
export interface Outgoing {
  method: string;
  /** Path and query from the origin's root (the base path included). */
  path: string;
  /** Lower-case names, each once. */
  headers: Record<string, string>;
  body: Uint8Array | FormData | undefined;
  signal: AbortSignal | undefined;
  /** This call's per-attempt timeout, when it has its own. */
  timeoutMs?: number | undefined;
}

/** A path `new URL` leaves as written (no dot segments, nothing to escape): joined without parsing. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_:-]+)+$/;
const encoder = new TextEncoder();

/** Where calls go and how they are authorised: fixed for a transport. */
export interface Destination {
  /** The base URL, e.g. `https://api.example.com/2025-10-13`. */
  baseUrl: string;
  /** Its path, e.g. `/2025-10-13`. */
  basePath: string;
  /** The Basic `Authorization` value of the platform's credentials. */
  authorization: string;
}

/**
 * The call of `options` to `path` under the destination: its headers (the caller's, then authorization,
 * idempotency key, signed-retry headers, `accept` when `acceptJson`), its body (bytes and form data as
 * given, an empty body none, anything else JSON) and its path with the query.
 */
export function prepare(
  destination: Destination,
  method: string,
  path: string,
  options: RequestOptions,
  acceptJson: boolean,
): Outgoing {
  const headers = headerRecord(options.headers);
  if (acceptJson) headers['accept'] = 'application/json';
  headers['authorization'] = options.bearerToken
    ? `Bearer ${options.bearerToken}`
    : destination.authorization;
  if (options.idempotencyKey !== undefined)
    headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] = options.idempotencyKey;
  if (options.signed) {
    headers[SIGNATURE_HEADER.toLowerCase()] = options.signed.signature;
    headers[REQUEST_ID_HEADER.toLowerCase()] = options.signed.requestId;
  }
  const given = options.body;
  let body: Uint8Array | FormData | undefined;
  if (given instanceof FormData) body = given;
  else if (given instanceof Uint8Array || given instanceof ArrayBuffer) {
    if (given.byteLength > 0) body = given instanceof Uint8Array ? given : new Uint8Array(given);
  } else if (given !== undefined) {
    const json = JSON.stringify(given);
    if (json !== undefined) body = encoder.encode(json);
    headers['content-type'] = 'application/json';
  }
  return {
    method,
    path: target(destination, path, options.query),
    headers,
    body,
    signal: options.signal,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  };
}

/**
 * Path and query from the origin's root for a path under the base URL: a plain path is joined as is with
 * the serialised query; any other is parsed (and normalised) as a URL, the query then replacing its own
 * parameters of the same names (all of them for a `URLSearchParams`).
 */
function target(destination: Destination, path: string, query: RequestOptions['query']): string {
  if (PLAIN_PATH.test(path)) {
    const search = queryString(query);
    return `${destination.basePath}${path}${search ? `?${search}` : ''}`;
  }
  const url = new URL(destination.baseUrl + path);
  if (query instanceof URLSearchParams) url.search = query.toString();
  else addQuery(url.searchParams, query);
  return `${url.pathname}${url.search}`;
}

/** The query of a call, serialised (`undefined` values left out, arrays repeated). */
function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  addQuery(params, query);
  return params.toString();
}

function addQuery(params: URLSearchParams, query: QueryValues | undefined): void {
  if (!query) return;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
}

/** The caller's headers as a record of lower-case names (Set-Cookie is never sent, so one value a name). */
function headerRecord(given: RequestOptions['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  if (given instanceof Headers) {
    given.forEach((value, name) => {
      record[name] = value;
    });
  } else if (given) {
    for (const name of Object.keys(given)) record[name.toLowerCase()] = given[name]!;
  }
  return record;
}

/** The Basic `Authorization` value for a token id and secret (UTF-8). */
export function basicAuthorization(tokenId: string, secret: string): string {
  let binary = '';
  for (const byte of encoder.encode(`${tokenId}:${secret}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
