import { describe, expect, it } from 'vitest';
import {
  base58checkDecode,
  base58checkEncode,
  concatBytes,
  fromHex,
  generateClientKeyPair,
  generateP256PrivateKey,
  getPublicKey,
  importSessionKey,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  stamp,
  toHex,
  verifyStamp,
} from '@keyhold/protocol/crypto';
import vectors from '../vectors.json';
import { rejectionCode } from './helpers.js';

describe('client key pair', () => {
  it('is a fresh uncompressed public key and a non-extractable ECDH key', async () => {
    const a = await generateClientKeyPair();
    const b = await generateClientKeyPair();
    expect(a.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(a.publicKey).not.toBe(b.publicKey);
    expect(a.privateKey.extractable).toBe(false);
    expect(a.privateKey.algorithm.name).toBe('ECDH');
    await expect(crypto.subtle.exportKey('jwk', a.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('pkcs8', a.privateKey)).rejects.toThrow();
  });
});

describe('session key bundle', () => {
  it('round-trips to a client key pair and the imported key signs stamps that verify', async () => {
    const clientKey = await generateClientKeyPair();
    const sessionKey = generateP256PrivateKey();
    const expectedPublic = getPublicKey(sessionKey);
    const bundle = await sealSessionKeyBundle(sessionKey, clientKey.publicKey);
    expect(await base58checkDecode(bundle)).toHaveLength(81);
    const opened = await openSessionKeyBundle(bundle, clientKey);
    expect(toHex(opened)).toBe(toHex(sessionKey));
    const signer = await importSessionKey(opened);
    expect(opened.every((b) => b === 0)).toBe(true); // raw bytes overwritten
    expect(signer.publicKey).toBe(expectedPublic);
    expect(signer.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', signer.privateKey)).rejects.toThrow();
    const payload = '{"nickname":"Zoë\'s phone 📱","op":"x"}';
    expect(await verifyStamp(payload, await stamp(payload, signer))).toEqual({
      valid: true,
      publicKey: expectedPublic,
    });
  });

  it('accepts a compressed recipient key when sealing', async () => {
    const recipient = generateP256PrivateKey();
    const bundle = await sealSessionKeyBundle(fromHex('33'.repeat(32)), getPublicKey(recipient, true));
    expect(toHex(await openSessionKeyBundle(bundle, recipient))).toBe('33'.repeat(32));
  });

  it('refuses the wrong key with DECRYPTION_FAILED', async () => {
    const v = vectors['computed-session-bundle'];
    expect(await rejectionCode(openSessionKeyBundle(v.bundle, await generateClientKeyPair()))).toBe(
      'DECRYPTION_FAILED',
    );
    expect(await rejectionCode(openSessionKeyBundle(v.bundle, generateP256PrivateKey()))).toBe(
      'DECRYPTION_FAILED',
    );
  });

  it('refuses a tampered tag or ciphertext with DECRYPTION_FAILED', async () => {
    const v = vectors['computed-session-bundle'];
    const payload = await base58checkDecode(v.bundle);
    for (const index of [40, payload.length - 1]) {
      const bad = payload.slice();
      bad[index]! ^= 1;
      expect(
        await rejectionCode(
          openSessionKeyBundle(await base58checkEncode(bad), fromHex(v.recipientPrivateKey)),
        ),
      ).toBe('DECRYPTION_FAILED');
    }
  });

  it('refuses a truncated ciphertext, a bad checksum and a bundle with no ciphertext', async () => {
    const v = vectors['computed-session-bundle'];
    const key = fromHex(v.recipientPrivateKey);
    const payload = await base58checkDecode(v.bundle);
    expect(
      await rejectionCode(openSessionKeyBundle(await base58checkEncode(payload.subarray(0, 33 + 10)), key)),
    ).toBe('TRUNCATED_CIPHERTEXT');
    expect(
      await rejectionCode(openSessionKeyBundle(await base58checkEncode(payload.subarray(0, 70)), key)),
    ).toBe('DECRYPTION_FAILED');
    expect(
      await rejectionCode(openSessionKeyBundle(await base58checkEncode(payload.subarray(0, 33)), key)),
    ).toBe('MALFORMED_BUNDLE');
    expect(await rejectionCode(openSessionKeyBundle(v.bundle.slice(0, -1) + 'z', key))).toBe('BAD_CHECKSUM');
    expect(await rejectionCode(openSessionKeyBundle('', key))).toBe('INVALID_BASE58');
  });

  it('a refused bundle rejects only the returned promise: no unhandled rejection reaches the page', async () => {
    const v = vectors['computed-session-bundle'];
    const key = fromHex(v.recipientPrivateKey);
    const payload = await base58checkDecode(v.bundle);
    const unhandled: unknown[] = [];
    const onNode = (reason: unknown) => unhandled.push(reason);
    const onBrowser = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    const proc = (globalThis as { process?: NodeJS.Process }).process;
    const browser = typeof window !== 'undefined';
    if (browser) window.addEventListener('unhandledrejection', onBrowser);
    else proc?.on('unhandledRejection', onNode);
    try {
      // Refused before the checksum's verdict: too short, not a compressed point, truncated ciphertext.
      for (const bad of [
        payload.subarray(0, 33),
        concatBytes(new Uint8Array([9]), payload.subarray(1)),
        payload.subarray(0, 43),
      ]) {
        expect(await rejectionCode(openSessionKeyBundle(await base58checkEncode(bad), key))).toMatch(
          /^(MALFORMED_BUNDLE|TRUNCATED_CIPHERTEXT)$/,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      if (browser) window.removeEventListener('unhandledrejection', onBrowser);
      else proc?.off('unhandledRejection', onNode);
    }
    expect(unhandled).toEqual([]);
  });

  it('refuses an encapsulated key that is not on the curve or not compressed', async () => {
    const v = vectors['computed-session-bundle'];
    const key = fromHex(v.recipientPrivateKey);
    const payload = await base58checkDecode(v.bundle);
    const offCurve = payload.slice();
    offCurve.set(fromHex('02' + 'ff'.repeat(32)), 0); // x ≥ p: no such point
    expect(await rejectionCode(openSessionKeyBundle(await base58checkEncode(offCurve), key))).toBe(
      'INVALID_PUBLIC_KEY',
    );
    const wrongPrefix = payload.slice();
    wrongPrefix[0] = 4;
    expect(await rejectionCode(openSessionKeyBundle(await base58checkEncode(wrongPrefix), key))).toBe(
      'MALFORMED_BUNDLE',
    );
  });

  it('refuses a sealed plaintext that is not 32 bytes', async () => {
    const recipient = generateP256PrivateKey();
    const bundle = await sealSessionKeyBundle(new Uint8Array(31).fill(7), getPublicKey(recipient, false));
    expect(await rejectionCode(openSessionKeyBundle(bundle, recipient))).toBe('MALFORMED_BUNDLE');
  });

  it('refuses a recipient that is not an ECDH key pair, and invalid scalars', async () => {
    const bundle = vectors['computed-session-bundle'].bundle;
    const ecdsa = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ])) as CryptoKeyPair;
    const client = await generateClientKeyPair();
    expect(
      await rejectionCode(
        openSessionKeyBundle(bundle, { publicKey: client.publicKey, privateKey: ecdsa.privateKey }),
      ),
    ).toBe('WRONG_KEY_TYPE');
    expect(await rejectionCode(openSessionKeyBundle(bundle, new Uint8Array(32)))).toBe('INVALID_PRIVATE_KEY');
    expect(await rejectionCode(openSessionKeyBundle(bundle, new Uint8Array(31).fill(1)))).toBe(
      'INVALID_PRIVATE_KEY',
    );
  });

  it('importSessionKey wipes the input even when the scalar is invalid', async () => {
    const tooBig = fromHex('ff'.repeat(32));
    expect(await rejectionCode(importSessionKey(tooBig))).toBe('INVALID_PRIVATE_KEY');
    expect(tooBig.every((b) => b === 0)).toBe(true);
  });

  it('makes 81-byte payloads whose first byte is a compressed point prefix', async () => {
    const bundle = await sealSessionKeyBundle(
      generateP256PrivateKey(),
      (await generateClientKeyPair()).publicKey,
    );
    const payload = await base58checkDecode(bundle);
    expect([2, 3]).toContain(payload[0]);
    expect(concatBytes(payload).length).toBe(81);
  });
});
