// Shapes shared by the WebCrypto (p256.ts) and BigInt (p256-sync.ts) sides: SEC1 point bytes, the
// scalar check, the error for a bad public key.
import { KeyholdError } from '../errors.js';
import { fromHex } from './encoding.js';
import { isValidScalar } from './scalar.js';

export const badKey = (message: string, cause?: unknown) =>
  new KeyholdError('INVALID_PUBLIC_KEY', message, cause === undefined ? {} : { cause });

const SHAPE = 'The public key is not a 33- or 65-byte SEC1 P-256 point.';

export const OFF_CURVE = 'The public key is not a point on the P-256 curve.';

/** Bytes of a public key given as hex or bytes, checked for a SEC1 P-256 shape (not yet for the curve). */
export function pointBytes(publicKey: string | Uint8Array): Uint8Array {
  let bytes: Uint8Array;
  if (typeof publicKey === 'string') {
    if (publicKey.length > 130) throw badKey(SHAPE);
    try {
      bytes = fromHex(publicKey);
    } catch (cause) {
      throw badKey(SHAPE, cause);
    }
  } else if (publicKey instanceof Uint8Array) {
    bytes = publicKey;
  } else {
    throw badKey(SHAPE);
  }
  if (
    !(bytes.length === 33 && (bytes[0] === 2 || bytes[0] === 3)) &&
    !(bytes.length === 65 && bytes[0] === 4)
  ) {
    throw badKey(SHAPE);
  }
  return bytes;
}

/** Compressed form of an uncompressed point that is already known to be valid. */
export function compressPoint(uncompressed: Uint8Array): Uint8Array {
  const out = uncompressed.slice(0, 33);
  out[0] = 2 + (uncompressed[64]! & 1);
  return out;
}

export function checkScalar(privateKey: Uint8Array): void {
  if (!(privateKey instanceof Uint8Array) || privateKey.length !== 32 || !isValidScalar(privateKey)) {
    throw new KeyholdError(
      'INVALID_PRIVATE_KEY',
      'The private key must be a 32-byte P-256 scalar in [1, n-1].',
    );
  }
}

export type ScalarKey = { key: CryptoKey; publicKey: Uint8Array };

export const usagesOf = (algorithm: 'ECDH' | 'ECDSA'): KeyUsage[] =>
  algorithm === 'ECDH' ? ['deriveBits'] : ['sign'];
