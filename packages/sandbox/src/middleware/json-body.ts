/**
 * JSON bodies: `c.var.json()` parses the body the first time a handler asks (so a handler's own
 * checks keep their order), as the service does: an empty body is `undefined`; otherwise it must be
 * sent as `application/json` or a `+json` type (415), at most 1 MiB (413), valid JSON read by
 * `@keyhold/protocol`'s strict reader (no key named twice in one object, no number outside the safe range,
 * no lone surrogate: what the wallet handler refuses) and at most 32 levels deep (400 INVALID_INPUT on
 * `body`).
 */
import { StrictJsonError, parseStrictJson } from '@keyhold/protocol';
import { invalidInput, ServiceError } from '../errors.js';
import type { Guard } from '../http/env.js';

/** Largest JSON request body (documents, the only big uploads, are multipart). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Deepest nesting of objects/arrays a JSON body may have (bodies are digested recursively). */
export const MAX_JSON_DEPTH = 32;

export const jsonBody: Guard = async (c, next) => {
  let parsed: Promise<unknown> | undefined;
  c.set('json', () => (parsed ??= c.req.text().then((raw) => parseJson(raw, c.req.header('content-type')))));
  await next();
};

function parseJson(raw: string, contentType: string | undefined): unknown {
  if (raw.trim() === '') return undefined;
  checkJsonContentType(contentType);
  if (Buffer.byteLength(raw, 'utf8') > MAX_JSON_BODY_BYTES) {
    throw new ServiceError(
      413,
      'PAYLOAD_TOO_LARGE',
      `JSON request bodies are limited to ${MAX_JSON_BODY_BYTES} bytes.`,
      { details: { limit: MAX_JSON_BODY_BYTES } },
    );
  }
  let value: unknown;
  try {
    // Twice the depth limit: the limit itself is measured below, with its own message.
    value = parseStrictJson(raw, { maxDepth: 2 * MAX_JSON_DEPTH });
  } catch (cause) {
    if (!(cause instanceof StrictJsonError)) throw cause;
    throw invalidInput([{ field: 'body', message: strictMessage(cause) }]);
  }
  if (nestingDepth(value) > MAX_JSON_DEPTH)
    throw invalidInput([{ field: 'body', message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` }]);
  return value;
}

/** What was wrong with a body the strict reader refused, in the service's `errors[].message` style. */
function strictMessage(cause: StrictJsonError): string {
  if (cause.duplicateKey !== undefined)
    return `must not name the key "${cause.duplicateKey.slice(0, 64)}" twice`;
  if (cause.problem === 'nested too deep') return `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
  if (cause.problem === 'number outside the safe range') {
    return 'must not hold a number outside the safe range (whole numbers up to 2^53 - 1)';
  }
  return 'must be valid JSON';
}

/** Nesting depth of a parsed JSON value, measured without recursion (stops past the limit). */
function nestingDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const d = depth + 1;
    if (d > max) max = d;
    if (max > MAX_JSON_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d]);
  }
  return max;
}

/** A JSON body must be sent as `application/json` (or a `+json` type): 415 otherwise. */
function checkJsonContentType(header: string | undefined): void {
  const media = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (media === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media)) return;
  throw new ServiceError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `Request bodies must be JSON sent with Content-Type: application/json${media ? ` (got ${media})` : ''}.`,
    { details: { contentType: media || null } },
  );
}
