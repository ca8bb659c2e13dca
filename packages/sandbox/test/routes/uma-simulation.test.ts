/**
 * `routes/uma-simulation.ts`: the sandbox simulation of §4.6 (`POST /sandbox/send`, `POST
 * /sandbox/uma/receive`).
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { advance, balanceOf, createExternal, fiatAccount, usdAccountInfo } from '../support/payments.js';
import { quoteBody, type Quote, type Tx, payoutHelpers } from '../support/payouts.js';

const api = useApi();
const { eurPayer, quoteStatus, txOf } = payoutHelpers(api);

/** A customer's REALTIME_FUNDING quote body of $200 to their EUR account (`more`: further fields). */
async function realtimeQuoteBody(): Promise<(more?: Record<string, unknown>) => Record<string, unknown>> {
  const { customerId } = await createCustomer(api);
  const ext = await createExternal(api, customerId, {
    accountType: 'EUR_ACCOUNT',
    iban: 'DE89370400440532013000',
  });
  return (more = {}) => ({
    source: { sourceType: 'REALTIME_FUNDING', customerId, currency: 'USD' },
    destination: { destinationType: 'ACCOUNT', accountId: ext.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 20_000,
    ...more,
  });
}

describe('sandbox simulation (§4.6)', () => {
  it('a REALTIME_FUNDING quote carries payment instructions; POST /sandbox/send executes it', async () => {
    const p = await eurPayer('000', 0);
    const quoteBody = await realtimeQuoteBody();
    const q = await api.call<Quote>('POST', '/quotes', quoteBody());
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
    const immediate = await api.call('POST', '/quotes', quoteBody({ immediatelyExecute: true }));
    expect(immediate.body['code']).toBe('IMMEDIATE_EXECUTION_NOT_SUPPORTED');
    void p;
  });

  it('POST /sandbox/send after expiry gives an EXPIRED transaction with QUOTE_EXPIRED', async () => {
    const q = await api.call<Quote>('POST', '/quotes', (await realtimeQuoteBody())());
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

describe('UMA', () => {
  it('/sandbox/uma/receive takes customerId in place of receiverUmaAddress', async () => {
    const { customerId, accountId } = await createCustomer(api);
    const body = {
      senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
      customerId,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 700,
    };
    const res = await api.call('POST', '/sandbox/uma/receive', body);
    expect(res.status, res.text).toBe(200);
    expect(await balanceOf(api, customerId, accountId)).toBe(700);
    const neither = await api.call('POST', '/sandbox/uma/receive', { ...body, customerId: undefined });
    expect(neither.status).toBe(400);
    const unknown = await api.call('POST', '/sandbox/uma/receive', { ...body, customerId: 'Customer:nope' });
    expect(unknown.status).toBe(404);
  });
});
