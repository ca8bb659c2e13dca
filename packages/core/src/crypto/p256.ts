// P-256 points, scalars and signature encodings. WebCrypto does the ECDH and ECDSA work; @noble/curves
// only does what WebCrypto cannot: point (de)compression, public key from a raw scalar, DER ⇄ r‖s.
import { p256 } from '@noble/curves/nist.js';
import { KeyholdError } from '../errors.js';
import { fromHex, toBase64Url, toHex } from './encoding.js';

/** The WebCrypto of this runtime (Node 20 and browsers); read lazily so importing stays SSR-safe. */
export function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) {
    throw new KeyholdError(
      'CRYPTO_UNAVAILABLE',
      'WebCrypto is not available (a secure context is required).',
    );
  }
  return c.subtle;
}

/** A copy whose buffer is a plain ArrayBuffer, as WebCrypto's `BufferSource` wants. */
export function bufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function pointBytes(publicKey: string | Uint8Array): Uint8Array {
  try {
    return typeof publicKey === 'string' ? fromHex(publicKey) : publicKey;
  } catch (cause) {
    throw new KeyholdError('INVALID_PUBLIC_KEY', 'The public key is not hex.', { cause });
  }
}

function parsePoint(publicKey: string | Uint8Array) {
  const bytes = pointBytes(publicKey);
  if (
    !(bytes.length === 33 && (bytes[0] === 2 || bytes[0] === 3)) &&
    !(bytes.length === 65 && bytes[0] === 4)
  ) {
    throw new KeyholdError(
      'INVALID_PUBLIC_KEY',
      'The public key must be a SEC1 P-256 point: 33 bytes compressed or 65 bytes uncompressed.',
    );
  }
  try {
    return p256.Point.fromBytes(bytes);
  } catch (cause) {
    throw new KeyholdError('INVALID_PUBLIC_KEY', 'The public key is not a point on the P-256 curve.', {
      cause,
    });
  }
}

/** Compressed (33-byte, `02…`/`03…`) hex of a P-256 public key given in either form. */
export function compressPublicKey(publicKey: string | Uint8Array): string {
  return parsePoint(publicKey).toHex(true);
}

/** Uncompressed (65-byte, `04…`) hex of a P-256 public key given in either form. */
export function decompressPublicKey(publicKey: string | Uint8Array): string {
  return parsePoint(publicKey).toHex(false);
}

/** Bytes of a public key in the uncompressed form; validates the point. */
export function uncompressedPointBytes(publicKey: string | Uint8Array): Uint8Array {
  return parsePoint(publicKey).toBytes(false);
}

function checkScalar(privateKey: Uint8Array): void {
  if (
    !(privateKey instanceof Uint8Array) ||
    privateKey.length !== 32 ||
    !p256.utils.isValidSecretKey(privateKey)
  ) {
    throw new KeyholdError(
      'INVALID_PRIVATE_KEY',
      'The private key must be a 32-byte P-256 scalar in [1, n-1].',
    );
  }
}

/** Hex public key of a raw 32-byte private scalar (compressed by default). */
export function getPublicKey(privateKey: Uint8Array, compressed = true): string {
  checkScalar(privateKey);
  return toHex(p256.getPublicKey(privateKey, compressed));
}

/** A fresh random 32-byte P-256 private scalar (for sealing sides such as the sandbox). */
export function generateP256PrivateKey(): Uint8Array {
  return p256.utils.randomSecretKey();
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

/** Imports a raw scalar as a non-extractable WebCrypto key for `algorithm` ('ECDH' or 'ECDSA'). */
export async function importPrivateScalar(
  privateKey: Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<{ key: CryptoKey; publicKey: Uint8Array }> {
  checkScalar(privateKey);
  const publicKey = p256.getPublicKey(privateKey, false);
  const usages: KeyUsage[] = algorithm === 'ECDH' ? ['deriveBits'] : ['sign'];
  const key = await subtle().importKey(
    'jwk',
    p256Jwk(publicKey, privateKey),
    { name: algorithm, namedCurve: 'P-256' },
    false,
    usages,
  );
  return { key, publicKey };
}

/** Imports a public key (either SEC1 form) for WebCrypto ECDH or ECDSA verification. */
export async function importPublicKey(
  publicKey: string | Uint8Array,
  algorithm: 'ECDH' | 'ECDSA',
): Promise<CryptoKey> {
  const raw = uncompressedPointBytes(publicKey);
  return subtle().importKey(
    'raw',
    bufferSource(raw),
    { name: algorithm, namedCurve: 'P-256' },
    true,
    algorithm === 'ECDH' ? [] : ['verify'],
  );
}

/** ASN.1 DER of a 64-byte raw `r‖s` ECDSA signature (no low-S normalisation). */
export function rawToDerSignature(raw: Uint8Array): Uint8Array {
  if (raw.length !== 64)
    throw new KeyholdError('INVALID_SIGNATURE', 'A raw P-256 signature must be 64 bytes.');
  try {
    return p256.Signature.fromBytes(raw, 'compact').toBytes('der');
  } catch (cause) {
    throw new KeyholdError('INVALID_SIGNATURE', 'The raw signature is out of range for P-256.', { cause });
  }
}

/** 64-byte raw `r‖s` of an ASN.1 DER ECDSA signature; throws `INVALID_SIGNATURE` on malformed DER. */
export function derToRawSignature(der: Uint8Array): Uint8Array {
  try {
    return p256.Signature.fromBytes(der, 'der').toBytes('compact');
  } catch (cause) {
    throw new KeyholdError('INVALID_SIGNATURE', 'The signature is not valid ASN.1 DER for P-256.', { cause });
  }
}

/** ECDSA P-256 / SHA-256 verification of `message` with a DER signature; accepts high-S; never throws. */
export async function verifyDerSignature(
  publicKey: string | Uint8Array,
  message: Uint8Array,
  derSignature: Uint8Array,
): Promise<boolean> {
  try {
    const key = await importPublicKey(publicKey, 'ECDSA');
    const raw = derToRawSignature(derSignature);
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
