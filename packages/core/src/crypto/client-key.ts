// The ClientKey: a fresh P-256 ECDH pair per session request or export (wire-formats.md §2).
import { KeyholdError } from '../errors.js';
import { toHex } from './encoding.js';
import type { HpkeRecipient } from './hpke.js';
import { importPrivateScalar, recipientPoint, subtle } from './p256.js';

/** A client key pair: the uncompressed public key hex (the `clientPublicKey`) and a non-extractable ECDH key. */
export interface ClientKeyPair {
  /** Uncompressed SEC1 hex (`04…`, 130 characters): what the service receives as `clientPublicKey`. */
  publicKey: string;
  /** Non-extractable ECDH private key (`deriveBits`); the raw scalar never exists in JavaScript. */
  privateKey: CryptoKey;
}

/**
 * Makes a fresh client key pair whose private half is a non-extractable WebCrypto ECDH key.
 *
 * @example
 * const clientKey = await generateClientKeyPair();
 * await backend.verify({ otp, clientPublicKey: clientKey.publicKey });
 */
export async function generateClientKeyPair(): Promise<ClientKeyPair> {
  const pair = (await subtle().generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKey = toHex(new Uint8Array(await subtle().exportKey('raw', pair.publicKey)));
  return { publicKey, privateKey: pair.privateKey };
}

/** The HPKE recipient for a client key pair or a raw 32-byte scalar (tests, sandbox). */
export async function toRecipient(recipient: ClientKeyPair | Uint8Array): Promise<HpkeRecipient> {
  if (recipient instanceof Uint8Array) {
    const { key, publicKey } = await importPrivateScalar(recipient, 'ECDH');
    return { privateKey: key, publicKey };
  }
  const key = recipient?.privateKey;
  const algorithm = (key as CryptoKey | undefined)?.algorithm as EcKeyAlgorithm | undefined;
  if (
    !key ||
    typeof key !== 'object' ||
    algorithm?.name !== 'ECDH' ||
    algorithm.namedCurve !== 'P-256' ||
    !(key as CryptoKey).usages?.includes('deriveBits')
  ) {
    throw new KeyholdError(
      'WRONG_KEY_TYPE',
      'The recipient must be a P-256 ECDH key pair allowed to derive bits.',
    );
  }
  // Only bound into the AAD: a wrong point fails decryption, so it is not checked for the curve here.
  return { privateKey: key, publicKey: recipientPoint(recipient.publicKey) };
}
