/**
 * `routes/quotes.ts`, `GET /quotes`: the transaction-list filters, the SDK's filter names and the
 * pagination envelope.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { fiatAccount } from '../../support/payments.js';
import { sdkUsdAccount, sdkEurAccount, type Json, type Page, sdkHelpers } from '../../support/sdk.js';

const api = useApi();
const { createAccount } = sdkHelpers(api);

describe('GET /quotes', () => {
  it('lists quotes with the transaction list filters and the pagination envelope', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['USD', 'EUR'] });
    const other = await createCustomer(api, { currencies: ['USD', 'EUR'] });
    const usd = await fiatAccount(api, customerId, 'USD', 100_000);
    const eur = await fiatAccount(api, customerId, 'EUR');
    const otherUsd = await fiatAccount(api, other.customerId, 'USD', 100_000);
    const otherEur = await fiatAccount(api, other.customerId, 'EUR');
    const quote = (source: string, destination: string) =>
      api.call<Json>('POST', '/quotes', {
        source: { sourceType: 'ACCOUNT', accountId: source },
        destination: { destinationType: 'ACCOUNT', accountId: destination },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000,
      });
    const q1 = (await quote(usd, eur)).body;
    const q2 = (await quote(usd, eur)).body;
    await quote(otherUsd, otherEur);
    const executed = await api.call<Json>('POST', `/quotes/${String(q2['id'])}/execute`, {});
    expect(executed.status, executed.text).toBe(200);

    const mine = await api.call<{ data: Json[]; hasMore: boolean; totalCount: number; nextCursor?: string }>(
      'GET',
      `/quotes?customerId=${encodeURIComponent(customerId)}&limit=1`,
    );
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toMatchObject({ hasMore: true, totalCount: 2, nextCursor: expect.any(String) });
    expect(mine.body.data[0]!['id']).toBe(q2['id']); // newest first
    const next = await api.call<{ data: Json[]; hasMore: boolean }>(
      'GET',
      `/quotes?customerId=${encodeURIComponent(customerId)}&limit=1&cursor=${mine.body.nextCursor!}`,
    );
    expect(next.body.data.map((q) => q['id'])).toEqual([q1['id']]);
    expect(next.body.hasMore).toBe(false);

    const completed = await api.call<{ data: Json[] }>(
      'GET',
      `/quotes?customerId=${encodeURIComponent(customerId)}&status=COMPLETED`,
    );
    expect(completed.body.data.map((q) => q['id'])).toEqual([q2['id']]);
    const byAccount = await api.call<{ data: Json[] }>(
      'GET',
      `/quotes?receiverAccountIdentifier=${encodeURIComponent(otherEur)}&sortOrder=asc`,
    );
    expect(byAccount.body.data).toHaveLength(1);
    const customer = await api.call<Json>('GET', `/customers/${encodeURIComponent(other.customerId)}`);
    const byPlatformId = await api.call<{ data: Json[] }>(
      'GET',
      `/quotes?platformCustomerId=${encodeURIComponent(String(customer.body['platformCustomerId']))}`,
    );
    expect(byPlatformId.body.data.map((q) => (q['source'] as Json)['accountId'])).toEqual([otherUsd]);
    const bad = await api.call<Json>('GET', '/quotes?status=DONE&limit=0');
    expect(bad.status).toBe(400);
  });
});

describe('lists with the SDK’s filter names', () => {
  it('GET /quotes honours createdAfter, createdBefore, sendingAccountId and receivingAccountId', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['USD', 'EUR'] });
    const usd = await fiatAccount(api, customerId, 'USD', 1_000_000);
    const eur = await fiatAccount(api, customerId, 'EUR', 1_000_000);
    const toUsd = await createAccount({
      customerId,
      currency: 'USD',
      accountInfo: sdkUsdAccount(),
    });
    const quote = (source: string) =>
      api.call<Json>('POST', '/quotes', {
        source: { sourceType: 'ACCOUNT', accountId: source },
        destination: { destinationType: 'ACCOUNT', accountId: toUsd.body['id'] },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 10_000,
      });
    const fromEur = await quote(eur);
    expect(fromEur.status, fromEur.text).toBe(201);
    const list = (q: string) =>
      api.call<Page>('GET', `/quotes?customerId=${encodeURIComponent(customerId)}&${q}`);
    const bySource = await list(`sendingAccountId=${encodeURIComponent(eur)}`);
    expect(bySource.body.data.map((x) => x['id'])).toEqual([fromEur.body['id']]);
    expect((await list(`sendingAccountId=${encodeURIComponent(usd)}`)).body.totalCount).toBe(0);
    expect(
      (await list(`receivingAccountId=${encodeURIComponent(String(toUsd.body['id']))}`)).body.totalCount,
    ).toBe(1);
    expect((await list('receivingAccountId=ExternalAccount:other')).body.totalCount).toBe(0);
    expect((await list('createdAfter=2099-01-01T00:00:00Z')).body.totalCount).toBe(0);
    expect((await list('createdBefore=2000-01-01T00:00:00Z')).body.totalCount).toBe(0);
    expect(
      (await list('createdAfter=2000-01-01T00:00:00Z&createdBefore=2099-01-01T00:00:00Z')).body.totalCount,
    ).toBe(1);
    expect((await list('createdAfter=yesterday')).status).toBe(400);
  });

  it('GET /quotes honours sendingUmaAddress and receivingUmaAddress', async () => {
    const sender = await createCustomer(api, { currencies: ['USD'] });
    const other = await createCustomer(api, { currencies: ['USD'] });
    const senderUma = (await api.call<Json>('GET', `/customers/${sender.customerId}`)).body[
      'umaAddress'
    ] as string;
    const ext = await createAccount({
      customerId: sender.customerId,
      currency: 'EUR',
      accountInfo: sdkEurAccount(),
    });
    const q = await api.call<Json>('POST', '/quotes', {
      source: { sourceType: 'UMA_ADDRESS', umaAddress: senderUma, currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: ext.body['id'] },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    });
    expect(q.status, q.text).toBe(201);
    const otherUma = (await api.call<Json>('GET', `/customers/${other.customerId}`)).body[
      'umaAddress'
    ] as string;
    const list = (query: string) => api.call<Page>('GET', `/quotes?${query}`);
    expect(
      (await list(`sendingUmaAddress=${encodeURIComponent(senderUma)}`)).body.data.map((x) => x['id']),
    ).toEqual([q.body['id']]);
    expect((await list(`sendingUmaAddress=${encodeURIComponent(otherUma)}`)).body.totalCount).toBe(0);
    expect((await list(`receivingUmaAddress=${encodeURIComponent(senderUma)}`)).body.totalCount).toBe(0);
  });
});
