/**
 * Bounded input: every decoder checks its format's maximum length before decoding, and decodes in
 * linear time, so an oversized or malformed value is a typed KeyholdError at once (the time is measured
 * by apps/bench, not asserted here). Before this, a 200 000-character encryptedSessionSigningKey took
 * 44 s in BigInt base58 (past this test's timeout).
 */
import { describe, expect, it } from 'vitest';
import {
  BASE58CHECK_MAX_CHARS,
  EXPORT_ENVELOPE_MAX_CHARS,
  KeyholdError,
  SESSION_BUNDLE_MAX_CHARS,
  STAMP_MAX_CHARS,
  base58checkDecode,
  base58checkEncode,
  decompressPublicKey,
  derToRawSignature,
  fromBase64Url,
  fromHex,
  generateClientKeyPair,
  generateP256PrivateKey,
  openExportEnvelope,
  openSessionKeyBundle,
  parseStamp,
  sealSessionKeyBundle,
  toBase64Url,
  toHex,
  utf8Encode,
  verifyStamp,
} from '@keyhold/protocol/crypto';
import vectors from '../vectors.json';
import { codeOf, rejectionCode } from './helpers.js';

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const randomBase58 = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => B58[b % 58]).join('');

async function rejection(p: Promise<unknown>): Promise<KeyholdError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(KeyholdError);
    return err as KeyholdError;
  }
  throw new Error('expected a KeyholdError');
}

describe('encryptedSessionSigningKey', () => {
  it('is INPUT_TOO_LARGE over its format maximum, before decoding: 200 000 characters', async () => {
    const client = await generateClientKeyPair();
    const err = await rejection(openSessionKeyBundle('2'.repeat(200_000), client));
    expect(err.code).toBe('INPUT_TOO_LARGE');
    expect(err.details).toEqual({ length: 200_000, maxLength: SESSION_BUNDLE_MAX_CHARS });
    expect(err.message).not.toContain('2222');
  });

  it('is INPUT_TOO_LARGE one character over, and a full-length random value is only a bad checksum', async () => {
    const client = await generateClientKeyPair();
    expect(SESSION_BUNDLE_MAX_CHARS).toBe(117);
    expect(await rejectionCode(openSessionKeyBundle(randomBase58(118), client))).toBe('INPUT_TOO_LARGE');
    expect(await rejectionCode(openSessionKeyBundle('2' + randomBase58(116), client))).toBe('BAD_CHECKSUM');
    expect(await rejectionCode(openSessionKeyBundle(randomBase58(116) + '0', client))).toBe('INVALID_BASE58');
    expect(await rejectionCode(openSessionKeyBundle(42 as unknown as string, client))).toBe('INVALID_BASE58');
  });

  it('every real bundle fits the maximum, and nothing is lost after a refusal', async () => {
    const client = await generateClientKeyPair();
    for (let i = 0; i < 8; i++) {
      const bundle = await sealSessionKeyBundle(generateP256PrivateKey(), client.publicKey);
      expect(bundle.length).toBeLessThanOrEqual(SESSION_BUNDLE_MAX_CHARS);
    }
    expect(vectors['public-session-bundle'].bundle.length).toBeLessThanOrEqual(SESSION_BUNDLE_MAX_CHARS);
    await rejection(openSessionKeyBundle('z'.repeat(1_000_000), client));
    const key = generateP256PrivateKey();
    const bundle = await sealSessionKeyBundle(key, client.publicKey);
    expect(toHex(await openSessionKeyBundle(bundle, client))).toBe(toHex(key));
  });
});

describe('base58check', () => {
  it('is INPUT_TOO_LARGE over its default maximum, and decodes longer values when allowed', async () => {
    expect(await rejectionCode(base58checkDecode('2'.repeat(200_000)))).toBe('INPUT_TOO_LARGE');
    expect(await rejectionCode(base58checkDecode(randomBase58(BASE58CHECK_MAX_CHARS + 1)))).toBe(
      'INPUT_TOO_LARGE',
    );
    const payload = crypto.getRandomValues(new Uint8Array(600));
    const text = await base58checkEncode(payload);
    expect(text.length).toBeGreaterThan(BASE58CHECK_MAX_CHARS);
    expect(await rejectionCode(base58checkDecode(text))).toBe('INPUT_TOO_LARGE');
    expect(toHex(await base58checkDecode(text, text.length))).toBe(toHex(payload));
  });
});

describe('stamps', () => {
  const v = vectors['computed-stamp'];
  it('a header over its maximum is INPUT_TOO_LARGE: verifyStamp reports it, parseStamp throws it', async () => {
    expect(await verifyStamp(v.payloadToSign, 'e'.repeat(1_000_000))).toEqual({
      valid: false,
      publicKey: '',
      error: 'INPUT_TOO_LARGE',
    });
    expect(codeOf(() => parseStamp('e'.repeat(STAMP_MAX_CHARS + 1)))).toBe('INPUT_TOO_LARGE');
    expect(v.headerValue.length).toBeLessThanOrEqual(STAMP_MAX_CHARS);
    expect((await verifyStamp(v.payloadToSign, v.headerValue)).valid).toBe(true);
  });

  it('a signature longer than any DER P-256 signature is INVALID_SIGNATURE', async () => {
    const good = parseStamp(v.headerValue);
    const header = toBase64Url(utf8Encode(JSON.stringify({ ...good, signature: '30'.repeat(73) })));
    expect(await verifyStamp(v.payloadToSign, header)).toMatchObject({
      valid: false,
      error: 'INVALID_SIGNATURE',
    });
  });
});

describe('export envelopes', () => {
  it('an envelope over its maximum is INPUT_TOO_LARGE before it is parsed', async () => {
    const client = await generateClientKeyPair();
    const huge = `{"version":"v1.0.0","data":"${'00'.repeat(500_000)}"}`;
    const err = await rejection(openExportEnvelope(huge, client));
    expect(err.code).toBe('INPUT_TOO_LARGE');
    expect(err.details).toEqual({ length: huge.length, maxLength: EXPORT_ENVELOPE_MAX_CHARS });
    expect(await rejectionCode(openExportEnvelope('['.repeat(EXPORT_ENVELOPE_MAX_CHARS + 1), client))).toBe(
      'INPUT_TOO_LARGE',
    );
    expect(await rejectionCode(openExportEnvelope(7 as unknown as string, client))).toBe(
      'MALFORMED_ENVELOPE',
    );
    expect(JSON.stringify(vectors['public-export-bundle'].envelope).length).toBeLessThan(
      EXPORT_ENVELOPE_MAX_CHARS,
    );
  });
});

describe('linear decoders', () => {
  it('base64url: a long run of padding before a bad character is refused in one pass', () => {
    // The old trailing-padding regex backtracked over the run (quadratic): this took minutes.
    expect(codeOf(() => fromBase64Url('A' + '='.repeat(200_000) + '!'))).toBe('INVALID_BASE64URL');
    expect(codeOf(() => fromBase64Url('A'.repeat(101), 100))).toBe('INPUT_TOO_LARGE');
    expect(toHex(fromBase64Url('AQ' + '='.repeat(1000)))).toBe('01');
  });

  it('public keys, DER signatures and hex of any length are refused by their shape', () => {
    expect(codeOf(() => decompressPublicKey('02'.repeat(500_000)))).toBe('INVALID_PUBLIC_KEY');
    expect(codeOf(() => derToRawSignature(new Uint8Array(1_000_000)))).toBe('INVALID_SIGNATURE');
    expect(codeOf(() => fromHex('0'.repeat(999_999) + 'g'))).toBe('INVALID_HEX');
  });
});
