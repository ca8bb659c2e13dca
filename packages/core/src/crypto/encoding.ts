// Byte encodings of the wire formats (wire-formats.md §1): lowercase hex, base64url without padding,
// base58check (Bitcoin alphabet, 4-byte double-SHA-256 checksum), UTF-8.
import { sha256 } from '@noble/hashes/sha2.js';
import { KeyholdError } from '../errors.js';

const HEX = '0123456789abcdef';

/** Lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b >> 4]! + HEX[b & 15]!;
  return out;
}

/** Bytes of a hex string (either case); throws `INVALID_HEX` on odd length or a non-hex character. */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new KeyholdError('INVALID_HEX', 'The value is not valid hex.');
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64URL_INDEX = new Map([...B64URL].map((c, i) => [c, i]));

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
 * character outside the URL-safe alphabet throws `INVALID_BASE64URL`.
 */
export function fromBase64Url(text: string): Uint8Array {
  if (typeof text !== 'string')
    throw new KeyholdError('INVALID_BASE64URL', 'The value is not base64url text.');
  const s = text.replace(/=+$/, '');
  if (s.length % 4 === 1)
    throw new KeyholdError('INVALID_BASE64URL', 'The value has an impossible base64url length.');
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const c of s) {
    const v = B64URL_INDEX.get(c);
    if (v === undefined)
      throw new KeyholdError('INVALID_BASE64URL', 'The value has a character outside base64url.');
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58_INDEX = new Map([...B58].map((c, i) => [c, i]));

function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  return '1'.repeat(zeros) + out;
}

function base58Decode(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  let n = 0n;
  for (const c of text) {
    const v = B58_INDEX.get(c);
    if (v === undefined)
      throw new KeyholdError('INVALID_BASE58', 'The value has a character outside base58.');
    n = n * 58n + BigInt(v);
  }
  const body: number[] = [];
  while (n > 0n) {
    body.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** base58check: base58 of `payload ‖ first 4 bytes of SHA-256(SHA-256(payload))`. */
export function base58checkEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(checksum(payload), payload.length);
  return base58Encode(out);
}

/** Payload of a base58check string; throws `INVALID_BASE58` or `BAD_CHECKSUM`. */
export function base58checkDecode(text: string): Uint8Array {
  if (typeof text !== 'string' || text.length === 0) {
    throw new KeyholdError('INVALID_BASE58', 'The value is empty or not text.');
  }
  const raw = base58Decode(text);
  if (raw.length < 4) throw new KeyholdError('INVALID_BASE58', 'The value is too short to carry a checksum.');
  const payload = raw.subarray(0, raw.length - 4);
  const given = raw.subarray(raw.length - 4);
  const want = checksum(payload);
  if (!given.every((b, i) => b === want[i])) {
    throw new KeyholdError(
      'BAD_CHECKSUM',
      'The base58check checksum does not match: the value was altered or truncated.',
    );
  }
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
