/**
 * What every route shares over HTTP: platform auth, unknown paths, request bodies and their bounds, the
 * pagination envelope of every list, account-id aliases and the SDK's retry hint.
 */
import { describe, expect, it } from 'vitest';
import { generateClientKeyPair } from '@keyhold/protocol/crypto';
import { createCustomer, request, useApi } from './support/api.js';
import { createExternal, fiatAccount, usdAccountInfo } from './support/payments.js';
import { emailOtpWallet, exportChallenge } from './support/wallet.js';

const api = useApi();

type Json = Record<string, unknown>;

describe('platform auth', () => {
  it('a request without Basic credentials gets 401 UNAUTHORIZED with a WWW-Authenticate challenge', async () => {
    const res = await request(`${api.base}/customers`, 'GET', undefined, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED', reason: 'Invalid API credentials' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
  });

  it('wrong Basic credentials get 401, and test controls need them too', async () => {
    const wrong = `Basic ${Buffer.from('sandbox-token:nope').toString('base64')}`;
    expect((await request(`${api.base}/customers`, 'GET', undefined, { authorization: wrong })).status).toBe(
      401,
    );
    expect(
      (await request(`${api.origin}/_sandbox/clock`, 'GET', undefined, { authorization: wrong })).status,
    ).toBe(401);
  });

  it('unknown paths are 404 NOT_FOUND and wrong methods 405', async () => {
    const res = await api.call('GET', '/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body['code']).toBe('NOT_FOUND');
    const wrong = await api.call('PUT', '/customers');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('POST');
  });

  it('a body that is not JSON is 400 INVALID_INPUT', async () => {
    const res = await api.call('POST', '/customers', '{not json');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } });
  });
});

