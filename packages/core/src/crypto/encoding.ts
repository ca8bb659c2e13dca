// Byte encodings of the wire formats (wire-formats.md §1): lowercase hex, base64url without padding,
// base58check (Bitcoin alphabet, 4-byte double-SHA-256 checksum), UTF-8. Every decoder is linear in its
// input except base58 (a base conversion), whose callers bound the length first.
import { KeyholdError } from '../errors.js';
import { subtle } from './webcrypto.js';

const HEX = '0123456789abcdef';

/** `INPUT_TOO_LARGE`: `what` is longer than its format allows; thrown before anything is decoded. */
export function tooLarge(what: string, length: number, maxLength: number): KeyholdError {
  return new KeyholdError(
    'INPUT_TOO_LARGE',
    `The ${what} is longer than the ${maxLength} characters its format allows.`,
    { details: { length, maxLength } },
  );
}

/** Lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b >> 4]! + HEX[b & 15]!;
  return out;
}

const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUE[HEX.charCodeAt(i)] = i;
  HEX_VALUE[HEX.toUpperCase().charCodeAt(i)] = i;
}

/** Bytes of a hex string (either case); throws `INVALID_HEX` on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) {
    throw new KeyholdError('INVALID_HEX', 'The value is not valid hex.');
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const a = hex.charCodeAt(2 * i);
    const b = hex.charCodeAt(2 * i + 1);
    const hi = a < 128 ? HEX_VALUE[a]! : -1;
    const lo = b < 128 ? HEX_VALUE[b]! : -1;
    if (hi < 0 || lo < 0) throw new KeyholdError('INVALID_HEX', 'The value is not valid hex.');
    out[i] = (hi << 4) | lo;
  }
  return out;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64URL_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64URL_INDEX[B64URL.charCodeAt(i)] = i;

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += B64URL[n >> 18]! + B64URL[(n >> 12) & 63]! + B64URL[(n >> 6) & 63]! + B64URL[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += B64URL[n >> 18]! + B64URL[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += B64URL[n >> 18]! + B64URL[(n >> 12) & 63]! + B64URL[(n >> 6) & 63]!;
  }
  return out;
}

/**
 * Bytes of a base64url string. Padding `=` is tolerated (some WebAuthn stacks add it); any other
 * character outside the URL-safe alphabet throws `INVALID_BASE64URL`. With `maxChars`, a longer text is
 * `INPUT_TOO_LARGE` before anything is decoded. Linear in the length.
 */
export function fromBase64Url(text: string, maxChars = Infinity): Uint8Array {
  if (typeof text !== 'string')
    throw new KeyholdError('INVALID_BASE64URL', 'The value is not base64url text.');
  if (text.length > maxChars) throw tooLarge('base64url value', text.length, maxChars);
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61) end--; // trailing '='
  if (end % 4 === 1)
    throw new KeyholdError('INVALID_BASE64URL', 'The value has an impossible base64url length.');
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64URL_INDEX[c]! : -1;
    if (v < 0) throw new KeyholdError('INVALID_BASE64URL', 'The value has a character outside base64url.');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

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

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes of `text`. */
export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Text of UTF-8 `bytes`; throws `INVALID_UTF8` on malformed input. */
export function utf8Decode(bytes: Uint8Array): string {
  try {
    return strictDecoder.decode(bytes);
  } catch (cause) {
    throw new KeyholdError('INVALID_UTF8', 'The bytes are not valid UTF-8.', { cause });
  }
}

/** Concatenation of byte arrays. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Constant-time comparison of two byte arrays of any length. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
