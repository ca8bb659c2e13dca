/**
 * Over real HTTP: a signed request stays its account's, ID-token replay is detected on meaning, not
 * spelling, email codes lock out across re-issues, and decoded inputs are bounded first. The honest
 * user loses nothing in each case.
 */
import { createHash } from 'node:crypto';
import { generateClientKeyPair, stamp } from '@keyhold/protocol/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, request, startApi, type Api } from './helpers.js';
import { emailOtpWallet, latestOtp, type Challenge202 } from './wallet.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const sha256hex = (text: string): string => createHash('sha256').update(text).digest('hex');

async function exportChallenge(accountId: string, clientPublicKey: string) {
  const first = await api.call<Challenge202>('POST', `/internal-accounts/${accountId}/export`, {
    clientPublicKey,
  });
  expect(first.status, first.text).toBe(202);
  return first.body;
}

describe('a pending signed request is spent only by its own account', () => {
  it("another account's retry naming B's Request-Id is 401 and B's own retry still completes", async () => {
    const a = await createCustomer(api);
    const b = await createCustomer(api);
    const walletA = await emailOtpWallet(api, a.accountId);
    const walletB = await emailOtpWallet(api, b.accountId);
    const keyA = (await generateClientKeyPair()).publicKey;
    const keyB = (await generateClientKeyPair()).publicKey;
    const pendingB = await exportChallenge(b.accountId, keyB);
    const pendingA = await exportChallenge(a.accountId, keyA);

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

describe('ID-token replay is detected on what the token means', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  /** The last character of an ES256 signature carries 4 unused bits: set the lowest one. */
  const strayBits = (sig: string): string => {
    const last = ALPHABET.indexOf(sig.at(-1)!);
    return sig.slice(0, -1) + ALPHABET[last | 1]!;
  };
  const variants: Record<string, (sig: string) => string> = {
    'trailing bits set in the last character': strayBits,
    'padding added': (sig) => `${sig}==`,
    'standard alphabet, stray bits and padding': (sig) =>
      `${strayBits(sig).replace(/-/g, '+').replace(/_/g, '/')}=`,
  };
  const respell = (token: string, f: (sig: string) => string): string => {
    const [header, payload, sig] = token.split('.') as [string, string, string];
    return `${header}.${payload}.${f(sig)}`;
  };

  async function devToken(email: string, nonce: string): Promise<string> {
    const res = await request<{ idToken: string }>(
      `${api.origin}/oidc/token-for-testing`,
      'POST',
      { email, nonce },
      {},
    );
    expect(res.status, res.text).toBe(200);
    return res.body.idToken;
  }

  it('a used token re-encoded three ways (same signature bytes) is refused as REUSED', async () => {
    const { accountId } = await createCustomer(api);
    const email = `replay-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const key = await generateClientKeyPair();
    const token = await devToken(email, sha256hex(key.publicKey));
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: token,
    });
    expect(created.status, created.text).toBe(201);
    const verify = (oidcToken: string) =>
      api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
        oidcToken,
        clientPublicKey: key.publicKey,
      });
    expect((await verify(token)).status).toBe(200);
    for (const [name, f] of Object.entries(variants)) {
      const respelled = respell(token, f);
      expect(respelled, name).not.toBe(token);
      const replay = await verify(respelled);
      expect(replay.status, `${name}: ${replay.text}`).toBe(401);
      expect(replay.body, name).toMatchObject({
        reason: 'Invalid OIDC token',
        details: { check: 'REUSED' },
      });
    }
    // The honest user still signs in with a fresh token.
    const key2 = await generateClientKeyPair();
    const fresh = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      oidcToken: await devToken(email, sha256hex(key2.publicKey)),
      clientPublicKey: key2.publicKey,
    });
    expect(fresh.status, fresh.text).toBe(200);
  });

  it('a token whose segments are not canonical base64url is refused before its first use', async () => {
    const { accountId } = await createCustomer(api);
    const email = `canon-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const key = await generateClientKeyPair();
    const token = await devToken(email, sha256hex(key.publicKey));
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: respell(token, (sig) => `${sig}==`),
    });
    expect(created.status).toBe(401);
    expect(created.body).toMatchObject({ reason: 'Invalid OIDC token', details: { check: 'ENCODING' } });
  });
});

describe('email codes lock out across re-issues', () => {
  const verifyOtp = async (credentialId: string, otp: string) =>
    api.call('POST', `/auth/credentials/${credentialId}/verify`, {
      otp,
      clientPublicKey: (await generateClientKeyPair()).publicKey,
    });
  const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const challenge = async (credentialId: string) => {
    const res = await api.call('POST', `/auth/credentials/${credentialId}/challenge`);
    expect(res.status, res.text).toBe(200);
  };

  /** Ten wrong codes over two emailed codes: the first five burn a code, the tenth locks. */
  async function guessTenTimes(credentialId: string, email: string) {
    let last;
    for (let round = 0; round < 2; round++) {
      const code = await latestOtp(api, email);
      for (let i = 0; i < 5; i++) {
        last = await verifyOtp(credentialId, wrong(code));
        if (round === 0 || i < 4) expect(last.status, last.text).toBe(401);
      }
      if (round === 0) await challenge(credentialId);
    }
    return last!;
  }

  it('the 10th wrong code is 429 with Retry-After, the right code is refused while locked, the user gets in after the wait', async () => {
    const { accountId } = await createCustomer(api);
    const { credentialId, email } = await emailOtpWallet(api, accountId);
    await challenge(credentialId);

    const locked = await guessTenTimes(credentialId, email);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(locked.headers.get('retry-after'))).toBe(60);

    // A new code during the lockout, and the right one, are still refused.
    await challenge(credentialId);
    const right = await latestOtp(api, email);
    const during = await verifyOtp(credentialId, right);
    expect(during.status).toBe(429);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(during.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // A second lockout without a sign-in in between waits twice as long.
    await api.control('POST', '/clock/advance', { seconds: 61 });
    const again = await guessTenTimes(credentialId, email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(120);

    // After the wait the honest user gets in with a fresh code.
    await api.control('POST', '/clock/advance', { seconds: 121 });
    await challenge(credentialId);
    const after = await verifyOtp(credentialId, await latestOtp(api, email));
    expect(after.status, after.text).toBe(200);
  });
});

describe('inputs are bounded before they are decoded', () => {
  it('an oversized stamp is 401 STAMP_TOO_LONG; an oversized Basic header is 401; an oversized oidcToken is 400', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const key = (await generateClientKeyPair()).publicKey;
    const pending = await exportChallenge(accountId, key);
    const stampLike = Buffer.from(JSON.stringify({ publicKey: 'x'.repeat(6000) })).toString('base64url');
    const oversized = await api.call(
      'POST',
      `/internal-accounts/${accountId}/export`,
      { clientPublicKey: key },
      { 'Service-Wallet-Signature': stampLike, 'Request-Id': pending.requestId },
    );
    expect(oversized.status).toBe(401);
    expect(oversized.body).toMatchObject({
      reason: 'Invalid Service-Wallet-Signature',
      details: { check: 'STAMP_TOO_LONG' },
    });

    const basic = await request(`${api.base}/customers`, 'GET', undefined, {
      authorization: `Basic ${'QUFB'.repeat(2000)}`,
    });
    expect(basic.status).toBe(401);
    expect(basic.body).toMatchObject({ code: 'UNAUTHORIZED' });

    const token = await api.call('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: `${'a'.repeat(20_000)}.b.c`,
    });
    expect(token.status).toBe(400);
    expect(token.body).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
