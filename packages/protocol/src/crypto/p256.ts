// P-256 points and scalars through WebCrypto: ECDH and ECDSA, point decompression (importing a compressed
// SEC1 key, exporting it raw) and a scalar's public key (importing PKCS#8 without the public half,
// exporting JWK). The synchronous helpers, and the BigInt paths for a WebCrypto without those two imports
// (key-forms.ts says which engine has which), are p256-sync.ts, loaded only when one is called.
import { derToRawSignature } from './der.js';
import { concatBytes, fromBase64Url } from './encoding.js';
import { PKCS8_PREFIX, keyForms } from './key-forms.js';
import { OFF_CURVE, type ScalarKey, badKey, checkScalar, pointBytes, usagesOf } from './point.js';
import { bufferSource, subtle } from './webcrypto.js';

export { derToRawSignature, rawToDerSignature } from './der.js';
export { signDer } from './ecdsa.js';
export { compressPoint, pointBytes } from './point.js';
export { bufferSource, subtle } from './webcrypto.js';
export { PKCS8_PREFIX } from './key-forms.js';

/**
 * Imports a raw scalar as a non-extractable WebCrypto key for `algorithm` ('ECDH' or 'ECDSA') and returns
 * its uncompressed public point. WebCrypto computes the point: the scalar goes in once as extractable
 * PKCS#8 without its public half (WebCrypto derives it), the JWK export gives x and y, and the kept key
 * is imported from that JWK non-extractable. Importing a JWK that carries its point checks the pair
 * (one fixed-base multiplication) instead of deriving the point a second time, which is why this costs
 * about a quarter less than importing the PKCS#8 twice (apps/bench). A WebCrypto that refuses that PKCS#8
 * (Firefox) gets the point computed in BigInt instead, chosen up front ({@link keyForms}).
 */
export async function importPrivateScalar(
  privateKey: Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<ScalarKey> {
  checkScalar(privateKey);
  if (!(await keyForms()).pkcs8WithoutPublicKey) {
    return (await import('./p256-sync.js')).importScalarWithComputedPoint(privateKey, algorithm);
  }
  const pkcs8 = bufferSource(concatBytes(PKCS8_PREFIX, privateKey));
  const params = { name: algorithm, namedCurve: 'P-256' };
  const usages = usagesOf(algorithm);
  try {
    const jwk = await subtle().exportKey(
      'jwk',
      await subtle().importKey('pkcs8', pkcs8, params, true, usages),
    );
    const point = { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '' };
    const key = await subtle().importKey('jwk', { ...point, d: jwk.d ?? '' }, params, false, usages);
    return {
      key,
      publicKey: concatBytes(Uint8Array.of(4), fromBase64Url(point.x), fromBase64Url(point.y)),
    };
  } finally {
    pkcs8.fill(0);
  }
}

/**
 * Imports a public key (either SEC1 form) for WebCrypto ECDH or ECDSA verification; `point` resolves to
 * its uncompressed bytes. A compressed key is imported as is and exported raw (so the export can run
 * beside the next step); a WebCrypto that refuses compressed points (WebKit, {@link keyForms}) gets the
 * point decompressed in BigInt. Throws `INVALID_PUBLIC_KEY`.
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
    if ((await keyForms()).compressedPoints) {
      let key: CryptoKey;
      try {
        key = await load(bytes);
      } catch (cause) {
        throw badKey(OFF_CURVE, cause);
      }
      return {
        key,
        point: subtle()
          .exportKey('raw', key)
          .then((raw) => new Uint8Array(raw)),
      };
    }
    const point = (await import('./p256-sync.js')).uncompressedPointBytes(bytes);
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
