// Cross-checks against an independent RFC 9180 implementation (@hpke/core), used only as a test oracle.
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { describe, expect, it } from 'vitest';
import {
  base58checkDecode,
  base58checkEncode,
  compressPublicKey,
  concatBytes,
  fromHex,
  generateClientKeyPair,
  generateP256PrivateKey,
  hpkeOpen,
  hpkeSeal,
  openExportEnvelope,
  openSessionKeyBundle,
  sealExportEnvelope,
  sealSessionKeyBundle,
  toHex,
  utf8Encode,
  decompressPublicKey,
} from '@keyhold/protocol/crypto';

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
});
const info = utf8Encode('turnkey_hpke');

describe('HPKE against @hpke/core', () => {
  it('opens what @hpke/core seals (session bundle format)', async () => {
    for (let i = 0; i < 5; i++) {
      const clientKey = await generateClientKeyPair();
      const recipientPublicKey = await suite.kem.deserializePublicKey(
        fromHex(clientKey.publicKey).buffer as ArrayBuffer,
      );
      const plaintext = generateP256PrivateKey();
      // AAD depends on enc, so encapsulate first through a sender context.
      const sender = await suite.createSenderContext({ recipientPublicKey, info });
      const enc = new Uint8Array(sender.enc);
      const ct = new Uint8Array(await sender.seal(plaintext, concatBytes(enc, fromHex(clientKey.publicKey))));
      const bundle = await base58checkEncode(concatBytes(fromHex(compressPublicKey(enc)), ct));
      expect(toHex(await openSessionKeyBundle(bundle, clientKey))).toBe(toHex(plaintext));
    }
  });

  it('@hpke/core opens what we seal (session bundle format)', async () => {
    for (let i = 0; i < 5; i++) {
      const recipient = await suite.kem.generateKeyPair();
      const recipientPublic = new Uint8Array(await suite.kem.serializePublicKey(recipient.publicKey));
      const plaintext = generateP256PrivateKey();
      const payload = await base58checkDecode(await sealSessionKeyBundle(plaintext, toHex(recipientPublic)));
      const enc = fromHex(decompressPublicKey(payload.subarray(0, 33)));
      const opened = await suite.open(
        { recipientKey: recipient, enc: enc.buffer as ArrayBuffer, info },
        payload.subarray(33),
        concatBytes(enc, recipientPublic),
      );
      expect(toHex(new Uint8Array(opened))).toBe(toHex(plaintext));
    }
  });

  it('@hpke/core opens our export envelope ciphertext, and we open its', async () => {
    const recipient = await suite.kem.generateKeyPair();
    const recipientPublic = new Uint8Array(await suite.kem.serializePublicKey(recipient.publicKey));
    const mnemonic = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const outer = JSON.parse(
      await sealExportEnvelope(mnemonic, toHex(recipientPublic), { organizationId: 'o' }),
    );
    const inner = JSON.parse(new TextDecoder().decode(fromHex(outer.data)));
    const enc = fromHex(inner.encappedPublic);
    const opened = await suite.open(
      { recipientKey: recipient, enc: enc.buffer as ArrayBuffer, info },
      fromHex(inner.ciphertext),
      concatBytes(enc, recipientPublic),
    );
    expect(new TextDecoder().decode(opened)).toBe(mnemonic);

    const clientKey = await generateClientKeyPair();
    const sender = await suite.createSenderContext({
      recipientPublicKey: await suite.kem.deserializePublicKey(
        fromHex(clientKey.publicKey).buffer as ArrayBuffer,
      ),
      info,
    });
    const senc = new Uint8Array(sender.enc);
    const ct = new Uint8Array(
      await sender.seal(utf8Encode(mnemonic), concatBytes(senc, fromHex(clientKey.publicKey))),
    );
    const data = utf8Encode(
      JSON.stringify({ encappedPublic: toHex(senc), ciphertext: toHex(ct), organizationId: 'o' }),
    );
    const env = JSON.stringify({
      version: 'v1.0.0',
      data: toHex(data),
      dataSignature: '',
      enclaveQuorumPublic: '',
    });
    expect(await openExportEnvelope(env, clientKey, { allowUnsigned: true })).toBe(mnemonic);
  });

  it("wiping intermediate secrets never touches the caller's buffers (seal and open twice)", async () => {
    const recipient = await generateClientKeyPair();
    const recipientPublic = fromHex(recipient.publicKey);
    const plaintext = generateP256PrivateKey();
    const ephemeral = generateP256PrivateKey();
    const copies = [plaintext, ephemeral, recipientPublic].map((b) => toHex(b));
    const aad = (enc: Uint8Array, pkR: Uint8Array) => concatBytes(enc, pkR);
    const sealed = await hpkeSeal(recipientPublic, plaintext, info, aad, ephemeral);
    expect([plaintext, ephemeral, recipientPublic].map((b) => toHex(b))).toEqual(copies);
    const again = await hpkeSeal(recipientPublic, plaintext, info, aad, ephemeral);
    expect(toHex(again.ciphertext)).toBe(toHex(sealed.ciphertext));
    const encHex = toHex(sealed.enc);
    const ctHex = toHex(sealed.ciphertext);
    const target = { privateKey: recipient.privateKey, publicKey: recipientPublic };
    const theAad = aad(sealed.enc, recipientPublic);
    for (let i = 0; i < 2; i++) {
      const opened = await hpkeOpen(target, sealed.enc, sealed.ciphertext, info, theAad);
      expect(toHex(opened)).toBe(toHex(plaintext));
    }
    expect([toHex(sealed.enc), toHex(sealed.ciphertext), toHex(recipientPublic)]).toEqual([
      encHex,
      ctHex,
      recipient.publicKey,
    ]);
  });
});
