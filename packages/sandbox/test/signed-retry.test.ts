import {
  generateClientKeyPair,
  openExportEnvelope,
  stamp,
  type SessionSigner,
} from '@keyhold/protocol/crypto';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, request, startApi, type Api } from './helpers.js';
import { emailOtpWallet, openSession, signedCall, type Challenge202 } from './wallet.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function devToken(email: string, nonce = 'n', extra: Record<string, unknown> = {}): Promise<string> {
  const res = await request<{ idToken: string }>(
    `${api.origin}/oidc/token-for-testing`,
    'POST',
    { email, nonce, ...extra },
    {},
  );
  expect(res.status, res.text).toBe(200);
  return res.body.idToken;
}

/** A wallet with an EMAIL_OTP session, plus a second (OAUTH) credential added by signed retry. */
async function walletWithTwoCredentials() {
  const { accountId } = await createCustomer(api);
  const otp = await emailOtpWallet(api, accountId);
  const email = `oauth-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const body = { type: 'OAUTH', accountId, oidcToken: await devToken(email) };
  const { reply } = await signedCall(api, 'POST', '/auth/credentials', body, otp.session.signer);
  expect(reply.status, reply.text).toBe(201);
  const oauthId = String(reply.body['id']);
  const key = await generateClientKeyPair();
  const verify = await api.call('POST', `/auth/credentials/${oauthId}/verify`, {
    oidcToken: await devToken(email, createHash('sha256').update(key.publicKey).digest('hex')),
    clientPublicKey: key.publicKey,
  });
  expect(verify.status, verify.text).toBe(200);
  const oauthSession = await openSession(verify.body, key);
  return { accountId, otp, oauthId, oauthSession, email };
}

describe('signed-retry lifecycle (§3.5, wire-formats §5)', () => {
  let accountId: string;
  let signer: SessionSigner;
  const body = () => ({ type: 'EMAIL_OTP', accountId, email: 'x@example.com' });
  const oauthBody = async (email: string) => ({ type: 'OAUTH', accountId, oidcToken: await devToken(email) });

  beforeAll(async () => {
    ({ accountId } = await createCustomer(api));
    signer = (await emailOtpWallet(api, accountId)).session.signer;
  });

  it('adding a credential to an account that has one answers 202 with a canonical payloadToSign', async () => {
    const b = await oauthBody('zoë@example.com');
    const first = await api.call<Challenge202>('POST', '/auth/credentials', b);
    expect(first.status).toBe(202);
    expect(Object.keys(first.body).sort()).toEqual(['expiresAt', 'payloadToSign', 'requestId', 'type']);
    expect(first.body.type).toBe('OAUTH');
    const p = first.body.payloadToSign;
    const parsed = JSON.parse(p) as Record<string, unknown>;
    expect(p).not.toMatch(/\s/);
    expect(Object.keys(parsed)).toEqual([...Object.keys(parsed)].sort());
    expect(parsed).toMatchObject({
      operation: 'CREATE_AUTH_CREDENTIAL',
      accountId,
      requestId: first.body.requestId,
      expiresAt: first.body.expiresAt,
      parameters: { type: 'OAUTH', nickname: 'zoë@example.com' },
    });
    expect(parsed['bodyDigest']).toMatch(/^[0-9a-f]{64}$/);
    // user-supplied text verbatim: the non-ASCII character is in the string itself, not escaped
    expect(p).toContain('zoë@example.com');
    const window = Date.parse(first.body.expiresAt) - Date.now();
    expect(window).toBeGreaterThan(290_000);
    expect(window).toBeLessThanOrEqual(300_000);

    const retry = await api.call('POST', '/auth/credentials', b, {
      'Service-Wallet-Signature': await stamp(p, signer),
      'Request-Id': first.body.requestId,
    });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body).toMatchObject({ type: 'OAUTH', nickname: 'zoë@example.com' });

    const reused = await api.call('POST', '/auth/credentials', b, {
      'Service-Wallet-Signature': await stamp(p, signer),
      'Request-Id': first.body.requestId,
    });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Request-Id already used' });
  });

  it('a retry after expiresAt is 401 "Signed request expired"', async () => {
    const b = await oauthBody('late@example.com');
    const first = await api.call<Challenge202>('POST', '/auth/credentials', b);
    await api.control('POST', '/clock/advance', { seconds: 301 });
    const retry = await api.call('POST', '/auth/credentials', b, {
      'Service-Wallet-Signature': 'sandbox-valid-signature',
      'Request-Id': first.body.requestId,
    });
    expect(retry.status).toBe(401);
    expect(retry.body['reason']).toBe('Signed request expired');
    // the session expired too (15 min), so sign in again for the next tests
    await api.control('POST', '/clock/advance', { seconds: 900 });
  });

  it('a retry whose body differs is 401 and spends the requestId', async () => {
    const { accountId: acc, otp } = await walletWithTwoCredentials();
    const key = await generateClientKeyPair();
    const other = await generateClientKeyPair();
    const path = `/internal-accounts/${acc}/export`;
    const first = await api.call<Challenge202>('POST', path, { clientPublicKey: key.publicKey });
    const header = await stamp(first.body.payloadToSign, otp.session.signer);
    const changed = await api.call(
      'POST',
      path,
      { clientPublicKey: other.publicKey },
      { 'Service-Wallet-Signature': header, 'Request-Id': first.body.requestId },
    );
    expect(changed.status).toBe(401);
    expect(changed.body['reason']).toBe('Request does not match the signed request');
    const honest = await api.call(
      'POST',
      path,
      { clientPublicKey: key.publicKey },
      { 'Service-Wallet-Signature': header, 'Request-Id': first.body.requestId },
    );
    expect(honest.status).toBe(401);
    expect(honest.body['reason']).toBe('Request-Id already used');
  });

  it('a bad stamp is 401 "Invalid Service-Wallet-Signature" and spends the requestId', async () => {
    const { accountId: acc, otp } = await walletWithTwoCredentials();
    const key = await generateClientKeyPair();
    const path = `/internal-accounts/${acc}/export`;
    const first = await api.call<Challenge202>('POST', path, { clientPublicKey: key.publicKey });
    for (const bad of [
      'garbage',
      'sandbox-invalid-signature',
      await stamp(`${first.body.payloadToSign} `, otp.session.signer),
    ]) {
      const f = await api.call<Challenge202>('POST', path, { clientPublicKey: key.publicKey });
      const res = await api.call(
        'POST',
        path,
        { clientPublicKey: key.publicKey },
        { 'Service-Wallet-Signature': bad, 'Request-Id': f.body.requestId },
      );
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid Service-Wallet-Signature' });
    }
    const good = await stamp(first.body.payloadToSign, otp.session.signer);
    const res = await api.call(
      'POST',
      path,
      { clientPublicKey: key.publicKey },
      { 'Service-Wallet-Signature': good, 'Request-Id': first.body.requestId },
    );
    expect(res.status).toBe(200);
  });

  it('a valid stamp from a session of another account, or a revoked or expired session, is 401', async () => {
    const a = await walletWithTwoCredentials();
    const b = await walletWithTwoCredentials();
    const key = await generateClientKeyPair();
    const path = `/internal-accounts/${a.accountId}/export`;
    const foreign = await signedCall(
      api,
      'POST',
      path,
      { clientPublicKey: key.publicKey },
      b.otp.session.signer,
    );
    expect(foreign.reply.status).toBe(401);
    expect(foreign.reply.body['reason']).toBe('Stamp key is not a live session of this account');

    // revoke a's OTP session (sign-out: signed by itself), then its key no longer counts
    const out = await signedCall(
      api,
      'DELETE',
      `/auth/sessions/${a.otp.session.id}`,
      undefined,
      a.otp.session.signer,
    );
    expect(out.challenge.type).toBe('EMAIL_OTP');
    expect(out.reply.status).toBe(204);
    const revoked = await signedCall(
      api,
      'POST',
      path,
      { clientPublicKey: key.publicKey },
      a.otp.session.signer,
    );
    expect(revoked.reply.status).toBe(401);
    expect(revoked.reply.body['reason']).toBe('Stamp key is not a live session of this account');

    await api.control('POST', '/clock/advance', { seconds: 901 });
    const expired = await signedCall(
      api,
      'POST',
      path,
      { clientPublicKey: key.publicKey },
      a.oauthSession.signer,
    );
    expect(expired.reply.status).toBe(401);
    expect(expired.reply.body['reason']).toBe('Stamp key is not a live session of this account');
    expect(
      (await api.call<{ data: unknown[] }>('GET', `/auth/sessions?accountId=${a.accountId}`)).body.data,
    ).toEqual([]);
  });

  it('missing or unknown headers are 401 with their reason; the magic signature passes', async () => {
    const { accountId: acc } = await walletWithTwoCredentials();
    const key = await generateClientKeyPair();
    const path = `/internal-accounts/${acc}/export`;
    const b = { clientPublicKey: key.publicKey };
    const noId = await api.call('POST', path, b, { 'Service-Wallet-Signature': 'sandbox-valid-signature' });
    expect(noId.body['reason']).toBe('Missing Request-Id');
    const unknown = await api.call('POST', path, b, {
      'Service-Wallet-Signature': 'sandbox-valid-signature',
      'Request-Id': 'Request:nope',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body['reason']).toBe('Unknown Request-Id');
    const first = await api.call<Challenge202>('POST', path, b);
    const noSig = await api.call('POST', path, b, { 'Request-Id': first.body.requestId });
    expect(noSig.status).toBe(401);
    expect(noSig.body['reason']).toBe('Missing Service-Wallet-Signature');
    const magic = await signedCall(api, 'POST', path, b, 'magic');
    expect(magic.reply.status).toBe(200);
  });

  it('duplicates are refused before any signing: a second EMAIL_OTP is 400 even on an account with credentials', async () => {
    const res = await api.call('POST', '/auth/credentials', body());
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS');
  });
});

describe('credential revocation', () => {
  it('the only credential cannot be revoked (400)', async () => {
    const { accountId } = await createCustomer(api);
    const { credentialId } = await emailOtpWallet(api, accountId);
    const res = await api.call('DELETE', `/auth/credentials/${credentialId}`);
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('CANNOT_REVOKE_LAST_CREDENTIAL');
  });

  it('a credential cannot revoke itself; another credential can (204), which also ends its sessions', async () => {
    const w = await walletWithTwoCredentials();
    const self = await signedCall(
      api,
      'DELETE',
      `/auth/credentials/${w.oauthId}`,
      undefined,
      w.oauthSession.signer,
    );
    expect(self.challenge.type).toBe('OAUTH');
    expect(self.reply.status).toBe(401);
    expect(self.reply.body['reason']).toBe('A credential cannot revoke itself');

    const ok = await signedCall(
      api,
      'DELETE',
      `/auth/credentials/${w.oauthId}`,
      undefined,
      w.otp.session.signer,
    );
    expect(ok.reply.status).toBe(204);
    expect(ok.reply.text).toBe('');
    const list = await api.call<{ data: Array<{ id: string }> }>(
      'GET',
      `/auth/credentials?accountId=${w.accountId}`,
    );
    expect(list.body.data.map((c) => c.id)).toEqual([w.otp.credentialId]);
    const sessions = await api.call<{ data: Array<{ id: string }> }>(
      'GET',
      `/auth/sessions?accountId=${w.accountId}`,
    );
    expect(sessions.body.data.map((s) => s.id)).toEqual([w.otp.session.id]);
    const again = await api.call('DELETE', `/auth/credentials/${w.oauthId}`);
    expect(again.status).toBe(404);
  });
});

describe('sessions', () => {
  it('revoking a session: 202 with the issuing type, 204, then 404', async () => {
    const w = await walletWithTwoCredentials();
    const listed = await api.call<{ data: Array<{ id: string; type: string }> }>(
      'GET',
      `/auth/sessions?accountId=${w.accountId}`,
    );
    expect(listed.body.data.map((s) => s.type).sort()).toEqual(['EMAIL_OTP', 'OAUTH']);
    const res = await signedCall(
      api,
      'DELETE',
      `/auth/sessions/${w.oauthSession.id}`,
      undefined,
      w.otp.session.signer,
    );
    expect(res.challenge.type).toBe('OAUTH');
    expect(res.reply.status).toBe(204);
    expect((await api.call('DELETE', `/auth/sessions/${w.oauthSession.id}`)).status).toBe(404);
    expect((await api.call('DELETE', '/auth/sessions/Session:unknown')).status).toBe(404);
    expect((await api.call('GET', '/auth/sessions')).status).toBe(400);
  });
});

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
