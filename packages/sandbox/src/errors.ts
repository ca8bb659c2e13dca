/**
 * Service errors. Every failure a route reports is a `ServiceError`; the app turns it into the
 * wire-formats §9 body `{status, code, message, details, reason?}`.
 */
import { REFUSALS } from '@keyhold/protocol';
import type { ServiceErrorCode } from '@keyhold/protocol/errors';

/** The failed check of a 401, as the service words it (top-level `reason` and `details.reason`): one table, the protocol's. */
export const Reasons = REFUSALS;

/** One invalid field of a request: its path and what is wrong. */
export interface FieldError {
  field: string;
  message: string;
}

export interface ServiceErrorOptions {
  details?: Record<string, unknown>;
  reason?: string;
  headers?: Record<string, string>;
}

/** An error answer of the service: status, code, message and details, as the interface defines them. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly status: number;
  /** One of the codes `@keyhold/core` knows, so clients and wording cannot drift from what the sandbox says. */
  readonly code: ServiceErrorCode;
  readonly details: Record<string, unknown>;
  readonly reason: string | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: ServiceErrorCode, message: string, options: ServiceErrorOptions = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.reason = options.reason;
    this.details = { ...(options.details ?? {}) };
    if (options.reason !== undefined) this.details['reason'] = options.reason;
    this.headers = options.headers ?? {};
  }

  /** The JSON error body the service sends. */
  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = {
      status: this.status,
      code: this.code,
      message: this.message,
      details: this.details,
    };
    if (this.reason !== undefined) body['reason'] = this.reason;
    return body;
  }
}

/** 400 INVALID_INPUT with `details.errors[] = {field, message}`. */
export function invalidInput(errors: FieldError[] | string, field?: string): ServiceError {
  const list = typeof errors === 'string' ? [{ field: field ?? 'body', message: errors }] : errors;
  const first = list[0];
  const message = first ? `Invalid input: ${first.field} ${first.message}.` : 'Invalid input.';
  return new ServiceError(400, 'INVALID_INPUT', message, { details: { errors: list } });
}

/** 401 UNAUTHORIZED naming the failed check. `check` adds a finer machine-readable detail. */
export function unauthorized(reason: string, message?: string, check?: string): ServiceError {
  return new ServiceError(401, 'UNAUTHORIZED', message ?? `${reason}.`, {
    reason,
    details: check === undefined ? {} : { check },
  });
}

/** A 404 naming what was not found. */
export function notFound(what: string, id?: string): ServiceError {
  return new ServiceError(
    404,
    'NOT_FOUND',
    id === undefined ? `${what} not found.` : `${what} ${id} not found.`,
    {
      details: id === undefined ? {} : { id },
    },
  );
}

/** A 400 with this code and message. */
export function badRequest(
  code: ServiceErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): ServiceError {
  return new ServiceError(400, code, message, { details });
}

/** A 409 with this code and message. */
export function conflict(
  code: ServiceErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): ServiceError {
  return new ServiceError(409, code, message, { details });
}

/** A 429 with `Retry-After` in whole seconds (at least 1). */
export function rateLimited(retryAfterSeconds: number, message?: string): ServiceError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ServiceError(429, 'RATE_LIMITED', message ?? `Too many requests; retry in ${seconds} s.`, {
    details: { retryAfter: seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}
