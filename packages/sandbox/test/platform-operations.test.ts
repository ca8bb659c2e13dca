/**
 * Operations of the service's published API: `GET`/`PATCH /config`, `GET /exchange-rates`,
 * `GET /platform/internal-accounts`, `GET /quotes` and the test webhook, over real HTTP.
 */
import { verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { fiatAccount, startWebhookReceiver } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Json = Record<string, unknown>;

describe('GET/PATCH /config', () => {
  it('answers the published PlatformConfig; PATCH changes the webhook endpoint, currencies and approvals', async () => {
    const first = await api.call<Json>('GET', '/config');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: expect.stringMatching(/^PlatformConfig:/),
      umaDomain: 'sandbox.keyhold.dev',
      isRegulatedFinancialInstitution: false,
      paymentApprovalRequired: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(first.body['webhookEndpoint']).toBeUndefined();
    const usd = (first.body['supportedCurrencies'] as Json[]).find((c) => c['currencyCode'] === 'USD');
    expect(usd).toEqual({
      currencyCode: 'USD',
      minAmount: 1,
      maxAmount: 9_000_000_000_000_000,
      requiredCounterpartyFields: [{ name: 'FULL_NAME', mandatory: true }],
      enabledTransactionTypes: ['OUTGOING', 'INCOMING'],
    });

    const patched = await api.call<Json>('PATCH', '/config', {
      webhookEndpoint: 'http://127.0.0.1:9/hooks',
      supportedCurrencies: [
        { currencyCode: 'USD', minAmount: 100, maxAmount: 1_000_000 },
        { currencyCode: 'EUR' },
        { currencyCode: 'MXN', enabledTransactionTypes: ['INCOMING'] },
      ],
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ id: first.body['id'], webhookEndpoint: 'http://127.0.0.1:9/hooks' });
    expect((patched.body['supportedCurrencies'] as Json[]).map((c) => c['currencyCode'])).toEqual([
      'USD',
      'EUR',
      'MXN',
    ]);
    // One endpoint: the test control sees the value PATCH /config set.
    expect((await api.control('GET', '/webhook-endpoint')).body).toEqual({ url: 'http://127.0.0.1:9/hooks' });
    const cleared = await api.call<Json>('PATCH', '/config', { webhookEndpoint: null });
    expect(cleared.body['webhookEndpoint']).toBeUndefined();
  });

  it('refuses bad values field by field', async () => {
    const res = await api.call<Json>('PATCH', '/config', {
      webhookEndpoint: 'ftp://x',
      supportedCurrencies: [{ currencyCode: 'XXX' }, { currencyCode: 'USD', minAmount: -1 }],
      paymentApprovalRequired: 'yes',
    });
    expect(res.status).toBe(400);
    const fields = (res.body['details'] as { errors: Json[] }).errors.map((e) => e['field']);
    expect(fields).toEqual(
      expect.arrayContaining([
        'webhookEndpoint',
        'paymentApprovalRequired',
        'supportedCurrencies[0].currencyCode',
        'supportedCurrencies[1].minAmount',
      ]),
    );
  });
});

describe('GET /exchange-rates', () => {
  it('prices each corridor with the quotes table: a SENDING quote of sendingAmount receives receivingAmount', async () => {
    const res = await api.call<{ data: Json[] }>(
      'GET',
      '/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR&destinationCurrency=MXN&sendingAmount=50000',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((r) => (r['destinationCurrency'] as Json)['code'])).toEqual(['EUR', 'MXN']);
    const eur = res.body.data[0]!;
    expect(eur).toMatchObject({
      sourceCurrency: { code: 'USD', decimals: 2 },
      sendingAmount: 50_000,
      minSendingAmount: 100,
      maxSendingAmount: 1_000_000,
      destinationPaymentRail: 'SEPA_INSTANT',
      exchangeRate: expect.any(Number),
      fees: { fixed: 30, total: 30 + 250 },
      updatedAt: expect.any(String),
    });

    const { customerId } = await createCustomer(api, { currencies: ['USD', 'EUR'] });
    const usd = await fiatAccount(api, customerId, 'USD', 100_000);
    const eurAccount = await fiatAccount(api, customerId, 'EUR');
    const quote = await api.call<Json>('POST', '/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: eurAccount },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 50_000,
    });
    expect(quote.status, quote.text).toBe(201);
    expect(quote.body['totalReceivingAmount']).toBe(eur['receivingAmount']);
    expect(quote.body['exchangeRate']).toBe(eur['exchangeRate']);
    expect(quote.body['feesIncluded']).toBe((eur['fees'] as Json)['total']);
  });

  it('lists every corridor from a source among the supported currencies, 10000 by default', async () => {
    const res = await api.call<{ data: Json[] }>('GET', '/exchange-rates?sourceCurrency=EUR');
    expect(res.body.data.map((r) => (r['destinationCurrency'] as Json)['code']).sort()).toEqual([
      'MXN',
      'USD',
    ]);
    expect(res.body.data.every((r) => r['sendingAmount'] === 10_000)).toBe(true);
  });

  it('refuses unknown currencies and a bad amount', async () => {
    const res = await api.call<Json>(
      'GET',
      '/exchange-rates?sourceCurrency=ZZZ&destinationCurrency=QQQ&sendingAmount=-5',
    );
    expect(res.status).toBe(400);
    const fields = (res.body['details'] as { errors: Json[] }).errors.map((e) => e['field']);
    expect(fields).toEqual(['sourceCurrency', 'destinationCurrency', 'sendingAmount']);
  });
});

