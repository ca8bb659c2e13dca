/**
 * `@keyhold/protocol`: the small contract the browser core, the integrator backend (`@keyhold/server`)
 * and the sandbox share about the wire: the client header the wallet handler requires, how a resource id
 * becomes one path segment, how `Retry-After` reads, and how a service error body becomes a `KeyholdError`.
 * No DOM use; safe in Node, workers and the browser.
 * @packageDocumentation
 */
import { isKeyholdErrorCode, type KeyholdErrorCode } from './error-codes.js';
import { KeyholdError } from './errors.js';

/** The one header the wallet handler requires on every call (its CSRF stance): `X-Keyhold-Client: 1`. */
export const CLIENT_HEADER = 'X-Keyhold-Client';

/** A signed retry's stamp over `payloadToSign` (service §5(5)); names are case-insensitive on the wire. */
export const SIGNATURE_HEADER = 'Service-Wallet-Signature';

/** A signed retry's `requestId`, from the 202 challenge (service §5(5)). */
export const REQUEST_ID_HEADER = 'Request-Id';

/** The idempotency key of a write the service may see twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export {
  REFUSALS,
  SESSION_NOT_LIVE,
  SIGNED_REQUEST_EXPIRED,
  refusalOf,
  retryRefusalKind,
  retryRefusalOf,
  type Refusal,
} from './refusals.js';

/**
 * A service id as one URL path segment, the colon possibly percent-encoded: `<ResourceName>:<uuid-like>`
 * (letters, digits and `-`, at most 64). The one rule: the core builds paths with it ({@link pathId}) and
 * the wallet handler matches incoming paths with it, so neither accepts an id the other refuses.
 */
export const RESOURCE_ID_SEGMENT = '[A-Za-z][A-Za-z0-9]{0,63}(?::|%3[Aa])[A-Za-z0-9-]{1,64}';
const ID_PATTERN = new RegExp(`^${RESOURCE_ID_SEGMENT.replace('(?::|%3[Aa])', ':')}$`);
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** True when `id` has the service's `<ResourceName>:<rest>` shape and can be one path segment. */
export function isResourceId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= 256 && ID_PATTERN.test(id);
}

/**
 * A resource id as one path segment. Only `<ResourceName>:<rest>` ids are accepted, `<rest>` without
 * `/ ? # %`, whitespace or control characters, so no id (`..`, `.`, `a/../b`, `%2e%2e`) can become another
 * path once the URL is normalised. The `:` stays readable.
 *
 * @example pathId('Quote:019c…') // 'Quote:019c…'
 * @throws KeyholdError `INVALID_INPUT` (details.field `id`) for anything else.
 */
export function pathId(id: string): string {
  if (!isResourceId(id)) {
    throw new KeyholdError(
      'INVALID_INPUT',
      'An id must look like <ResourceName>:<id>, the id part letters, digits and "-" (at most 64).',
      { status: 400, details: { field: 'id' } },
    );
  }
  return encodeURIComponent(id).replace(/%3A/gi, ':');
}

/** A code (invitation, device code) as one path segment: letters, digits, `-` and `_`, 1 to 128. */
export function pathCode(code: string): string {
  if (typeof code !== 'string' || !CODE_PATTERN.test(code)) {
    throw new KeyholdError('INVALID_INPUT', 'A code may hold only letters, digits, "-" and "_".', {
      status: 400,
      details: { field: 'code' },
    });
  }
  return code;
}

