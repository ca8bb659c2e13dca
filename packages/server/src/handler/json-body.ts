import type { KeyholdError } from '@keyhold/protocol/errors';
import { readAtMost } from './guards.js';
import { refusal } from './refusal.js';

/**
 * Decodes a request body for inspection only (the bytes themselves are forwarded unchanged). Strict, so
 * that this backend and the service cannot read one body two ways: UTF-8 without a byte-order mark and
 * without invalid sequences, one JSON object, and no key repeated inside any object (parsers disagree on
 * which duplicate wins: `{"accountId":"mine","accountId":"theirs"}` must never pass the check as one
 * account and reach the service as the other).
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
    value = JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('The request body must be a JSON object.');
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate !== null) throw invalid(`The request body repeats the key "${duplicate.slice(0, 64)}".`);
  return value as Record<string, unknown>;
}

/** Returns the first key that occurs twice in one object of `text` (already known to be valid JSON). */
export function findDuplicateKey(text: string): string | null {
  const stack: (Set<string> | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (text.charCodeAt(j) !== 0x22) j += text.charCodeAt(j) === 0x5c /* \ */ ? 2 : 1;
      let k = j + 1;
      while (k < text.length && isJsonSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) === 0x3a /* : */) {
        const keys = stack[stack.length - 1];
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (keys) {
          if (keys.has(key)) return key;
          keys.add(key);
        }
      }
      i = j + 1;
      continue;
    }
    if (c === 0x7b /* { */) stack.push(new Set());
    else if (c === 0x5b /* [ */) stack.push(null);
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) stack.pop();
    i++;
  }
  return null;
}

function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
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
