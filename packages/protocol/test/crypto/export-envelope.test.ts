import { describe, expect, it } from 'vitest';
import {
  fromHex,
  generateClientKeyPair,
  generateP256PrivateKey,
  getPublicKey,
  openExportEnvelope,
  sealExportEnvelope,
  toHex,
  utf8Encode,
} from '@keyhold/protocol/crypto';
import vectors from '../vectors.json';
import { rejectionCode } from './helpers.js';

const v = vectors['public-export-bundle'];
const trusted = { trustedSigners: [v.envelope.enclaveQuorumPublic] };
const MNEMONIC = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

describe('export envelope', () => {
  it('round-trips a signed envelope to a client key, trusting its signer by either point form', async () => {
    const clientKey = await generateClientKeyPair();
    const enclave = generateP256PrivateKey();
    const envelope = await sealExportEnvelope(MNEMONIC, clientKey.publicKey, {
      organizationId: 'org-1',
      signerPrivateKey: enclave,
    });
    const opts = { trustedSigners: [getPublicKey(enclave, true)], organizationId: 'org-1' };
    expect(await openExportEnvelope(envelope, clientKey, opts)).toBe(MNEMONIC);
  });

  it('opens a bound envelope only for the account and the request it names (boundTo), before decrypting', async () => {
    const clientKey = await generateClientKeyPair();
    const enclave = generateP256PrivateKey();
    const seal = (extra: { accountId?: string; requestId?: string }) =>
      sealExportEnvelope(MNEMONIC, clientKey.publicKey, {
        organizationId: 'org-1',
        signerPrivateKey: enclave,
        ...extra,
      });
    const opts = (accountId: string, requestId: string) => ({
      trustedSigners: [getPublicKey(enclave, true)],
      boundTo: { accountId, requestId },
    });
    const bound = await seal({ accountId: 'EmbeddedWallet:a', requestId: 'Request:1' });
    expect(await openExportEnvelope(bound, clientKey, opts('EmbeddedWallet:a', 'Request:1'))).toBe(MNEMONIC);
    // Another wallet's envelope, sealed to the same key: refused, with what was expected and found.
    const other = await seal({ accountId: 'EmbeddedWallet:b', requestId: 'Request:2' });
    const refused = await openExportEnvelope(other, clientKey, opts('EmbeddedWallet:a', 'Request:1')).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({
      code: 'EXPORT_NOT_BOUND',
      details: {
        expected: { accountId: 'EmbeddedWallet:a', requestId: 'Request:1' },
        got: { accountId: 'EmbeddedWallet:b', requestId: 'Request:2' },
      },
    });
    expect(
      await rejectionCode(openExportEnvelope(bound, clientKey, opts('EmbeddedWallet:a', 'Request:9'))),
    ).toBe('EXPORT_NOT_BOUND');
    // An envelope naming neither is refused where a binding is asked for, opened where it is not.
    const unbound = await seal({});
    expect(
      await rejectionCode(openExportEnvelope(unbound, clientKey, opts('EmbeddedWallet:a', 'Request:1'))),
    ).toBe('EXPORT_NOT_BOUND');
    expect(
      await openExportEnvelope(unbound, clientKey, { trustedSigners: [getPublicKey(enclave, true)] }),
    ).toBe(MNEMONIC);
  });

  it('accepts an unsigned envelope only with allowUnsigned (sandbox mode)', async () => {
    const clientKey = await generateClientKeyPair();
    const envelope = await sealExportEnvelope(MNEMONIC, clientKey.publicKey, { organizationId: 'sandbox' });
    expect(await rejectionCode(openExportEnvelope(envelope, clientKey))).toBe('UNSIGNED_ENVELOPE');
    expect(
      await rejectionCode(
        openExportEnvelope(envelope, clientKey, { trustedSigners: ['02' + '11'.repeat(32)] }),
      ),
    ).toBe('UNSIGNED_ENVELOPE');
    expect(await openExportEnvelope(envelope, clientKey, { allowUnsigned: true })).toBe(MNEMONIC);
  });

  it('refuses an untrusted signer, and a signed envelope when nothing is trusted', async () => {
    const key = fromHex(v.recipientPrivateKey);
    const env = JSON.stringify(v.envelope);
    expect(await rejectionCode(openExportEnvelope(env, key))).toBe('UNTRUSTED_SIGNER');
    expect(
      await rejectionCode(
        openExportEnvelope(env, key, { trustedSigners: [getPublicKey(generateP256PrivateKey())] }),
      ),
    ).toBe('UNTRUSTED_SIGNER');
  });

  it('refuses a bad signature before decrypting', async () => {
    const key = fromHex(v.recipientPrivateKey);
    const sig = v.envelope.dataSignature;
    const badSig = sig.slice(0, 20) + (sig[20] === '0' ? '1' : '0') + sig.slice(21);
    const cases = [
      { ...v.envelope, dataSignature: badSig },
      { ...v.envelope, dataSignature: 'xyz' },
      { ...v.envelope, data: v.envelope.data.replace('7b22', '7b20') },
    ];
    for (const env of cases) {
      expect(await rejectionCode(openExportEnvelope(JSON.stringify(env), key, trusted))).toBe(
        'INVALID_ENVELOPE_SIGNATURE',
      );
    }
  });

  it('refuses the wrong recipient, a tampered ciphertext and another organisation', async () => {
    const clientKey = await generateClientKeyPair();
    const other = await generateClientKeyPair();
    const envelope = await sealExportEnvelope(MNEMONIC, clientKey.publicKey, { organizationId: 'org-1' });
    const sandbox = { allowUnsigned: true };
    expect(await rejectionCode(openExportEnvelope(envelope, other, sandbox))).toBe('DECRYPTION_FAILED');
    const outer = JSON.parse(envelope);
    const inner = JSON.parse(new TextDecoder().decode(fromHex(outer.data)));
    inner.ciphertext = inner.ciphertext.slice(0, -2) + (inner.ciphertext.endsWith('00') ? '01' : '00');
    const tampered = JSON.stringify({ ...outer, data: toHex(utf8Encode(JSON.stringify(inner))) });
    expect(await rejectionCode(openExportEnvelope(tampered, clientKey, sandbox))).toBe('DECRYPTION_FAILED');
    inner.ciphertext = 'aabb';
    const truncated = JSON.stringify({ ...outer, data: toHex(utf8Encode(JSON.stringify(inner))) });
    expect(await rejectionCode(openExportEnvelope(truncated, clientKey, sandbox))).toBe(
      'TRUNCATED_CIPHERTEXT',
    );
    expect(
      await rejectionCode(openExportEnvelope(envelope, clientKey, { ...sandbox, organizationId: 'org-2' })),
    ).toBe('ORGANIZATION_MISMATCH');
  });

  it('refuses malformed envelopes with clear codes', async () => {
    const key = fromHex(v.recipientPrivateKey);
    const sandbox = { allowUnsigned: true };
    const innerWith = (inner: unknown) =>
      JSON.stringify({
        version: 'v1.0.0',
        data: toHex(utf8Encode(JSON.stringify(inner))),
        dataSignature: '',
        enclaveQuorumPublic: '',
      });
    const cases: Array<[string, string]> = [
      ['not json', 'MALFORMED_ENVELOPE'],
      ['[]', 'MALFORMED_ENVELOPE'],
      [JSON.stringify({ ...v.envelope, version: 'v2' }), 'UNSUPPORTED_VERSION'],
      [JSON.stringify({ version: 'v1.0.0' }), 'MALFORMED_ENVELOPE'],
      [JSON.stringify({ version: 'v1.0.0', data: 'zz' }), 'MALFORMED_ENVELOPE'],
      [JSON.stringify({ version: 'v1.0.0', data: toHex(utf8Encode('nope')) }), 'MALFORMED_ENVELOPE'],
      [innerWith({ ciphertext: 'aa'.repeat(20) }), 'MALFORMED_ENVELOPE'],
      [
        innerWith({ encappedPublic: '04' + '00'.repeat(64), ciphertext: 'aa'.repeat(20) }),
        'MALFORMED_ENVELOPE',
      ],
    ];
    for (const [env, expected] of cases)
      expect(await rejectionCode(openExportEnvelope(env, key, sandbox)), env).toBe(expected);
  });
});
