/**
 * P-256 helpers on `node:crypto` (loaded with Node itself), so starting the sandbox imports no curve
 * library: the public key of a private key, point validation, and a secret-key range check.
 */
import { createECDH, ECDH } from 'node:crypto';

/** The order n of P-256's base point. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/** Uncompressed (default) or compressed public key of a P-256 private key. */
export function p256PublicKey(privateKey: Uint8Array, compressed = false): Uint8Array {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return new Uint8Array(ecdh.getPublicKey(undefined, compressed ? 'compressed' : 'uncompressed'));
}

/** Uncompressed (default) or compressed hex public key of a hex P-256 private key. */
export function getPublicKeyHex(privateKeyHex: string, compressed = false): string {
  return Buffer.from(p256PublicKey(Buffer.from(privateKeyHex, 'hex'), compressed)).toString('hex');
}

/** True when `d` (32 bytes, big-endian) is a valid P-256 private key: 1 ≤ d < n. */
export function isValidP256SecretKey(d: Uint8Array): boolean {
  if (d.length !== 32) return false;
  const value = BigInt(`0x${Buffer.from(d).toString('hex')}`);
  return value > 0n && value < P256_ORDER;
}

/** True when `hex` is a valid P-256 point: compressed (33 bytes, 02/03) or uncompressed (65 bytes, 04). */
export function isValidPoint(hex: string): boolean {
  if (!/^(?:0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/.test(hex)) return false;
  try {
    // Decoding checks that the point is on the curve (and not the point at infinity).
    ECDH.convertKey(hex, 'prime256v1', 'hex', 'hex', 'uncompressed');
    return true;
  } catch {
    return false;
  }
}
