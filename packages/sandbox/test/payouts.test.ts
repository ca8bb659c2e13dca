import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { advance, balanceOf, createExternal, fiatAccount, usdAccountInfo } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Quote = {
  id: string;
  status: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  transactionId?: string;
  rateDetails: Record<string, number>;
  paymentInstructions: Array<{ accountOrWalletInfo: Record<string, unknown> }>;
  counterpartyInformation?: Record<string, unknown>;
  paymentPurpose?: string;
  expiresAt: string;
  createdAt: string;
};
type Tx = {
  id: string;
  status: string;
  failureReason?: string;
  type: string;
  receivedAmount: { amount: number; currency: { code: string } };
  destination: Record<string, unknown>;
};

/** A EUR internal account paying out to a USD external account with `suffix`. */
async function eurPayer(suffix: string, fund = 1_000_000) {
  const { customerId } = await createCustomer(api, { fullName: 'Eve Euro', currencies: ['EUR', 'USD'] });
  const sourceId = await fiatAccount(api, customerId, 'EUR', fund);
  const ext = await createExternal(api, customerId, usdAccountInfo(suffix));
  return { customerId, sourceId, externalId: ext.id };
}

const quoteBody = (sourceId: string, destinationId: string, extra: Record<string, unknown> = {}) => ({
  source: { sourceType: 'ACCOUNT', accountId: sourceId },
  destination: { destinationType: 'ACCOUNT', accountId: destinationId },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 10_000,
  ...extra,
});

async function quoteAndExecute(p: { sourceId: string; externalId: string }) {
  const q = await api.call<Quote>('POST', '/quotes', quoteBody(p.sourceId, p.externalId));
  expect(q.status, q.text).toBe(201);
  const ex = await api.call<Quote>('POST', `/quotes/${q.body.id}/execute`, {});
  expect(ex.status, ex.text).toBe(200);
  const tx = (await api.call<Tx>('GET', `/transactions/${ex.body.transactionId}`)).body;
  return { quote: ex.body, tx };
}

async function quoteStatus(id: string): Promise<string> {
  return (await api.call<Quote>('GET', `/quotes/${id}`)).body.status;
}
async function txOf(id: string): Promise<Tx> {
  return (await api.call<Tx>('GET', `/transactions/${id}`)).body;
}

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