/**
 * `Retry-After` (delta seconds or an HTTP date) in whole **seconds**, never negative; undefined when absent
 * or in neither form. The one reading of the header: the backend client, the server's transport and,
 * through `KeyholdError.retryAfter` and {@link retryAfterSeconds}, the elements use it.
 *
 * @example parseRetryAfter('30') // 30
 * @example parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT') // 0 (a date already past)
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > 64) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Only what ends as the three HTTP-date forms end (RFC 9110 §5.6.7: `Sun, 06 Nov 1994 08:49:37 GMT`,
  // `Sunday, 06-Nov-94 08:49:37 GMT`, asctime `Sun Nov  6 08:49:37 1994`), a time of day then `GMT` or
  // the year, reaches Date.parse, which reads far more (`1.5`, `-5`) as some date. (asctime names no
  // zone: Date.parse reads it in local time.)
  const at = /:\d\d (GMT|\d{4})$/.test(trimmed) ? Date.parse(trimmed) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Seconds to wait that a failure names (a 429's `Retry-After`, read by {@link parseRetryAfter} into
 * `KeyholdError.retryAfter`), or undefined when it names none or no wait at all. Takes anything thrown,
 * so a component can ask without knowing what failed. (On `@keyhold/protocol` and `@keyhold/core/protocol` only: a page that
 * never shows a wait does not ship it.)
 *
 * @example
 * catch (error) { const wait = retryAfterSeconds(error); if (wait) countdown.forSeconds(wait) }
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  const value = (error as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The statuses with a code of their own (any other 5xx is `SERVICE_ERROR`, any other `HTTP_<status>`). */
const STATUS_CODES: Partial<Record<number, KeyholdErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The generic code of an HTTP status when the body names none (or one this version does not know). */
export function codeForStatus(status: number): KeyholdErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? 'SERVICE_ERROR' : `HTTP_${status}`);
}

/** Largest error body read for its words; a longer one is treated as having none. */
const MAX_ERROR_TEXT = 64 * 1024;

function bodyObject(body: unknown): Record<string, unknown> {
  let value = body;
  if (typeof value === 'string') {
    if (value.length > MAX_ERROR_TEXT) return {};
    try {
      value = value === '' ? {} : JSON.parse(value);
    } catch {
      return {}; // not JSON (a proxy's HTML page, say): fall back to the status
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Turns a non-2xx answer into a `KeyholdError`: the service's error body (wire-formats §9:
 * `{status, code, message, details, reason?}`, given parsed or as its text) gives `code`, `message`,
 * `reason` (top level or `details.reason`) and `details`; a 429's `Retry-After` header (or
 * `details.retryAfter`) gives `retryAfter` in seconds.
 *
 * @param fallbackMessage the message when the body has none, e.g. "The service answered 502."
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers?: Headers | null,
  fallbackMessage = `The service answered ${status}.`,
): KeyholdError {
  const obj = bodyObject(body);
  const details = obj['details'];
  const detailsObj =
    typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  const given = typeof obj['code'] === 'string' && obj['code'] !== '' ? obj['code'] : undefined;
  const code = isKeyholdErrorCode(given) ? given : codeForStatus(status);
  const reason =
    typeof obj['reason'] === 'string'
      ? obj['reason']
      : typeof detailsObj['reason'] === 'string'
        ? detailsObj['reason']
        : undefined;
  let retryAfter = parseRetryAfter(headers?.get('Retry-After'));
  if (retryAfter === undefined && typeof detailsObj['retryAfter'] === 'number')
    retryAfter = detailsObj['retryAfter'];
  const message =
    typeof obj['message'] === 'string' && obj['message'] !== '' ? obj['message'] : fallbackMessage;
  return new KeyholdError(code, message, {
    status,
    reason,
    details,
    retryAfter,
    serviceCode: given !== undefined && given !== code ? given : undefined,
  });
}

export {
  SIGNED_OPERATIONS,
  SIGNED_OPERATION_NAMES,
  serviceOperation,
  signedOperationOf,
  type ServiceOperation,
  type SignedOperation,
} from './operations.js';
export {
  SIGNED_PAYLOAD_MAX_CHARS,
  SIGN_OUT_OPERATIONS,
  parseSignedPayload,
  readSignedPayloadStrict,
  signOutPayload,
  type SignedRequestPayload,
} from './signed-payload.js';
export {
  STRICT_JSON_MAX_DEPTH,
  StrictJsonError,
  parseStrictJson,
  type StrictJsonOptions,
} from './strict-json.js';
export {
  hasInvisibles,
  invisibleMarker,
  showInvisibles,
  type ShowInvisiblesOptions,
} from './visible-text.js';
