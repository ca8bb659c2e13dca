/**
 * Platform API credentials (HTTP Basic): 401 `Invalid API credentials` with a `WWW-Authenticate`
 * challenge unless the header carries the configured token id and secret. Compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import { ServiceError, Reasons } from '../errors.js';
import type { Guard } from '../http/env.js';

/** Longest `Authorization` header read (HTTP Basic); a longer one is 401 without decoding. */
export const MAX_AUTHORIZATION_LENGTH = 1024;

/** True when `header` is `Basic base64(tokenId:secret)`. */
export function hasBasicCredentials(header: string, tokenId: string, secret: string): boolean {
  // Bounded before it is matched or decoded: longer than any token id and secret could need.
  const match =
    header.length <= MAX_AUTHORIZATION_LENGTH ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  const expected = Buffer.from(`${tokenId}:${secret}`, 'utf8');
  const given = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const basicAuth: Guard = async (c, next) => {
  const { tokenId, secret } = c.var.sandbox.options;
  if (!hasBasicCredentials(c.req.header('authorization') ?? '', tokenId, secret)) {
    throw new ServiceError(401, 'UNAUTHORIZED', 'Missing or invalid platform API credentials (HTTP Basic).', {
      reason: Reasons.invalidApiCredentials,
      headers: { 'WWW-Authenticate': 'Basic realm="keyhold-sandbox", charset="UTF-8"' },
    });
  }
  await next();
};
