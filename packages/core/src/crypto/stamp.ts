// The stamp: the `Service-Wallet-Signature` header value (wire-formats.md §4).
import { KeyholdError } from '../errors.js';
import { fromBase64Url, fromHex, toBase64Url, toHex, tooLarge, utf8Decode, utf8Encode } from './encoding.js';
import { compressPublicKey, importPublicKey, signDer, verifyDerSignature } from './p256.js';
import { subtle } from './webcrypto.js';
import type { SessionSigner } from './session-key.js';

/** The only stamp scheme the service accepts. */
export const STAMP_SCHEME = 'SIGNATURE_SCHEME_TK_API_P256';

/**
 * The longest stamp header read: the stamp JSON (a 66-character key, the scheme, a DER signature of at
 * most 72 bytes) is under 290 bytes, 387 base64url characters; 512 leaves room for whitespace. A longer
 * header is `INPUT_TOO_LARGE` before anything is decoded.
 */
export const STAMP_MAX_CHARS = 512;

/** The decoded stamp JSON. */
export interface StampContents {
  /** Compressed P-256 public key hex of the session key that signed. */
  publicKey: string;
  scheme: typeof STAMP_SCHEME;
  /** DER ECDSA signature, lowercase hex. */
  signature: string;
}

/**
 * Stamps `payloadToSign` exactly as received (its UTF-8 bytes; never parsed or re-serialised) with a
 * session key and returns the `Service-Wallet-Signature` header value.
 *
 * @example
 * const header = await stamp(challenge.payloadToSign, signer);
 * await fetch(url, { method, body, headers: { 'Service-Wallet-Signature': header, 'Request-Id': challenge.requestId } });
 */
export async function stamp(payloadToSign: string, signer: SessionSigner): Promise<string> {
  if (typeof payloadToSign !== 'string')
    throw new KeyholdError('INVALID_PAYLOAD', 'payloadToSign must be a string.');
  if (signer?.privateKey?.algorithm?.name !== 'ECDSA') {
    throw new KeyholdError('WRONG_KEY_TYPE', 'A stamp needs an ECDSA P-256 session key.');
  }
  const signature = toHex(await signDer(signer.privateKey, utf8Encode(payloadToSign)));
  // Key order and the absence of spaces are part of the format: build the JSON text explicitly.
  const json = `{"publicKey":${JSON.stringify(signer.publicKey)},"scheme":"${STAMP_SCHEME}","signature":"${signature}"}`;
  return toBase64Url(utf8Encode(json));
}

/** The stamp's fields, shape-checked but with the public key not yet checked to be on the curve. */
function decodeStamp(header: string): StampContents {
  if (typeof header === 'string' && header.length > STAMP_MAX_CHARS) {
    throw tooLarge('signature header', header.length, STAMP_MAX_CHARS);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64Url(header)));
  } catch (cause) {
    throw new KeyholdError('MALFORMED_STAMP', 'The signature header is not base64url-encoded stamp JSON.', {
      cause,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new KeyholdError('MALFORMED_STAMP', 'The stamp is not a JSON object.');
  }
  const { publicKey, scheme, signature } = parsed as Record<string, unknown>;
  if (typeof publicKey !== 'string' || typeof scheme !== 'string' || typeof signature !== 'string') {
    throw new KeyholdError(
      'MALFORMED_STAMP',
      'The stamp must carry publicKey, scheme and signature strings.',
    );
  }
  if (scheme !== STAMP_SCHEME) {
    throw new KeyholdError('UNSUPPORTED_SCHEME', `The stamp scheme must be ${STAMP_SCHEME}.`);
  }
  if (!/^0[23][0-9a-f]{64}$/.test(publicKey)) {
    throw new KeyholdError(
      'INVALID_PUBLIC_KEY',
      'The stamp public key must be a compressed P-256 key in lowercase hex.',
    );
  }
  if (!/^(?:[0-9a-f]{2}){1,72}$/.test(signature)) {
    throw new KeyholdError('INVALID_SIGNATURE', 'The stamp signature must be lowercase DER hex.');
  }
  return { publicKey, scheme: STAMP_SCHEME, signature };
}

/**
 * Decodes a stamp header value. Throws `INPUT_TOO_LARGE` (over {@link STAMP_MAX_CHARS}),
 * `MALFORMED_STAMP` (not base64url JSON of the right shape), `UNSUPPORTED_SCHEME`, `INVALID_PUBLIC_KEY`
 * or `INVALID_SIGNATURE`.
 */
export function parseStamp(header: string): StampContents {
  const contents = decodeStamp(header);
  compressPublicKey(contents.publicKey); // on the curve?
  return contents;
}

/** Result of {@link verifyStamp}. `error` is a KeyholdError code when `valid` is false. */
export interface StampVerification {
  valid: boolean;
  /** The stamp's public key (compressed hex), or '' when the stamp could not be decoded. */
  publicKey: string;
  error?: string;
}

/**
 * Verifies a stamp over `payloadToSign` (accepts high-S signatures). Never throws on malformed input:
 * it reports `{ valid: false, error: <code> }`. Callers must still check that `publicKey` belongs to a
 * live session of the right account.
 */
export async function verifyStamp(payloadToSign: string, header: string): Promise<StampVerification> {
  let contents: StampContents;
  let key: CryptoKey;
  try {
    contents = decodeStamp(header);
    key = await importPublicKey(contents.publicKey, 'ECDSA'); // WebCrypto checks the point
  } catch (err) {
    return { valid: false, publicKey: '', error: err instanceof KeyholdError ? err.code : 'MALFORMED_STAMP' };
  }
  if (typeof payloadToSign !== 'string')
    return { valid: false, publicKey: contents.publicKey, error: 'INVALID_PAYLOAD' };
  const valid = await verifyDerSignature(key, utf8Encode(payloadToSign), fromHex(contents.signature));
  return valid
    ? { valid: true, publicKey: contents.publicKey }
    : { valid: false, publicKey: contents.publicKey, error: 'SIGNATURE_MISMATCH' };
}

/** Lowercase hex SHA-256 of a string's UTF-8 bytes or of bytes (WebCrypto). */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  if (typeof data !== 'string' && !(data instanceof Uint8Array)) {
    throw new KeyholdError('INVALID_INPUT', 'sha256Hex hashes a string or bytes.');
  }
  const bytes = typeof data === 'string' ? utf8Encode(data) : data;
  return toHex(new Uint8Array(await subtle().digest('SHA-256', new Uint8Array(bytes))));
}
