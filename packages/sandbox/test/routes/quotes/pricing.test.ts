/**
 * `routes/quotes.ts`, `POST /quotes`: pricing (§2.8), locks, amounts, payment purpose and rate details.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { advance, balanceOf, createExternal, fiatAccount, usdAccountInfo } from '../../support/payments.js';
import { quoteBody, type Quote, payoutHelpers } from '../../support/payouts.js';

const api = useApi();
const { eurPayer, quoteStatus } = payoutHelpers(api);

describe('quote pricing (§2.8)', () => {
  it('SENDING lock: deterministic rate, fees ≥ 0 in sending units, rateDetails, 1–5 min expiry', async () => {
    const p = await eurPayer('000');
    const q = (await api.call<Quote>('POST', '/quotes', quoteBody(p.sourceId, p.externalId))).body;
    // EUR → USD with the table: 1 EUR = 1.08 USD, so exchangeRate (EUR per USD) = 1/1.08.
    expect(q.exchangeRate).toBeCloseTo(1 / 1.08, 6);
    expect(q.feesIncluded).toBeGreaterThanOrEqual(0);
    expect(q.rateDetails).toMatchObject({
      counterpartyMultiplier: 1,
      counterpartyFixedFee: 0,
      serviceApiVariableFeeRate: 0.005,
      serviceApiVariableFeeAmount: 50,
    });
    expect(q.feesIncluded).toBe(q.rateDetails['serviceApiFixedFee']! + 50);
    expect(q.totalSendingAmount).toBe(10_000);
    expect(q.totalReceivingAmount).toBe(Math.floor((10_000 - q.feesIncluded) * 1.08 + 1e-6));
    const ttl = (Date.parse(q.expiresAt) - Date.parse(q.createdAt)) / 1000;
    expect(ttl).toBe(300); // the sandbox default, inside the interface's 1–5 minutes
    expect(q.counterpartyInformation).toEqual({ FULL_NAME: 'Ada Lovelace' });
    expect(q.destination).toMatchObject({ paymentRail: 'ACH' });
  });

  it('RECEIVING lock: the receiving amount is exact and the sender pays rate plus fees', async () => {
    const p = await eurPayer('000');
    const q = (
      await api.call<Quote>(
        'POST',
        '/quotes',
        quoteBody(p.sourceId, p.externalId, { lockedCurrencySide: 'RECEIVING', lockedCurrencyAmount: 5_400 }),
      )
    ).body;
    expect(q.totalReceivingAmount).toBe(5_400);
    expect(q.totalSendingAmount).toBe(5_000 + q.feesIncluded);
  });

  it('lockedCurrencyAmount at most 9000000000000000; same-currency account quotes are refused', async () => {
    const p = await eurPayer('000');
    const max = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, {
        lockedCurrencySide: 'RECEIVING',
        lockedCurrencyAmount: 9_000_000_000_000_000,
      }),
    );
    expect(max.status).toBe(201);
    const over = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, {
        lockedCurrencySide: 'RECEIVING',
        lockedCurrencyAmount: 9_000_000_000_000_001,
      }),
    );
    expect(over.status).toBe(400);
    expect(over.body['code']).toBe('INVALID_INPUT');
    const tiny = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { lockedCurrencyAmount: 10 }),
    );
    expect(tiny.status).toBe(400);
    const eurExt = await createExternal(api, p.customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const same = await api.call('POST', '/quotes', quoteBody(p.sourceId, eurExt.id));
    expect(same.body['code']).toBe('SAME_CURRENCY_QUOTE');
    // …but an EMBEDDED_WALLET pays out in its own currency through a quote (rate 1, no fees).
    const { customerId: walletOwner, accountId: wallet } = await createCustomer(api);
    const usdExt = await createExternal(api, walletOwner, usdAccountInfo());
    const walletQuote = await api.call<Quote>('POST', '/quotes', quoteBody(wallet, usdExt.id));
    expect(walletQuote.status, walletQuote.text).toBe(201);
    expect(walletQuote.body).toMatchObject({
      exchangeRate: 1,
      feesIncluded: 0,
      totalReceivingAmount: 10_000,
    });
  });

  it('payment purpose: validated, echoed as paymentPurpose, required for INR payouts', async () => {
    const p = await eurPayer('000');
    const bad = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { paymentPurpose: 'LUNCH' }),
    );
    expect(bad.status).toBe(400);
    const ok = await api.call<Quote>(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { paymentPurpose: 'GIFT' }),
    );
    expect(ok.body.paymentPurpose).toBe('GIFT');
    const inr = await fiatAccount(api, p.customerId, 'INR', 0);
    const noPurpose = await api.call('POST', '/quotes', quoteBody(p.sourceId, inr));
    expect(noPurpose.status).toBe(400);
    expect(JSON.stringify(noPurpose.body)).toContain('paymentPurpose');
    expect(
      (await api.call('POST', '/quotes', quoteBody(p.sourceId, inr, { paymentPurpose: 'EDUCATION' }))).status,
    ).toBe(201);
  });

  it('immediatelyExecute on an internal-account source executes at once', async () => {
    const p = await eurPayer('000');
    const q = await api.call<Quote>(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { immediatelyExecute: true }),
    );
    expect(q.status).toBe(201);
    expect(q.body.status).toBe('COMPLETED');
    expect(q.body.transactionId).toMatch(/^Transaction:/);
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(990_000);
  });

  it('an expired quote: execute is 400 QUOTE_EXPIRED and nothing moves', async () => {
    const p = await eurPayer('000');
    const q = (await api.call<Quote>('POST', '/quotes', quoteBody(p.sourceId, p.externalId))).body;
    await advance(api, 301);
    expect(await quoteStatus(q.id)).toBe('EXPIRED');
    const res = await api.call('POST', `/quotes/${q.id}/execute`, {});
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('QUOTE_EXPIRED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(1_000_000);
  });
});

describe('quotes', () => {
  it('purposeOfPayment is accepted and echoed (paymentPurpose too); an INR payout needs one of them', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR', 'USD'] });
    const source = await fiatAccount(api, customerId, 'EUR', 1_000_000);
    const inr = await fiatAccount(api, customerId, 'INR', 0);
    const missing = await api.call('POST', '/quotes', quoteBody(source, inr));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ details: { errors: [{ field: 'purposeOfPayment' }] } });
    const asService = await api.call(
      'POST',
      '/quotes',
      quoteBody(source, inr, { purposeOfPayment: 'EDUCATION' }),
    );
    expect(asService.status, asService.text).toBe(201);
    expect(asService.body).toMatchObject({ purposeOfPayment: 'EDUCATION', paymentPurpose: 'EDUCATION' });
    const asSandbox = await api.call('POST', '/quotes', quoteBody(source, inr, { paymentPurpose: 'GIFT' }));
    expect(asSandbox.status, asSandbox.text).toBe(201);
    expect(asSandbox.body).toMatchObject({ purposeOfPayment: 'GIFT', paymentPurpose: 'GIFT' });
    const bad = await api.call('POST', '/quotes', quoteBody(source, inr, { purposeOfPayment: 'LUNCH' }));
    expect(bad.status).toBe(400);
    const conflicting = await api.call(
      'POST',
      '/quotes',
      quoteBody(source, inr, { purposeOfPayment: 'GIFT', paymentPurpose: 'TRAVEL' }),
    );
    expect(conflicting.status).toBe(400);
  });

  it('transactions carry counterpartyMultiplier and counterpartyFixedFee in rateDetails', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR', 'USD'] });
    const source = await fiatAccount(api, customerId, 'EUR', 1_000_000);
    const ext = await createExternal(api, customerId, usdAccountInfo());
    const quote = await api.call<{ id: string }>('POST', '/quotes', quoteBody(source, ext.id));
    const executed = await api.call<{ transactionId: string }>(
      'POST',
      `/quotes/${quote.body.id}/execute`,
      {},
    );
    expect(executed.status, executed.text).toBe(200);
    const tx = await api.call('GET', `/transactions/${executed.body.transactionId}`);
    expect(tx.body['rateDetails']).toMatchObject({ counterpartyMultiplier: 1, counterpartyFixedFee: 0 });
  });
});
