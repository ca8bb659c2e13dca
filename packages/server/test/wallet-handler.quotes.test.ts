/**
 * Quote bodies that reach another customer through a field the handler did not check (found in the
 * security review), against the real handler (a real Node http server) in front of a real sandbox process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../src/index.js';
import {
  Browser,
  createCustomer,
  startBackend,
  type Backend,
  type Customer,
  createBrlAccount,
  startStack,
  type WalletStack,
} from './helpers/harness.js';

let stack: WalletStack;
let service: ServiceClient;
let backend: Backend;
let a: Customer;
let b: Customer;
let attacker: Browser;
let bExternal: string;
let aExternal: string;

beforeAll(async () => {
  stack = await startStack();
  ({ service, backend } = stack);
  a = await createCustomer(service, 'mallory');
  b = await createCustomer(service, 'bob');
  attacker = new Browser(backend, a.customerId);
  bExternal = await createBrlAccount(service, b.customerId);
  aExternal = await createBrlAccount(service, a.customerId);
  await service.sandbox.internalAccounts.fund(a.walletId, 100_000);
}, 60_000);

afterAll(() => stack?.stop());

function quote(source: unknown, destination: unknown, extra: Record<string, unknown> = {}) {
  return {
    source,
    destination,
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 1000,
    ...extra,
  };
}

describe('POST /quotes: the source is the signed-in customer’s wallet, and only that', () => {
  it('a real-time-funded source naming B (with A’s wallet as a decoy accountId) → 400, no quote for B', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'REALTIME_FUNDING', customerId: b.customerId, currency: 'USD', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: aExternal },
      ),
    });
    expect(r.status, r.text).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'source' }] } });
  });

  it('a body naming a number past the safe range, or a key twice → 400 on the body, never forwarded', async () => {
    const body = JSON.stringify(
      quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: aExternal },
      ),
    );
    const before = (await service.quotes.list({ customerId: a.customerId })).data.length;
    for (const raw of [
      // JSON.parse reads …993 as …992: the handler and the service must not read two amounts.
      body.replace('"lockedCurrencyAmount":1000', '"lockedCurrencyAmount":9007199254740993'),
      body.replace('{', '{"lockedCurrencyAmount":1,'),
    ]) {
      expect(raw).not.toBe(body);
      const r = await attacker.call('POST', '/quotes', { raw });
      expect(r.status, r.text).toBe(400);
      expect(r.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } });
    }
    expect((await service.quotes.list({ customerId: a.customerId })).data.length).toBe(before);
  });

  it('an ACCOUNT source carrying B’s customerId on the side → 400', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId, customerId: b.customerId },
        { destinationType: 'ACCOUNT', accountId: aExternal },
      ),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_INPUT');
  });

  it('a UMA_ADDRESS source → 400', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'UMA_ADDRESS', umaAddress: '$bob@example.com', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: aExternal },
      ),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_INPUT');
  });
});

describe('POST /quotes: an ACCOUNT destination must be the signed-in customer’s own account', () => {
  it('B’s external account (would pay into and reveal B’s bank account) → 403', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: bExternal },
      ),
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(r.text).not.toContain('Test bob');
  });

  it('B’s internal account (probing or paying B by account id) → 403', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: b.walletId },
      ),
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('FORBIDDEN');
  });

  it('an unknown account → 403 like a foreign one (no existence oracle)', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:00000000-0000-4000-8000-000000000000' },
      ),
    });
    expect(r.status).toBe(403);
  });

  it('a destination with extra fields → 400', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: aExternal, customerId: b.customerId },
      ),
    });
    expect(r.status).toBe(400);
  });

  it('A’s own external account is fine', async () => {
    const r = await attacker.call('POST', '/quotes', {
      body: quote(
        { sourceType: 'ACCOUNT', accountId: a.walletId },
        { destinationType: 'ACCOUNT', accountId: aExternal },
      ),
    });
    expect(r.status).toBeLessThan(300);
    expect(r.body.destination.accountId).toBe(aExternal);
  });

  it('the integrator may allow more destinations (e.g. its merchant account) with allowQuoteDestination', async () => {
    const seen: unknown[] = [];
    const merchant = await startBackend(service, {
      allowQuoteDestination: (destination, principal) => {
        seen.push([destination, principal.customerId]);
        return destination.accountId === bExternal;
      },
    });
    try {
      const browser = new Browser(merchant, a.customerId);
      const ok = await browser.call('POST', '/quotes', {
        body: quote(
          { sourceType: 'ACCOUNT', accountId: a.walletId },
          { destinationType: 'ACCOUNT', accountId: bExternal },
        ),
      });
      expect(ok.status).toBeLessThan(300);
      expect(seen).toEqual([[{ destinationType: 'ACCOUNT', accountId: bExternal }, a.customerId]]);
      const refused = await browser.call('POST', '/quotes', {
        body: quote(
          { sourceType: 'ACCOUNT', accountId: a.walletId },
          { destinationType: 'ACCOUNT', accountId: b.walletId },
        ),
      });
      expect(refused.status).toBe(403);
    } finally {
      await merchant.close();
    }
  });
});

describe('unknown quotes and transactions answer like foreign ones (no existence oracle)', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const [method, path] of [
    ['GET', `/quotes/Quote:${unknown}`],
    ['POST', `/quotes/Quote:${unknown}/execute`],
    ['GET', `/transactions/Transaction:${unknown}`],
  ] as const) {
    it(`${method} ${path} → 403 FORBIDDEN, not 404`, async () => {
      const r = await attacker.call(method, path, method === 'POST' ? { body: {} } : {});
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'FORBIDDEN' });
    });
  }
});
