// base58 and base58check (wire-formats.md): the sealed session key and the export bundle are base58check.
// Apart from the other encodings so that only the code opening those loads it.
import { KeyholdError, tooLarge } from '../errors.js';
import { equalBytes } from './encoding.js';
import { subtle } from './webcrypto.js';

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 58; i++) B58_INDEX[B58.charCodeAt(i)] = i;

/** The longest base58check text {@link base58checkDecode} reads unless told otherwise (375 payload bytes). */
export const BASE58CHECK_MAX_CHARS = 512;

/**
 * base58 of `bytes`: repeated multiply-and-add over a byte array (no BigInt), O(n²) in the length, so
 * callers bound the length first.
 */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const digits = new Uint8Array(Math.ceil(((bytes.length - zeros) * 138) / 100) + 1); // log(256)/log(58)
  let length = 0;
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    let j = 0;
    for (let k = digits.length - 1; (carry !== 0 || j < length) && k >= 0; k--, j++) {
      carry += 256 * digits[k]!;
      digits[k] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    length = j;
  }
  let out = '1'.repeat(zeros);
  for (let k = digits.length - length; k < digits.length; k++) out += B58[digits[k]!]!;
  return out;
}

/**
 * Bytes of base58 `text`; throws `INVALID_BASE58` on a character outside the alphabet. Four characters
 * at a time into 24-bit limbs (no BigInt); still O(n²) in the length, so callers check a maximum first.
 */
export function base58Decode(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49) zeros++; // '1'
  const limbs = new Float64Array(Math.ceil(((text.length - zeros) * 733) / 3000) + 1); // little-endian
  let used = 0;
  for (let i = zeros; i < text.length; ) {
    let carry = 0;
    let factor = 1;
    for (let k = 0; k < 4 && i < text.length; k++, i++) {
      const code = text.charCodeAt(i);
      const digit = code < 128 ? B58_INDEX[code]! : -1;
      if (digit < 0) throw new KeyholdError('INVALID_BASE58', 'The value has a character outside base58.');
      carry = carry * 58 + digit;
      factor *= 58;
    }
    for (let j = 0; j < used; j++) {
      const x = limbs[j]! * factor + carry; // < 2^48: exact in a double
      carry = Math.floor(x / 0x1000000);
      limbs[j] = x - carry * 0x1000000;
    }
    for (; carry > 0; carry = Math.floor(carry / 0x1000000)) limbs[used++] = carry % 0x1000000;
  }
  let length = used * 3;
  const be = new Uint8Array(length);
  for (let j = 0; j < used; j++) {
    const v = limbs[j]!;
    be[length - 3 * j - 1] = v & 0xff;
    be[length - 3 * j - 2] = (v >> 8) & 0xff;
    be[length - 3 * j - 3] = v >> 16;
  }
  let start = 0;
  while (start < length && be[start] === 0) start++;
  length -= start;
  const out = new Uint8Array(zeros + length);
  out.set(be.subarray(start), zeros);
  return out;
}

/** SHA-256 of `bytes` through WebCrypto. */
export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', new Uint8Array(bytes)));
}

/** First 4 bytes of SHA-256(SHA-256(payload)): the base58check checksum. */
export async function base58Checksum(payload: Uint8Array): Promise<Uint8Array> {
  return (await sha256(await sha256(payload))).subarray(0, 4);
}

/** base58check: base58 of `payload ‖ first 4 bytes of SHA-256(SHA-256(payload))` (async: WebCrypto digest). */
export async function base58checkEncode(payload: Uint8Array): Promise<string> {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(await base58Checksum(payload), payload.length);
  return base58Encode(out);
}

/**
 * Splits base58check `text` into its payload and given checksum, without hashing; bounded by `maxChars`.
 * Throws `INPUT_TOO_LARGE` or `INVALID_BASE58`.
 */
export function base58checkSplit(
  text: string,
  maxChars: number,
): { payload: Uint8Array; checksum: Uint8Array } {
  if (typeof text !== 'string' || text.length === 0) {
    throw new KeyholdError('INVALID_BASE58', 'The value is empty or not text.');
  }
  if (text.length > maxChars) throw tooLarge('base58check value', text.length, maxChars);
  const raw = base58Decode(text);
  if (raw.length < 4) throw new KeyholdError('INVALID_BASE58', 'The value is too short to carry a checksum.');
  return { payload: raw.subarray(0, raw.length - 4), checksum: raw.subarray(raw.length - 4) };
}

/** Throws `BAD_CHECKSUM` unless `checksum` is the base58check checksum of `payload`. */
export async function checkBase58Checksum(payload: Uint8Array, checksum: Uint8Array): Promise<void> {
  if (!equalBytes(checksum, await base58Checksum(payload))) {
    throw new KeyholdError('BAD_CHECKSUM', 'The base58check checksum does not match (altered or truncated).');
  }
}

/**
 * Payload of a base58check string (async: WebCrypto digest). The length is checked before decoding:
 * over `maxChars` (default {@link BASE58CHECK_MAX_CHARS}) is `INPUT_TOO_LARGE`; otherwise throws
 * `INVALID_BASE58` or `BAD_CHECKSUM`.
 */
export async function base58checkDecode(
  text: string,
  maxChars: number = BASE58CHECK_MAX_CHARS,
): Promise<Uint8Array> {
  const { payload, checksum } = base58checkSplit(text, maxChars);
  await checkBase58Checksum(payload, checksum);
  return payload;
}
