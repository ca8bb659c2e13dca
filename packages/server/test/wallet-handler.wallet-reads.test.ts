/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read like the browser reads JSON */
/**
 * The reads the wallet elements need — transactions, payees, the receiving address — through the real
 * handler in front of a real sandbox process: each is the signed-in customer's whatever the query asks,
 * and another customer's never shows. A scripted service stands in for one that ignores the filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/index.js';
import {
  Browser,
  createBrlAccount,
  createCustomer,
  startBackend,
  type Backend,
  type Customer,
  startStack,
  type WalletStack,
} from './helpers/harness.js';
import { startScriptedServer } from './helpers/http.js';

let stack: WalletStack;
let service: ServiceClient;
let backend: Backend;
let alice: Customer;
let bob: Customer;
let alicePayee: string;
let bobPayee: string;
let aliceIncoming: string;
let bobIncoming: string;

async function umaOf(customerId: string): Promise<string> {
  return (await service.customers.retrieve(customerId)).umaAddress;
}

beforeAll(async () => {
  stack = await startStack();
  ({ service, backend } = stack);
  alice = await createCustomer(service, 'alice');
  bob = await createCustomer(service, 'bob');
  alicePayee = await createBrlAccount(service, alice.customerId);
  bobPayee = await createBrlAccount(service, bob.customerId);
  const receive = async (c: Customer) =>
    (
      await service.sandbox.uma.receivePayment({
        senderUmaAddress: '$success.usd@sandbox.example',
        receiverUmaAddress: await umaOf(c.customerId),
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 1234,
      })
    ).id;
  aliceIncoming = await receive(alice);
  bobIncoming = await receive(bob);
}, 60_000);

afterAll(() => stack?.stop());

describe('the signed-in customer reads their own', () => {
  it('GET /transactions lists their transactions, newest first, and none of another customer', async () => {
    const r = await new Browser(backend, alice.customerId).call('GET', '/transactions?limit=10');
    expect(r.status).toBe(200);
    const ids = r.body.data.map((t: any) => t.id);
    expect(ids).toContain(aliceIncoming);
    expect(r.text).not.toContain(bobIncoming);
    expect(r.body.data.every((t: any) => t.customerId === alice.customerId)).toBe(true);
  });

  it('GET /transactions pages with limit and cursor, staying the same customer', async () => {
    await service.sandbox.uma.receivePayment({
      senderUmaAddress: '$success.usd@sandbox.example',
      receiverUmaAddress: await umaOf(alice.customerId),
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 99,
    });
    const browser = new Browser(backend, alice.customerId);
    const first = await browser.call('GET', '/transactions?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.hasMore).toBe(true);
    const next = await browser.call(
      'GET',
      `/transactions?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.data[0].customerId).toBe(alice.customerId);
    expect(next.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it('GET /customers/external-accounts lists their payees only', async () => {
    const r = await new Browser(backend, alice.customerId).call('GET', '/customers/external-accounts');
    expect(r.status).toBe(200);
    expect(r.body.data.map((a: any) => a.id)).toEqual([alicePayee]);
    expect(r.text).not.toContain(bobPayee);
  });

  it('GET /receiving gives their UMA address and currencies, and no personal data', async () => {
    const r = await new Browser(backend, alice.customerId).call('GET', '/receiving?customerId=x');
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(alice.customerId);
    expect(r.body.umaAddress).toBe(await umaOf(alice.customerId));
    expect(Object.keys(r.body).sort()).toEqual(
      ['id', 'umaAddress', ...(r.body.currencies ? ['currencies'] : [])].sort(),
    );
    expect(r.text).not.toContain(alice.email);
  });
});

describe('customer A asking for customer B’s gets 403 or A’s own, never B’s', () => {
  it('GET /transactions?customerId=B → 403', async () => {
    const r = await new Browser(backend, alice.customerId).call(
      'GET',
      `/transactions?customerId=${encodeURIComponent(bob.customerId)}`,
    );
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('GET /transactions with another filter (accountIdentifier=B’s wallet) drops it: A’s own only', async () => {
    const r = await new Browser(backend, alice.customerId).call(
      'GET',
      `/transactions?accountIdentifier=${encodeURIComponent(bob.walletId)}&platformCustomerId=x`,
    );
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(bobIncoming);
    expect(r.body.data.map((t: any) => t.id)).toContain(aliceIncoming);
  });

  it('GET /customers/external-accounts?customerId=B → 403', async () => {
    const r = await new Browser(backend, alice.customerId).call(
      'GET',
      `/customers/external-accounts?customerId=${encodeURIComponent(bob.customerId)}`,
    );
    expect(r.status).toBe(403);
    expect(r.text).not.toContain(bobPayee);
  });

  it('GET /customers/{B} stays off the list (404), and B’s UMA address is not in the answer', async () => {
    const r = await new Browser(backend, alice.customerId).call(
      'GET',
      `/customers/${encodeURIComponent(bob.customerId)}`,
    );
    expect(r.status).toBe(404);
    expect(r.text).not.toContain(await umaOf(bob.customerId));
  });

  it('GET /receiving?customerId=B is still A’s own', async () => {
    const r = await new Browser(backend, alice.customerId).call(
      'GET',
      `/receiving?customerId=${encodeURIComponent(bob.customerId)}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(alice.customerId);
  });
});

describe('a service that ignores the filter', () => {
  const A = 'Customer:0a0a0a0a-0000-4000-8000-00000000000a';
  const B = 'Customer:0b0b0b0b-0000-4000-8000-00000000000b';
  let upstream: Awaited<ReturnType<typeof startScriptedServer>>;
  let scripted: Backend;
  let answer: unknown = {};

  beforeAll(async () => {
    upstream = await startScriptedServer(() => ({ status: 200, body: answer }));
    const fake = new ServiceClient({ baseUrl: upstream.origin, apiTokenId: 'tok', apiClientSecret: 'sec' });
    scripted = await startBackend(fake);
  });
  afterAll(async () => {
    await scripted?.close();
    await upstream?.close();
  });

  const page = (items: unknown[]) => ({ data: items, hasMore: false, totalCount: items.length });

  it('another customer’s transaction in the answer → 502, and its id never reaches the browser', async () => {
    answer = page([
      { id: 'Transaction:a', customerId: A },
      { id: 'Transaction:b', customerId: B },
    ]);
    const r = await new Browser(scripted, A).call('GET', '/transactions?cursor=crafted');
    expect(r.status).toBe(502);
    expect(r.text).not.toContain('Transaction:b');
  });

  it('a platform payee (customerId null) in the answer → 502', async () => {
    answer = page([{ id: 'ExternalAccount:p', customerId: null }]);
    const r = await new Browser(scripted, A).call('GET', '/customers/external-accounts');
    expect(r.status).toBe(502);
    expect(r.text).not.toContain('ExternalAccount:p');
  });

  it('its own answers pass through unchanged', async () => {
    answer = page([{ id: 'ExternalAccount:a', customerId: A }]);
    const r = await new Browser(scripted, A).call('GET', '/customers/external-accounts');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([{ id: 'ExternalAccount:a', customerId: A }]);
  });

  it('a customer record of someone else → 502', async () => {
    answer = { id: B, umaAddress: '$b@x.example' };
    const r = await new Browser(scripted, A).call('GET', '/receiving');
    expect(r.status).toBe(502);
    expect(r.text).not.toContain('$b@x.example');
  });
});
