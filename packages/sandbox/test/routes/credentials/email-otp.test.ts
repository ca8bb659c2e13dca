/**
 * `routes/credentials.ts`, EMAIL_OTP: create, email a code, challenge (re-send) and verify into a real
 * session key.
 */
import { generateClientKeyPair, stamp } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { emailOtpWallet, latestOtp, openSession, signedCall, verifyEmailOtp } from '../../support/wallet.js';

const api = useApi();

describe('EMAIL_OTP end to end', () => {
  it('creates the first credential unsigned (201), emails a code, verifies it and opens a real session key', async () => {
    const { accountId } = await createCustomer(api);
    const email = 'otp-e2e@example.com';
    const created = await api.call('POST', '/auth/credentials', { type: 'EMAIL_OTP', accountId, email });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([
      'accountId',
      'createdAt',
      'id',
      'nickname',
      'type',
      'updatedAt',
    ]);
    expect(created.body).toMatchObject({ accountId, type: 'EMAIL_OTP', nickname: email });
    expect(String(created.body['id'])).toMatch(/^AuthMethod:/);

    const outbox = await api.control<{ data: Array<Record<string, string>> }>(
      'GET',
      `/outbox?email=${email}`,
    );
    expect(outbox.body.data).toHaveLength(1);
    expect(outbox.body.data[0]).toMatchObject({ to: email });
    expect(outbox.body.data[0]!['code']).toMatch(/^\d{6}$/);

    const session = await verifyEmailOtp(api, String(created.body['id']), email);
    expect(session.id).toMatch(/^Session:/);
    expect(session.body).toMatchObject({
      accountId,
      type: 'EMAIL_OTP',
      nickname: email,
      credentialId: created.body['id'],
    });
    const ttl = Date.parse(session.expiresAt) - Date.parse(String(session.body['createdAt']));
    expect(ttl).toBe(900_000);
    expect(session.signer.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);

    // the opened key signs for this account: export is a signed operation
    const clientKey = await generateClientKeyPair();
    const { reply } = await signedCall(
      api,
      'POST',
      `/internal-accounts/${accountId}/export`,
      { clientPublicKey: clientKey.publicKey },
      session.signer,
    );
    expect(reply.status, reply.text).toBe(200);

    const sessions = await api.call<{ data: Array<Record<string, unknown>> }>(
      'GET',
      `/auth/sessions?accountId=${accountId}`,
    );
    expect(sessions.body.data).toHaveLength(1);
    expect(sessions.body.data[0]).toMatchObject({
      id: session.id,
      type: 'EMAIL_OTP',
      expiresAt: session.expiresAt,
    });
    expect(sessions.body.data[0]!['encryptedSessionSigningKey']).toBeUndefined();
  });

  it('a second EMAIL_OTP credential is 400 EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const again = await api.call('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email: 'second@example.com',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 400, code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS' });
  });

  it('a wrong code is 401 "Invalid OTP code"; the code works once; 000000 always works', async () => {
    const { accountId } = await createCustomer(api);
    const email = 'wrong-otp@example.com';
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const key = await generateClientKeyPair();
    const code = await latestOtp(api, email);
    const wrong = code === '123456' ? '654321' : '123456';
    const bad = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      otp: wrong,
      clientPublicKey: key.publicKey,
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'Invalid OTP code',
      details: { reason: 'Invalid OTP code' },
    });
    const ok = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      otp: code,
      clientPublicKey: key.publicKey,
    });
    expect(ok.status).toBe(200);
    const reused = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      otp: code,
      clientPublicKey: key.publicKey,
    });
    expect(reused.status).toBe(401);
    expect(reused.body['reason']).toBe('Invalid OTP code');
    const magicKey = await generateClientKeyPair();
    const magic = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      otp: '000000',
      clientPublicKey: magicKey.publicKey,
    });
    expect(magic.status).toBe(200);
    // the magic code still returns a real sealed key
    await openSession(magic.body, magicKey);
  });

  it('a code older than 300 s is 401 "OTP code expired"', async () => {
    const { accountId } = await createCustomer(api);
    const email = 'late@example.com';
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const code = await latestOtp(api, email);
    await api.control('POST', '/clock/advance', { seconds: 301 });
    const key = await generateClientKeyPair();
    const late = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      otp: code,
      clientPublicKey: key.publicKey,
    });
    expect(late.status).toBe(401);
    expect(late.body['reason']).toBe('OTP code expired');
  });

  it('verify needs a valid uncompressed clientPublicKey and an otp (400 INVALID_INPUT)', async () => {
    const { accountId } = await createCustomer(api);
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email: 'k@example.com',
    });
    const path = `/auth/credentials/${created.body.id}/verify`;
    type E = { code: string; details: { errors: Array<{ field: string }> } };
    const none = await api.call<E>('POST', path, {});
    expect(none.status).toBe(400);
    expect(none.body.details.errors.map((e) => e.field).sort()).toEqual(['clientPublicKey', 'otp']);
    const compressed = await api.call<E>('POST', path, {
      otp: '000000',
      clientPublicKey: `02${'ab'.repeat(32)}`,
    });
    expect(compressed.status).toBe(400);
    const offCurve = await api.call<E>('POST', path, {
      otp: '000000',
      clientPublicKey: `04${'11'.repeat(64)}`,
    });
    expect(offCurve.status).toBe(400);
    expect(offCurve.body.details.errors[0]!.field).toBe('clientPublicKey');
    const unknown = await api.call('POST', '/auth/credentials/AuthMethod:nope/verify', { otp: '000000' });
    expect(unknown.status).toBe(404);
  });

  it('re-sending a code within 30 s is 429 RATE_LIMITED with Retry-After; later it sends a fresh code', async () => {
    const { accountId } = await createCustomer(api);
    const email = 'resend@example.com';
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const first = await latestOtp(api, email);
    const limited = await api.call('POST', `/auth/credentials/${created.body.id}/challenge`);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    await api.control('POST', '/clock/advance', { seconds: retryAfter });
    const resent = await api.call('POST', `/auth/credentials/${created.body.id}/challenge`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: created.body.id, type: 'EMAIL_OTP', nickname: email });
    const outbox = await api.control<{ data: unknown[] }>('GET', `/outbox?email=${email}`);
    expect(outbox.body.data).toHaveLength(2);
    // the old code no longer works
    const key = await generateClientKeyPair();
    const second = await latestOtp(api, email);
    if (first !== second) {
      const old = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
        otp: first,
        clientPublicKey: key.publicKey,
      });
      expect(old.status).toBe(401);
    }
    // after a successful verify the next sign-in may ask for a code at once (re-authentication)
    await verifyEmailOtp(api, created.body.id, email);
    expect((await api.call('POST', `/auth/credentials/${created.body.id}/challenge`)).status).toBe(200);
  });

  it('GET /auth/credentials needs accountId (400) and a known account (404)', async () => {
    expect((await api.call('GET', '/auth/credentials')).status).toBe(400);
    expect((await api.call('GET', '/auth/credentials?accountId=InternalAccount:nope')).status).toBe(404);
  });

  it('a stamp over the wrong payload is refused even with a live session', async () => {
    const { accountId } = await createCustomer(api);
    const { session } = await emailOtpWallet(api, accountId);
    const key = await generateClientKeyPair();
    const path = `/internal-accounts/${accountId}/export`;
    const first = await api.call<{ requestId: string }>('POST', path, { clientPublicKey: key.publicKey });
    const header = await stamp('{"something":"else"}', session.signer);
    const res = await api.call(
      'POST',
      path,
      { clientPublicKey: key.publicKey },
      { 'Service-Wallet-Signature': header, 'Request-Id': first.body.requestId },
    );
    expect(res.status).toBe(401);
    expect(res.body['reason']).toBe('Invalid Service-Wallet-Signature');
  });
});

