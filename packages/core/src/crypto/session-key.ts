// encryptedSessionSigningKey (wire-formats.md §3): base58check(compressed enc ‖ AES-256-GCM ciphertext+tag),
// HPKE info "turnkey_hpke", AAD = uncompressed enc ‖ uncompressed recipient public key.
import { KeyholdError } from '../errors.js';
import { type ClientKeyPair, toRecipient } from './client-key.js';
import { base58checkDecode, base58checkEncode, concatBytes, fromHex, utf8Encode } from './encoding.js';
import { hpkeOpen, hpkeSeal } from './hpke.js';
import { compressPublicKey, importPrivateScalar, uncompressedPointBytes } from './p256.js';

/** HPKE `info` of both sealed formats. */
export const HPKE_INFO = utf8Encode('turnkey_hpke');

/** AAD of both sealed formats: uncompressed enc ‖ uncompressed recipient public key. */
export const hpkeAad = (enc: Uint8Array, recipient: Uint8Array): Uint8Array => concatBytes(enc, recipient);

const COMPRESSED_POINT = 33;
const TAG = 16;

/**
 * Opens an `encryptedSessionSigningKey` with the client key it was sealed to and returns the 32-byte
 * session private key. Feed the result straight to {@link importSessionKey}, which wipes it.
 *
 * Errors: `INVALID_BASE58`, `BAD_CHECKSUM`, `MALFORMED_BUNDLE`, `INVALID_PUBLIC_KEY` (enc not on the curve),
 * `TRUNCATED_CIPHERTEXT`, `DECRYPTION_FAILED` (wrong key or tampered), `WRONG_KEY_TYPE`.
 */
export async function openSessionKeyBundle(
  bundle: string,
  recipient: ClientKeyPair | Uint8Array,
): Promise<Uint8Array> {
  const payload = base58checkDecode(bundle);
  if (payload.length <= COMPRESSED_POINT) {
    throw new KeyholdError(
      'MALFORMED_BUNDLE',
      'The session key bundle is too short to hold a key and a ciphertext.',
    );
  }
  const encCompressed = payload.subarray(0, COMPRESSED_POINT);
  if (encCompressed[0] !== 2 && encCompressed[0] !== 3) {
    throw new KeyholdError(
      'MALFORMED_BUNDLE',
      'The session key bundle does not start with a compressed P-256 point.',
    );
  }
  const enc = uncompressedPointBytes(encCompressed);
  const ciphertext = payload.subarray(COMPRESSED_POINT);
  if (ciphertext.length < TAG) {
    throw new KeyholdError('TRUNCATED_CIPHERTEXT', 'The session key bundle was cut short.');
  }
  const opener = await toRecipient(recipient);
  const plaintext = await hpkeOpen(opener, enc, ciphertext, HPKE_INFO, hpkeAad(enc, opener.publicKey));
  if (plaintext.length !== 32) {
    plaintext.fill(0);
    throw new KeyholdError('MALFORMED_BUNDLE', 'The sealed session key is not 32 bytes.');
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
  return base58checkEncode(concatBytes(fromHex(compressPublicKey(enc)), ciphertext));
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
    return { privateKey: key, publicKey: compressPublicKey(publicKey) };
  } finally {
    if (privateKey instanceof Uint8Array) privateKey.fill(0);
  }
}
