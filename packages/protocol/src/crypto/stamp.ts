// The stamp: the `Service-Wallet-Signature` header value (wire-formats.md §4).
import { KeyholdError } from '../errors.js';
import { toBase64Url, toHex, utf8Encode } from './encoding.js';
import { signDer } from './ecdsa.js';
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

/** Lowercase hex SHA-256 of a string's UTF-8 bytes or of bytes (WebCrypto). */
export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  if (typeof data !== 'string' && !(data instanceof Uint8Array)) {
    throw new KeyholdError('INVALID_INPUT', 'sha256Hex hashes a string or bytes.');
  }
  const bytes = typeof data === 'string' ? utf8Encode(data) : data;
  return toHex(new Uint8Array(await subtle().digest('SHA-256', new Uint8Array(bytes))));
}
