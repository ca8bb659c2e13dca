/**
 * Forwarding details proven against a real recording HTTP server standing in for the service: the exact
 * bytes and only the allowed headers go on, only status, body, Content-Type and Retry-After come back.
 * (The same paths are exercised against the real sandbox process in wallet-handler.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/index.js';
import { Browser, startBackend, type Backend } from './helpers/harness.js';
import { startScriptedServer, type RecordedRequest } from './helpers/http.js';

const A = 'Customer:0a0a0a0a-0000-4000-8000-00000000000a';
const WALLET_A = 'InternalAccount:1a1a1a1a-0000-4000-8000-00000000000a';
const CRED_A = 'AuthMethod:2a2a2a2a-0000-4000-8000-00000000000a';
const B = 'Customer:0b0b0b0b-0000-4000-8000-00000000000b';

let upstream: Awaited<ReturnType<typeof startScriptedServer>>;
let backend: Backend;
const forwarded = (): RecordedRequest[] =>
  upstream.requests.filter(
    (r) =>
      !r.url.includes('/customers/internal-accounts') &&
      !r.url.includes('/customers/external-accounts') &&
      !r.url.startsWith('/2025-10-13/auth/credentials?'),
  );

beforeAll(async () => {
  upstream = await startScriptedServer((req) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.endsWith('/customers/internal-accounts')) {
      const customerId = url.searchParams.get('customerId');
      const data = customerId === A ? [{ id: WALLET_A, customerId: A, type: 'EMBEDDED_WALLET' }] : [];
      return { status: 200, body: { data, hasMore: false, totalCount: data.length } };
    }
    if (url.pathname.includes('/customers/external-accounts/') && req.method === 'GET') {
      // Ownership lookup of a quote destination: A's own bank account.
      return { status: 200, body: { id: decodeURIComponent(url.pathname.split('/').pop()!), customerId: A } };
    }
    if (url.pathname.endsWith('/auth/credentials') && req.method === 'GET') {
      return { status: 200, body: { data: [{ id: CRED_A, accountId: WALLET_A, type: 'EMAIL_OTP' }] } };
    }
    if (url.pathname.endsWith('/challenge')) {
      return {
        status: 429,
        headers: { 'Retry-After': '17', 'Set-Cookie': 'upstream=1', 'X-Upstream-Internal': 'secret' },
        body: { status: 429, code: 'RATE_LIMITED', message: 'Too many', details: {} },
      };
    }
    return {
      status: 202,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Upstream-Internal': 'secret' },
      body: '{"payloadToSign":"{\\"nickname\\":\\"Zoë\\"}",  "requestId":"r-1","expiresAt":"2030-01-01T00:00:00Z"}',
    };
  });
  const service = new ServiceClient({ baseUrl: upstream.origin, apiTokenId: 'tok', apiClientSecret: 'sec' });
  backend = await startBackend(service);
});

afterAll(async () => {
  await backend?.close();
  await upstream?.close();
});

describe('forwarding to the service', () => {
  it('forwards the exact request bytes and only the allowed headers', async () => {
    const raw = `{ "type":"EMAIL_OTP" ,\n\t"accountId": "${WALLET_A}", "email":"zo\\u00eb+東京@example.com", "n": 1.50 }`;
    const browser = new Browser(backend, A);
    const r = await browser.call('POST', '/auth/credentials', {
      raw,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Service-Wallet-Signature': 'stamp-value',
        'Request-Id': 'r-0',
        Cookie: 'session=browser-secret',
        'X-Other': 'dropped',
      },
    });
    expect(r.status).toBe(202);
    const sent = forwarded().at(-1)!;
    expect(sent.url).toBe('/2025-10-13/auth/credentials');
    expect(sent.body.equals(Buffer.from(raw, 'utf8'))).toBe(true);
    expect(sent.headers['service-wallet-signature']).toBe('stamp-value');
    expect(sent.headers['request-id']).toBe('r-0');
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('tok:sec').toString('base64')}`);
    for (const name of ['cookie', 'x-other', 'x-keyhold-client', 'x-test-customer']) {
      expect(sent.headers[name]).toBeUndefined();
    }
  });

  it('mirrors the service status and body bytes, with Content-Type but no other service header', async () => {
    const browser = new Browser(backend, A);
    const r = await browser.call('DELETE', `/auth/credentials/${CRED_A}`);
    expect(r.status).toBe(202);
    expect(r.text).toBe(
      '{"payloadToSign":"{\\"nickname\\":\\"Zoë\\"}",  "requestId":"r-1","expiresAt":"2030-01-01T00:00:00Z"}',
    );
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('x-upstream-internal')).toBeNull();
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('passes Retry-After back on a 429 and drops the service’s cookies', async () => {
    const r = await new Browser(backend, A).call('POST', `/auth/credentials/${CRED_A}/challenge`);
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('17');
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(r.headers.get('x-upstream-internal')).toBeNull();
    expect(r.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('scopes Idempotency-Key to the customer, deterministically', async () => {
    const a = new Browser(backend, A);
    const key = 'same-key-123';
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: WALLET_A },
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:x' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 5,
    };
    await a.call('POST', '/quotes', { body, headers: { 'Idempotency-Key': key } });
    await a.call('POST', '/quotes', { body, headers: { 'Idempotency-Key': key } });
    const [first, second] = forwarded().slice(-2);
    expect(first!.headers['idempotency-key']).toBe(second!.headers['idempotency-key']);
    expect(first!.headers['idempotency-key']).not.toContain(key);
    const bad = await a.call('POST', '/quotes', { body, headers: { 'Idempotency-Key': 'x'.repeat(300) } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('refuses a body whose repeated key would read as another account to the service', async () => {
    const before = forwarded().length;
    const r = await new Browser(backend, A).call('POST', '/auth/credentials', {
      raw: `{"type":"EMAIL_OTP","accountId":"${WALLET_A}","email":"a@example.com","accountId":"InternalAccount:1b1b1b1b-0000-4000-8000-00000000000b"}`,
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_INPUT' });
    expect(forwarded().length).toBe(before);
  });

  it('never forwards anything for a customer without that account', async () => {
    const before = forwarded().length;
    const r = await new Browser(backend, B).call('POST', `/auth/credentials/${CRED_A}/verify`, {
      body: { type: 'EMAIL_OTP', otp: '000000', clientPublicKey: '04aa' },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(forwarded().length).toBe(before);
  });

  it('answers 502 without service details when an ownership lookup fails', async () => {
    const dead = new ServiceClient({
      baseUrl: 'http://127.0.0.1:9',
      apiTokenId: 'tok',
      apiClientSecret: 'sec',
      retry: { maxRetries: 0 },
    });
    const down = await startBackend(dead);
    try {
      const r = await new Browser(down, A).call('GET', `/auth/credentials?accountId=${WALLET_A}`);
      expect(r.status).toBe(502);
      expect(r.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});
