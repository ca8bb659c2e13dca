// The HPKE recipient of a sealed session key or export bundle: a client key pair, or a raw scalar (tests,
// sandbox). Loaded with the opening code, not up front.
import { KeyholdError } from '../errors.js';
import type { ClientKeyPair } from './client-key.js';
import type { HpkeRecipient } from './hpke.js';
import { importPrivateScalar, pointBytes } from './p256.js';

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
  // Only bound into the AAD: a wrong point fails decryption, so it is shape-checked only (a compressed
  // one is decompressed, which checks it).
  const point = pointBytes(recipient.publicKey);
  return {
    privateKey: key,
    publicKey: point.length === 65 ? point : (await import('./p256-sync.js')).recipientPoint(point),
  };
}
