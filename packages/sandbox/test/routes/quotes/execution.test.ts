/**
 * `routes/quotes.ts`, execution: the §3.6 suffix table of external destinations, the quote's one
 * transaction, and quotes funded by the platform.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { advance, balanceOf, createExternal, fiatAccount, usdAccountInfo } from '../../support/payments.js';
import { payoutHelpers } from '../../support/payouts.js';
import { sdkEurAccount, type Json, sdkHelpers } from '../../support/sdk.js';

const api = useApi();
const { createAccount } = sdkHelpers(api);
const { eurPayer, quoteAndExecute, quoteStatus, txOf } = payoutHelpers(api);

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

describe('quote execution with an external destination: the §3.6 suffix table', () => {
  it('002 → quote execution failed: FAILED QUOTE_EXECUTION_FAILED, funds returned', async () => {
    const p = await eurPayer('002');
    const { quote, tx } = await quoteAndExecute(p);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' });
    expect(await quoteStatus(quote.id)).toBe('FAILED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(1_000_000);
  });

  it('003 → long payment: PROCESSING, COMPLETED after about 6 minutes', async () => {
    const p = await eurPayer('003');
    const { quote, tx } = await quoteAndExecute(p);
    expect(tx.status).toBe('PROCESSING');
    expect(quote.status).toBe('PROCESSING');
    await advance(api, 300);
    expect((await txOf(tx.id)).status).toBe('PROCESSING');
    await advance(api, 61);
    expect((await txOf(tx.id)).status).toBe('COMPLETED');
    expect(await quoteStatus(quote.id)).toBe('COMPLETED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(990_000);
  });

  it('004 → counterparty delivery failed: FAILED OFFRAMP_FAILED, funds returned', async () => {
    const p = await eurPayer('004');
    const { tx } = await quoteAndExecute(p);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'OFFRAMP_FAILED' });
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(1_000_000);
  });

  it('005 → the receiving bank returns it: COMPLETED, then FAILED with the refund', async () => {
    const p = await eurPayer('005');
    const { quote, tx } = await quoteAndExecute(p);
    expect(tx.status).toBe('COMPLETED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(990_000);
    await advance(api, 61);
    expect(await txOf(tx.id)).toMatchObject({ status: 'FAILED', failureReason: 'OFFRAMP_FAILED' });
    expect(await quoteStatus(quote.id)).toBe('FAILED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(1_000_000);
  });

  it('006 → user cancellation: REFUNDED', async () => {
    const p = await eurPayer('006');
    const { tx } = await quoteAndExecute(p);
    expect(tx.status).toBe('REFUNDED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(1_000_000);
  });

  it('007 → payout and refund failed: FAILED and the money is not returned', async () => {
    const p = await eurPayer('007');
    const { tx } = await quoteAndExecute(p);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'OFFRAMP_FAILED' });
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(990_000);
  });

  it('other suffixes succeed: COMPLETED with the receiving amount', async () => {
    const p = await eurPayer('123');
    const { quote, tx } = await quoteAndExecute(p);
    expect(tx).toMatchObject({
      status: 'COMPLETED',
      receivedAmount: { amount: quote.totalReceivingAmount, currency: { code: 'USD' } },
    });
    expect(quote.status).toBe('COMPLETED');
  });
});

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

describe('quotes funded by the platform', () => {
  it('a REALTIME_FUNDING quote without customerId is the platform’s: instructions, then funds complete it', async () => {
    const { customerId } = await createCustomer(api);
    const ext = await createAccount({
      customerId,
      currency: 'EUR',
      accountInfo: sdkEurAccount(),
    });
    const q = await api.call<Json & { paymentInstructions: Json[]; source: Json }>('POST', '/quotes', {
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: ext.body['id'] },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 20_000,
    });
    expect(q.status, q.text).toBe(201);
    expect(q.body.source).toEqual({ sourceType: 'REALTIME_FUNDING', currency: 'USD' });
    expect(q.body.paymentInstructions[0]!['accountOrWalletInfo']).toMatchObject({
      accountType: 'USD_ACCOUNT',
      countries: ['US'],
    });
    const sent = await api.call<Json>('POST', '/sandbox/send', {
      quoteId: q.body['id'],
      currencyCode: 'USD',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body['status']).toBe('COMPLETED');
    expect(sent.body['customerId'] ?? null).toBeNull();
  });
});
