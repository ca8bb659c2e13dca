// encryptedSessionSigningKey (wire-formats.md §3): base58check(compressed enc ‖ AES-256-GCM ciphertext+tag),
// HPKE info "turnkey_hpke", AAD = uncompressed enc ‖ uncompressed recipient public key.
import { KeyholdError } from '../errors.js';
import type { ClientKeyPair } from './client-key.js';
import { toRecipient } from './recipient.js';
import { base58checkEncode, base58checkSplit, checkBase58Checksum } from './base58.js';
import { concatBytes, toHex, utf8Encode } from './encoding.js';
import { hpkeOpenWith, hpkeSeal } from './hpke.js';
import { compressPoint, importPrivateScalar } from './p256.js';

/** HPKE `info` of both sealed formats. */
export const HPKE_INFO = utf8Encode('turnkey_hpke');

/** AAD of both sealed formats: uncompressed enc ‖ uncompressed recipient public key. */
export const hpkeAad = (enc: Uint8Array, recipient: Uint8Array): Uint8Array => concatBytes(enc, recipient);

const COMPRESSED_POINT = 33;

/**
 * The longest `encryptedSessionSigningKey` read: base58check of a compressed enc (33 bytes), a sealed
 * 32-byte key and its tag (48 bytes) and the checksum (4 bytes) is at most 117 characters. A longer value
 * is refused with `INPUT_TOO_LARGE` before anything is decoded.
 */
export const SESSION_BUNDLE_MAX_CHARS = 117;

/**
 * Opens an `encryptedSessionSigningKey` with the client key it was sealed to and returns the 32-byte
 * session private key. Feed the result straight to {@link importSessionKey}, which wipes it.
 *
 * Errors: `INPUT_TOO_LARGE` (over {@link SESSION_BUNDLE_MAX_CHARS}), `INVALID_BASE58`, `BAD_CHECKSUM`, `MALFORMED_BUNDLE`, `INVALID_PUBLIC_KEY` (enc not on the curve),
 * `TRUNCATED_CIPHERTEXT`, `DECRYPTION_FAILED` (wrong key or tampered), `WRONG_KEY_TYPE`.
 */
export async function openSessionKeyBundle(
  bundle: string,
  recipient: ClientKeyPair | Uint8Array,
): Promise<Uint8Array> {
  const { payload, checksum } = base58checkSplit(bundle, SESSION_BUNDLE_MAX_CHARS);
  // The HPKE open runs beside the checksum (two digests); the checksum's verdict comes first.
  const opened = openPayload(payload, recipient);
  // Its refusal may come before the checksum's verdict: marked handled now, it still reaches the caller
  // through `return opened`, but never as an unhandled rejection in between.
  opened.catch(() => undefined);
  try {
    await checkBase58Checksum(payload, checksum);
  } catch (err) {
    void opened.then(
      (plaintext) => plaintext.fill(0),
      () => undefined,
    );
    throw err;
  }
  return opened;
}

const malformedBundle = (problem: string) =>
  new KeyholdError('MALFORMED_BUNDLE', `The session key bundle ${problem}.`);

async function openPayload(payload: Uint8Array, recipient: ClientKeyPair | Uint8Array): Promise<Uint8Array> {
  if (payload.length <= COMPRESSED_POINT) {
    throw malformedBundle('is too short to hold a key and a ciphertext');
  }
  const enc = payload.subarray(0, COMPRESSED_POINT);
  if (enc[0] !== 2 && enc[0] !== 3) {
    throw malformedBundle('does not start with a compressed P-256 point');
  }
  // A ciphertext shorter than its tag is TRUNCATED_CIPHERTEXT (hpkeOpenWith).
  const plaintext = await hpkeOpenWith(
    toRecipient(recipient),
    enc,
    payload.subarray(COMPRESSED_POINT),
    HPKE_INFO,
    hpkeAad,
  );
  if (plaintext.length !== 32) {
    plaintext.fill(0);
    throw malformedBundle('holds a key that is not 32 bytes');
  }
  return plaintext;
}

/**
 * Seals a session private key to `recipientPublicKey` (either point form): what the service (our sandbox)
 * does on verify. `ephemeralPrivateKey` pins the HPKE ephemeral key for test vectors only.
 */
export async function sealSessionKeyBundle(
  plaintext: Uint8Array,
  recipientPublicKey: string,
  options: { ephemeralPrivateKey?: Uint8Array } = {},
): Promise<string> {
  const { enc, ciphertext } = await hpkeSeal(
    recipientPublicKey,
    plaintext,
    HPKE_INFO,
    hpkeAad,
    options.ephemeralPrivateKey,
  );
  return base58checkEncode(concatBytes(compressPoint(enc), ciphertext));
}

/** A session signing key: a non-extractable ECDSA P-256 CryptoKey and its compressed public key hex. */
export interface SessionSigner {
  privateKey: CryptoKey;
  /** Compressed SEC1 hex (`02…`/`03…`): the `publicKey` of every stamp it makes. */
  publicKey: string;
}

/**
 * Imports a 32-byte session private key as a non-extractable ECDSA key and overwrites the input bytes
 * (also when the import fails).
 *
 * @example
 * const signer = await importSessionKey(await openSessionKeyBundle(encryptedSessionSigningKey, clientKey));
 */
export async function importSessionKey(privateKey: Uint8Array): Promise<SessionSigner> {
  try {
    const { key, publicKey } = await importPrivateScalar(privateKey, 'ECDSA');
    return { privateKey: key, publicKey: toHex(compressPoint(publicKey)) };
  } finally {
    if (privateKey instanceof Uint8Array) privateKey.fill(0);
  }
}