describe('request bodies', () => {
  const customer = (id: string) => JSON.stringify({ platformCustomerId: id, customerType: 'INDIVIDUAL' });

  it('a JSON body sent without a JSON content type is 415 UNSUPPORTED_MEDIA_TYPE (and nothing is created)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const id = `ct-${Math.random().toString(36).slice(2, 8)}`;
      const res = await fetch(`${api.base}/customers`, {
        method: 'POST',
        headers: { authorization: api.auth, ...(type ? { 'content-type': type } : {}) },
        body: Buffer.from(customer(id)),
      });
      const body = (await res.json()) as Record<string, unknown>;
      expect(res.status, type).toBe(415);
      expect(body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      const list = await api.call<{ data: unknown[] }>('GET', `/customers?platformCustomerId=${id}`);
      expect(list.body.data).toEqual([]);
    }
    const ok = await api.call('POST', '/customers', customer('ct-ok'), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(ok.status, ok.text).toBe(201);
  });

  it('a body naming a key twice or a number past the safe range is 400 INVALID_INPUT (and nothing is created)', async () => {
    const id = `strict-${Math.random().toString(36).slice(2, 8)}`;
    for (const raw of [
      // JSON.parse keeps the last key and reads …993 as …992: the wallet handler refuses both, so does this.
      `{"platformCustomerId":"${id}-first","platformCustomerId":"${id}","customerType":"INDIVIDUAL"}`,
      `{"platformCustomerId":"${id}","customerType":"INDIVIDUAL","birthYear":9007199254740993}`,
    ]) {
      const res = await api.call('POST', '/customers', raw);
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } });
    }
    const list = await api.call<{ data: unknown[] }>('GET', `/customers?platformCustomerId=${id}`);
    expect(list.body.data).toEqual([]);
  });

  it('a JSON body over 1 MiB is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await api.call('POST', '/customers', {
      platformCustomerId: 'big',
      customerType: 'INDIVIDUAL',
      pad: 'y'.repeat(1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limit: 1048576 } });
  });

  it('a body over the transport limit is 413 with Connection: close, and the next requests still work', async () => {
    const res = await fetch(`${api.base}/customers`, {
      method: 'POST',
      headers: { authorization: api.auth, 'content-type': 'application/json' },
      body: 'x'.repeat(13 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(((await res.json()) as Record<string, unknown>)['code']).toBe('PAYLOAD_TOO_LARGE');
    for (let i = 0; i < 3; i++) {
      const next = await api.call('GET', '/customers?limit=1');
      expect(next.status).toBe(200);
    }
  });
});

describe('deeply nested JSON', () => {
  it('is 400 INVALID_INPUT, not a 500 (bodies are digested for Idempotency-Key and signed retries)', async () => {
    const deep = `${'['.repeat(100000)}${']'.repeat(100000)}`;
    const res = await api.call('POST', '/quotes', `{"x":${deep}}`, { 'Idempotency-Key': 'deep-1' });
    expect(res.status, res.text.slice(0, 200)).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } });
    const ok = await api.call('POST', '/customers', {
      platformCustomerId: `nest-${Math.random().toString(36).slice(2, 8)}`,
      customerType: 'INDIVIDUAL',
      address: { line1: 'a', postalCode: '1', country: 'US' },
    });
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('inputs are bounded before they are decoded', () => {
  it('an oversized stamp is 401 STAMP_TOO_LONG; an oversized Basic header is 401; an oversized oidcToken is 400', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const key = (await generateClientKeyPair()).publicKey;
    const pending = await exportChallenge(api, accountId, key);
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

describe('every list operation: pagination envelope and limit 1..100 (§2.16, §8)', () => {
  it('answers {data, hasMore, totalCount} and refuses limit 0, 101, 1.5, abc and a garbage cursor', async () => {
    const { customerId } = await createCustomer(api);
    const agent = await api.call<{ id: string }>('POST', '/agents', {
      customerId,
      name: 'lister',
      policy: { permissions: ['VIEW_TRANSACTIONS', 'MANAGE_EXTERNAL_ACCOUNTS'] },
    });
    expect(agent.status, agent.text).toBe(201);
    const code = await api.call<{ code: string }>('POST', `/agents/${agent.body.id}/device-codes`);
    const redeemed = await request<{ accessToken: string }>(
      `${api.base}/agents/device-codes/${code.body.code}/redeem`,
      'POST',
      undefined,
      {},
    );
    const bearer = { authorization: `Bearer ${redeemed.body.accessToken}` };
    const lists: Array<{ url: string; headers: Record<string, string> }> = [
      ...[
        '/customers',
        `/customers/internal-accounts?customerId=${customerId}`,
        `/customers/external-accounts?customerId=${customerId}`,
        '/platform/external-accounts',
        '/transactions',
        '/agents',
        `/agents/${agent.body.id}/actions`,
        '/invitations',
        '/documents',
      ].map((p) => ({ url: `${api.base}${p}`, headers: { authorization: api.auth } })),
      ...['/agents/me/external-accounts', '/agents/me/transactions', '/agents/me/actions'].map((p) => ({
        url: `${api.base}${p}`,
        headers: bearer,
      })),
      { url: `${api.origin}/_sandbox/webhooks`, headers: { authorization: api.auth } },
    ];
    for (const { url, headers } of lists) {
      const sep = url.includes('?') ? '&' : '?';
      const ok = await request<Record<string, unknown>>(url, 'GET', undefined, headers);
      expect(ok.status, `${url}: ${ok.text}`).toBe(200);
      expect(Array.isArray(ok.body['data']), url).toBe(true);
      expect(typeof ok.body['hasMore'], url).toBe('boolean');
      expect(typeof ok.body['totalCount'], url).toBe('number');
      for (const bad of ['limit=0', 'limit=101', 'limit=1.5', 'limit=abc', 'cursor=%25%25']) {
        const res = await request<Record<string, unknown>>(`${url}${sep}${bad}`, 'GET', undefined, headers);
        expect(res.status, `${url} ${bad}`).toBe(400);
        expect(res.body, `${url} ${bad}`).toMatchObject({ code: 'INVALID_INPUT' });
      }
    }
  });
});

describe('EmbeddedWallet:<uuid> is accepted wherever an accountId is (§2.6)', () => {
  it('credentials, sessions, export and quotes take the alias; a fiat account has no alias', async () => {
    const { customerId, accountId } = await createCustomer(api);
    const alias = accountId.replace('InternalAccount:', 'EmbeddedWallet:');
    const email = `al-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<{ id: string; accountId: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId: alias,
      email,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.accountId).toBe(accountId);
    const key = await generateClientKeyPair();
    const verified = await api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
      otp: '000000',
      clientPublicKey: key.publicKey,
    });
    expect(verified.status).toBe(200);
    const creds = await api.call<{ data: unknown[] }>('GET', `/auth/credentials?accountId=${alias}`);
    expect(creds.body.data).toHaveLength(1);
    const sessions = await api.call<{ data: unknown[] }>('GET', `/auth/sessions?accountId=${alias}`);
    expect(sessions.body.data).toHaveLength(1);
    const exported = await api.call('POST', `/internal-accounts/${alias}/export`, {
      clientPublicKey: key.publicKey,
    });
    expect(exported.status).toBe(202);
    await api.call('POST', `/sandbox/internal-accounts/${alias}/fund`, { amount: 5000 });
    const external = await createExternal(api, customerId, usdAccountInfo());
    const quote = await api.call<{ source: { accountId: string } }>('POST', '/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: alias },
      destination: { destinationType: 'ACCOUNT', accountId: external.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1000,
    });
    expect(quote.status, quote.text).toBe(201);
    expect(quote.body.source.accountId).toBe(accountId);
    const fiat = await fiatAccount(api, customerId, 'EUR');
    const fiatAlias = fiat.replace('InternalAccount:', 'EmbeddedWallet:');
    const none = await api.call('GET', `/auth/credentials?accountId=${fiatAlias}`);
    expect(none.status).toBe(404);
  });
});

describe('retries the SDK would make', () => {
  it('a conflict or a refused input says x-should-retry: false (the SDK retries 409s otherwise); a success does not', async () => {
    const platformCustomerId = `dup-${Date.now()}`;
    const body = { platformCustomerId, customerType: 'INDIVIDUAL' };
    expect((await api.call('POST', '/customers', body)).status).toBe(201);
    const again = await api.call<Json>('POST', '/customers', body);
    expect(again.status).toBe(409);
    expect(again.headers.get('x-should-retry')).toBe('false');
    const invalid = await api.call('POST', '/customers', {});
    expect(invalid.headers.get('x-should-retry')).toBe('false');
    const ok = await api.call('GET', '/customers?limit=1');
    expect(ok.headers.get('x-should-retry')).toBeNull();
  });
});
