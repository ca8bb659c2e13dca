/**
 * `routes/credentials.ts`, OAUTH: ID tokens checked on create and on verify, a fresh token for each verify,
 * and replay detected on what a token means.
 */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { createCustomer, request, useApi } from '../../support/api.js';
import { openSession } from '../../support/wallet.js';
import { nonceOf, oidcHelpers } from '../../support/oidc.js';

const api = useApi();
const { devToken } = oidcHelpers(api);

function unsignedJwt(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'RS256', typ: 'JWT' })}.${enc(payload)}.${Buffer.from('sig').toString('base64url')}`;
}

async function oauthCredential(email: string) {
  const { accountId } = await createCustomer(api);
  const res = await api.call<{ id: string }>('POST', '/auth/credentials', {
    type: 'OAUTH',
    accountId,
    oidcToken: await devToken(email, 'x'),
  });
  expect(res.status, res.text).toBe(201);
  return { accountId, credentialId: res.body.id };
}

describe('OAUTH credentials', () => {
  it('create checks structure, a recognised issuer and iat within 60 s, without checking the signature', async () => {
    const { accountId } = await createCustomer(api);
    const now = Math.floor(Date.parse(String((await api.control('GET', '/clock')).body['now'])) / 1000);
    const google = unsignedJwt({
      iss: 'https://accounts.google.com',
      sub: 'g-1',
      aud: 'client',
      iat: now,
      email: 'g@example.com',
    });
    const ok = await api.call('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: google });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body['nickname']).toBe('g@example.com');
    const { accountId: other } = await createCustomer(api);
    for (const token of [
      'not-a-jwt',
      unsignedJwt({ iss: 'https://evil.example', sub: 'x', aud: 'a', iat: now }),
      unsignedJwt({ iss: 'https://accounts.google.com', sub: 'x', aud: 'a', iat: now - 61 }),
      unsignedJwt({ iss: 'https://accounts.google.com', aud: 'a', iat: now }),
      'sandbox-valid-oidc-token',
    ]) {
      const res = await api.call('POST', '/auth/credentials', {
        type: 'OAUTH',
        accountId: other,
        oidcToken: token,
      });
      expect(res.status, token).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid OIDC token' });
    }
    expect((await api.call('POST', '/auth/credentials', { type: 'OAUTH', accountId: other })).status).toBe(
      400,
    );
  });

  it('create accepts an Apple ID token (iss https://appleid.apple.com) on structure alone', async () => {
    const { accountId } = await createCustomer(api);
    const now = Math.floor(Date.parse(String((await api.control('GET', '/clock')).body['now'])) / 1000);
    // The signature part is garbage: §5(8) checks structure, issuer, sub, aud and iat only.
    const apple = unsignedJwt({
      iss: 'https://appleid.apple.com',
      sub: '001234.abcdef.0042',
      aud: 'com.example.app',
      iat: now,
      email: 'a@privaterelay.appleid.com',
    });
    const ok = await api.call('POST', '/auth/credentials', { type: 'OAUTH', accountId, oidcToken: apple });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({ type: 'OAUTH', accountId, nickname: 'a@privaterelay.appleid.com' });
    // A look-alike issuer is not Apple.
    const { accountId: other } = await createCustomer(api);
    const lookalike = await api.call('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId: other,
      oidcToken: unsignedJwt({ iss: 'https://appleid.apple.com.evil.example', sub: 'x', aud: 'a', iat: now }),
    });
    expect(lookalike.status).toBe(401);
    expect(lookalike.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid OIDC token' });
  });

  it('verify checks signature, nonce, sub, aud, iat and exp; the magic token passes', async () => {
    const email = 'verify@example.com';
    const { credentialId } = await oauthCredential(email);
    const path = `/auth/credentials/${credentialId}/verify`;
    const key = await generateClientKeyPair();
    const nonce = nonceOf(key.publicKey);
    const bad: Array<[string, string]> = [
      ['nonce', await devToken(email, 'wrong')],
      ['sub', await devToken(email, nonce, { sub: 'someone-else' })],
      ['aud', await devToken(email, nonce, { aud: 'another-client' })],
      ['iat', await devToken(email, nonce, { iatOffsetSeconds: -61 })],
      ['sig', (await devToken(email, nonce)).slice(0, -4) + 'AAAA'],
    ];
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ nonce, email })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(`${api.origin}/oidc`)
      .setSubject('dev|x')
      .setAudience('keyhold-sandbox')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    bad.push(['foreign key', foreign]);
    // Signed with the issuer's own key, iat fresh, exp already past (beyond the 5 s tolerance).
    const fresh = await devToken(email, nonce);
    const claims = decodeJwt(fresh);
    const expired = await new SignJWT({ ...claims, exp: claims.iat! - 30 })
      .setProtectedHeader(decodeProtectedHeader(fresh) as { alg: string })
      .sign(await importJWK(api.server.sandbox.state.meta.oidcPrivateJwk as JWK, 'ES256'));
    expect(decodeJwt(expired).iat).toBe(claims.iat);
    bad.push(['exp', expired]);
    for (const [what, token] of bad) {
      const res = await api.call('POST', path, { oidcToken: token, clientPublicKey: key.publicKey });
      expect(res.status, what).toBe(401);
      expect(res.body['reason'], what).toBe('Invalid OIDC token');
    }
    const good = await api.call('POST', path, {
      oidcToken: await devToken(email, nonce),
      clientPublicKey: key.publicKey,
    });
    expect(good.status, good.text).toBe(200);
    const magic = await api.call('POST', path, {
      oidcToken: 'sandbox-valid-oidc-token',
      clientPublicKey: key.publicKey,
    });
    expect(magic.status).toBe(200);
    await openSession(magic.body, key);
    expect((await api.call('POST', path, { oidcToken: 'x' })).status).toBe(400);
  });

  it('OAUTH needs no challenge (400 CHALLENGE_NOT_REQUIRED); the same identity twice is 400', async () => {
    const { accountId, credentialId } = await oauthCredential('twice@example.com');
    const ch = await api.call('POST', `/auth/credentials/${credentialId}/challenge`, {});
    expect(ch.status).toBe(400);
    expect(ch.body['code']).toBe('CHALLENGE_NOT_REQUIRED');
    const dup = await api.call('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: await devToken('twice@example.com', 'n'),
    });
    expect(dup.status).toBe(400);
    expect(dup.body['code']).toBe('OAUTH_CREDENTIAL_ALREADY_EXISTS');
  });

  it('token-for-testing validates its input', async () => {
    const res = await request(`${api.origin}/oidc/token-for-testing`, 'POST', { email: 'nope' }, {});
    expect(res.status).toBe(400);
  });
});

describe('OAuth: a fresh token for each verify (§5(6))', () => {
  it('the token that created the credential opens one session; its replay is 401, a fresh one works', async () => {
    const { accountId } = await createCustomer(api);
    const email = `fresh-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const key = await generateClientKeyPair();
    const token = await devToken(email, nonceOf(key.publicKey));
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: token,
    });
    expect(created.status, created.text).toBe(201);
    const verifyPath = `/auth/credentials/${created.body.id}/verify`;
    const one = await api.call('POST', verifyPath, { oidcToken: token, clientPublicKey: key.publicKey });
    expect(one.status, one.text).toBe(200);
    const replay = await api.call('POST', verifyPath, { oidcToken: token, clientPublicKey: key.publicKey });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'Invalid OIDC token',
      details: { reason: 'Invalid OIDC token', check: 'REUSED' },
    });
    const key2 = await generateClientKeyPair();
    const fresh = await api.call('POST', verifyPath, {
      oidcToken: await devToken(email, nonceOf(key2.publicKey)),
      clientPublicKey: key2.publicKey,
    });
    expect(fresh.status, fresh.text).toBe(200);
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

  it('a used token re-encoded three ways (same signature bytes) is refused as REUSED', async () => {
    const { accountId } = await createCustomer(api);
    const email = `replay-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const key = await generateClientKeyPair();
    const token = await devToken(email, nonceOf(key.publicKey));
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
      oidcToken: await devToken(email, nonceOf(key2.publicKey)),
      clientPublicKey: key2.publicKey,
    });
    expect(fresh.status, fresh.text).toBe(200);
  });

  it('a token whose segments are not canonical base64url is refused before its first use', async () => {
    const { accountId } = await createCustomer(api);
    const email = `canon-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const key = await generateClientKeyPair();
    const token = await devToken(email, nonceOf(key.publicKey));
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: respell(token, (sig) => `${sig}==`),
    });
    expect(created.status).toBe(401);
    expect(created.body).toMatchObject({ reason: 'Invalid OIDC token', details: { check: 'ENCODING' } });
  });
});
