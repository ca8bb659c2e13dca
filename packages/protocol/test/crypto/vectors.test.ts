import { describe, expect, it } from 'vitest';
import {
  fromHex,
  getPublicKey,
  importSessionKey,
  openExportEnvelope,
  openSessionKeyBundle,
  sealSessionKeyBundle,
  stamp,
  toHex,
  verifyStamp,
  fromBase64Url,
  utf8Decode,
  decompressPublicKey,
  derToRawSignature,
  rawToDerSignature,
} from '@keyhold/protocol/crypto';
import vectors from '../vectors.json';

describe('vectors.json', () => {
  it('opens the public session bundle', async () => {
    const v = vectors['public-session-bundle'];
    const key = await openSessionKeyBundle(v.bundle, fromHex(v.recipientPrivateKey));
    expect(toHex(key)).toBe(v.expectedPlaintext);
  });

  it('opens the computed session bundle', async () => {
    const v = vectors['computed-session-bundle'];
    const key = await openSessionKeyBundle(v.bundle, fromHex(v.recipientPrivateKey));
    expect(toHex(key)).toBe(v.expectedPlaintext);
  });

  it('seals the computed session bundle byte for byte with the pinned ephemeral key', async () => {
    const v = vectors['computed-session-bundle'];
    expect(getPublicKey(fromHex(v.recipientPrivateKey), false)).toBe(v.recipientPublicKeyUncompressed);
    const bundle = await sealSessionKeyBundle(
      fromHex(v.expectedPlaintext),
      v.recipientPublicKeyUncompressed,
      {
        ephemeralPrivateKey: fromHex(v.ephemeralPrivateKey),
      },
    );
    expect(bundle).toBe(v.bundle);
  });

  it('opens the public export envelope (high-S enclave signature) with its signer trusted', async () => {
    const v = vectors['public-export-bundle'];
    const mnemonic = await openExportEnvelope(JSON.stringify(v.envelope), fromHex(v.recipientPrivateKey), {
      trustedSigners: [v.envelope.enclaveQuorumPublic],
      organizationId: v.organizationId,
    });
    expect(mnemonic).toBe(v.expectedMnemonic);
  });

  it('derives the public API key from its private key', () => {
    const v = vectors['public-api-key'];
    expect(getPublicKey(fromHex(v.privateKey))).toBe(v.publicKeyCompressed);
  });

  it('verifies the computed RFC 6979 stamp and decodes it to the documented JSON', async () => {
    const v = vectors['computed-stamp'];
    const result = await verifyStamp(v.payloadToSign, v.headerValue);
    expect(result).toEqual({ valid: true, publicKey: v.publicKeyCompressed });
    expect(utf8Decode(fromBase64Url(v.headerValue))).toBe(
      `{"publicKey":"${v.publicKeyCompressed}","scheme":"SIGNATURE_SCHEME_TK_API_P256","signature":"${v.signatureDerHex}"}`,
    );
  });

  it('stamps with the vector session key: a fresh (randomised) stamp verifies under the same public key', async () => {
    const v = vectors['computed-stamp'];
    const signer = await importSessionKey(fromHex(v.sessionPrivateKey));
    expect(signer.publicKey).toBe(v.publicKeyCompressed);
    const header = await stamp(v.payloadToSign, signer);
    expect(await verifyStamp(v.payloadToSign, header)).toEqual({
      valid: true,
      publicKey: v.publicKeyCompressed,
    });
  });

  it('round-trips the vector DER signature through raw r‖s', () => {
    const der = fromHex(vectors['computed-stamp'].signatureDerHex);
    expect(toHex(rawToDerSignature(derToRawSignature(der)))).toBe(toHex(der));
  });

  it('decompresses the vector public key to a point that compresses back', () => {
    const v = vectors['public-api-key'];
    expect(decompressPublicKey(v.publicKeyCompressed)).toMatch(/^04[0-9a-f]{128}$/);
  });
});
