/**
 * The platform's own resources against a real sandbox process, response shapes checked:
 * `service.platform` (its internal and external accounts), `receiver` lookups, `discoveries`, `config`,
 * `exchangeRates` and `webhooks.sendTest`.
 */
import { describe, expect, it } from 'vitest';
import type { ExternalAccount } from '../../src/index.js';
import {
  currencyShape,
  externalAccountShape,
  internalAccountShape,
  fundedAccount,
  usdAccountInfo,
  useSandbox,
} from '../helpers/fixtures.js';
import { createCustomer } from '../helpers/harness.js';

const env = useSandbox();

const currency = currencyShape;
const internalAccount = internalAccountShape;
const externalAccount = externalAccountShape;

describe('service.platform', () => {
  it("the platform's external accounts have no customer and are listed across pages", async () => {
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

  it("the platform's internal accounts are INTERNAL_FIAT without a customer, filtered by currency", async () => {
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

describe('service.receiver and service.discoveries', () => {
  it('an external-account lookup and a UMA lookup give a lookupId a quote can use', async () => {
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

  it('the institutions of a country come with bank name, display name and currency', async () => {
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

describe('service.config, service.exchangeRates, service.webhooks', () => {
  it('the configuration is read and updated', async () => {
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

  it('exchange rates for one and for several destinations are priced as quotes would be', async () => {
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

  it('a test webhook without an endpoint is 400 WEBHOOK_ENDPOINT_NOT_SET (a code the client knows)', async () => {
    await expect(env.service.webhooks.sendTest()).rejects.toMatchObject({
      status: 400,
      code: 'WEBHOOK_ENDPOINT_NOT_SET',
    });
  });
});
