/**
 * Malformed inputs found in the security review: every one must end in a KeyholdError with its code (or,
 * for verifyStamp, a `{valid: false}` report), never a TypeError or DOMException, and no message may
 * carry the input it refused.
 */
import { describe, expect, it } from 'vitest';
import {
  generateClientKeyPair,
  KeyholdError,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  sha256Hex,
  toBase64Url,
  utf8Encode,
  verifyStamp,
} from '@keyhold/protocol/crypto';

const stampOf = (obj: unknown) => toBase64Url(utf8Encode(JSON.stringify(obj)));
const PUBLIC = '0351a7580833898ea1b183cbd7350a4099078c6ef1c1e18e970cd7683035f25e7d';

async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('malformed input never escapes as a non-KeyholdError', () => {
  it('verifyStamp reports (never throws) a signature of odd hex length', async () => {
    const header = stampOf({ publicKey: PUBLIC, scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: '304' });
    const result = await verifyStamp('payload', header).catch((err: unknown) => ({ threw: err }));
    expect(result).toEqual({ valid: false, publicKey: '', error: 'INVALID_SIGNATURE' });
  });

  it('opening a bundle with an ECDH key of another curve is WRONG_KEY_TYPE', async () => {
    const target = await generateClientKeyPair();
    const bundle = await sealSessionKeyBundle(new Uint8Array(32).fill(7), target.publicKey);
    const p384 = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-384' }, false, [
      'deriveBits',
    ])) as CryptoKeyPair;
    const err = await thrown(
      openSessionKeyBundle(bundle, { publicKey: target.publicKey, privateKey: p384.privateKey }),
    );
    expect(err).toBeInstanceOf(KeyholdError);
    expect((err as KeyholdError).code).toBe('WRONG_KEY_TYPE');
  });

  it('opening a bundle with an ECDH key that may not derive bits is WRONG_KEY_TYPE', async () => {
    const target = await generateClientKeyPair();
    const bundle = await sealSessionKeyBundle(new Uint8Array(32).fill(7), target.publicKey);
    const noUsage = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveKey',
    ])) as CryptoKeyPair;
    const err = await thrown(
      openSessionKeyBundle(bundle, { publicKey: target.publicKey, privateKey: noUsage.privateKey }),
    );
    expect(err).toBeInstanceOf(KeyholdError);
    expect((err as KeyholdError).code).toBe('WRONG_KEY_TYPE');
  });

  it('sha256Hex of something that is neither text nor bytes is INVALID_INPUT', async () => {
    const err = await thrown(sha256Hex(42 as unknown as string));
    expect(err).toBeInstanceOf(KeyholdError);
    expect((err as KeyholdError).code).toBe('INVALID_INPUT');
  });
});
