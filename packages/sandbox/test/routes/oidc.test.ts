/**
 * `routes/oidc.ts`: the development OIDC issuer (discovery, JWKS, the sign-in page, token-for-testing).
 */
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { createCustomer, request, useApi } from '../support/api.js';
import { openSession } from '../support/wallet.js';
import { nonceOf } from '../support/oidc.js';

const api = useApi();

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
