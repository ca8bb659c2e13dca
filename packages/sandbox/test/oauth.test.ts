import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWK } from 'jose';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, request, startApi, type Api } from './helpers.js';
import { openSession } from './wallet.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const nonceOf = (key: string): string => createHash('sha256').update(key).digest('hex');

async function devToken(body: Record<string, unknown>): Promise<string> {
  const res = await request<{ idToken: string }>(`${api.origin}/oidc/token-for-testing`, 'POST', body, {});
  expect(res.status, res.text).toBe(200);
  return res.body.idToken;
}

function unsignedJwt(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'RS256', typ: 'JWT' })}.${enc(payload)}.${Buffer.from('sig').toString('base64url')}`;
}

async function oauthCredential(email: string) {
  const { accountId } = await createCustomer(api);
  const res = await api.call<{ id: string }>('POST', '/auth/credentials', {
    type: 'OAUTH',
    accountId,
    oidcToken: await devToken({ email, nonce: 'x' }),
  });
  expect(res.status, res.text).toBe(201);
  return { accountId, credentialId: res.body.id };
}

describe('the development OIDC issuer', () => {
  it('publishes discovery and JWKS with issuer exactly {origin}/oidc', async () => {
    const conf = await request<Record<string, unknown>>(
      `${api.origin}/oidc/.well-known/openid-configuration`,
      'GET',
      undefined,
      {},
    );
    expect(conf.status).toBe(200);
    expect(conf.body['issuer']).toBe(`${api.origin}/oidc`);
    expect(conf.body['jwks_uri']).toBe(`${api.origin}/oidc/jwks`);
    const jwks = await request<{ keys: Array<Record<string, unknown>> }>(
      `${api.origin}/oidc/jwks`,
      'GET',
      undefined,
      {},
    );
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwks.body.keys[0]!['d']).toBeUndefined();
  });

  it('signs in through the authorize page and returns the token by redirect fragment', async () => {
    const key = await generateClientKeyPair();
    const q = new URLSearchParams({
      client_id: 'keyhold-sandbox',
      redirect_uri: 'http://localhost:5173/callback',
      nonce: nonceOf(key.publicKey),
      state: 's-123',
      response_mode: 'fragment',
      login_hint: 'page@example.com',
    });
    const page = await fetch(`${api.origin}/oidc/authorize?${q}`);
    expect(page.status).toBe(200);
    const htmlText = await page.text();
    expect(htmlText).toContain('value="page@example.com"');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The form's 303 back to the app is checked against form-action too: the app's origin is allowed.
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:5173;",
    );
    const form = new URLSearchParams(q);
    form.set('email', 'page@example.com');
    const submit = await fetch(`${api.origin}/oidc/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(submit.status).toBe(303);
    const location = new URL(submit.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/callback');
    const frag = new URLSearchParams(location.hash.slice(1));
    expect(frag.get('state')).toBe('s-123');
    const idToken = frag.get('id_token')!;

    // create the credential and verify with the same token (nonce bound to the key)
    const { accountId } = await createCustomer(api);
    const created = await api.call<{ id: string; nickname: string }>('POST', '/auth/credentials', {
      type: 'OAUTH',
      accountId,
      oidcToken: idToken,
    });
    expect(created.status).toBe(201);
    expect(created.body.nickname).toBe('page@example.com');
    const verified = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      oidcToken: idToken,
      clientPublicKey: key.publicKey,
    });
    expect(verified.status, verified.text).toBe(200);
    const session = await openSession(verified.body, key);
    expect(session.body).toMatchObject({ type: 'OAUTH', accountId });
  });

  it('web_message mode hands the token to a CSP-safe script that posts it to the opener', async () => {
    const form = new URLSearchParams({
      client_id: 'keyhold-sandbox',
      redirect_uri: 'http://localhost:5173/popup',
      nonce: 'abc',
      state: 'st',
      response_mode: 'web_message',
      email: 'popup@example.com',
    });
    const res = await fetch(`${api.origin}/oidc/authorize`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/data-id-token="[\w-]+\.[\w-]+\.[\w-]+"/);
    expect(text).toContain('data-origin="http://localhost:5173"');
    expect(text).toContain('<script src="web-message.js">');
    const script = await (await fetch(`${api.origin}/oidc/web-message.js`)).text();
    expect(script).toContain("type:'keyhold-oidc'");
  });

  it('authorize rejects a bad redirect_uri, a missing nonce and an unknown response_mode (400)', async () => {
    const res = await request<{ details: { errors: Array<{ field: string }> } }>(
      `${api.origin}/oidc/authorize?redirect_uri=javascript:alert(1)&response_mode=query`,
      'GET',
      undefined,
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body.details.errors.map((e) => e.field).sort()).toEqual([
      'nonce',
      'redirect_uri',
      'response_mode',
    ]);
  });
});

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
      ['nonce', await devToken({ email, nonce: 'wrong' })],
      ['sub', await devToken({ email, nonce, sub: 'someone-else' })],
      ['aud', await devToken({ email, nonce, aud: 'another-client' })],
      ['iat', await devToken({ email, nonce, iatOffsetSeconds: -61 })],
      ['sig', (await devToken({ email, nonce })).slice(0, -4) + 'AAAA'],
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
    const fresh = await devToken({ email, nonce });
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
      oidcToken: await devToken({ email, nonce }),
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
      oidcToken: await devToken({ email: 'twice@example.com', nonce: 'n' }),
    });
    expect(dup.status).toBe(400);
    expect(dup.body['code']).toBe('OAUTH_CREDENTIAL_ALREADY_EXISTS');
  });

  it('token-for-testing validates its input', async () => {
    const res = await request(`${api.origin}/oidc/token-for-testing`, 'POST', { email: 'nope' }, {});
    expect(res.status).toBe(400);
  });
});
