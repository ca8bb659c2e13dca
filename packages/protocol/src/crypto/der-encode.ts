// ECDSA signature → ASN.1 DER, the half of der.ts a signer needs (kept apart so signing loads no parser).
import { KeyholdError } from '../errors.js';
import { isValidScalar } from './scalar.js';

export const invalid = () =>
  new KeyholdError('INVALID_SIGNATURE', 'The signature is not strict DER or raw r‖s of P-256 integers.');

function derInteger(value: Uint8Array): Uint8Array {
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start++;
  const pad = value[start]! >= 0x80 ? 1 : 0;
  const out = new Uint8Array(2 + pad + value.length - start);
  out[0] = 0x02;
  out[1] = out.length - 2;
  out.set(value.subarray(start), 2 + pad);
  return out;
}

/** ASN.1 DER of a 64-byte raw `r‖s` ECDSA signature (no low-S normalisation). */
export function rawToDerSignature(raw: Uint8Array): Uint8Array {
  if (!(raw instanceof Uint8Array) || raw.length !== 64) throw invalid();
  const r = raw.subarray(0, 32);
  const s = raw.subarray(32);
  if (!isValidScalar(r) || !isValidScalar(s)) throw invalid();
  const ri = derInteger(r);
  const si = derInteger(s);
  const out = new Uint8Array(2 + ri.length + si.length);
  out[0] = 0x30;
  out[1] = ri.length + si.length;
  out.set(ri, 2);
  out.set(si, 2 + ri.length);
  return out;
}
