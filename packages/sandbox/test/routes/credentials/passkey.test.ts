/**
 * `routes/credentials.ts`, PASSKEY: registration, challenge and verify with a software authenticator (real
 * WebAuthn bytes).
 */
import { generateClientKeyPair, type ClientKeyPair } from '@keyhold/protocol/crypto';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../support/authenticator.js';
import { createCustomer, useApi } from '../../support/api.js';
import { emailOtpWallet, openSession, signedCall } from '../../support/wallet.js';

const api = useApi();

/** What the integrator backend does: 32 random bytes, sent as base64url text. */
function registrationChallenge(): { bytes: Uint8Array; text: string } {
  const bytes = new Uint8Array(randomBytes(32));
  return { bytes, text: Buffer.from(bytes).toString('base64url') };
}

async function registerPasskey(accountId: string, auth: SoftAuthenticator, nickname = 'My laptop') {
  const ch = registrationChallenge();
  return api.call<{ id: string }>('POST', '/auth/credentials', {
    type: 'PASSKEY',
    accountId,
    nickname,
    challenge: ch.text,
    attestation: auth.register(ch.bytes),
  });
}

async function passkeyChallenge(credentialId: string, key: ClientKeyPair) {
  return api.call<{ challenge: string; requestId: string; expiresAt: string }>(
    'POST',
    `/auth/credentials/${credentialId}/challenge`,
    {
      clientPublicKey: key.publicKey,
    },
  );
}

