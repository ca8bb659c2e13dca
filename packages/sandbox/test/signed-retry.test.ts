/**
 * The signed-retry protocol (§3.5, wire-formats §4–5) across every signed operation: the 202 challenge,
 * stamps, single-use Request-Ids, and a pending request spent only by its own account.
 */
import {
  generateClientKeyPair,
  stamp,
  type SessionSigner,
  derToRawSignature,
  fromBase64Url,
  fromHex,
  rawToDerSignature,
  toBase64Url,
  toHex,
} from '@keyhold/protocol/crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, useApi } from './support/api.js';
import { emailOtpWallet, signedCall, type Challenge202, exportChallenge } from './support/wallet.js';
import { oidcHelpers } from './support/oidc.js';

const api = useApi();
const { devToken, walletWithTwoCredentials } = oidcHelpers(api);

const MAGIC = { 'Service-Wallet-Signature': 'sandbox-valid-signature' };

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

describe('Request-Id is single-use, also after a failed retry (wire-formats §5)', () => {
  it('a retry rejected by validation spends the requestId', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const key = await generateClientKeyPair();
    const body = { clientPublicKey: key.publicKey };
    const first = await api.call<Challenge202>('POST', `/internal-accounts/${accountId}/export`, body);
    expect(first.status).toBe(202);
    const headers = { ...MAGIC, 'Request-Id': first.body.requestId };
    const bad = await api.call(
      'POST',
      `/internal-accounts/${accountId}/export`,
      { clientPublicKey: 'zz' },
      headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.body['code']).toBe('INVALID_INPUT');
    const again = await api.call('POST', `/internal-accounts/${accountId}/export`, body, headers);
    expect(again.status, again.text).toBe(401);
    expect(again.body['reason']).toBe('Request-Id already used');
  });

  it('a credential retry with an invalid body spends the requestId', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const email = 'second@example.com';
    const body = { type: 'OAUTH', accountId, oidcToken: await devToken(email, 'n') };
    const first = await api.call<Challenge202>('POST', '/auth/credentials', body);
    expect(first.status).toBe(202);
    const headers = { ...MAGIC, 'Request-Id': first.body.requestId };
    const bad = await api.call('POST', '/auth/credentials', { ...body, type: 'SMS' }, headers);
    expect(bad.status).toBe(400);
    const again = await api.call('POST', '/auth/credentials', body, headers);
    expect(again.status, again.text).toBe(401);
    expect(again.body['reason']).toBe('Request-Id already used');
  });
});

describe('a pending signed request is spent only by its own account', () => {
  it("another account's retry naming B's Request-Id is 401 and B's own retry still completes", async () => {
    const a = await createCustomer(api);
    const b = await createCustomer(api);
    const walletA = await emailOtpWallet(api, a.accountId);
    const walletB = await emailOtpWallet(api, b.accountId);
    const keyA = (await generateClientKeyPair()).publicKey;
    const keyB = (await generateClientKeyPair()).publicKey;
    const pendingB = await exportChallenge(api, b.accountId, keyB);
    const pendingA = await exportChallenge(api, a.accountId, keyA);

    // A's own export retry, correctly stamped by A, but naming B's Request-Id.
    const attack = await api.call(
      'POST',
      `/internal-accounts/${a.accountId}/export`,
      { clientPublicKey: keyA },
      {
        'Service-Wallet-Signature': await stamp(pendingA.payloadToSign, walletA.session.signer),
        'Request-Id': pendingB.requestId,
      },
    );
    expect(attack.status).toBe(401);
    expect(attack.body).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'Request-Id belongs to another account',
      details: { check: 'REQUEST_ID_ACCOUNT' },
    });

    // The same through another route: A signs out with B's Request-Id.
    const signOut = await api.call('DELETE', `/auth/sessions/${walletA.session.id}`);
    expect(signOut.status, signOut.text).toBe(202);
    const signOutAttack = await api.call('DELETE', `/auth/sessions/${walletA.session.id}`, undefined, {
      'Service-Wallet-Signature': await stamp(
        (signOut.body as unknown as Challenge202).payloadToSign,
        walletA.session.signer,
      ),
      'Request-Id': pendingB.requestId,
    });
    expect(signOutAttack.status).toBe(401);
    expect(signOutAttack.body).toMatchObject({ reason: 'Request-Id belongs to another account' });

    // B's legitimate retry afterwards completes.
    const retryB = await api.call(
      'POST',
      `/internal-accounts/${b.accountId}/export`,
      { clientPublicKey: keyB },
      {
        'Service-Wallet-Signature': await stamp(pendingB.payloadToSign, walletB.session.signer),
        'Request-Id': pendingB.requestId,
      },
    );
    expect(retryB.status, retryB.text).toBe(200);
    expect(retryB.body['encryptedWalletCredentials']).toBeTruthy();

    // And A's own pending request was not disturbed either.
    const retryA = await api.call(
      'POST',
      `/internal-accounts/${a.accountId}/export`,
      { clientPublicKey: keyA },
      {
        'Service-Wallet-Signature': await stamp(pendingA.payloadToSign, walletA.session.signer),
        'Request-Id': pendingA.requestId,
      },
    );
    expect(retryA.status, retryA.text).toBe(200);
  });
});

describe('stamps (wire-formats §4)', () => {
  const N = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

  /** The same stamp with its signature's S replaced by the high form (N - S when S is low). */
  function highS(header: string): { header: string; wasLow: boolean } {
    const json = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as Record<string, string>;
    const raw = derToRawSignature(fromHex(json['signature']!));
    const s = BigInt(`0x${toHex(raw.slice(32))}`);
    const wasLow = s <= N / 2n;
    const high = wasLow ? N - s : s;
    const out = new Uint8Array(64);
    out.set(raw.slice(0, 32));
    out.set(fromHex(high.toString(16).padStart(64, '0')), 32);
    const text = `{"publicKey":"${json['publicKey']}","scheme":"${json['scheme']}","signature":"${toHex(rawToDerSignature(out))}"}`;
    return { header: toBase64Url(new TextEncoder().encode(text)), wasLow };
  }

  it('a high-S signature is accepted (no low-S normalisation)', async () => {
    const { accountId } = await createCustomer(api);
    const { session } = await emailOtpWallet(api, accountId);
    const key = await generateClientKeyPair();
    const body = { clientPublicKey: key.publicKey };
    const first = await api.call<Challenge202>('POST', `/internal-accounts/${accountId}/export`, body);
    const { header } = highS(await stamp(first.body.payloadToSign, session.signer));
    const json = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as Record<string, string>;
    const s = BigInt(`0x${toHex(derToRawSignature(fromHex(json['signature']!)).slice(32))}`);
    expect(s > N / 2n).toBe(true);
    const retry = await api.call('POST', `/internal-accounts/${accountId}/export`, body, {
      'Service-Wallet-Signature': header,
      'Request-Id': first.body.requestId,
    });
    expect(retry.status, retry.text).toBe(200);
  });
});