describe('receiver lookup and UMA quotes', () => {
  it('GET /receiver/external-account/{id}: lookupId, supportedCurrencies, requiredPayerDataFields', async () => {
    const p = await eurPayer('000');
    const res = await api.call<Record<string, unknown>>(
      'GET',
      `/receiver/external-account/${p.externalId}?customerId=${p.customerId}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body['lookupId']).toMatch(/^Lookup:/);
    expect(res.body['accountId']).toBe(p.externalId);
    expect(res.body['supportedCurrencies']).toEqual([
      {
        currency: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
        estimatedExchangeRate: expect.any(Number),
        min: 1,
        max: 9_000_000_000_000_000,
      },
    ]);
    expect(res.body['requiredPayerDataFields']).toEqual([{ name: 'FULL_NAME', mandatory: true }]);
    expect((await api.call('GET', `/receiver/external-account/${p.externalId}`)).status).toBe(400);
    expect(
      (await api.call('GET', `/receiver/external-account/ExternalAccount:nope?customerId=${p.customerId}`))
        .status,
    ).toBe(404);
  });

  it('senderCustomerInfo must carry every mandatory requiredPayerDataFields name', async () => {
    const p = await eurPayer('000');
    const lookup = (
      await api.call<{ lookupId: string }>(
        'GET',
        `/receiver/external-account/${p.externalId}?customerId=${p.customerId}`,
      )
    ).body;
    const missing = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { lookupId: lookup.lookupId }),
    );
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('senderCustomerInfo.FULL_NAME');
    const ok = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, {
        lookupId: lookup.lookupId,
        senderCustomerInfo: { FULL_NAME: 'Eve Euro' },
      }),
    );
    expect(ok.status, ok.text).toBe(201);
    const unrequested = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { senderCustomerInfo: { FULL_NAME: 'Eve' } }),
    );
    expect(unrequested.status).toBe(400);
    const unknownLookup = await api.call(
      'POST',
      '/quotes',
      quoteBody(p.sourceId, p.externalId, { lookupId: 'Lookup:nope' }),
    );
    expect(unknownLookup.body['code']).toBe('LOOKUP_NOT_FOUND');
  });

  it('a UMA destination needs a lookupId; $success.mxn succeeds in MXN', async () => {
    const p = await eurPayer('000');
    const uma = '$success.mxn@sandbox.keyhold.dev';
    const dest = { destinationType: 'UMA_ADDRESS', umaAddress: uma };
    const noLookup = await api.call('POST', '/quotes', { ...quoteBody(p.sourceId, ''), destination: dest });
    expect(noLookup.status).toBe(400);
    expect(JSON.stringify(noLookup.body)).toContain('lookupId');
    const lookup = await api.call<{
      lookupId: string;
      umaAddress: string;
      supportedCurrencies: Array<{ currency: { code: string } }>;
    }>('GET', `/receiver/uma/${encodeURIComponent(uma)}?customerId=${p.customerId}`);
    expect(lookup.status, lookup.text).toBe(200);
    expect(lookup.body.supportedCurrencies[0]!.currency.code).toBe('MXN');
    const q = await api.call<Quote>('POST', '/quotes', {
      ...quoteBody(p.sourceId, ''),
      destination: dest,
      lookupId: lookup.body.lookupId,
      senderCustomerInfo: { FULL_NAME: 'Eve Euro' },
    });
    expect(q.status, q.text).toBe(201);
    expect(q.body.destination).toEqual({ destinationType: 'UMA_ADDRESS', umaAddress: uma, currency: 'MXN' });
    const ex = await api.call<Quote>('POST', `/quotes/${q.body.id}/execute`, {});
    expect(ex.body.status).toBe('COMPLETED');
    expect(
      (
        await api.call(
          'GET',
          `/receiver/uma/${encodeURIComponent('$nobody@elsewhere.example')}?customerId=${p.customerId}`,
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ['$success.usd@sandbox.keyhold.dev', 'USD'],
    ['$success.eur@sandbox.keyhold.dev', 'EUR'],
  ])('%s receives in %s and completes', async (uma, currency) => {
    const { customerId } = await createCustomer(api, { currencies: ['GBP'] });
    const sourceId = await fiatAccount(api, customerId, 'GBP', 100_000);
    const l = (
      await api.call<{ lookupId: string }>(
        'GET',
        `/receiver/uma/${encodeURIComponent(uma)}?customerId=${customerId}`,
      )
    ).body;
    const q = await api.call<Quote>('POST', '/quotes', {
      ...quoteBody(sourceId, ''),
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: uma },
      lookupId: l.lookupId,
      senderCustomerInfo: { FULL_NAME: 'Gabe Pound' },
    });
    expect(q.status, q.text).toBe(201);
    expect((q.body as unknown as { receivingCurrency: { code: string } }).receivingCurrency.code).toBe(
      currency,
    );
    const wrong = await api.call('POST', '/quotes', {
      ...quoteBody(sourceId, ''),
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: uma, currency: 'MXN' },
      lookupId: l.lookupId,
      senderCustomerInfo: { FULL_NAME: 'Gabe Pound' },
    });
    expect(wrong.body['code']).toBe('CURRENCY_NOT_SUPPORTED');
    const ex = await api.call<Quote>('POST', `/quotes/${q.body.id}/execute`, {});
    expect(ex.body.status).toBe('COMPLETED');
    expect((await txOf(ex.body.transactionId!)).receivedAmount.currency.code).toBe(currency);
  });

  it('$pending.long.usd stays PROCESSING for minutes; $fail.compliance.usd fails and refunds', async () => {
    const p = await eurPayer('000');
    const run = async (uma: string) => {
      const l = (
        await api.call<{ lookupId: string }>(
          'GET',
          `/receiver/uma/${encodeURIComponent(uma)}?customerId=${p.customerId}`,
        )
      ).body;
      const q = await api.call<Quote>('POST', '/quotes', {
        ...quoteBody(p.sourceId, ''),
        destination: { destinationType: 'UMA_ADDRESS', umaAddress: uma },
        lookupId: l.lookupId,
        senderCustomerInfo: { FULL_NAME: 'Eve Euro' },
      });
      expect(q.status, q.text).toBe(201);
      return (await api.call<Quote>('POST', `/quotes/${q.body.id}/execute`, {})).body;
    };
    const pending = await run('$pending.long.usd@sandbox.keyhold.dev');
    expect(pending.status).toBe('PROCESSING');
    const failed = await run('$fail.compliance.usd@sandbox.keyhold.dev');
    expect(failed.status).toBe('FAILED');
    expect((await txOf(failed.transactionId!)).failureReason).toBe('PAY_REQUEST_FAILED');
    expect(await balanceOf(api, p.customerId, p.sourceId)).toBe(990_000);
    await advance(api, 361);
    expect((await txOf(pending.transactionId!)).status).toBe('COMPLETED');
  });
});

describe('sandbox simulation (§4.6)', () => {
  it('a REALTIME_FUNDING quote carries payment instructions; POST /sandbox/send executes it', async () => {
    const p = await eurPayer('000', 0);
    const { customerId } = await createCustomer(api);
    const ext = await createExternal(api, customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const q = await api.call<Quote>('POST', '/quotes', {
      source: { sourceType: 'REALTIME_FUNDING', customerId, currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: ext.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 20_000,
    });
    expect(q.status, q.text).toBe(201);
    const kinds = q.body.paymentInstructions.map((i) => i.accountOrWalletInfo['accountType']);
    expect(kinds).toEqual(['USD_ACCOUNT', 'SPARK_WALLET']);
    expect(q.body.paymentInstructions[0]!.accountOrWalletInfo).toMatchObject({
      paymentRails: ['ACH', 'WIRE'],
      reference: expect.any(String),
    });
    const direct = await api.call('POST', `/quotes/${q.body.id}/execute`, {});
    expect(direct.body['code']).toBe('QUOTE_REQUIRES_FUNDING');
    const wrongCurrency = await api.call('POST', '/sandbox/send', {
      quoteId: q.body.id,
      currencyCode: 'EUR',
    });
    expect(wrongCurrency.body['code']).toBe('CURRENCY_MISMATCH');
    const sent = await api.call<Tx>('POST', '/sandbox/send', { quoteId: q.body.id, currencyCode: 'USD' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.status).toBe('COMPLETED');
    expect(await quoteStatus(q.body.id)).toBe('COMPLETED');
    const immediate = await api.call('POST', '/quotes', {
      source: { sourceType: 'REALTIME_FUNDING', customerId, currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: ext.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 20_000,
      immediatelyExecute: true,
    });
    expect(immediate.body['code']).toBe('IMMEDIATE_EXECUTION_NOT_SUPPORTED');
    void p;
  });

  it('POST /sandbox/send after expiry gives an EXPIRED transaction with QUOTE_EXPIRED', async () => {
    const { customerId } = await createCustomer(api);
    const ext = await createExternal(api, customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const q = await api.call<Quote>('POST', '/quotes', {
      source: { sourceType: 'REALTIME_FUNDING', customerId, currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: ext.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 20_000,
    });
    await advance(api, 301);
    const sent = await api.call<Tx>('POST', '/sandbox/send', { quoteId: q.body.id, currencyCode: 'USD' });
    expect(sent.body).toMatchObject({ status: 'EXPIRED', failureReason: 'QUOTE_EXPIRED' });
  });

  it('POST /sandbox/uma/receive credits the primary internal account, or the default UMA deposit account', async () => {
    const { customerId, accountId: walletId } = await createCustomer(api);
    const customer = (await api.call<{ umaAddress: string }>('GET', `/customers/${customerId}`)).body;
    const body = {
      senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
      receiverUmaAddress: customer.umaAddress,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 4_200,
    };
    const res = await api.call<Tx>('POST', '/sandbox/uma/receive', body);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      type: 'INCOMING',
      status: 'COMPLETED',
      destination: { accountId: walletId },
    });
    expect(await balanceOf(api, customerId, walletId)).toBe(4_200);
    const fiat = await fiatAccount(api, customerId, 'USD', 0);
    await api.call('POST', '/sandbox/uma/receive', body);
    expect(await balanceOf(api, customerId, fiat)).toBe(4_200);
    const deposit = await createExternal(api, customerId, usdAccountInfo(), {
      defaultUmaDepositAccount: true,
    });
    const toDeposit = await api.call<Tx>('POST', '/sandbox/uma/receive', body);
    expect(toDeposit.body.destination).toMatchObject({ accountId: deposit.id });
    expect(await balanceOf(api, customerId, fiat)).toBe(4_200);
  });

  it('sender $pending.long.usd completes after minutes; $fail.compliance.usd fails; unknown receiver is 404', async () => {
    const { customerId, accountId: walletId } = await createCustomer(api);
    const customer = (await api.call<{ umaAddress: string }>('GET', `/customers/${customerId}`)).body;
    const send = (sender: string) =>
      api.call<Tx>('POST', '/sandbox/uma/receive', {
        senderUmaAddress: sender,
        receiverUmaAddress: customer.umaAddress,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 1_000,
      });
    const slow = await send('$pending.long.usd@sandbox.keyhold.dev');
    expect(slow.body.status).toBe('PROCESSING');
    const failed = await send('$fail.compliance.usd@sandbox.keyhold.dev');
    expect(failed.body.status).toBe('FAILED');
    expect(await balanceOf(api, customerId, walletId)).toBe(0);
    await advance(api, 361);
    expect((await txOf(slow.body.id)).status).toBe('COMPLETED');
    expect(await balanceOf(api, customerId, walletId)).toBe(1_000);
    const nobody = await api.call('POST', '/sandbox/uma/receive', {
      senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
      receiverUmaAddress: '$nobody@sandbox.keyhold.dev',
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1,
    });
    expect(nobody.status).toBe(404);
    const bad = await api.call('POST', '/sandbox/uma/receive', { senderUmaAddress: 'nope' });
    expect(bad.status).toBe(400);
  });

  it('a quote to another customer’s UMA address credits that customer', async () => {
    const p = await eurPayer('000');
    const { customerId: bobId, accountId: bobWallet } = await createCustomer(api);
    const bob = (await api.call<{ umaAddress: string }>('GET', `/customers/${bobId}`)).body;
    const l = (
      await api.call<{ lookupId: string }>(
        'GET',
        `/receiver/uma/${encodeURIComponent(bob.umaAddress)}?customerId=${p.customerId}`,
      )
    ).body;
    const q = await api.call<Quote>('POST', '/quotes', {
      ...quoteBody(p.sourceId, ''),
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: bob.umaAddress },
      lookupId: l.lookupId,
      senderCustomerInfo: { FULL_NAME: 'Eve Euro' },
    });
    expect(q.status, q.text).toBe(201);
    await api.call('POST', `/quotes/${q.body.id}/execute`, {});
    expect(await balanceOf(api, bobId, bobWallet)).toBe(q.body.totalReceivingAmount);
  });
});
