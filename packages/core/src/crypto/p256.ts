// P-256 points and scalars. WebCrypto does ECDH and ECDSA, decompresses points (importing a compressed
// SEC1 key, exporting it raw) and finds a scalar's public key (importing PKCS#8 without the public half,
// exporting JWK). The synchronous helpers and the fallbacks for a WebCrypto without those two imports use
// the BigInt field arithmetic of p256-math.ts.
import { KeyholdError } from '../errors.js';
import { derToRawSignature, rawToDerSignature } from './der.js';
import { concatBytes, fromBase64Url, fromHex, toBase64Url, toHex } from './encoding.js';
import {
  bigIntTo32Bytes,
  bytesToBigInt,
  isOnCurve,
  isValidScalar,
  liftX,
  multiplyBase,
} from './p256-math.js';
import { bufferSource, subtle } from './webcrypto.js';

export { derToRawSignature, rawToDerSignature } from './der.js';
export { bufferSource, subtle } from './webcrypto.js';

const badKey = (message: string, cause?: unknown) =>
  new KeyholdError('INVALID_PUBLIC_KEY', message, cause === undefined ? {} : { cause });

const SHAPE = 'The public key is not a 33- or 65-byte SEC1 P-256 point.';
const OFF_CURVE = 'The public key is not a point on the P-256 curve.';

/** Bytes of a public key given as hex or bytes, checked for a SEC1 P-256 shape (not yet for the curve). */
function pointBytes(publicKey: string | Uint8Array): Uint8Array {
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

/** Compressed form of an uncompressed point that is already known to be valid. */
export function compressPoint(uncompressed: Uint8Array): Uint8Array {
  const out = uncompressed.slice(0, 33);
  out[0] = 2 + (uncompressed[64]! & 1);
  return out;
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

function checkScalar(privateKey: Uint8Array): void {
  if (!(privateKey instanceof Uint8Array) || privateKey.length !== 32 || !isValidScalar(privateKey)) {
    throw new KeyholdError(
      'INVALID_PRIVATE_KEY',
      'The private key must be a 32-byte P-256 scalar in [1, n-1].',
    );
  }
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

// PKCS#8 PrivateKeyInfo of a P-256 ECPrivateKey without its optional public key; the scalar follows.
export const PKCS8_PREFIX = fromHex('3041020100301306072a8648ce3d020106082a8648ce3d030107042730250201010420');

type ScalarKey = { key: CryptoKey; publicKey: Uint8Array };

const usagesOf = (algorithm: 'ECDH' | 'ECDSA'): KeyUsage[] =>
  algorithm === 'ECDH' ? ['deriveBits'] : ['sign'];

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

/**
 * Imports a raw scalar as a non-extractable WebCrypto key for `algorithm` ('ECDH' or 'ECDSA') and returns
 * its uncompressed public point. WebCrypto computes the point: the scalar goes in as PKCS#8 twice, once
 * non-extractable (the key kept) and once extractable, only to export the JWK's x and y.
 */
export async function importPrivateScalar(
  privateKey: Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<ScalarKey> {
  checkScalar(privateKey);
  const pkcs8 = bufferSource(concatBytes(PKCS8_PREFIX, privateKey));
  const params = { name: algorithm, namedCurve: 'P-256' };
  const usages = usagesOf(algorithm);
  try {
    const [key, jwk] = await Promise.all([
      subtle().importKey('pkcs8', pkcs8, params, false, usages),
      subtle()
        .importKey('pkcs8', pkcs8, params, true, usages)
        .then((k) => subtle().exportKey('jwk', k)),
    ]);
    return {
      key,
      publicKey: concatBytes(Uint8Array.of(4), fromBase64Url(jwk.x ?? ''), fromBase64Url(jwk.y ?? '')),
    };
  } catch {
    return importScalarWithComputedPoint(privateKey, algorithm);
  } finally {
    pkcs8.fill(0);
  }
}

/**
 * Imports a public key (either SEC1 form) for WebCrypto ECDH or ECDSA verification; `point` resolves to
 * its uncompressed bytes. A compressed key is imported as is and exported raw (so the export can run
 * beside the next step); a WebCrypto that refuses compressed points gets the point decompressed in
 * BigInt. Throws `INVALID_PUBLIC_KEY`.
 */
export async function importPointDeferred(
  publicKey: string | Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<{ key: CryptoKey; point: Promise<Uint8Array> }> {
  const bytes = pointBytes(publicKey);
  const params = { name: algorithm, namedCurve: 'P-256' };
  const usages: KeyUsage[] = algorithm === 'ECDH' ? [] : ['verify'];
  const load = (raw: Uint8Array) => subtle().importKey('raw', bufferSource(raw), params, true, usages);
  if (bytes.length === 33) {
    let key: CryptoKey | undefined;
    try {
      key = await load(bytes);
    } catch {
      // Either no compressed-point support or not a point: BigInt decides (and throws when not a point).
    }
    if (key) {
      return {
        key,
        point: subtle()
          .exportKey('raw', key)
          .then((raw) => new Uint8Array(raw)),
      };
    }
    const point = decodePoint(bytes);
    return { key: await load(point), point: Promise.resolve(point) };
  }
  try {
    return { key: await load(bytes), point: Promise.resolve(bytes) };
  } catch (cause) {
    throw badKey(OFF_CURVE, cause);
  }
}

/** {@link importPointDeferred} with the uncompressed bytes awaited. */
export async function importPoint(
  publicKey: string | Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<{ key: CryptoKey; point: Uint8Array }> {
  const { key, point } = await importPointDeferred(publicKey, algorithm);
  return { key, point: await point };
}

/** Imports a public key (either SEC1 form) for WebCrypto ECDH or ECDSA verification. */
export async function importPublicKey(
  publicKey: string | Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<CryptoKey> {
  return (await importPoint(publicKey, algorithm)).key;
}

/** ECDSA P-256 / SHA-256 verification of `message` with a DER signature; accepts high-S; never throws. */
export async function verifyDerSignature(
  publicKey: string | Uint8Array | CryptoKey,
  message: Uint8Array,
  derSignature: Uint8Array,
): Promise<boolean> {
  try {
    const raw = derToRawSignature(derSignature);
    const key =
      typeof publicKey === 'object' && !(publicKey instanceof Uint8Array)
        ? publicKey
        : await importPublicKey(publicKey, 'ECDSA');
    return await subtle().verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      bufferSource(raw),
      bufferSource(message),
    );
  } catch {
    return false;
  }
}

/** ECDSA P-256 / SHA-256 signature of `message` as DER, with a WebCrypto key. */
export async function signDer(privateKey: CryptoKey, message: Uint8Array): Promise<Uint8Array> {
  const raw = new Uint8Array(
    await subtle().sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, bufferSource(message)),
  );
  return rawToDerSignature(raw);
}