describe('EMAIL_OTP challenge (§4.1)', () => {
  it('sends a fresh code and answers the AuthMethod otherwise unchanged (same updatedAt)', async () => {
    const { accountId } = await createCustomer(api);
    const email = `c-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<Record<string, unknown>>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    await api.control('POST', '/clock/advance', { seconds: 301 });
    const res = await api.call<Record<string, unknown>>(
      'POST',
      `/auth/credentials/${String(created.body['id'])}/challenge`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(created.body);
    const outbox = await api.control<{ data: unknown[] }>('GET', `/outbox?email=${email}`);
    expect(outbox.body.data).toHaveLength(2);
  });
});

describe('verify body', () => {
  it('a `type` that is not the credential’s is 400 INVALID_INPUT; the right one is accepted', async () => {
    const { accountId } = await createCustomer(api);
    const email = `t-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const key = await generateClientKeyPair();
    const path = `/auth/credentials/${created.body.id}/verify`;
    const wrong = await api.call('POST', path, {
      type: 'OAUTH',
      otp: '000000',
      clientPublicKey: key.publicKey,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'type' }] } });
    const right = await api.call('POST', path, {
      type: 'EMAIL_OTP',
      otp: '000000',
      clientPublicKey: key.publicKey,
    });
    expect(right.status, right.text).toBe(200);
  });
});
