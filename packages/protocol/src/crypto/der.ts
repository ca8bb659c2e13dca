// ECDSA signatures: ASN.1 DER `SEQUENCE { INTEGER r, INTEGER s }` ⇄ the 64-byte `r‖s` WebCrypto uses.
// Strict and linear: short-form lengths only (a P-256 signature is at most 72 bytes), minimal positive
// integers, r and s in [1, n − 1], nothing after the sequence.
import { invalid } from './der-encode.js';
import { isValidScalar } from './scalar.js';

export { rawToDerSignature } from './der-encode.js';

/** 64-byte raw `r‖s` of an ASN.1 DER ECDSA signature; throws `INVALID_SIGNATURE` on malformed DER. */
export function derToRawSignature(der: Uint8Array): Uint8Array {
  if (!(der instanceof Uint8Array) || der.length < 8 || der.length > 72) {
    throw invalid();
  }
  if (der[0] !== 0x30 || der[1] !== der.length - 2) {
    throw invalid();
  }
  const out = new Uint8Array(64);
  let offset = 2;
  for (const half of [0, 32]) {
    const length = der[offset + 1] ?? 0;
    const end = offset + 2 + length;
    if (der[offset] !== 0x02 || length < 1 || length > 33 || end > der.length) {
      throw invalid();
    }
    const value = der.subarray(offset + 2, end);
    if (value[0]! >= 0x80) throw invalid();
    if (value[0] === 0 && length > 1 && value[1]! < 0x80) {
      throw invalid();
    }
    const trimmed = length === 33 ? value.subarray(1) : value;
    if (length === 33 && value[0] !== 0) throw invalid();
    out.set(trimmed, half + 32 - trimmed.length);
    if (!isValidScalar(out.subarray(half, half + 32))) {
      throw invalid();
    }
    offset = end;
  }
  if (offset !== der.length) throw invalid();
  return out;
}
