import type { KeyholdErrorCode } from './error-codes.js';

/**
 * The one error type every Keyhold layer throws. `code` is stable and machine-readable; `message` is a
 * sentence a person can read. When the service answered, `status`, `reason` (the failed check of a 401)
 * and `details` carry what it said. Messages never contain key material, stamps or one-time codes.
 *
 * @example
 * try { await openSessionKeyBundle(bundle, clientKey) }
 * catch (e) { if (e instanceof KeyholdError && e.code === 'DECRYPTION_FAILED') showRetry() }
 */
export class KeyholdError extends Error {
  override readonly name = 'KeyholdError';
  readonly code: KeyholdErrorCode;
  /**
   * The service's own code when it is one this version does not know yet (then `code` is the generic code
   * of the HTTP status); otherwise undefined.
   */
  readonly serviceCode: string | undefined;
  readonly status: number | undefined;
  readonly reason: string | undefined;
  readonly details: unknown;
  /** Seconds to wait before trying again (from a 429 `Retry-After`). */
  readonly retryAfter: number | undefined;

  constructor(code: KeyholdErrorCode, message: string, options: KeyholdErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.serviceCode = options.serviceCode;
    this.status = options.status;
    this.reason = options.reason;
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }

  /** A plain object for logs and `postMessage`; never holds secrets. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      code: this.code,
      serviceCode: this.serviceCode,
      message: this.message,
      status: this.status,
      reason: this.reason,
      details: this.details,
      retryAfter: this.retryAfter,
    };
  }
}

/**
 * The optional fields of a `KeyholdError`: HTTP status, the service's reason and details, `Retry-After`, the
 * cause.
 */
export interface KeyholdErrorOptions {
  status?: number | undefined;
  reason?: string | undefined;
  details?: unknown;
  retryAfter?: number | undefined;
  serviceCode?: string | undefined;
  cause?: unknown;
}

/** True when `err` is a KeyholdError, optionally with the given code. */
export function isKeyholdError(err: unknown, code?: KeyholdErrorCode): err is KeyholdError {
  return err instanceof KeyholdError && (code === undefined || err.code === code);
}

/** `INPUT_TOO_LARGE`: `what` is longer than its format allows; thrown before anything is decoded. */
export function tooLarge(what: string, length: number, maxLength: number): KeyholdError {
  return new KeyholdError(
    'INPUT_TOO_LARGE',
    `The ${what} is longer than the ${maxLength} characters its format allows.`,
    { details: { length, maxLength } },
  );
}

export {
  KEYHOLD_CLIENT_ERROR_CODES,
  SERVICE_ERROR_CODES,
  isKeyholdErrorCode,
  isServiceErrorCode,
  type HttpStatusErrorCode,
  type KeyholdClientErrorCode,
  type KeyholdErrorCode,
  type ServiceErrorCode,
} from './error-codes.js';
