import { p256 } from '@noble/curves/nist.js';

/** Uncompressed (default) or compressed hex public key of a hex P-256 private key. */
export function getPublicKeyHex(privateKeyHex: string, compressed = false): string {
  return Buffer.from(p256.getPublicKey(Buffer.from(privateKeyHex, 'hex'), compressed)).toString('hex');
}

/** True when `hex` is a valid P-256 point (compressed or uncompressed). */
export function isValidPoint(hex: string): boolean {
  try {
    p256.Point.fromHex(hex);
    return true;
  } catch {
    return false;
  }
}
