/**
 * The BigInt and small-code paths against @noble/curves as an oracle: the public key of a scalar (the
 * synchronous getPublicKey, and the import fallback for a WebCrypto that cannot import PKCS#8 without the
 * public key), point decompression (the synchronous helpers and the fallback for a WebCrypto without
 * compressed-point import) and DER.
 */
import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import {
  base58checkDecode,
  base58checkEncode,
  compressPublicKey,
  decompressPublicKey,
  derToRawSignature,
  fromHex,
  generateP256PrivateKey,
  getPublicKey,
  importSessionKey,
  KeyholdError,
  rawToDerSignature,
  stamp,
  toBase64Url,
  toHex,
  verifyStamp,
} from '@keyhold/protocol/crypto';
import { keyForms } from '../../src/crypto/key-forms.js';
import { importPoint, importPrivateScalar, PKCS8_PREFIX } from '../../src/crypto/p256.js';
import { importScalarWithComputedPoint } from '../../src/crypto/p256-sync.js';
import vectors from '../vectors.json';
import { codeOf, rejectionCode } from './helpers.js';

const N = p256.Point.CURVE().n;
const scalarBytes = (n: bigint) => fromHex(n.toString(16).padStart(64, '0'));
const scalars = () => [
  scalarBytes(1n),
  scalarBytes(2n),
  scalarBytes(N - 1n),
  fromHex(vectors['public-api-key'].privateKey),
  fromHex(vectors['computed-stamp'].sessionPrivateKey),
  ...Array.from({ length: 12 }, () => generateP256PrivateKey()),
];

describe('the WebCrypto paths themselves (so a silent fallback cannot hide a broken encoding)', () => {
  it('imports the PKCS#8 the core builds (no public key) and exports the JWK point, where the engine takes that form', async () => {
    const { pkcs8WithoutPublicKey } = await keyForms();
    for (const d of scalars().slice(0, 6)) {
      const pkcs8 = new Uint8Array([...PKCS8_PREFIX, ...d]);
      // Firefox takes the import but cannot export the point it never derived.
      const exported = crypto.subtle
        .importKey('pkcs8', pkcs8, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])
        .then((key) => crypto.subtle.exportKey('jwk', key));
      if (!pkcs8WithoutPublicKey) {
        await expect(exported).rejects.toThrow();
        continue;
      }
      const jwk = await exported;
      const point = p256.getPublicKey(d, false);
      expect(jwk.x).toBe(toBase64Url(point.subarray(1, 33)));
      expect(jwk.y).toBe(toBase64Url(point.subarray(33)));
    }
  });

  it('imports a compressed point and exports it uncompressed, where the engine takes that form', async () => {
    const { compressedPoints } = await keyForms();
    for (const d of scalars().slice(0, 6)) {
      const imported = crypto.subtle.importKey(
        'raw',
        new Uint8Array(p256.getPublicKey(d, true)),
        { name: 'ECDH', namedCurve: 'P-256' },
        true,
        [],
      );
      const uncompressed = toHex(p256.getPublicKey(d, false));
      expect(toHex((await importPoint(p256.getPublicKey(d, true), 'ECDH')).point)).toBe(uncompressed);
      if (!compressedPoints) {
        await expect(imported).rejects.toThrow();
        continue;
      }
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', await imported));
      expect(toHex(raw)).toBe(uncompressed);
    }
  });

  it('a compressed point that is not on the curve is refused as INVALID_PUBLIC_KEY on either path', async () => {
    expect(await rejectionCode(importPoint('02' + 'ff'.repeat(32), 'ECDH'))).toBe('INVALID_PUBLIC_KEY');
  });
});

describe('public key of a scalar in BigInt', () => {
  it('matches @noble/curves, both forms, edge scalars included', () => {
    for (const d of scalars()) {
      expect(getPublicKey(d, true)).toBe(toHex(p256.getPublicKey(d, true)));
      expect(getPublicKey(d, false)).toBe(toHex(p256.getPublicKey(d, false)));
    }
  });

  it('matches what WebCrypto computes on import', async () => {
    for (const d of scalars().slice(3, 8)) {
      const { publicKey } = await importPrivateScalar(d, 'ECDSA');
      expect(toHex(publicKey)).toBe(getPublicKey(d, false));
    }
  });

  it('the import fallback makes non-extractable keys whose stamps verify under that public key', async () => {
    for (const d of scalars().slice(0, 6)) {
      const { key, publicKey } = await importScalarWithComputedPoint(d, 'ECDSA');
      expect(key.extractable).toBe(false);
      expect(toHex(publicKey)).toBe(toHex(p256.getPublicKey(d, false)));
      const signer = { privateKey: key, publicKey: compressPublicKey(publicKey) };
      expect(await verifyStamp('payload', await stamp('payload', signer))).toEqual({
        valid: true,
        publicKey: signer.publicKey,
      });
    }
  });

  it('the ECDH import fallback derives the same secret as the WebCrypto path', async () => {
    const d = generateP256PrivateKey();
    const peer = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ])) as CryptoKeyPair;
    const a = await importScalarWithComputedPoint(d, 'ECDH');
    const b = await importPrivateScalar(d, 'ECDH');
    const bits = async (key: CryptoKey) =>
      toHex(
        new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: peer.publicKey }, key, 256)),
      );
    expect(await bits(a.key)).toBe(await bits(b.key));
  });

  it('refuses scalars outside [1, n − 1] on every path', async () => {
    for (const bad of [new Uint8Array(32), scalarBytes(N), fromHex('ff'.repeat(32)), new Uint8Array(31)]) {
      expect(codeOf(() => getPublicKey(bad))).toBe('INVALID_PRIVATE_KEY');
      expect(await rejectionCode(importScalarWithComputedPoint(bad, 'ECDSA'))).toBe('INVALID_PRIVATE_KEY');
      expect(await rejectionCode(importPrivateScalar(bad, 'ECDH'))).toBe('INVALID_PRIVATE_KEY');
    }
  });

  it('the session key import keeps its public key whichever path computed it', async () => {
    const d = generateP256PrivateKey();
    const signer = await importSessionKey(d.slice());
    expect(signer.publicKey).toBe(toHex(p256.getPublicKey(d, true)));
  });
});

