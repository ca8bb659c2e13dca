/**
 * ServiceClient customers, accounts, lookups, discovery and the platform operations against a real
 * sandbox process, response shapes checked.
 */
import { describe, expect, it } from 'vitest';
import type { ExternalAccount } from '../src/index.js';
import { currencyShape, fundedAccount, usdAccountInfo, useSandbox } from './helpers/fixtures.js';
import { createCustomer } from './helpers/harness.js';

const env = useSandbox();

const currency = currencyShape;
const internalAccount = {
  id: expect.stringMatching(/^InternalAccount:/),
  type: expect.stringMatching(/^(INTERNAL_FIAT|INTERNAL_CRYPTO|EMBEDDED_WALLET)$/),
  status: 'ACTIVE',
  balance: { amount: expect.any(Number), currency },
  fundingPaymentInstructions: expect.any(Array),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};
const externalAccount = {
  id: expect.any(String),
  status: expect.stringMatching(/^(PENDING|ACTIVE|UNDER_REVIEW|INACTIVE)$/),
  currency: expect.any(String),
  accountInfo: expect.objectContaining({ accountType: expect.any(String) }),
};

describe('customers', () => {
  it('getCustomer, updateCustomer (no wallet credential: at once), deleteCustomer', async () => {
    const c = await createCustomer(env.service, 'cust');
    const got = await env.service.customers.retrieve(c.customerId);
    expect(got).toMatchObject({
      id: c.customerId,
      platformCustomerId: expect.any(String),
      customerType: 'INDIVIDUAL',
      umaAddress: expect.any(String),
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const updated = await env.service.customers.update(c.customerId, {
      email: `x-${c.email}`,
      nationality: 'FR',
    });
    expect(updated).toMatchObject({
      signatureRequired: false,
      status: 200,
      result: { email: `x-${c.email}`, nationality: 'FR' },
    });
    const deleted = await env.service.customers.delete(c.customerId);
    expect(deleted).toMatchObject({ id: c.customerId, isDeleted: true });
  });
});

describe('accounts', () => {
  it('createInternalAccount, listInternalAccounts, sandboxFund', async () => {
    const c = await createCustomer(env.service, 'int');
    const created = await env.service.customers.createInternalAccount({
      customerId: c.customerId,
      currency: 'EUR',
    });
    expect(created).toMatchObject({ ...internalAccount, type: 'INTERNAL_FIAT', customerId: c.customerId });
    const funded = await env.service.sandbox.internalAccounts.fund(created.id, 4_200);
    expect(funded).toMatchObject({ ...internalAccount, id: created.id, balance: { amount: 4_200 } });
    const page = await env.service.customers.listInternalAccounts({ customerId: c.customerId });
    expect(page).toMatchObject({ hasMore: false, totalCount: 2 });
    for (const a of page.data) expect(a).toMatchObject(internalAccount);
  });

  it('createExternalAccount, listExternalAccounts, getExternalAccount; platform accounts', async () => {
    const c = await createCustomer(env.service, 'ext');
    const made = await env.service.customers.externalAccounts.create({
      customerId: c.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(made).toMatchObject({
      ...externalAccount,
      customerId: c.customerId,
      accountInfo: { paymentRails: ['ACH'] },
    });
    expect(await env.service.customers.externalAccounts.retrieve(made.id)).toMatchObject({
      id: made.id,
      customerId: c.customerId,
    });
    const list = await env.service.customers.externalAccounts.list({
      customerId: c.customerId,
      currency: 'USD',
    });
    expect(list).toMatchObject({
      hasMore: false,
      totalCount: 1,
      data: [expect.objectContaining({ id: made.id })],
    });

    const platform = await env.service.platform.externalAccounts.create({
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(platform).toMatchObject({ ...externalAccount, customerId: null });
    const all: ExternalAccount[] = [];
    for await (const a of env.service.platform.externalAccounts.list({ currency: 'USD' })) all.push(a);
    expect(all.map((a) => a.id)).toContain(platform.id);
    expect(all.every((a) => a.customerId === null)).toBe(true);
  });

  it('listPlatformInternalAccounts: the platform accounts, filtered', async () => {
    const all = await env.service.platform.listInternalAccounts();
    expect(all.data.length).toBeGreaterThan(0);
    for (const a of all.data) {
      expect(a).toMatchObject({ ...internalAccount, type: 'INTERNAL_FIAT' });
      expect(a.customerId).toBeUndefined();
    }
    const usd = await env.service.platform.listInternalAccounts({ currency: 'USD', type: 'INTERNAL_FIAT' });
    expect(usd.data).toHaveLength(1);
    expect(usd.data[0]!.balance.currency.code).toBe('USD');
  });
});

describe('lookups and discovery', () => {
  it('lookupExternalAccount and lookupUma (receiverUmaAddress) give a lookupId a quote can use', async () => {
    const sender = await createCustomer(env.service, 'lk-sender');
    const receiver = await createCustomer(env.service, 'lk-receiver');
    const ext = await env.service.customers.externalAccounts.create({
      customerId: receiver.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    const byAccount = await env.service.receiver.lookupExternalAccount(ext.id, {
      customerId: sender.customerId,
    });
    expect(byAccount).toMatchObject({
      lookupId: expect.stringMatching(/^Lookup:/),
      accountId: ext.id,
      supportedCurrencies: expect.arrayContaining([
        expect.objectContaining({
          currency,
          estimatedExchangeRate: expect.any(Number),
          min: 1,
          max: expect.any(Number),
        }),
      ]),
      requiredPayerDataFields: expect.arrayContaining([{ name: 'FULL_NAME', mandatory: true }]),
    });
    const uma = (await env.service.customers.retrieve(receiver.customerId)).umaAddress;
    const byUma = await env.service.receiver.lookupUma(uma, { customerId: sender.customerId });
    expect(byUma).toMatchObject({ lookupId: expect.stringMatching(/^Lookup:/), receiverUmaAddress: uma });
    const usd = await fundedAccount(env.service, sender.customerId, 'EUR', 100_000);
    const quote = await env.service.quotes.create({
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: uma, currency: 'USD' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
      lookupId: byUma.lookupId,
      senderCustomerInfo: { FULL_NAME: 'Test Sender' },
    });
    expect(quote.destination).toMatchObject({ destinationType: 'UMA_ADDRESS', umaAddress: uma });
  });

  it('listInstitutions answers {bankName, displayName, country, currency}', async () => {
    const res = await env.service.discoveries.list({ country: 'MX' });
    expect(res.data.length).toBeGreaterThan(0);
    for (const i of res.data)
      expect(i).toMatchObject({
        bankName: expect.any(String),
        displayName: expect.any(String),
        country: 'MX',
        currency: 'MXN',
      });
  });
});

describe('platform configuration, exchange rates, test webhook', () => {
  it('getConfig and updateConfig', async () => {
    const config = await env.service.config.retrieve();
    expect(config).toMatchObject({
      id: expect.stringMatching(/^PlatformConfig:/),
      supportedCurrencies: expect.arrayContaining([
        {
          currencyCode: 'USD',
          minAmount: 1,
          maxAmount: expect.any(Number),
          requiredCounterpartyFields: expect.any(Array),
          enabledTransactionTypes: expect.any(Array),
        },
      ]),
    });
    const updated = await env.service.config.update({ umaDomain: 'wallet.example.com' });
    expect(updated).toMatchObject({ id: config.id, umaDomain: 'wallet.example.com' });
  });

  it('getExchangeRates: one and several destinations, the quotes table', async () => {
    const one = await env.service.exchangeRates.list({
      sourceCurrency: 'USD',
      destinationCurrency: 'EUR',
      sendingAmount: 20_000,
    });
    expect(one.data).toEqual([
      expect.objectContaining({
        sourceCurrency: { ...currency, code: 'USD' },
        destinationCurrency: { ...currency, code: 'EUR' },
        sendingAmount: 20_000,
        minSendingAmount: expect.any(Number),
        maxSendingAmount: expect.any(Number),
        destinationPaymentRail: expect.any(String),
        receivingAmount: expect.any(Number),
        exchangeRate: expect.any(Number),
        fees: { fixed: expect.any(Number), total: expect.any(Number) },
        updatedAt: expect.any(String),
      }),
    ]);
    const two = await env.service.exchangeRates.list({
      sourceCurrency: 'USD',
      destinationCurrency: ['EUR', 'MXN'],
    });
    expect(two.data.map((r) => r.destinationCurrency.code)).toEqual(['EUR', 'MXN']);
    expect(two.data.every((r) => r.sendingAmount === 10_000)).toBe(true);
  });

  it('sendTestWebhook: 400 WEBHOOK_ENDPOINT_NOT_SET without an endpoint (a code the client knows)', async () => {
    await expect(env.service.webhooks.sendTest()).rejects.toMatchObject({
      status: 400,
      code: 'WEBHOOK_ENDPOINT_NOT_SET',
    });
  });
});

describe('request() and requestRaw()', () => {
  it('request answers {status, data}; requestRaw the untouched Response, whatever its status', async () => {
    const { status, data } = await env.service.request<{ id: string }>('GET', '/config');
    expect(status).toBe(200);
    expect(data.id).toMatch(/^PlatformConfig:/);
    const missing = await env.service.requestRaw('GET', '/customers/Customer:missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      status: 404,
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});