describe('GET /platform/internal-accounts', () => {
  it('answers one INTERNAL_FIAT account per supported currency, without customerId, filtered', async () => {
    const all = await api.call<{ data: Json[] }>('GET', '/platform/internal-accounts');
    expect(all.status).toBe(200);
    expect(all.body.data.map((a) => (a['balance'] as { currency: Json }).currency['code']).sort()).toEqual([
      'EUR',
      'MXN',
      'USD',
    ]);
    for (const a of all.body.data) {
      expect(a).toMatchObject({
        id: expect.stringMatching(/^InternalAccount:/),
        type: 'INTERNAL_FIAT',
        status: 'ACTIVE',
      });
      expect(a['customerId']).toBeUndefined();
    }
    const again = await api.call<{ data: Json[] }>('GET', '/platform/internal-accounts');
    expect(again.body.data.map((a) => a['id'])).toEqual(all.body.data.map((a) => a['id']));
    const eur = await api.call<{ data: Json[] }>(
      'GET',
      '/platform/internal-accounts?currency=EUR&type=INTERNAL_FIAT',
    );
    expect(eur.body.data).toHaveLength(1);
    const wallets = await api.call<{ data: Json[] }>(
      'GET',
      '/platform/internal-accounts?type=EMBEDDED_WALLET',
    );
    expect(wallets.body.data).toEqual([]);
  });
});

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

describe('POST /sandbox/webhooks/test (and /webhooks/test)', () => {
  it('delivers a signed TEST event and answers the endpoint status; a refusing endpoint gives 400', async () => {
    const none = await api.call<Json>('PATCH', '/config', { webhookEndpoint: null });
    expect(none.status).toBe(200);
    const unset = await api.call<Json>('POST', '/webhooks/test');
    expect(unset.status).toBe(400);
    expect(unset.body['code']).toBe('WEBHOOK_ENDPOINT_NOT_SET');

    let status = 200;
    const receiver = await startWebhookReceiver(() => status);
    try {
      await api.call('PATCH', '/config', { webhookEndpoint: receiver.url });
      const ok = await api.call<Json>('POST', '/sandbox/webhooks/test');
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body).toEqual({ url: receiver.url, response_status: 200, response_body: '' });
      const hook = await receiver.waitFor('TEST');
      expect(hook.parsed).toMatchObject({ id: expect.stringMatching(/^Webhook:/), data: {} });
      const key = await api.control<{ pem: string }>('GET', '/webhook-key');
      expect(
        verify('sha256', Buffer.from(hook.body), key.body.pem, Buffer.from(hook.signature!, 'base64')),
      ).toBe(true);

      status = 500;
      const failed = await api.call<Json>('POST', '/webhooks/test');
      expect(failed.status).toBe(400);
      expect(failed.body).toMatchObject({
        code: 'WEBHOOK_DELIVERY_FAILED',
        details: { response_status: 500 },
      });
      const log = await api.control<{ data: Json[] }>('GET', '/webhooks?type=TEST');
      expect(log.body.data.map((d) => d['status'])).toEqual(['DELIVERED', 'FAILED']);
    } finally {
      await api.call('PATCH', '/config', { webhookEndpoint: null });
      await receiver.close();
    }
  });
});
