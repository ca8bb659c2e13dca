/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read like the browser reads JSON */
import { createServer } from 'node:http';
import { generateClientKeyPair, stamp } from '@keyhold/protocol/crypto';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletHandler, type ServiceClient } from '../src/index.js';
import { nodeServerOptions, toNodeHandler } from '../src/node.js';
import {
  Browser,
  createCustomer,
  latestOtp,
  signedCall,
  startBackend,
  testAuthorize,
  verifyEmailOtp,
  TEST_CUSTOMER_HEADER,
  type Backend,
  type Customer,
  startStack,
  type WalletStack,
} from './helpers/harness.js';
import { listen } from './helpers/http.js';
import { head, rawExchange } from './helpers/raw-http.js';

/**
 * Attacks on the handler, against real processes: the sandbox CLI, the handler behind a real
 * Node server, raw HTTP over real sockets. Each attack fails with its clear error, and the honest
 * customer loses nothing.
 */
let stack: WalletStack;
let sandbox: SandboxProcess;
let service: ServiceClient;
let backend: Backend;
let host: string;

beforeAll(async () => {
  stack = await startStack({ bodyTimeoutMs: 500 });
  ({ sandbox, service, backend } = stack);
  host = new URL(backend.origin).host;
});
afterAll(() => stack?.stop());

