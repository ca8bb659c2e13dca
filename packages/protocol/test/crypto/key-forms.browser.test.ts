/**
 * The key forms each engine's WebCrypto imports, and the core choosing its path from them: no import the
 * engine refuses is ever tried (Firefox refuses PKCS#8 without the public key, WebKit compressed points).
 */
import { p256 } from '@noble/curves/nist.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from 'vitest/browser';
import { generateP256PrivateKey, toHex } from '@keyhold/protocol/crypto';
import { keyForms } from '../../src/crypto/key-forms.js';
import { importPoint, importPrivateScalar } from '../../src/crypto/p256.js';

const KNOWN: Record<string, { pkcs8WithoutPublicKey: boolean; compressedPoints: boolean }> = {
  chromium: { pkcs8WithoutPublicKey: true, compressedPoints: true },
  firefox: { pkcs8WithoutPublicKey: false, compressedPoints: true },
  webkit: { pkcs8WithoutPublicKey: true, compressedPoints: false },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WebCrypto key forms in this engine', () => {
  it(`are the ones ${server.browser} is known for`, async () => {
    expect(KNOWN[server.browser]).toBeDefined();
    expect(await keyForms()).toEqual(KNOWN[server.browser]);
  });

  it('a scalar and a compressed point import without any WebCrypto call the engine refuses', async () => {
    const d = () => generateP256PrivateKey();
    await importPrivateScalar(d(), 'ECDSA');
    const calls = [vi.spyOn(crypto.subtle, 'importKey'), vi.spyOn(crypto.subtle, 'exportKey')];
    for (let i = 0; i < 4; i++) {
      const scalar = d();
      const { publicKey } = await importPrivateScalar(scalar, i % 2 ? 'ECDH' : 'ECDSA');
      expect(toHex(publicKey)).toBe(toHex(p256.getPublicKey(scalar, false)));
      const { point } = await importPoint(p256.getPublicKey(scalar, true), 'ECDSA');
      expect(toHex(point)).toBe(toHex(publicKey));
    }
    const refused: string[] = [];
    for (const [i, spy] of calls.entries()) {
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      const outcomes = await Promise.allSettled(spy.mock.results.map((r) => r.value as unknown));
      outcomes.forEach((o, n) => {
        if (o.status === 'rejected')
          refused.push(`${i ? 'export' : 'import'} ${String(spy.mock.calls[n]?.[0])}`);
      });
    }
    expect(refused, 'WebCrypto calls the engine refused').toEqual([]);
  });
});
