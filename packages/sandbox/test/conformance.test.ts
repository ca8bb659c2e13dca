/**
 * Conformance review findings: each test here failed against the sandbox before its fix.
 */
import {
  derToRawSignature,
  fromBase64Url,
  fromHex,
  generateClientKeyPair,
  rawToDerSignature,
  stamp,
  toBase64Url,
  toHex,
} from '@keyhold/protocol/crypto';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, request, startApi, type Api } from './helpers.js';
import { createExternal, fiatAccount, usdAccountInfo } from './payments-helpers.js';
import { emailOtpWallet, type Challenge202 } from './wallet.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const nonceOf = (key: string): string => createHash('sha256').update(key).digest('hex');

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

const MAGIC = { 'Service-Wallet-Signature': 'sandbox-valid-signature' };

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

describe('cursors', () => {
  it('GET /transactions pages newest first, and a cursor only works with the sortOrder it came from', async () => {
    const { customerId } = await createCustomer(api);
    const internal = await fiatAccount(api, customerId);
    const external = await createExternal(api, customerId, usdAccountInfo());
    for (let i = 1; i <= 5; i++) {
      const res = await api.call('POST', '/transfer-in', {
        source: { accountId: external.id },
        destination: { accountId: internal },
        amount: i,
      });
      expect(res.status, res.text).toBe(201);
    }
    type P = { data: Array<{ receivedAmount: { amount: number } }>; hasMore: boolean; nextCursor?: string };
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const q = `customerId=${customerId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api.call<P>('GET', `/transactions?${q}`);
      expect(page.status, page.text).toBe(200);
      seen.push(...page.body.data.map((t) => t.receivedAmount.amount));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1]);

    const desc = await api.call<P>('GET', `/transactions?customerId=${customerId}&limit=2`);
    const asc = await api.call<P>('GET', `/transactions?customerId=${customerId}&limit=2&sortOrder=asc`);
    const wrong1 = await api.call(
      'GET',
      `/transactions?customerId=${customerId}&sortOrder=asc&cursor=${desc.body.nextCursor}`,
    );
    const wrong2 = await api.call(
      'GET',
      `/transactions?customerId=${customerId}&cursor=${asc.body.nextCursor}`,
    );
    for (const wrong of [wrong1, wrong2]) {
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'cursor' }] } });
    }
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

describe('the request lock (parallel requests)', () => {
  it('20 parallel retries naming one requestId: exactly one succeeds, the others are 401 Request-Id already used', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const key = await generateClientKeyPair();
    const body = { clientPublicKey: key.publicKey };
    const first = await api.call<Challenge202>('POST', `/internal-accounts/${accountId}/export`, body);
    const headers = { ...MAGIC, 'Request-Id': first.body.requestId };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', `/internal-accounts/${accountId}/export`, body, headers),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const rest = replies.filter((r) => r.status !== 200);
    expect(rest).toHaveLength(19);
    for (const r of rest) expect(r.body).toMatchObject({ status: 401, reason: 'Request-Id already used' });
  });

  it('20 parallel verifies with one OTP code open one session; the others are 401 Invalid OTP code', async () => {
    const { accountId } = await createCustomer(api);
    const email = `p-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const outbox = await api.control<{ data: Array<{ code: string }> }>('GET', `/outbox?email=${email}`);
    const code = outbox.body.data.at(-1)!.code;
    const keys = await Promise.all(Array.from({ length: 20 }, () => generateClientKeyPair()));
    const replies = await Promise.all(
      keys.map((k) =>
        api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
          otp: code,
          clientPublicKey: k.publicKey,
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200))
      expect(r.body).toMatchObject({ status: 401, reason: 'Invalid OTP code' });
    const sessions = await api.call<{ data: unknown[] }>('GET', `/auth/sessions?accountId=${accountId}`);
    expect(sessions.body.data).toHaveLength(1);
  });

  it('10 parallel first credentials for one account: exactly one is created without a signature', async () => {
    const { accountId } = await createCustomer(api);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.call('POST', '/auth/credentials', {
          type: 'EMAIL_OTP',
          accountId,
          email: `race${i}@example.com`,
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 201))
      expect(r.body).toMatchObject({ status: 400, code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS' });
    const list = await api.call<{ data: unknown[] }>('GET', `/auth/credentials?accountId=${accountId}`);
    expect(list.body.data).toHaveLength(1);
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

describe('EMAIL_OTP guessing is bounded', () => {
  it('after 5 wrong codes the emailed code no longer works; a new challenge is allowed at once and its code works', async () => {
    const { accountId } = await createCustomer(api);
    const email = `g-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const codeOf = async () =>
      (await api.control<{ data: Array<{ code: string }> }>('GET', `/outbox?email=${email}`)).body.data.at(
        -1,
      )!.code;
    const code = await codeOf();
    const wrong = code === '111111' ? '222222' : '111111';
    const key = await generateClientKeyPair();
    const verify = (otp: string) =>
      api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
        otp,
        clientPublicKey: key.publicKey,
      });
    for (let i = 0; i < 5; i++) {
      const res = await verify(wrong);
      expect(res.status).toBe(401);
      expect(res.body['reason']).toBe('Invalid OTP code');
    }
    const late = await verify(code);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ reason: 'Invalid OTP code' });
    const again = await api.call('POST', `/auth/credentials/${created.body.id}/challenge`);
    expect(again.status, again.text).toBe(200);
    const ok = await verify(await codeOf());
    expect(ok.status, ok.text).toBe(200);
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
