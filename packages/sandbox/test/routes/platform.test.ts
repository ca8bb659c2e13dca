/**
 * `routes/platform.ts`: `GET`/`PATCH /config` (also with the SDK's field names), `GET /exchange-rates` and
 * `GET /platform/internal-accounts`.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';
import { fiatAccount } from '../support/payments.js';

const api = useApi();

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

describe('PATCH /config with the SDK’s field names', () => {
  // The SDK's `CustomerInfoFieldName`, in its order.
  const names = (
    'FULL_NAME BIRTH_DATE NATIONALITY PHONE_NUMBER EMAIL POSTAL_ADDRESS TAX_ID REGISTRATION_NUMBER ' +
    'USER_TYPE COUNTRY_OF_RESIDENCE ACCOUNT_IDENTIFIER FI_LEGAL_ENTITY_NAME FI_ADDRESS PURPOSE_OF_PAYMENT ' +
    'ULTIMATE_INSTITUTION_COUNTRY IDENTIFIER'
  ).split(' ');

  it('accepts and answers every CustomerInfoFieldName and the provider lists', async () => {
    const usd = {
      currencyCode: 'USD',
      requiredCounterpartyFields: names.map((name) => ({ name, mandatory: name === 'FULL_NAME' })),
      providerRequiredCustomerFields: ['USER_TYPE', 'IDENTIFIER'],
      providerRequiredCounterpartyCustomerFields: ['FI_ADDRESS'],
    };
    const res = await api.call<{ supportedCurrencies: Json[] }>('PATCH', '/config', {
      supportedCurrencies: [usd, { currencyCode: 'EUR' }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.supportedCurrencies[0]).toMatchObject(usd);
    const read = await api.call<{ supportedCurrencies: Json[] }>('GET', '/config');
    expect(read.body.supportedCurrencies[0]).toMatchObject(usd);
    const unknown = await api.call<Json>('PATCH', '/config', {
      supportedCurrencies: [{ currencyCode: 'USD', providerRequiredCustomerFields: ['SHOE_SIZE'] }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      details: { errors: [{ field: 'supportedCurrencies[0].providerRequiredCustomerFields' }] },
    });
  });
});
