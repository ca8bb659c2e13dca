/**
 * Reading a compact JWS's header and claims without verifying it (what `jose`'s `decodeJwt` and
 * `decodeProtectedHeader` do), so the structural checks that run before any signature check need no
 * JOSE library: `jose` is imported only when a token is signed or verified.
 */

/** The protected header of a compact JWS, as a JSON object; throws when it is not one. */
export function decodeJwtHeader(token: string): Record<string, unknown> {
  return segment(token, 0);
}

/** The claims of a compact JWS, as a JSON object; throws when they are not one. */
export function decodeJwtClaims(token: string): Record<string, unknown> {
  return segment(token, 1);
}

function segment(token: string, index: 0 | 1): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TypeError('A compact JWS has three segments.');
  const text = Buffer.from(parts[index]!, 'base64url').toString('utf8');
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('A JWS header and its claims are JSON objects.');
  }
  return value as Record<string, unknown>;
}
