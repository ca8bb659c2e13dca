import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { aedAccountInfo, brlAccountInfo, createExternal, iban, usdAccountInfo } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('POST /customers/external-accounts: the accountInfo variants of §2.7', () => {
  it('a USD_ACCOUNT with an individual beneficiary is 201 with the §2.7 fields', async () => {
    const { customerId } = await createCustomer(api);
    const info = usdAccountInfo();
    const res = await api.call('POST', '/customers/external-accounts', {
      customerId,
      currency: 'USD',
      accountInfo: info,
      platformAccountId: 'acct-7',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ACTIVE',
      currency: 'USD',
      accountInfo: info,
      customerId,
      platformAccountId: 'acct-7',
      defaultUmaDepositAccount: false,
      beneficiaryVerificationStatus: 'MATCHED',
      beneficiaryVerifiedData: { fullName: 'Ada Lovelace' },
    });
    expect(String(res.body['id'])).toMatch(/^ExternalAccount:[0-9a-f-]{36}$/);
  });

  it('an AED_ACCOUNT (IBAN + SWIFT) and a BRL_ACCOUNT (PIX) are 201', async () => {
    const { customerId } = await createCustomer(api);
    const aed = await createExternal(api, customerId, aedAccountInfo());
    expect(aed['currency']).toBe('AED');
    const brl = await createExternal(api, customerId, brlAccountInfo());
    expect(brl).toMatchObject({ currency: 'BRL', accountInfo: { pixKeyType: 'CPF' } });
  });

  it.each([
    ['accountInfo missing', { currency: 'USD' }, 'accountInfo'],
    [
      'unknown accountType',
      { currency: 'USD', accountInfo: { accountType: 'XYZ_ACCOUNT' } },
      'accountInfo.accountType',
    ],
    ['currency that is not ISO 4217', { currency: 'usd', accountInfo: usdAccountInfo() }, 'currency'],
    [
      'routing number with a bad checksum',
      { currency: 'USD', accountInfo: usdAccountInfo('000', { routingNumber: '021000022' }) },
      'accountInfo.routingNumber',
    ],
    [
      'account number with letters',
      { currency: 'USD', accountInfo: usdAccountInfo('000', { accountNumber: '12AB5678' }) },
      'accountInfo.accountNumber',
    ],
    [
      'bankAccountType outside CHECKING/SAVINGS',
      { currency: 'USD', accountInfo: usdAccountInfo('000', { bankAccountType: 'BROKERAGE' }) },
      'accountInfo.bankAccountType',
    ],
    [
      'beneficiary without fullName',
      {
        currency: 'USD',
        accountInfo: usdAccountInfo('000', { beneficiary: { beneficiaryType: 'INDIVIDUAL' } }),
      },
      'accountInfo.beneficiary.fullName',
    ],
    [
      'IBAN with wrong check digits',
      {
        currency: 'AED',
        accountInfo: { accountType: 'AED_ACCOUNT', iban: 'AE070331234567890123457', swiftCode: 'EBILAEAD' },
      },
      'accountInfo.iban',
    ],
    [
      'AED_ACCOUNT without swiftCode',
      {
        currency: 'AED',
        accountInfo: { accountType: 'AED_ACCOUNT', iban: iban('AE', '0331234567890123456') },
      },
      'accountInfo.swiftCode',
    ],
    [
      'CPF pix key that is not 11 digits',
      { currency: 'BRL', accountInfo: { ...brlAccountInfo(), pixKey: '123' } },
      'accountInfo.pixKey',
    ],
    [
      'taxId that is neither CPF nor CNPJ',
      { currency: 'BRL', accountInfo: { ...brlAccountInfo(), taxId: '12' } },
      'accountInfo.taxId',
    ],
    [
      'customerId not a string',
      { currency: 'USD', accountInfo: usdAccountInfo(), customerId: 42 },
      'customerId',
    ],
  ])('%s → 400 INVALID_INPUT naming the field', async (_name, body, field) => {
    const { customerId } = await createCustomer(api);
    const res = await api.call('POST', '/customers/external-accounts', { customerId, ...body });
    expect(res.status, res.text).toBe(400);
    expect(res.body['code']).toBe('INVALID_INPUT');
    const fields = (res.body['details'] as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
    expect(fields).toContain(field);
  });

  it('an unknown customer is 404 NOT_FOUND', async () => {
    const res = await api.call('POST', '/customers/external-accounts', {
      customerId: 'Customer:00000000-0000-4000-8000-000000000000',
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(res.status).toBe(404);
  });

  it('at most one defaultUmaDepositAccount per customer: a new default replaces the old', async () => {
    const { customerId } = await createCustomer(api);
    const first = await createExternal(api, customerId, usdAccountInfo(), { defaultUmaDepositAccount: true });
    expect(first['defaultUmaDepositAccount']).toBe(true);
    const second = await createExternal(api, customerId, usdAccountInfo(), {
      defaultUmaDepositAccount: true,
    });
    expect(second['defaultUmaDepositAccount']).toBe(true);
    const list = await api.call<{ data: Array<{ id: string; defaultUmaDepositAccount: boolean }> }>(
      'GET',
      `/customers/external-accounts?customerId=${customerId}`,
    );
    const defaults = list.body.data.filter((a) => a.defaultUmaDepositAccount);
    expect(defaults.map((a) => a.id)).toEqual([second.id]);
    expect(list.body.data.find((a) => a.id === first.id)?.defaultUmaDepositAccount).toBe(false);
  });
});

describe('beneficiary name verification by suffix (§3.6)', () => {
  it.each([
    ['102', 'NOT_MATCHED'],
    ['103', 'PARTIAL_MATCH'],
    ['104', 'PENDING'],
    ['106', 'UNSUPPORTED'],
    ['107', 'CHECKED_BY_RECEIVING_FI'],
    ['101', 'MATCHED'],
    ['000', 'MATCHED'],
  ])('suffix %s → %s', async (suffix, status) => {
    const { customerId } = await createCustomer(api);
    const account = await createExternal(api, customerId, usdAccountInfo(suffix));
    expect(account['beneficiaryVerificationStatus']).toBe(status);
    if (status === 'PARTIAL_MATCH')
      expect(account['beneficiaryVerifiedData']).toEqual({ fullName: 'A. Lovelace' });
    if (status === 'NOT_MATCHED')
      expect((account['beneficiaryVerifiedData'] as { fullName: string }).fullName).not.toBe('Ada Lovelace');
  });

  it('suffix 105 → 400 INVALID_ACCOUNT', async () => {
    const { customerId } = await createCustomer(api);
    const res = await api.call('POST', '/customers/external-accounts', {
      customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo('105'),
    });
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('INVALID_ACCOUNT');
  });

  it('the suffix of an IBAN selects the result too (AED 103 → PARTIAL_MATCH)', async () => {
    const { customerId } = await createCustomer(api);
    const account = await createExternal(api, customerId, aedAccountInfo('103'));
    expect(account['beneficiaryVerificationStatus']).toBe('PARTIAL_MATCH');
  });
});

describe('platform external accounts', () => {
  it('POST and GET /platform/external-accounts: customerId null, currency filter, pagination', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.call<{ id: string; customerId: unknown }>('POST', '/platform/external-accounts', {
        currency: 'USD',
        accountInfo: usdAccountInfo(),
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.customerId).toBeNull();
      made.push(res.body.id);
    }
    await api.call('POST', '/platform/external-accounts', { currency: 'AED', accountInfo: aedAccountInfo() });
    const page1 = await api.call<{
      data: Array<{ id: string; currency: string }>;
      hasMore: boolean;
      nextCursor?: string;
      totalCount: number;
    }>('GET', '/platform/external-accounts?currency=USD&limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.hasMore).toBe(true);
    expect(page1.body.totalCount).toBeGreaterThanOrEqual(3);
    expect(page1.body.data.every((a) => a.currency === 'USD')).toBe(true);
    const page2 = await api.call<{ data: Array<{ id: string }>; hasMore: boolean }>(
      'GET',
      `/platform/external-accounts?currency=USD&limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.data.map((a) => a.id)).not.toContain(page1.body.data[0]!.id);
  });

  it.each(['0', '101', 'abc'])('limit=%s is 400 INVALID_INPUT; 100 and 1 are fine', async (limit) => {
    expect((await api.call('GET', `/platform/external-accounts?limit=${limit}`)).status).toBe(400);
    expect((await api.call('GET', '/platform/external-accounts?limit=100')).status).toBe(200);
    expect((await api.call('GET', '/platform/external-accounts?limit=1')).status).toBe(200);
  });

  it('a platform account cannot carry a customerId or be the default UMA deposit account', async () => {
    const { customerId } = await createCustomer(api);
    const withCustomer = await api.call('POST', '/platform/external-accounts', {
      customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(withCustomer.status).toBe(400);
    const asDefault = await api.call('POST', '/platform/external-accounts', {
      currency: 'USD',
      accountInfo: usdAccountInfo(),
      defaultUmaDepositAccount: true,
    });
    expect(asDefault.status).toBe(400);
  });
});

describe('POST /customers/internal-accounts (INTERNAL_FIAT)', () => {
  it('provisions one INTERNAL_FIAT account per currency; a second is 409', async () => {
    const { customerId } = await createCustomer(api);
    const res = await api.call('POST', '/customers/internal-accounts', { customerId, currency: 'USD' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'INTERNAL_FIAT',
      customerId,
      balance: { amount: 0, currency: { code: 'USD' } },
    });
    const again = await api.call('POST', '/customers/internal-accounts', { customerId, currency: 'USD' });
    expect(again.status).toBe(409);
    const bad = await api.call('POST', '/customers/internal-accounts', { customerId, currency: 'XXX' });
    expect(bad.status).toBe(400);
  });
});