describe('point decompression in BigInt', () => {
  it('matches @noble/curves for both parities', () => {
    for (const d of scalars()) {
      const compressed = p256.getPublicKey(d, true);
      expect(decompressPublicKey(compressed)).toBe(toHex(p256.getPublicKey(d, false)));
      expect(compressPublicKey(p256.getPublicKey(d, false))).toBe(toHex(compressed));
    }
  });

  it('refuses x values that are not on the curve exactly when @noble/curves does', () => {
    let offCurve = 0;
    for (let i = 0; i < 24; i++) {
      const candidate = Uint8Array.of(2 + (i & 1), ...crypto.getRandomValues(new Uint8Array(32)));
      let nobleAccepts = true;
      try {
        p256.Point.fromBytes(candidate);
      } catch {
        nobleAccepts = false;
      }
      if (nobleAccepts) {
        expect(decompressPublicKey(candidate)).toBe(toHex(p256.Point.fromBytes(candidate).toBytes(false)));
      } else {
        offCurve++;
        expect(codeOf(() => decompressPublicKey(candidate))).toBe('INVALID_PUBLIC_KEY');
      }
    }
    expect(codeOf(() => decompressPublicKey('02' + 'ff'.repeat(32)))).toBe('INVALID_PUBLIC_KEY');
    expect(offCurve).toBeGreaterThan(0); // about half of random x values have no point
  });
});

describe('DER signatures', () => {
  it('encodes and decodes exactly as @noble/curves, including high-S and short integers', () => {
    for (let i = 0; i < 40; i++) {
      const d = generateP256PrivateKey();
      const sig = p256.sign(crypto.getRandomValues(new Uint8Array(16)), d, { lowS: false });
      const raw = sig; // compact r‖s
      const der = p256.Signature.fromBytes(raw, 'compact').toBytes('der');
      expect(toHex(rawToDerSignature(raw))).toBe(toHex(der));
      expect(toHex(derToRawSignature(der))).toBe(toHex(raw));
    }
    const small = new Uint8Array(64);
    small[31] = 1;
    small[63] = 0x80; // r = 1, s = 0x80 (needs a leading zero)
    expect(toHex(rawToDerSignature(small))).toBe('3007020101020200' + '80');
    expect(toHex(derToRawSignature(rawToDerSignature(small)))).toBe(toHex(small));
  });

  it('refuses non-strict DER that @noble/curves refuses too', () => {
    const der = fromHex(vectors['computed-stamp'].signatureDerHex);
    const cases: Uint8Array[] = [
      Uint8Array.of(...der, 0), // trailing byte
      Uint8Array.of(0x30, 0x81, der.length - 2, ...der.subarray(2)), // long-form length
      fromHex('3006020100020101'), // r = 0
      fromHex('300702020001020101'), // unnecessary leading zero
      fromHex('3006020181020101'), // negative r
      Uint8Array.of(0x30, 0x26, 0x02, 0x21, 0x01, ...new Uint8Array(32), 0x02, 0x01, 0x01), // r > 32 bytes
      Uint8Array.of(0x30, 0x25, 0x02, 0x20, ...fromHex(N.toString(16)), 0x02, 0x01, 0x01), // r = n
    ];
    for (const bad of cases) {
      expect(() => p256.Signature.fromBytes(bad, 'der'), toHex(bad)).toThrow();
      expect(
        codeOf(() => derToRawSignature(bad)),
        toHex(bad),
      ).toBe('INVALID_SIGNATURE');
    }
    expect(codeOf(() => rawToDerSignature(new Uint8Array(64)))).toBe('INVALID_SIGNATURE');
    expect(() => derToRawSignature('3006' as unknown as Uint8Array)).toThrow(KeyholdError);
  });
});

describe('base58 without BigInt', () => {
  it('decodes what the byte-wise encoder makes, every length to 120 bytes, leading zeros kept', async () => {
    for (let n = 0; n <= 120; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      if (n % 3 === 0) bytes.fill(0, 0, Math.min(n, 2));
      const text = await base58checkEncode(bytes);
      expect(toHex(await base58checkDecode(text, 1000))).toBe(toHex(bytes));
    }
  });
});