describe('PASSKEY end to end with a software authenticator', () => {
  it('registers (201), challenges, verifies a real assertion and opens the session key', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth, 'Zoë’s phone');
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ type: 'PASSKEY', nickname: 'Zoë’s phone', accountId });

    const key = await generateClientKeyPair();
    const ch = await passkeyChallenge(created.body.id, key);
    expect(ch.status).toBe(200);
    expect(ch.body.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(ch.body.requestId).toBeTruthy();
    // the challenge string is passed to WebAuthn as its UTF-8 bytes
    const assertion = auth.assert(new TextEncoder().encode(ch.body.challenge));
    const verified = await api.call(
      'POST',
      `/auth/credentials/${created.body.id}/verify`,
      { assertion },
      { 'Request-Id': ch.body.requestId },
    );
    expect(verified.status, verified.text).toBe(200);
    const session = await openSession(verified.body, key);
    expect(session.body).toMatchObject({ type: 'PASSKEY', credentialId: created.body.id });

    // the passkey session signs: add an EMAIL_OTP credential by signed retry
    const add = await signedCall(
      api,
      'POST',
      '/auth/credentials',
      { type: 'EMAIL_OTP', accountId, email: 'pk@example.com' },
      session.signer,
    );
    expect(add.challenge.type).toBe('EMAIL_OTP');
    expect(add.reply.status).toBe(201);
    // the OTP email goes out on the signed retry
    const outbox = await api.control<{ data: unknown[] }>('GET', '/outbox?email=pk@example.com');
    expect(outbox.body.data).toHaveLength(1);

    // the challenge is single-use
    const again = await api.call(
      'POST',
      `/auth/credentials/${created.body.id}/verify`,
      { assertion },
      { 'Request-Id': ch.body.requestId },
    );
    expect(again.status).toBe(401);
    expect(again.body['reason']).toBe('Request-Id already used');
  });

  it('the challenge binds the hex SHA-256 of the pending session-creation request', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth);
    const key = await generateClientKeyPair();
    const ch = await passkeyChallenge(created.body.id, key);
    expect(ch.body.challenge).toMatch(/^[0-9a-f]{64}$/);
    // an assertion over the base64url-decoded challenge (the wrong reading) fails
    const wrong = auth.assert(new Uint8Array(Buffer.from(ch.body.challenge, 'hex')));
    const res = await api.call(
      'POST',
      `/auth/credentials/${created.body.id}/verify`,
      { assertion: wrong },
      { 'Request-Id': ch.body.requestId },
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid passkey signature' });
  });

  it('a forged signature is 401 "Invalid passkey signature"; the magic value passes', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth);
    const key = await generateClientKeyPair();
    const ch = await passkeyChallenge(created.body.id, key);
    const assertion = {
      ...auth.assert(new TextEncoder().encode(ch.body.challenge)),
      signature: Buffer.from('nope').toString('base64url'),
    };
    const bad = await api.call(
      'POST',
      `/auth/credentials/${created.body.id}/verify`,
      { assertion },
      { 'Request-Id': ch.body.requestId },
    );
    expect(bad.status).toBe(401);
    expect(bad.body['reason']).toBe('Invalid passkey signature');

    await api.control('POST', '/clock/advance', { seconds: 30 });
    const key2 = await generateClientKeyPair();
    const ch2 = await passkeyChallenge(created.body.id, key2);
    expect(ch2.status).toBe(200);
    const magic = {
      credentialId: auth.id,
      clientDataJson: 'e30',
      authenticatorData: 'AA',
      signature: 'sandbox-valid-passkey-signature',
    };
    const ok = await api.call(
      'POST',
      `/auth/credentials/${created.body.id}/verify`,
      { assertion: magic },
      { 'Request-Id': ch2.body.requestId },
    );
    expect(ok.status, ok.text).toBe(200);
    await openSession(ok.body, key2);
  });

  it('an assertion from a disallowed origin or without user verification is refused', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth);
    for (const opts of [{ origin: 'https://evil.example' }, { flags: 0x01 }]) {
      await api.control('POST', '/clock/advance', { seconds: 30 });
      const ch = await passkeyChallenge(created.body.id, await generateClientKeyPair());
      const assertion = auth.assert(new TextEncoder().encode(ch.body.challenge), opts);
      const res = await api.call(
        'POST',
        `/auth/credentials/${created.body.id}/verify`,
        { assertion },
        { 'Request-Id': ch.body.requestId },
      );
      expect(res.status).toBe(401);
      expect(res.body['reason']).toBe('Invalid passkey signature');
    }
  });

  it('an assertion made in a cross-origin frame (a vault) verifies when its top origin is allowed too', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth);
    const inFrame = { origin: 'http://localhost:5174', topOrigin: 'http://localhost:5173' };
    const tries: [typeof inFrame, number][] = [
      [{ ...inFrame, topOrigin: 'https://evil.example' }, 401],
      [inFrame, 200],
    ];
    for (const [opts, status] of tries) {
      await api.control('POST', '/clock/advance', { seconds: 30 });
      const ch = await passkeyChallenge(created.body.id, await generateClientKeyPair());
      const assertion = auth.assert(new TextEncoder().encode(ch.body.challenge), opts);
      const res = await api.call(
        'POST',
        `/auth/credentials/${created.body.id}/verify`,
        { assertion },
        { 'Request-Id': ch.body.requestId },
      );
      expect(res.status, `${opts.topOrigin}: ${res.text}`).toBe(status);
      if (status === 401) expect(res.body['reason']).toBe('Invalid passkey signature');
    }
  });

  it('verify without Request-Id, with an unknown one, or after expiry is 401', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth);
    const path = `/auth/credentials/${created.body.id}/verify`;
    const assertion = auth.assert(new Uint8Array(32));
    expect((await api.call('POST', path, { assertion })).body['reason']).toBe('Missing Request-Id');
    expect(
      (await api.call('POST', path, { assertion }, { 'Request-Id': 'Request:nope' })).body['reason'],
    ).toBe('Unknown Request-Id');
    const ch = await passkeyChallenge(created.body.id, await generateClientKeyPair());
    await api.control('POST', '/clock/advance', { seconds: 301 });
    const late = await api.call(
      'POST',
      path,
      { assertion: auth.assert(new TextEncoder().encode(ch.body.challenge)) },
      { 'Request-Id': ch.body.requestId },
    );
    expect(late.status).toBe(401);
    expect(late.body['reason']).toBe('Signed request expired');
    expect((await api.call('POST', path, {})).status).toBe(400);
  });

  it('a second challenge within 30 s while the first is open is 429 with Retry-After', async () => {
    const { accountId } = await createCustomer(api);
    const created = await registerPasskey(accountId, new SoftAuthenticator());
    const key = await generateClientKeyPair();
    expect((await passkeyChallenge(created.body.id, key)).status).toBe(200);
    const limited = await passkeyChallenge(created.body.id, key);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const missingKey = await api.call('POST', `/auth/credentials/${created.body.id}/challenge`, {});
    expect(missingKey.status).toBe(400);
  });

  it('registration checks: challenge, origin, RP ID, user verification; one PASSKEY per account', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const ch = registrationChallenge();
    const other = registrationChallenge();
    const cases = [
      { challenge: other.text, attestation: auth.register(ch.bytes) },
      { challenge: ch.text, attestation: auth.register(ch.bytes, { origin: 'https://evil.example' }) },
      { challenge: ch.text, attestation: auth.register(ch.bytes, { rpId: 'evil.example' }) },
      { challenge: ch.text, attestation: auth.register(ch.bytes, { flags: 0x41 }) },
    ];
    for (const c of cases) {
      const res = await api.call('POST', '/auth/credentials', {
        type: 'PASSKEY',
        accountId,
        nickname: 'x',
        ...c,
      });
      expect(res.status, res.text).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid passkey attestation' });
    }
    const bad = await api.call<{ details: { errors: Array<{ field: string }> } }>(
      'POST',
      '/auth/credentials',
      {
        type: 'PASSKEY',
        accountId,
        nickname: 'a\u0007b',
        challenge: 'x',
        attestation: { credentialId: 'a' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details.errors.map((e) => e.field).sort()).toEqual([
      'attestation.attestationObject',
      'attestation.clientDataJson',
      'attestation.transports',
      'nickname',
    ]);

    const { session } = await emailOtpWallet(api, accountId);
    const first = await signedCall(
      api,
      'POST',
      '/auth/credentials',
      {
        type: 'PASSKEY',
        accountId,
        nickname: 'Desk key',
        challenge: ch.text,
        attestation: auth.register(ch.bytes),
      },
      session.signer,
    );
    expect(first.challenge.type).toBe('PASSKEY');
    expect(JSON.parse(first.challenge.payloadToSign)).toMatchObject({
      parameters: { nickname: 'Desk key', type: 'PASSKEY' },
    });
    expect(first.reply.status).toBe(201);
    const second = new SoftAuthenticator();
    const ch2 = registrationChallenge();
    const dup = await api.call('POST', '/auth/credentials', {
      type: 'PASSKEY',
      accountId,
      nickname: 'y',
      challenge: ch2.text,
      attestation: second.register(ch2.bytes),
    });
    expect(dup.status).toBe(400);
    expect(dup.body['code']).toBe('PASSKEY_CREDENTIAL_ALREADY_EXISTS');
  });
});

describe('assertion byte fields (wire-formats §6)', () => {
  it('padded or standard-base64 fields are 400 INVALID_INPUT, and the challenge is spent', async () => {
    const { accountId } = await createCustomer(api);
    const auth = new SoftAuthenticator();
    const created = await registerPasskey(accountId, auth);
    expect(created.status, created.text).toBe(201);
    const ch = await passkeyChallenge(created.body.id, await generateClientKeyPair());
    expect(ch.status, ch.text).toBe(200);
    const good = auth.assert(new TextEncoder().encode(ch.body.challenge));
    const path = `/auth/credentials/${created.body.id}/verify`;
    const headers = { 'Request-Id': ch.body.requestId };
    for (const [field, value] of [
      ['signature', `${good.signature}=`],
      ['clientDataJson', 'ab+/'],
      ['userHandle', 'a b'],
    ] as const) {
      const res = await api.call('POST', path, { assertion: { ...good, [field]: value } }, headers);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({
        code: 'INVALID_INPUT',
        details: { errors: [{ field: `assertion.${field}` }] },
      });
    }
    const late = await api.call('POST', path, { assertion: good }, headers);
    expect(late.status).toBe(401);
    expect(late.body['reason']).toBe('Request-Id already used');
  });
});
