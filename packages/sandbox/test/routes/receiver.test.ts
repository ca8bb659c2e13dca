/**
 * `routes/receiver.ts`: receiver lookups and the UMA quotes that need them.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { advance, balanceOf, fiatAccount } from '../support/payments.js';
import { quoteBody, type Quote, payoutHelpers } from '../support/payouts.js';

const api = useApi();
const { eurPayer, txOf } = payoutHelpers(api);

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

describe('UMA', () => {
  it('a UMA receiver lookup answers receiverUmaAddress (and umaAddress)', async () => {
    const { customerId } = await createCustomer(api);
    const address = '$success.usd@sandbox.keyhold.dev';
    const res = await api.call(
      'GET',
      `/receiver/uma/${encodeURIComponent(address)}?customerId=${customerId}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ receiverUmaAddress: address, umaAddress: address });
  });
});
