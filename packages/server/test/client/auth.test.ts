/**
 * ServiceClient §4.1 against a real sandbox process, response shapes checked: credentials, sessions,
 * the signed retries (revoke a credential, revoke a session, export, the email change).
 */
import { createHash } from 'node:crypto';
import { generateClientKeyPair, importSessionKey, openSessionKeyBundle } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { openSession, signedRetry, signIn, useSandbox } from '../helpers/fixtures.js';
import { createCustomer, latestOtp } from '../helpers/harness.js';

const env = useSandbox();

const authMethod = {
  id: expect.any(String),
  accountId: expect.any(String),
  type: expect.stringMatching(/^(EMAIL_OTP|PASSKEY|OAUTH)$/),
  nickname: expect.any(String),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('service.auth and the signed retries', () => {
  it('a credential is created, listed, challenged and verified into a session that is listed', async () => {
    const c = await createCustomer(env.service, 'cred');
    const { credentialId, sessionId } = await signIn(env.service, env.sandbox, c.walletId, c.email);
    const list = await env.service.auth.credentials.list(c.walletId);
    expect(list.data).toEqual([
      expect.objectContaining({ ...authMethod, id: credentialId, type: 'EMAIL_OTP' }),
    ]);
    const challenged = await env.service.auth.credentials.challenge(credentialId);
    expect(challenged).toMatchObject({ ...authMethod, id: credentialId });
    const sessions = await env.service.auth.sessions.list(c.walletId);
    expect(sessions.data).toContainEqual(
      expect.objectContaining({ id: sessionId, credentialId, expiresAt: expect.any(String) }),
    );
    expect(JSON.stringify(sessions.data)).not.toContain('encryptedSessionSigningKey');
  });

  it('deleting a credential answers a 202 challenge, then 204 once stamped by a session of another credential', async () => {
    const c = await createCustomer(env.service, 'delcred');
    const first = await signIn(env.service, env.sandbox, c.walletId, c.email);
    // a second credential: OAUTH with a dev-issuer ID token (the same body on both legs)
    const body = { type: 'OAUTH' as const, accountId: c.walletId, oidcToken: await idToken(c.email) };
    const otpAgain = await env.service.auth.credentials.create(body);
    expect(otpAgain).toMatchObject({ signatureRequired: true, status: 202 });
    if (!otpAgain.signatureRequired) throw new Error('unreachable');
    expect(otpAgain.challenge).toMatchObject({
      payloadToSign: expect.any(String),
      requestId: expect.stringMatching(/^Request:/),
      expiresAt: expect.any(String),
    });
    const created = await env.service.auth.credentials.create(
      body,
      await signedRetry(otpAgain.challenge, first.signer),
    );
    expect(created).toMatchObject({
      signatureRequired: false,
      status: 201,
      result: { ...authMethod, type: 'OAUTH' },
    });

    const leg = await env.service.auth.credentials.delete(first.credentialId);
    if (!leg.signatureRequired) throw new Error('expected a challenge');
    // sign with a session of the OAUTH credential (a credential cannot revoke itself)
    const oauthId = created.signatureRequired ? '' : created.result.id;
    const { signer } = await oauthSession(oauthId, c.email);
    const done = await env.service.auth.credentials.delete(
      first.credentialId,
      await signedRetry(leg.challenge, signer),
    );
    expect(done).toEqual({ signatureRequired: false, status: 204, result: undefined });
    expect((await env.service.auth.credentials.list(c.walletId)).data.map((m) => m.id)).toEqual([oauthId]);
  });

  it('deleting a session answers a 202 challenge, then 204, and the session leaves the list', async () => {
    const c = await createCustomer(env.service, 'delsess');
    const { credentialId, sessionId, signer } = await signIn(env.service, env.sandbox, c.walletId, c.email);
    await env.service.auth.credentials.challenge(credentialId);
    const second = await openSession(env.service, env.sandbox, credentialId, c.email);
    const leg = await env.service.auth.sessions.delete(second.sessionId);
    if (!leg.signatureRequired) throw new Error('expected a challenge');
    expect(JSON.parse(leg.challenge.payloadToSign)).toMatchObject({ operation: 'REVOKE_AUTH_SESSION' });
    const done = await env.service.auth.sessions.delete(
      second.sessionId,
      await signedRetry(leg.challenge, signer),
    );
    expect(done).toEqual({ signatureRequired: false, status: 204, result: undefined });
    const ids = (await env.service.auth.sessions.list(c.walletId)).data.map((s) => s.id);
    expect(ids).toContain(sessionId);
    expect(ids).not.toContain(second.sessionId);
  });

  it('an export answers a 202 challenge, then the encrypted wallet credentials', async () => {
    const c = await createCustomer(env.service, 'export');
    const { signer } = await signIn(env.service, env.sandbox, c.walletId, c.email);
    const exportKey = await generateClientKeyPair();
    const leg = await env.service.internalAccounts.export(c.walletId, exportKey.publicKey);
    if (!leg.signatureRequired) throw new Error('expected a challenge');
    expect(leg.challenge).not.toHaveProperty('type');
    const done = await env.service.internalAccounts.export(
      c.walletId,
      exportKey.publicKey,
      await signedRetry(leg.challenge, signer),
    );
    expect(done).toMatchObject({
      signatureRequired: false,
      status: 200,
      result: { id: c.walletId, encryptedWalletCredentials: expect.any(String) },
    });
  });

  it('an email change of a customer with an email credential is a signed retry, and the credential follows', async () => {
    const c = await createCustomer(env.service, 'email');
    const { credentialId, signer } = await signIn(env.service, env.sandbox, c.walletId, c.email);
    const next = `moved-${c.email}`;
    const leg = await env.service.customers.update(c.customerId, { email: next });
    if (!leg.signatureRequired) throw new Error('expected a challenge');
    expect(JSON.parse(leg.challenge.payloadToSign)).toMatchObject({
      operation: 'UPDATE_CUSTOMER_EMAIL',
      accountId: c.walletId,
      parameters: { customerId: c.customerId, email: next },
    });
    const done = await env.service.customers.update(
      c.customerId,
      { email: next },
      await signedRetry(leg.challenge, signer),
    );
    expect(done).toMatchObject({
      signatureRequired: false,
      status: 200,
      result: { id: c.customerId, email: next, platformCustomerId: expect.any(String) },
    });
    const [method] = (await env.service.auth.credentials.list(c.walletId)).data;
    expect(method).toMatchObject({ id: credentialId, nickname: next });
    await env.service.auth.credentials.challenge(credentialId);
    expect(await latestOtp(env.sandbox, next)).toMatch(/^\d{6}$/);
    // a change that keeps the email answers at once
    const plain = await env.service.customers.update(c.customerId, { fullName: 'Ada L.' });
    expect(plain).toMatchObject({ signatureRequired: false, status: 200, result: { fullName: 'Ada L.' } });
  });
});

/** A dev-issuer ID token; a session's token carries nonce = sha256 hex of the client public key. */
async function idToken(email: string, clientPublicKey?: string): Promise<string> {
  const nonce =
    clientPublicKey === undefined
      ? `n-${Math.random().toString(36).slice(2)}`
      : createHash('sha256').update(clientPublicKey, 'utf8').digest('hex');
  const res = await fetch(`${env.sandbox.origin}/oidc/token-for-testing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, nonce }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function oauthSession(credentialId: string, email: string) {
  const clientKey = await generateClientKeyPair();
  const session = await env.service.auth.credentials.verify(credentialId, {
    type: 'OAUTH',
    oidcToken: await idToken(email, clientKey.publicKey),
    clientPublicKey: clientKey.publicKey,
  });
  const raw = await openSessionKeyBundle(String(session.encryptedSessionSigningKey), clientKey);
  return { signer: await importSessionKey(raw) };
}
