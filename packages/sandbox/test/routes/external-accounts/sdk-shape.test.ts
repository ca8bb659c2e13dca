/**
 * `routes/external-accounts.ts`: external accounts created as the service's published SDK sends them.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { iban } from '../../support/payments.js';
import { sdkUsdAccount, sdkEurAccount, type Json, type Page, sdkHelpers } from '../../support/sdk.js';

const api = useApi();
const { createAccount } = sdkHelpers(api);

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
