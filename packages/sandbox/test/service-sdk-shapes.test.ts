/**
 * Requests in the shapes the service's official TypeScript SDK sends (its published request types:
 * optional `customerId`s, `swiftBic`, `countries`, the quote list's own filter names, the sixteen
 * customer-info field names, business customer updates), over real HTTP. Where the interface does not
 * require a field the SDK leaves out, the sandbox does not refuse the request; where the SDK would
 * retry, the answer says whether a retry can help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { accountNumber, fiatAccount, iban } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Json = Record<string, unknown>;
type Page = { data: Json[]; totalCount: number };

/** The SDK's `UsdExternalAccountInfo`: no `bankName`, no `bankAccountType`, `countries` required. */
const sdkUsdAccount = (extra: Json = {}): Json => ({
  accountType: 'USD_ACCOUNT',
  accountNumber: accountNumber(),
  routingNumber: '021000021',
  countries: ['US'],
  paymentRails: ['ACH'],
  beneficiary: {
    beneficiaryType: 'INDIVIDUAL',
    fullName: 'Ada Lovelace',
    birthDate: '1990-12-10',
    nationality: 'GB',
  },
  ...extra,
});

const sdkEurAccount = (extra: Json = {}): Json => ({
  accountType: 'EUR_ACCOUNT',
  iban: iban('DE', '370400440532013000'),
  paymentRails: ['SEPA'],
  beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
  ...extra,
});

/** `client.customers.externalAccounts.create(body)`. */
const createAccount = <T = Json>(body: Json) => api.call<T>('POST', '/customers/external-accounts', body);

