/**
 * A quote carries `transactionId` from creation (§2.8) and that transaction
 * exists in CREATED (§3.2); execution moves the same transaction on; an unexecuted quote's
 * transaction expires with it; lists and filters see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { advance, createExternal, fiatAccount, usdAccountInfo } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Json = Record<string, unknown>;

async function setup() {
  const { customerId } = await createCustomer(api, { currencies: ['EUR', 'USD'] });
  const eur = await fiatAccount(api, customerId, 'EUR', 100_000);
  const ext = await createExternal(api, customerId, usdAccountInfo());
  const quote = await api.call<Json>('POST', '/quotes', {
    source: { sourceType: 'ACCOUNT', accountId: eur },
    destination: { destinationType: 'ACCOUNT', accountId: ext.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 5_000,
  });
  expect(quote.status, quote.text).toBe(201);
  return { customerId, eur, quote: quote.body };
}

describe('a quote and its transaction', () => {
  it('the quote names its transaction at creation; it is CREATED, without a reconciliation reference', async () => {
    const { customerId, quote } = await setup();
    expect(quote['transactionId']).toMatch(/^Transaction:/);
    const tx = await api.call<Json>('GET', `/transactions/${String(quote['transactionId'])}`);
    expect(tx.status).toBe(200);
    expect(tx.body).toMatchObject({ status: 'CREATED', type: 'OUTGOING', quoteId: quote['id'], customerId });
    expect(tx.body['reconciliationInstructions']).toBeUndefined();
    const created = await api.call<{ data: Json[]; totalCount: number }>(
      'GET',
      `/transactions?customerId=${customerId}&status=CREATED`,
    );
    expect(created.body.data.map((t) => t['id'])).toEqual([quote['transactionId']]);
  });

  it('execution moves the same transaction on (COMPLETED, with a reference); no second transaction', async () => {
    const { customerId, quote } = await setup();
    const executed = await api.call<Json>('POST', `/quotes/${String(quote['id'])}/execute`, {});
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body['transactionId']).toBe(quote['transactionId']);
    const tx = await api.call<Json>('GET', `/transactions/${String(quote['transactionId'])}`);
    expect(tx.body).toMatchObject({
      status: 'COMPLETED',
      reconciliationInstructions: { reference: expect.any(String) },
    });
    const all = await api.call<{ data: Json[]; totalCount: number }>(
      'GET',
      `/transactions?customerId=${customerId}`,
    );
    expect(all.body.totalCount).toBe(1);
    const reference = (tx.body['reconciliationInstructions'] as Json)['reference'] as string;
    const byReference = await api.call<{ data: Json[] }>('GET', `/transactions?reference=${reference}`);
    expect(byReference.body.data.map((t) => t['id'])).toEqual([quote['transactionId']]);
  });

  it('a quote that expires unexecuted takes its transaction to EXPIRED (QUOTE_EXPIRED)', async () => {
    const { quote } = await setup();
    await advance(api, 301);
    const tx = await api.call<Json>('GET', `/transactions/${String(quote['transactionId'])}`);
    expect(tx.body).toMatchObject({ status: 'EXPIRED', failureReason: 'QUOTE_EXPIRED' });
    const q = await api.call<Json>('GET', `/quotes/${String(quote['id'])}`);
    expect(q.body['status']).toBe('EXPIRED');
  });
});
