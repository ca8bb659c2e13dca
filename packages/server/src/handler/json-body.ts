import { StrictJsonError, parseStrictJson } from '@keyhold/protocol';
import type { KeyholdError } from '@keyhold/protocol/errors';
import { readAtMost } from './guards.js';
import { refusal } from './refusal.js';

/** The deepest nesting of a request body read (the sandbox reads 32 levels too). */
const MAX_BODY_DEPTH = 32;

/**
 * Decodes a request body for inspection only (the bytes themselves are forwarded unchanged). Strict, so
 * that this backend and the service cannot read one body two ways: UTF-8 without a byte-order mark and
 * without invalid sequences, one JSON object read by `@keyhold/protocol`'s strict reader — no key repeated
 * inside any object (parsers disagree on which duplicate wins: `{"accountId":"mine","accountId":"theirs"}`
 * must never pass the check as one account and reach the service as the other), no number outside the
 * safe range (`…993` reads as `…992`), no lone surrogate, at most 32 levels deep.
 */
export function parseJsonObject(bytes: Uint8Array): Record<string, unknown> {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    throw invalid('The request body must be UTF-8 JSON without a byte-order mark.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw invalid('The request body is not valid UTF-8.');
  }
  let value: unknown;
  try {
    value = parseStrictJson(text, { maxDepth: MAX_BODY_DEPTH });
  } catch (cause) {
    if (!(cause instanceof StrictJsonError)) throw cause;
    if (cause.duplicateKey !== undefined) {
      throw invalid(`The request body repeats the key "${cause.duplicateKey.slice(0, 64)}".`);
    }
    throw invalid(`The request body is not strict JSON: ${cause.problem} (at character ${cause.offset}).`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function invalid(message: string): KeyholdError {
  return refusal(400, 'INVALID_INPUT', message, { errors: [{ field: 'body', message }] });
}

/** How much of a body {@link readJsonObject} waits for: its size in bytes (413 past it) and time (408). */
export interface JsonBodyLimits {
  maxBytes: number;
  timeoutMs: number;
}

/**
 * The JSON reader of the wallet handler in one call, for a backend's own routes (the demo's `/api/demo`):
 * the body read at most `maxBytes` (413 `PAYLOAD_TOO_LARGE`, even without a Content-Length) within
 * `timeoutMs` (408 `TIMEOUT`), then decoded by {@link parseJsonObject} (400 `INVALID_INPUT`). No body, or
 * an empty one, is undefined. The errors are `WalletRefusal`s: a status, a stable code and `details`.
 */
export async function readJsonObject(
  request: Request,
  limits: JsonBodyLimits,
): Promise<Record<string, unknown> | undefined> {
  if (request.body === null) return undefined;
  const bytes = await readAtMost(request.body, limits.maxBytes, limits.timeoutMs);
  return bytes.byteLength === 0 ? undefined : parseJsonObject(bytes);
}
