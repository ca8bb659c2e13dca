/**
 * The one strict reader of a signed request's `payloadToSign` (the service's canonical JSON:
 * `{accountId, bodyDigest, expiresAt, operation, parameters, requestId}`), shared by the core, the vault
 * frame, the server and the sandbox: one key each (a duplicate is refused, where `JSON.parse` keeps the
 * last), only the payload's own fields, each of its type. What a person approves and what the service
 * reads can then never differ.
 */
import { KeyholdError } from './errors.js';
import type { ServiceOperation, SignedOperation } from './operations.js';
import { StrictJsonError, parseStrictJson } from './strict-json.js';

/** A signed request's payload, read strictly. */
export interface SignedRequestPayload {
  /** As the payload names it (`EXECUTE_QUOTE`, `EXPORT_WALLET`, `REVOKE_AUTH_SESSION`, …). */
  operation: string;
  accountId?: string;
  bodyDigest?: string;
  /** When the challenge expires (service's clock). */
  expiresAt?: string;
  requestId?: string;
  /** What the signer approves; `{}` when the payload names none. */
  parameters: Record<string, unknown>;
}

/** The longest `payloadToSign` read (a payload with a long note or email is well under 4 KiB). */
export const SIGNED_PAYLOAD_MAX_CHARS = 16_384;

const STRING_FIELDS = ['accountId', 'bodyDigest', 'expiresAt', 'operation', 'requestId'] as const;
const FIELDS: ReadonlySet<string> = new Set([...STRING_FIELDS, 'parameters']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const invalid = (reason: string, field?: string): KeyholdError =>
  new KeyholdError('INVALID_PAYLOAD', `The payload to sign is not a payload Keyhold reads: ${reason}.`, {
    details: { reason, ...(field === undefined ? {} : { field }) },
  });

/**
 * Reads `payloadToSign` strictly. Throws `KeyholdError` `INVALID_PAYLOAD` (details `reason`, and `field`
 * when one field is at fault) for text that is not one JSON object, names a key twice, names a field a
 * payload does not have, or gives a field of another type; `INPUT_TOO_LARGE` past
 * {@link SIGNED_PAYLOAD_MAX_CHARS}.
 */
export function parseSignedPayload(payloadToSign: string): SignedRequestPayload {
  if (typeof payloadToSign !== 'string') throw invalid('not a string');
  if (payloadToSign.length > SIGNED_PAYLOAD_MAX_CHARS) {
    throw new KeyholdError(
      'INPUT_TOO_LARGE',
      `The payload to sign is longer than ${SIGNED_PAYLOAD_MAX_CHARS} characters.`,
      { details: { length: payloadToSign.length, maxLength: SIGNED_PAYLOAD_MAX_CHARS } },
    );
  }
  let parsed: unknown;
  try {
    parsed = parseStrictJson(payloadToSign);
  } catch (cause) {
    if (cause instanceof StrictJsonError) throw invalid(cause.message);
    throw cause;
  }
  if (!isRecord(parsed)) throw invalid('not a JSON object');
  for (const key of Object.keys(parsed)) if (!FIELDS.has(key)) throw invalid(`unknown field ${key}`, key);
  for (const key of STRING_FIELDS) {
    if (key in parsed && typeof parsed[key] !== 'string') throw invalid(`${key} is not a string`, key);
  }
  if (typeof parsed['operation'] !== 'string') throw invalid('no operation', 'operation');
  if ('parameters' in parsed && !isRecord(parsed['parameters'])) {
    throw invalid('parameters is not an object', 'parameters');
  }
  const out: SignedRequestPayload = {
    operation: parsed['operation'],
    parameters: (parsed['parameters'] as Record<string, unknown> | undefined) ?? {},
  };
  for (const key of ['accountId', 'bodyDigest', 'expiresAt', 'requestId'] as const) {
    if (typeof parsed[key] === 'string') out[key] = parsed[key];
  }
  return out;
}

/** {@link parseSignedPayload}, or null where it throws. */
export function readSignedPayloadStrict(payloadToSign: string): SignedRequestPayload | null {
  try {
    return parseSignedPayload(payloadToSign);
  } catch {
    return null;
  }
}

/** The operations of a sign-out (the service's name, and the core's). */
export const SIGN_OUT_OPERATIONS: ReadonlySet<string> = new Set([
  'REVOKE_AUTH_SESSION' satisfies ServiceOperation,
  'REVOKE_SESSION' satisfies SignedOperation,
]);

const SIGN_OUT_PARAMETERS: ReadonlySet<string> = new Set(['sessionId', 'type']);

/**
 * A sign-out's payload, or null for anything else: {@link parseSignedPayload} and, on top, a sign-out
 * operation naming its account, request and expiry, and `parameters` holding only `sessionId` (a string)
 * and the issuing credential's `type` (a string), nothing else. The frame signs only this without a click.
 */
export function signOutPayload(
  payloadToSign: string,
): (SignedRequestPayload & { accountId: string; requestId: string; expiresAt: string }) | null {
  const p = readSignedPayloadStrict(payloadToSign);
  if (!p || !SIGN_OUT_OPERATIONS.has(p.operation)) return null;
  if (p.accountId === undefined || p.requestId === undefined || p.expiresAt === undefined) return null;
  const params = p.parameters;
  if (typeof params['sessionId'] !== 'string') return null;
  if ('type' in params && typeof params['type'] !== 'string') return null;
  if (Object.keys(params).some((k) => !SIGN_OUT_PARAMETERS.has(k))) return null;
  return { ...p, accountId: p.accountId, requestId: p.requestId, expiresAt: p.expiresAt };
}
