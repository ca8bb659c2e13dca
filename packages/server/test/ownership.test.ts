import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryOwnershipCache, ServiceClient, WalletRefusal } from '../src/index.js';
import { Ownership, accountKey } from '../src/handler/ownership.js';
import { startScriptedServer, type RecordedRequest } from './helpers/http.js';

/**
 * Ownership alone, against a scripted service over real HTTP (no sandbox): what it asks the service,
 * what it remembers, and that foreign or unknown ids are refused.
 */
const ALICE = 'Customer:alice';
const BOB = 'Customer:bob';
const WALLET = 'InternalAccount:a1';

function answer(req: RecordedRequest): { status: number; body?: unknown } {
  const url = new URL(req.url, 'http://x');
  const path = url.pathname.replace(/^\/\d{4}-\d{2}-\d{2}/, '');
  if (path === '/customers/internal-accounts') {
    const customerId = url.searchParams.get('customerId');
    const data =
      customerId === ALICE
        ? [{ id: WALLET, customerId: ALICE, type: 'EMBEDDED_WALLET' }]
        : [{ id: 'InternalAccount:b1', customerId: BOB, type: 'EMBEDDED_WALLET' }];
    return { status: 200, body: { data, hasMore: false } };
  }
  if (path === '/auth/credentials') {
    return url.searchParams.get('accountId') === WALLET
      ? { status: 200, body: { data: [{ id: 'AuthMethod:c1' }] } }
      : { status: 200, body: { data: [] } };
  }
  if (path === '/quotes/Quote:q1')
    return { status: 200, body: { id: 'Quote:q1', source: { accountId: WALLET } } };
  if (path === '/quotes/Quote:bobs') {
    return { status: 200, body: { id: 'Quote:bobs', source: { accountId: 'InternalAccount:b1' } } };
  }
  if (path === '/quotes/Quote:busy') return { status: 503, body: { code: 'SERVICE_UNAVAILABLE' } };
  if (path === '/transactions/Transaction:t1') return { status: 200, body: { customerId: BOB } };
  return { status: 404, body: { code: 'NOT_FOUND' } };
}

let scripted: Awaited<ReturnType<typeof startScriptedServer>>;
let service: ServiceClient;

beforeAll(async () => {
  scripted = await startScriptedServer(answer);
  service = new ServiceClient({ baseUrl: scripted.origin, apiTokenId: 't', apiClientSecret: 's' });
});
afterAll(() => scripted.close());

async function refusal(run: () => Promise<unknown>): Promise<WalletRefusal> {
  try {
    await run();
  } catch (err) {
    if (err instanceof WalletRefusal) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

function calls(): number {
  return scripted.requests.length;
}

describe('Ownership', () => {
  it('treats InternalAccount: and EmbeddedWallet: as one wallet', () => {
    expect(accountKey('EmbeddedWallet:x')).toBe(accountKey('InternalAccount:x'));
    expect(accountKey('ExternalAccount:x')).toBe('ExternalAccount:x');
  });

  it('looks a wallet up once, then answers from the shared cache for every later request', async () => {
    const cache = new MemoryOwnershipCache();
    const before = calls();
    await new Ownership(service, ALICE, cache).requireAccount('EmbeddedWallet:a1');
    expect(calls() - before).toBe(1);
    await new Ownership(service, ALICE, cache).requireAccount(WALLET);
    expect(calls() - before).toBe(1);
  });

  it('refuses another customer’s wallet, from the service and from the cache', async () => {
    const cache = new MemoryOwnershipCache();
    await new Ownership(service, ALICE, cache).requireAccount(WALLET);
    const err = await refusal(() => new Ownership(service, BOB, cache).requireAccount(WALLET));
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(
      await refusal(() => new Ownership(service, ALICE, cache).requireAccount('InternalAccount:b1')),
    ).toMatchObject({
      status: 403,
    });
  });

  it('finds a credential through the customer’s wallets and remembers it; a foreign one is 403', async () => {
    const cache = new MemoryOwnershipCache();
    const before = calls();
    await new Ownership(service, ALICE, cache).requireCredential('AuthMethod:c1');
    const looked = calls() - before;
    expect(looked).toBe(2);
    await new Ownership(service, ALICE, cache).requireCredential('AuthMethod:c1');
    expect(calls() - before).toBe(looked);
    expect(
      await refusal(() => new Ownership(service, BOB, cache).requireCredential('AuthMethod:c1')),
    ).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('reads a quote once (handing the answer back), then knows its owner', async () => {
    const cache = new MemoryOwnershipCache();
    const fetched = await new Ownership(service, ALICE, cache).requireQuote('Quote:q1');
    expect(fetched?.status).toBe(200);
    expect(await new Ownership(service, ALICE, cache).requireQuote('Quote:q1')).toBeUndefined();
    expect(await refusal(() => new Ownership(service, BOB, cache).requireQuote('Quote:q1'))).toMatchObject({
      status: 403,
    });
  });

  it('refuses unknown and foreign quotes alike (403, never 404) and hands other failures back', async () => {
    const own = new Ownership(service, ALICE, new MemoryOwnershipCache());
    expect(await refusal(() => own.requireQuote('Quote:none'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await refusal(() => own.requireQuote('Quote:bobs'))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await own.requireQuote('Quote:busy'))?.status).toBe(503);
  });

  it('remembers a transaction’s real owner, so the owner gets it from the cache and others are refused', async () => {
    const cache = new MemoryOwnershipCache();
    expect(
      await refusal(() => new Ownership(service, ALICE, cache).requireTransaction('Transaction:t1')),
    ).toMatchObject({
      status: 403,
    });
    const before = calls();
    expect(await new Ownership(service, BOB, cache).requireTransaction('Transaction:t1')).toBeUndefined();
    expect(calls()).toBe(before);
  });

  it('without a cache asks the service every time', async () => {
    const before = calls();
    await new Ownership(service, ALICE).requireAccount(WALLET);
    await new Ownership(service, ALICE).requireAccount(WALLET);
    expect(calls() - before).toBe(2);
  });
});

describe('MemoryOwnershipCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new MemoryOwnershipCache({ maxEntries: 2 });
    cache.set('a', ALICE);
    cache.set('b', ALICE);
    expect(cache.get('a')).toBe(ALICE);
    cache.set('c', BOB);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(ALICE);
    expect(() => new MemoryOwnershipCache({ maxEntries: 0 })).toThrow(/maxEntries/);
  });
});
