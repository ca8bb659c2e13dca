// P-256 points and scalars in BigInt (p256-math.ts), synchronously: the helpers a sealing side or a test
// calls (compress, decompress, a scalar's public key, JWK) and the fallbacks of p256.ts for a WebCrypto
// that cannot import a compressed point or a PKCS#8 key without its public half. A browser wallet never
// loads this module unless its WebCrypto needs a fallback.
import { concatBytes, toBase64Url, toHex } from './encoding.js';
import { bigIntTo32Bytes, bytesToBigInt, isOnCurve, liftX, multiplyBase } from './p256-math.js';
import {
  OFF_CURVE,
  type ScalarKey,
  badKey,
  checkScalar,
  compressPoint,
  pointBytes,
  usagesOf,
} from './point.js';
import { isValidScalar } from './scalar.js';
import { subtle } from './webcrypto.js';

/** Uncompressed bytes of a point in either form, validated in BigInt (synchronous). */
function decodePoint(bytes: Uint8Array): Uint8Array {
  const x = bytesToBigInt(bytes.subarray(1, 33));
  if (bytes.length === 65) {
    if (!isOnCurve(x, bytesToBigInt(bytes.subarray(33)))) throw badKey(OFF_CURVE);
    return bytes;
  }
  const y = liftX(x, bytes[0] === 3);
  if (y === undefined) throw badKey(OFF_CURVE);
  return concatBytes(Uint8Array.of(4), bytes.subarray(1, 33), bigIntTo32Bytes(y));
}

/** Compressed (33-byte, `02…`/`03…`) hex of a P-256 public key given in either form. */
export function compressPublicKey(publicKey: string | Uint8Array): string {
  return toHex(compressPoint(decodePoint(pointBytes(publicKey))));
}

/** Uncompressed (65-byte, `04…`) hex of a P-256 public key given in either form. */
export function decompressPublicKey(publicKey: string | Uint8Array): string {
  return toHex(decodePoint(pointBytes(publicKey)));
}

/** Bytes of a public key in the uncompressed form; validates the point (synchronous, BigInt). */
export function uncompressedPointBytes(publicKey: string | Uint8Array): Uint8Array {
  return decodePoint(pointBytes(publicKey));
}

/**
 * Uncompressed bytes of a point in either form, checked for shape only (a compressed point is
 * decompressed, which checks it): for a recipient's own public key, which only enters the AAD.
 */
export function recipientPoint(publicKey: string | Uint8Array): Uint8Array {
  const bytes = pointBytes(publicKey);
  return bytes.length === 65 ? bytes : decodePoint(bytes);
}

/** Uncompressed public point of a valid scalar, in BigInt (synchronous; about 4 ms). */
function scalarPoint(privateKey: Uint8Array): Uint8Array {
  const [x, y] = multiplyBase(bytesToBigInt(privateKey));
  return concatBytes(Uint8Array.of(4), bigIntTo32Bytes(x), bigIntTo32Bytes(y));
}

/**
 * Hex public key of a raw 32-byte private scalar (compressed by default). Synchronous, so computed in
 * BigInt; the async paths ({@link importSessionKey}) let WebCrypto do it.
 */
export function getPublicKey(privateKey: Uint8Array, compressed = true): string {
  checkScalar(privateKey);
  const point = scalarPoint(privateKey);
  return toHex(compressed ? compressPoint(point) : point);
}

/** A fresh random 32-byte P-256 private scalar (for sealing sides such as the sandbox). */
export function generateP256PrivateKey(): Uint8Array {
  const out = new Uint8Array(32);
  do globalThis.crypto.getRandomValues(out);
  while (!isValidScalar(out));
  return out;
}

/** JWK of a P-256 key; with `privateKey` it includes `d`. x and y come from the point. */
export function p256Jwk(publicKey: string | Uint8Array, privateKey?: Uint8Array): JsonWebKey {
  const raw = uncompressedPointBytes(publicKey);
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64Url(raw.subarray(1, 33)),
    y: toBase64Url(raw.subarray(33, 65)),
    ext: false,
  };
  if (privateKey) jwk.d = toBase64Url(privateKey);
  return jwk;
}

/**
 * The fallback of {@link importPrivateScalar} for a WebCrypto that cannot import PKCS#8 without the
 * public key: the public point in BigInt, then a JWK import. Exported for its tests.
 */
export async function importScalarWithComputedPoint(
  privateKey: Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<ScalarKey> {
  checkScalar(privateKey);
  const publicKey = scalarPoint(privateKey);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64Url(publicKey.subarray(1, 33)),
    y: toBase64Url(publicKey.subarray(33)),
    d: toBase64Url(privateKey),
  };
  const key = await subtle().importKey(
    'jwk',
    jwk,
    { name: algorithm, namedCurve: 'P-256' },
    false,
    usagesOf(algorithm),
  );
  return { key, publicKey };
}