describe('nothing is read before it is allowed', () => {
  it('refuses CSRF-failing and unauthenticated clients at once, without waiting for their 900 KiB bodies', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rawExchange(
          backend.origin,
          head('POST', '/api/wallet/quotes', {
            Host: host,
            'Content-Type': 'application/json',
            // 900 KiB from a cross-site caller; 60 000 bytes (under the limit) from a signed-out one.
            'Content-Length': i % 2 === 0 ? String(900 * 1024) : '60000',
            ...(i % 2 === 0 ? {} : { 'X-Keyhold-Client': '1' }),
          }),
          '{"x":"' + 'a'.repeat(1024),
          4_000,
        ),
      ),
    );
    for (const [i, r] of attempts.entries()) {
      expect(r.status).toBe(i % 2 === 0 ? 403 : 401);
      expect(r.closed).toBe(true);
      expect(r.elapsedMs).toBeLessThan(4_000);
    }
  });

  it('answers a Content-Length over the limit with 413 at once, with no body sent', async () => {
    const r = await rawExchange(
      backend.origin,
      head('POST', '/api/wallet/quotes', {
        Host: host,
        'X-Keyhold-Client': '1',
        [TEST_CUSTOMER_HEADER]: 'Customer:someone',
        'Content-Type': 'application/json',
        'Content-Length': '999999999999',
      }),
      '',
      4_000,
    );
    expect(r.status).toBe(413);
    expect(r.text).toContain('PAYLOAD_TOO_LARGE');
    expect(r.closed).toBe(true);
  });

  it('gives up on a signed-in client’s body that stops arriving (408) and closes the connection', async () => {
    const customer = await createCustomer(service, 'slowbody');
    const r = await rawExchange(
      backend.origin,
      head('POST', '/api/wallet/passkeys/registration-options', {
        Host: host,
        'X-Keyhold-Client': '1',
        [TEST_CUSTOMER_HEADER]: customer.customerId,
        'Content-Type': 'application/json',
        'Content-Length': '100',
      }),
      '{"accountId":',
      5_000,
    );
    expect(r.status).toBe(408);
    expect(r.text).toContain('"code":"TIMEOUT"');
    expect(r.closed).toBe(true);
    // Nothing lost: the same customer's next complete call works.
    const ok = await new Browser(backend, customer.customerId).call(
      'POST',
      '/passkeys/registration-options',
      {
        body: { accountId: customer.walletId },
      },
    );
    expect(ok.status).toBe(200);
  });

  it('closes slow-header connections after headersTimeoutMs when served with nodeServerOptions()', async () => {
    const handler = createWalletHandler({
      service,
      authorize: testAuthorize,
      rpId: 'localhost',
      logger: { warn() {}, error() {} },
    });
    const server = createServer(nodeServerOptions({ headersTimeoutMs: 1_000 }), toNodeHandler(handler));
    const { origin, close } = await listen(server);
    try {
      const slow = await Promise.all(
        Array.from({ length: 10 }, () =>
          rawExchange(origin, `GET /api/wallet/config HTTP/1.1\r\nHost: ${host}\r\nX-Keyhold-`, '', 6_000),
        ),
      );
      for (const r of slow) {
        expect(r.closed).toBe(true);
        expect(r.elapsedMs).toBeLessThan(6_000);
      }
      // An honest client on the same server is served.
      const ok = await fetch(`${origin}/api/wallet/config`, {
        headers: { 'X-Keyhold-Client': '1', [TEST_CUSTOMER_HEADER]: 'Customer:x' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('the Node server limits', () => {
  it('default to 10 s for headers and for a whole request (Node: 60 s / 300 s)', () => {
    expect(nodeServerOptions()).toMatchObject({ headersTimeout: 10_000, requestTimeout: 10_000 });
  });

  it('close a connection whose body trickles in past requestTimeoutMs, though the handler would wait longer', async () => {
    const handler = createWalletHandler({
      service,
      authorize: testAuthorize,
      rpId: 'localhost',
      bodyTimeoutMs: 60_000,
      logger: { warn() {}, error() {} },
    });
    const server = createServer(
      nodeServerOptions({ headersTimeoutMs: 1_000, requestTimeoutMs: 1_500 }),
      toNodeHandler(handler),
    );
    const { origin, close } = await listen(server);
    try {
      const customer = await createCustomer(service, 'trickle');
      const body = JSON.stringify({ accountId: customer.walletId });
      const r = await rawExchange(
        origin,
        `POST /api/wallet/passkeys/registration-options HTTP/1.1\r\nHost: ${host}\r\nX-Keyhold-Client: 1\r\n` +
          `${TEST_CUSTOMER_HEADER}: ${customer.customerId}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
        '',
        8_000,
      );
      expect(r.closed).toBe(true);
      expect(r.elapsedMs).toBeLessThan(5_000);
    } finally {
      await close();
    }
  });
});

async function signedIn(
  label: string,
  on: Backend = backend,
): Promise<Customer & { browser: Browser; signer: any; credentialId: string }> {
  const c = await createCustomer(service, label);
  const browser = new Browser(on, c.customerId);
  const created = await browser.call('POST', '/auth/credentials', {
    body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
  });
  expect(created.status).toBe(201);
  const { signer } = await verifyEmailOtp(browser, created.body.id, await latestOtp(sandbox, c.email));
  return { ...c, browser, signer, credentialId: created.body.id };
}

describe('signed requests stay their owner’s', () => {
  it('refuses A’s call naming B’s pending Request-Id without forwarding it; B’s retry still completes', async () => {
    const a = await signedIn('rid-a');
    const b = await signedIn('rid-b');
    const raw = JSON.stringify({ clientPublicKey: (await generateClientKeyPair()).publicKey });
    const bFirst = await b.browser.call('POST', `/internal-accounts/${b.walletId}/export`, { raw });
    expect(bFirst.status).toBe(202);
    // A replays A's own export with B's Request-Id (and any signature).
    const stolen = await a.browser.call('POST', `/internal-accounts/${a.walletId}/export`, {
      raw,
      headers: { 'Request-Id': bFirst.body.requestId, 'Service-Wallet-Signature': 'x' },
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(stolen.body.message).toMatch(/another customer/);
    // B's legitimate retry afterwards completes.
    const bFinal = await b.browser.call('POST', `/internal-accounts/${b.walletId}/export`, {
      raw,
      headers: {
        'Service-Wallet-Signature': await stamp(bFirst.body.payloadToSign, b.signer),
        'Request-Id': bFirst.body.requestId,
      },
    });
    expect(bFinal.status).toBe(200);
    expect(typeof bFinal.body.encryptedWalletCredentials).toBe('string');
    // And A's own signed export is untouched.
    const own = await signedCall(a.browser, a.signer, 'POST', `/internal-accounts/${a.walletId}/export`, raw);
    expect(own.final.status).toBe(200);
  });
});

describe('brute-force limits on challenge and verify', () => {
  it('429s a customer past perCustomer wrong codes (Retry-After), then lets the right code in after the window', async () => {
    const limited = await startBackend(service, {
      rateLimits: { perCustomer: 3, perAddress: 100, windowMs: 2_000 },
    });
    try {
      const c = await createCustomer(service, 'guess');
      const browser = new Browser(limited, c.customerId);
      const created = await browser.call('POST', '/auth/credentials', {
        body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
      });
      const guess = (otp: string): ReturnType<Browser['call']> =>
        browser.call('POST', `/auth/credentials/${created.body.id}/verify`, {
          body: { type: 'EMAIL_OTP', otp, clientPublicKey: '04' + 'ab'.repeat(64) },
        });
      const statuses: number[] = [];
      let last: Awaited<ReturnType<Browser['call']>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await guess(String(100000 + i));
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect(last!.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 2_100));
      const { session } = await verifyEmailOtp(browser, created.body.id, await latestOtp(sandbox, c.email));
      expect(session).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it('429s one client address past perAddress, whichever customers it names', async () => {
    const limited = await startBackend(service, {
      rateLimits: { perCustomer: 100, perAddress: 2, windowMs: 60_000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const c = await createCustomer(service, `addr${i}`);
        const browser = new Browser(limited, c.customerId);
        const created = await browser.call('POST', '/auth/credentials', {
          body: { type: 'EMAIL_OTP', accountId: c.walletId, email: c.email },
        });
        const r = await browser.call('POST', `/auth/credentials/${created.body.id}/verify`, {
          body: { type: 'EMAIL_OTP', otp: '000001', clientPublicKey: '04' + 'ab'.repeat(64) },
        });
        statuses.push(r.status);
      }
      expect(statuses[0]).not.toBe(429);
      expect(statuses[1]).not.toBe(429);
      expect(statuses[2]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('messages for the developer', () => {
  it('401 says authorize returned null; a malformed principal is named in details and a warning', async () => {
    const warnings: string[] = [];
    const odd = await startBackend(service, {
      authorize: (req) => (req.headers.get('X-Odd') ? ({ id: 'Customer:x' } as any) : null),
      logger: { warn: (m) => warnings.push(m), error() {} },
    });
    try {
      const none = await fetch(`${odd.url}/config`, { headers: { 'X-Keyhold-Client': '1' } });
      expect(none.status).toBe(401);
      expect(((await none.json()) as any).details.hint).toMatch(/authorize\(request\) returned null/);
      const bad = await fetch(`${odd.url}/config`, { headers: { 'X-Keyhold-Client': '1', 'X-Odd': '1' } });
      expect(bad.status).toBe(401);
      const hint = ((await bad.json()) as any).details.hint as string;
      expect(hint).toMatch(/must return \{ customerId/);
      expect(hint).toContain('[id]');
      expect(warnings.join('\n')).toContain('must return { customerId');
    } finally {
      await odd.close();
    }
  });

  it('CSRF_REJECTED through a dev proxy names the Origin, the Host and the origins option', async () => {
    const r = await fetch(`${backend.url}/config`, {
      headers: {
        'X-Keyhold-Client': '1',
        Origin: 'http://localhost:5173',
        [TEST_CUSTOMER_HEADER]: 'Customer:x',
      },
    });
    expect(r.status).toBe(403);
    const body = (await r.json()) as any;
    expect(body).toMatchObject({
      code: 'CSRF_REJECTED',
      details: { origin: 'http://localhost:5173', host, option: 'origins' },
    });
    expect(body.details.hint).toContain("origins: ['http://localhost:5173']");
  });
});
