/**
 * `routes/export.ts`: the wallet's mnemonic sealed to the client's key in a signed export envelope
 * (wire-formats §8).
 */
import { generateClientKeyPair, openExportEnvelope } from '@keyhold/protocol/crypto';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { createCustomer, request, useApi } from '../support/api.js';
import { signedCall } from '../support/wallet.js';
import { oidcHelpers } from '../support/oidc.js';

const api = useApi();
const { walletWithTwoCredentials } = oidcHelpers(api);

describe('export', () => {
  it('seals a real BIP-39 mnemonic in a signed export envelope; the same wallet gives the same words', async () => {
    const w = await walletWithTwoCredentials();
    const enclave = await request<{ publicKey: string }>(
      `${api.origin}/_sandbox/enclave-key`,
      'GET',
      undefined,
      {},
    );
    const words: string[] = [];
    for (let i = 0; i < 2; i++) {
      const key = await generateClientKeyPair();
      const { challenge, reply } = await signedCall(
        api,
        'POST',
        `/internal-accounts/${w.accountId}/export`,
        { clientPublicKey: key.publicKey },
        w.otp.session.signer,
      );
      expect(challenge.type).toBeUndefined();
      expect(JSON.parse(challenge.payloadToSign)).toMatchObject({
        operation: 'EXPORT_WALLET',
        parameters: { clientPublicKey: key.publicKey },
      });
      expect(reply.status).toBe(200);
      expect(reply.body['id']).toBe(w.accountId);
      const envelope = String(reply.body['encryptedWalletCredentials']);
      expect(JSON.parse(envelope)).toMatchObject({
        version: 'v1.0.0',
        enclaveQuorumPublic: enclave.body.publicKey,
      });
      words.push(await openExportEnvelope(envelope, key, { trustedSigners: [enclave.body.publicKey] }));
    }
    expect(words[0]!.split(' ')).toHaveLength(12);
    expect(validateMnemonic(words[0]!, wordlist)).toBe(true);
    expect(words[1]).toBe(words[0]);
  });

  it('export needs a valid clientPublicKey (400) and an embedded wallet (404 for unknown)', async () => {
    const { accountId } = await createCustomer(api);
    expect((await api.call('POST', `/internal-accounts/${accountId}/export`, {})).status).toBe(400);
    expect(
      (await api.call('POST', `/internal-accounts/${accountId}/export`, { clientPublicKey: 'abc' })).status,
    ).toBe(400);
    const key = await generateClientKeyPair();
    expect(
      (
        await api.call('POST', '/internal-accounts/InternalAccount:nope/export', {
          clientPublicKey: key.publicKey,
        })
      ).status,
    ).toBe(404);
  });
});
