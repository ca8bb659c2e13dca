import { describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  fromHex,
  generateP256PrivateKey,
  importSessionKey,
  KeyholdError,
  parseStamp,
  sha256Hex,
  stamp,
  toBase64Url,
  utf8Decode,
  utf8Encode,
  verifyStamp,
} from '@keyhold/protocol/crypto';
import vectors from '../vectors.json';

const v = vectors['computed-stamp'];
const b64json = (obj: unknown) => toBase64Url(utf8Encode(JSON.stringify(obj)));

describe('stamp', () => {
  it('is base64url JSON with keys in the documented order and no spaces', async () => {
    const signer = await importSessionKey(fromHex(v.sessionPrivateKey));
    const json = utf8Decode(fromBase64Url(await stamp(v.payloadToSign, signer)));
    expect(json).toMatch(
      /^\{"publicKey":"0351a7580833898ea1b183cbd7350a4099078c6ef1c1e18e970cd7683035f25e7d","scheme":"SIGNATURE_SCHEME_TK_API_P256","signature":"30[0-9a-f]+"\}$/,
    );
  });

  it('signs the payload bytes as received: a whitespace change no longer verifies', async () => {
    const signer = await importSessionKey(generateP256PrivateKey());
    const payload = '{"a": 1,\n "name":"Ünïcödé"}';
    const header = await stamp(payload, signer);
    expect((await verifyStamp(payload, header)).valid).toBe(true);
    expect(await verifyStamp(JSON.stringify(JSON.parse(payload)), header)).toMatchObject({
      valid: false,
      error: 'SIGNATURE_MISMATCH',
    });
  });

  it('verifies many stamps, about half of them high-S (WebCrypto does not normalise)', async () => {
    const signer = await importSessionKey(generateP256PrivateKey());
    const results = await Promise.all(
      Array.from({ length: 24 }, async (_, i) =>
        verifyStamp(`payload ${i}`, await stamp(`payload ${i}`, signer)),
      ),
    );
    expect(results.every((r) => r.valid)).toBe(true);
  });

  it('reports a stamp by another key as a mismatch with that key', async () => {
    const other = await importSessionKey(generateP256PrivateKey());
    const header = await stamp(v.payloadToSign, other);
    const parsed = parseStamp(header);
    const forged = b64json({ ...parsed, publicKey: v.publicKeyCompressed });
    expect(await verifyStamp(v.payloadToSign, forged)).toEqual({
      valid: false,
      publicKey: v.publicKeyCompressed,
      error: 'SIGNATURE_MISMATCH',
    });
  });

  it('never throws on malformed stamps and names the problem', async () => {
    const good = parseStamp(v.headerValue);
    const cases: Array<[string, string]> = [
      ['not base64url!', 'MALFORMED_STAMP'],
      [toBase64Url(utf8Encode('{not json')), 'MALFORMED_STAMP'],
      [b64json([1, 2]), 'MALFORMED_STAMP'],
      [b64json({ publicKey: good.publicKey, scheme: good.scheme }), 'MALFORMED_STAMP'],
      [b64json({ ...good, scheme: 'SIGNATURE_SCHEME_TK_API_ED25519' }), 'UNSUPPORTED_SCHEME'],
      [b64json({ ...good, publicKey: '04' + good.publicKey.slice(2) }), 'INVALID_PUBLIC_KEY'],
      [b64json({ ...good, publicKey: '02' + 'ff'.repeat(32) }), 'INVALID_PUBLIC_KEY'],
      [b64json({ ...good, signature: 'zz' }), 'INVALID_SIGNATURE'],
      [b64json({ ...good, signature: '3000' }), 'SIGNATURE_MISMATCH'],
    ];
    for (const [header, error] of cases) {
      const result = await verifyStamp(v.payloadToSign, header);
      expect(result.valid, header).toBe(false);
      expect(result.error, header).toBe(error);
    }
  });

  it('parseStamp throws KeyholdError codes for the same inputs', () => {
    expect(() => parseStamp('%%%')).toThrow(KeyholdError);
    expect(() => parseStamp(b64json({ publicKey: 'x', scheme: 'OTHER', signature: '' }))).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_SCHEME' }),
    );
    expect(parseStamp(v.headerValue)).toEqual({
      publicKey: v.publicKeyCompressed,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
      signature: v.signatureDerHex,
    });
  });

  it('refuses to stamp with a key that is not an ECDSA key', async () => {
    const ecdh = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ])) as CryptoKeyPair;
    await expect(
      stamp('x', { privateKey: ecdh.privateKey, publicKey: v.publicKeyCompressed }),
    ).rejects.toMatchObject({
      code: 'WRONG_KEY_TYPE',
    });
  });

  it('sha256Hex hashes UTF-8 text and bytes', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(utf8Encode('abc'))).toBe(await sha256Hex('abc'));
  });
});
