// Reading and checking a stamp (wire-formats.md §4): for backends, the sandbox and tests; a wallet only
// makes stamps (stamp.ts), so this part and its curve checks stay out of the browser's up-front code.
import { KeyholdError, tooLarge } from '../errors.js';
import { fromBase64Url, fromHex, utf8Decode, utf8Encode } from './encoding.js';
import { importPublicKey, verifyDerSignature } from './p256.js';
import { compressPublicKey } from './p256-sync.js';
import { STAMP_MAX_CHARS, STAMP_SCHEME, type StampContents } from './stamp.js';

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
