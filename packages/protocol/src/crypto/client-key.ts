// The ClientKey: a fresh P-256 ECDH pair per session request or export (wire-formats.md §2).
import { toHex } from './encoding.js';
import { subtle } from './webcrypto.js';

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