describe('external accounts in the SDK shape', () => {
  it('without customerId the account is the platform’s (customerId null), as §2.7 allows', async () => {
    const res = await createAccount({
      currency: 'USD',
      accountInfo: sdkUsdAccount(),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body['customerId']).toBeNull();
    const platform = await api.call<Page>('GET', '/platform/external-accounts?limit=100');
    expect(platform.body.data.map((a) => a['id'])).toContain(res.body['id']);
    // The SDK's list without filters: every external account, the platform's included.
    const all = await api.call<Page>('GET', '/customers/external-accounts?limit=100');
    expect(all.body.data.map((a) => a['id'])).toContain(res.body['id']);
  });

  it('a EUR account takes swiftBic (the published name) and answers it beside swiftCode', async () => {
    const { customerId } = await createCustomer(api);
    const res = await createAccount<{ accountInfo: Json }>({
      customerId,
      currency: 'EUR',
      accountInfo: sdkEurAccount({ swiftBic: 'DEUTDEFF', countries: ['DE'] }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.accountInfo).toMatchObject({
      swiftBic: 'DEUTDEFF',
      swiftCode: 'DEUTDEFF',
      countries: ['DE'],
    });
    const read = await api.call<{ accountInfo: Json }>(
      'GET',
      `/customers/external-accounts/${String((res.body as Json)['id'])}`,
    );
    expect(read.body.accountInfo['swiftBic']).toBe('DEUTDEFF');
    const disagree = await createAccount({
      customerId,
      currency: 'EUR',
      accountInfo: sdkEurAccount({ swiftBic: 'DEUTDEFF', swiftCode: 'COBADEFF' }),
    });
    expect(disagree.status).toBe(400);
    const badBic = await createAccount({
      customerId,
      currency: 'EUR',
      accountInfo: sdkEurAccount({ swiftBic: 'nope' }),
    });
    expect(badBic.status).toBe(400);
  });

  it('countries is kept as sent, defaults to the account’s country, and must be ISO codes', async () => {
    const { customerId } = await createCustomer(api);
    const create = (accountInfo: Json, currency = 'USD') =>
      createAccount<{ accountInfo: Json }>({
        customerId,
        currency,
        accountInfo,
      });
    const sent = await create(sdkUsdAccount({ countries: ['US', 'PR', 'US'] }));
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.accountInfo['countries']).toEqual(['US', 'PR']);
    const { countries: _c, ...withoutCountries } = sdkUsdAccount();
    const usd = await create(withoutCountries);
    expect(usd.body.accountInfo['countries']).toEqual(['US']);
    const eur = await create(sdkEurAccount({ iban: iban('FR', '20041010050500013M02606') }), 'EUR');
    expect(eur.status, eur.text).toBe(201);
    expect(eur.body.accountInfo['countries']).toEqual(['FR']);
    for (const bad of [['USA'], [], 'US']) {
      const res = await create(sdkUsdAccount({ countries: bad }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('beneficiaries keep the published fields beyond §2.7’s listing', async () => {
    const { customerId } = await createCustomer(api);
    const extras = { countryOfResidence: 'GB', email: 'ada@example.com', phoneNumber: '+442071234567' };
    const person = await createAccount<{ accountInfo: { beneficiary: Json } }>({
      customerId,
      currency: 'USD',
      accountInfo: sdkUsdAccount({
        beneficiary: {
          beneficiaryType: 'INDIVIDUAL',
          fullName: 'Ada Lovelace',
          registrationNumber: 'P-1',
          ...extras,
        },
      }),
    });
    expect(person.status, person.text).toBe(201);
    expect(person.body.accountInfo.beneficiary).toMatchObject({ ...extras, registrationNumber: 'P-1' });
    const business = await createAccount<{ accountInfo: { beneficiary: Json } }>({
      customerId,
      currency: 'EUR',
      accountInfo: sdkEurAccount({
        beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Acme GmbH', taxId: 'DE123456789', ...extras },
      }),
    });
    expect(business.status, business.text).toBe(201);
    expect(business.body.accountInfo.beneficiary).toMatchObject({ ...extras, taxId: 'DE123456789' });
    const badEmail = await createAccount({
      customerId,
      currency: 'USD',
      accountInfo: sdkUsdAccount({
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada', email: 'no' },
      }),
    });
    expect(badEmail.status).toBe(400);
  });

  it('a Spark wallet takes the current spark1… address form and the older sp1… one', async () => {
    const { customerId } = await createCustomer(api);
    for (const address of [
      'spark1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9x8',
      'sp1qpzry9x8gf2tvdw0s3jn54khce6mua7l',
    ]) {
      const res = await createAccount({
        customerId,
        currency: 'BTC',
        accountInfo: { accountType: 'SPARK_WALLET', address },
      });
      expect(res.status, `${address}: ${res.text}`).toBe(201);
    }
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

  it('GET /transactions?status=SENT (a status the SDK types) finds nothing instead of a 400', async () => {
    const sent = await api.call<Page>('GET', '/transactions?status=SENT');
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ data: [], totalCount: 0 });
    expect((await api.call('GET', '/transactions?status=DELIVERED')).status).toBe(400);
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

describe('business customers as the SDK creates and updates them', () => {
  it('keeps beneficialOwners on create; a PATCH of businessInfo changes the given fields only', async () => {
    const owners = [{ personalInfo: { firstName: 'Grace', lastName: 'Hopper' }, ownershipPercentage: 60 }];
    const created = await api.call<Json>('POST', '/customers', {
      platformCustomerId: `biz-${Date.now()}`,
      customerType: 'BUSINESS',
      businessInfo: { legalName: 'Acme', registrationNumber: 'R-1', taxId: 'T-1' },
      beneficialOwners: owners,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body['beneficialOwners']).toEqual(owners);
    const id = String(created.body['id']);
    const patched = await api.call<Json>('PATCH', `/customers/${id}`, {
      customerType: 'BUSINESS',
      businessInfo: { legalName: 'Acme Two' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body['businessInfo']).toEqual({
      legalName: 'Acme Two',
      registrationNumber: 'R-1',
      taxId: 'T-1',
    });
    expect((await api.call<Json>('GET', `/customers/${id}`)).body['businessInfo']).toMatchObject({
      legalName: 'Acme Two',
    });
    const newOwners = await api.call<Json>('PATCH', `/customers/${id}`, {
      customerType: 'BUSINESS',
      beneficialOwners: [],
    });
    expect(newOwners.body['beneficialOwners']).toEqual([]);
  });

  it('businessInfo on an individual customer is refused, naming the field', async () => {
    const { customerId } = await createCustomer(api);
    const res = await api.call<Json>('PATCH', `/customers/${customerId}`, {
      businessInfo: { legalName: 'Acme' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ details: { errors: [{ field: 'businessInfo' }] } });
  });
});

describe('retries the SDK would make', () => {
  it('a conflict or a refused input says x-should-retry: false (the SDK retries 409s otherwise); a success does not', async () => {
    const platformCustomerId = `dup-${Date.now()}`;
    const body = { platformCustomerId, customerType: 'INDIVIDUAL' };
    expect((await api.call('POST', '/customers', body)).status).toBe(201);
    const again = await api.call<Json>('POST', '/customers', body);
    expect(again.status).toBe(409);
    expect(again.headers.get('x-should-retry')).toBe('false');
    const invalid = await api.call('POST', '/customers', {});
    expect(invalid.headers.get('x-should-retry')).toBe('false');
    const ok = await api.call('GET', '/customers?limit=1');
    expect(ok.headers.get('x-should-retry')).toBeNull();
  });
});

describe('SDK operations the sandbox does not emulate', () => {
  it('each answers 404 saying the sandbox does not emulate it (not "customer kyc-link not found")', async () => {
    const cases: Array<[string, string, Json?]> = [
      ['GET', '/customers/kyc-link?platformCustomerId=abc'],
      ['POST', '/customers/bulk/csv', {}],
      ['GET', '/customers/bulk/jobs/Job:1'],
      ['POST', '/plaid/link-tokens', {}],
      ['POST', '/plaid/callback/link-token-1', {}],
      ['POST', '/tokens', {}],
      ['GET', '/tokens'],
      ['GET', '/tokens/Token:1'],
      ['DELETE', '/tokens/Token:1'],
      ['GET', '/uma-providers'],
    ];
    for (const [method, path, body] of cases) {
      const res = await api.call<Json>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(String(res.body['message']), `${method} ${path}`).toMatch(/^The sandbox does not emulate /);
      expect(res.body['message']).not.toMatch(/kyc-link not found/);
    }
  });
});
