import { describe, expect, it } from 'vitest';
import {
  base58checkDecode,
  base58checkEncode,
  compressPublicKey,
  decompressPublicKey,
  derToRawSignature,
  fromBase64Url,
  fromHex,
  rawToDerSignature,
  toBase64Url,
  toHex,
  utf8Decode,
  utf8Encode,
} from '@keyhold/protocol/crypto';
import vectors from '../vectors.json';
import { codeOf, rejectionCode } from './helpers.js';

const sample = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 0xff);

describe('hex', () => {
  it('round-trips and is lowercase', () => {
    expect(toHex(Uint8Array.of(0, 15, 16, 255))).toBe('000f10ff');
    expect(toHex(fromHex('DEADbeef'))).toBe('deadbeef');
  });
  it('rejects odd length and non-hex characters', () => {
    expect(codeOf(() => fromHex('abc'))).toBe('INVALID_HEX');
    expect(codeOf(() => fromHex('zz'))).toBe('INVALID_HEX');
  });
});

describe('base64url', () => {
  it('round-trips every length without padding', () => {
    for (let n = 0; n < 40; n++) {
      const text = toBase64Url(sample(n));
      expect(text).not.toMatch(/[=+/]/);
      expect(toHex(fromBase64Url(text))).toBe(toHex(sample(n)));
    }
  });
  it('matches the platform base64 on the URL-safe alphabet', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const std = btoa(String.fromCharCode(...bytes));
    expect(toBase64Url(bytes)).toBe(std.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  });
  it('tolerates trailing padding but rejects foreign characters and impossible lengths', () => {
    expect(toHex(fromBase64Url('AQ=='))).toBe('01');
    expect(codeOf(() => fromBase64Url('ab+c'))).toBe('INVALID_BASE64URL');
    expect(codeOf(() => fromBase64Url('abcde'))).toBe('INVALID_BASE64URL');
  });
});

describe('base58check', () => {
  it('round-trips, keeping leading zero bytes', async () => {
    for (const bytes of [new Uint8Array(0), Uint8Array.of(0, 0, 1), sample(81)]) {
      expect(toHex(await base58checkDecode(await base58checkEncode(bytes)))).toBe(toHex(bytes));
    }
  });
  it('rejects a bad checksum', async () => {
    const good = vectors['public-session-bundle'].bundle;
    const last = good.at(-1) === '1' ? '2' : '1';
    expect(await rejectionCode(base58checkDecode(good.slice(0, -1) + last))).toBe('BAD_CHECKSUM');
  });
  it('rejects a truncated value and characters outside the alphabet', async () => {
    expect(await rejectionCode(base58checkDecode(vectors['public-session-bundle'].bundle.slice(0, -3)))).toBe(
      'BAD_CHECKSUM',
    );
    expect(await rejectionCode(base58checkDecode('0OIl'))).toBe('INVALID_BASE58');
    expect(await rejectionCode(base58checkDecode(''))).toBe('INVALID_BASE58');
    expect(await rejectionCode(base58checkDecode('1'))).toBe('INVALID_BASE58');
  });
});

describe('points', () => {
  const compressed = vectors['public-api-key'].publicKeyCompressed;
  it('compresses and decompresses', () => {
    const full = decompressPublicKey(compressed);
    expect(full).toHaveLength(130);
    expect(compressPublicKey(full)).toBe(compressed);
    expect(compressPublicKey(fromHex(compressed))).toBe(compressed);
  });
  it('rejects wrong lengths, wrong prefixes and points off the curve', () => {
    expect(codeOf(() => decompressPublicKey(compressed.slice(0, 64)))).toBe('INVALID_PUBLIC_KEY');
    expect(codeOf(() => decompressPublicKey('05' + compressed.slice(2)))).toBe('INVALID_PUBLIC_KEY');
    const full = decompressPublicKey(compressed);
    const offCurve = full.slice(0, -2) + (full.endsWith('00') ? '01' : '00');
    expect(codeOf(() => compressPublicKey(offCurve))).toBe('INVALID_PUBLIC_KEY');
    expect(codeOf(() => decompressPublicKey('not hex'))).toBe('INVALID_PUBLIC_KEY');
  });
});

describe('signatures', () => {
  it('converts raw ⇄ DER without touching high-S values', () => {
    const der = fromHex(vectors['public-export-bundle'].envelope.dataSignature); // high-S
    const raw = derToRawSignature(der);
    expect(raw).toHaveLength(64);
    expect(toHex(rawToDerSignature(raw))).toBe(toHex(der));
  });
  it('rejects malformed DER and wrong raw lengths', () => {
    expect(codeOf(() => derToRawSignature(fromHex('3000')))).toBe('INVALID_SIGNATURE');
    expect(codeOf(() => derToRawSignature(sample(70)))).toBe('INVALID_SIGNATURE');
    expect(codeOf(() => rawToDerSignature(sample(63)))).toBe('INVALID_SIGNATURE');
  });
});

describe('utf-8', () => {
  it('round-trips non-ASCII text and rejects malformed bytes', () => {
    expect(utf8Decode(utf8Encode('Zoë 💸 日本'))).toBe('Zoë 💸 日本');
    expect(codeOf(() => utf8Decode(Uint8Array.of(0xc3, 0x28)))).toBe('INVALID_UTF8');
  });
});
