/**
 * `routes/external-accounts.ts`, `POST /customers/external-accounts`: every `accountInfo` variant, the
 * published field names, and beneficiary name verification by suffix (§3.6).
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import {
  aedAccountInfo,
  brlAccountInfo,
  createExternal,
  iban,
  usdAccountInfo,
} from '../../support/payments.js';

const api = useApi();

type Json = Record<string, unknown>;

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

describe('external accounts', () => {
  it('MXN_ACCOUNT takes clabeNumber (and still clabe); both names come back', async () => {
    const { customerId } = await createCustomer(api);
    const clabe = '002010077777777771';
    const asService = await createExternal(api, customerId, {
      accountType: 'MXN_ACCOUNT',
      clabeNumber: clabe,
    });
    expect(asService['accountInfo']).toMatchObject({ clabeNumber: clabe, clabe });
    const asSandbox = await createExternal(api, customerId, { accountType: 'MXN_ACCOUNT', clabe });
    expect(asSandbox['accountInfo']).toMatchObject({ clabeNumber: clabe, clabe });
    const bad = await api.call('POST', '/customers/external-accounts', {
      customerId,
      currency: 'MXN',
      accountInfo: { accountType: 'MXN_ACCOUNT', clabeNumber: '123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: { errors: [{ field: 'accountInfo.clabeNumber' }] } });
  });

  it('USD_ACCOUNT without bankAccountType, with paymentRails; unknown rails are refused', async () => {
    const { customerId } = await createCustomer(api);
    const info = usdAccountInfo('000', { paymentRails: ['ACH', 'WIRE'] });
    delete info['bankAccountType'];
    const created = await createExternal(api, customerId, info);
    expect(created['accountInfo']).toMatchObject({ paymentRails: ['ACH', 'WIRE'] });
    expect(created['accountInfo']).not.toHaveProperty('bankAccountType');
    const bad = await api.call('POST', '/customers/external-accounts', {
      customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo('000', { paymentRails: ['PIX'] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: { errors: [{ field: 'accountInfo.paymentRails[0]' }] } });
  });

  it('a USD_ACCOUNT without bankName is accepted (the interface lists it, does not require it); a bad one is refused', async () => {
    const { customerId } = await createCustomer(api);
    const info = usdAccountInfo('000');
    delete info['bankName'];
    const created = await createExternal(api, customerId, info);
    expect(created['accountInfo']).toMatchObject({ accountType: 'USD_ACCOUNT', routingNumber: '021000021' });
    expect(created['accountInfo']).not.toHaveProperty('bankName');
    const read = await api.call('GET', `/customers/external-accounts/${String(created['id'])}`);
    expect(read.status).toBe(200);
    expect((read.body as Json)['accountInfo']).not.toHaveProperty('bankName');
    for (const bankName of ['', 'x'.repeat(141), 42]) {
      const bad = await api.call('POST', '/customers/external-accounts', {
        customerId,
        currency: 'USD',
        accountInfo: usdAccountInfo('000', { bankName }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ details: { errors: [{ field: 'accountInfo.bankName' }] } });
    }
  });
});
