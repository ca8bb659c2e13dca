// Byte encodings of the wire formats (wire-formats.md §1): lowercase hex, base64url without padding,
// UTF-8, and byte helpers. Every decoder is linear in its input. base58check is base58.ts.
import { KeyholdError, tooLarge } from '../errors.js';

const HEX = '0123456789abcdef';

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
