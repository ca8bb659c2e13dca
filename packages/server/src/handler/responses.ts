import { utf8Decode } from '@keyhold/protocol/crypto';
import { KeyholdError } from '@keyhold/protocol/errors';
import { isRefusal, refusal, type WalletRefusal } from './refusal.js';
import type { Answer } from './answer.js';
import type { WalletHandlerLogger } from './options.js';

const encoder = new TextEncoder();

/** A JSON answer the handler writes itself (never cached, never sniffed). */
export function json(status: number, body: unknown): Answer {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: encoder.encode(JSON.stringify(body)),
  };
}

/** The service's error body shape: `{ status, code, message, details }`. */
export function errorResponse(status: number, code: string, message: string, details: unknown = {}): Answer {
  return json(status, { status, code, message, details });
}

/**
 * Turns whatever a route threw into the answer the browser gets: a refusal keeps its status, code,
 * message and details; a failed service call is 502 without the service's words; anything else is 500.
 * Logs codes only, never headers or bodies.
 */
export function toErrorResponse(
  err: unknown,
  method: string,
  route: string,
  logger: WalletHandlerLogger,
): Answer {
  if (isRefusal(err)) {
    const answer = errorResponse(err.status, err.code, err.message, err.details ?? {});
    if (err.retryAfter !== undefined) answer.headers['Retry-After'] = String(err.retryAfter);
    return answer;
  }
  if (err instanceof KeyholdError) {
    logger.error('keyhold wallet handler: service call failed', {
      method,
      route,
      code: err.code,
      status: err.status,
    });
    return errorResponse(502, 'SERVICE_UNAVAILABLE', 'The wallet service could not be reached. Try again.');
  }
  logger.error('keyhold wallet handler: unexpected error', {
    method,
    route,
    error: err instanceof Error ? err.name : typeof err,
  });
  return errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on the server.');
}

/** Parses a service answer the handler must inspect; an unreadable one is a service failure (502). */
export function parseUpstream(bytes: ArrayBuffer | Uint8Array): Record<string, unknown> {
  try {
    const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const value: unknown = JSON.parse(utf8Decode(view));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw new KeyholdError('SERVICE_ERROR', 'The service answered with an unreadable body.', { status: 502 });
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function hasOnlyKeys(value: Record<string, unknown>, allowed: string[]): boolean {
  return Object.keys(value).every((key) => allowed.includes(key));
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value) throw invalidInput(`${field} is required.`, field);
  return value;
}

export function requireQuery(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (!value) throw invalidInput(`The ${name} query parameter is required.`, name);
  return value;
}

export function forbidden(message: string): WalletRefusal {
  return refusal(403, 'FORBIDDEN', message);
}

export function invalidInput(message: string, field: string): WalletRefusal {
  return refusal(400, 'INVALID_INPUT', message, { errors: [{ field, message }] });
}

export function tooLarge(max: number): WalletRefusal {
  return refusal(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${max} bytes.`, {
    maxBytes: max,
  });
}

export function challengeInvalid(message: string): WalletRefusal {
  return refusal(400, 'REGISTRATION_CHALLENGE_INVALID', message);
}

/** Unknown answers like foreign (README: "a foreign or unknown … quote … is 403"), never 404. */
export function unknownQuote(): WalletRefusal {
  return forbidden('This quote is not paid from the signed-in customer’s wallet.');
}
