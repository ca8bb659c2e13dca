/**
 * The sandbox accepts the field forms the service publishes (and keeps
 * its first forms), over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { balanceOf, createExternal, fiatAccount, usdAccountInfo } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Json = Record<string, unknown>;

const quoteBody = (sourceId: string, destinationId: string, extra: Json = {}) => ({
  source: { sourceType: 'ACCOUNT', accountId: sourceId },
  destination: { destinationType: 'ACCOUNT', accountId: destinationId },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 10_000,
  ...extra,
});

describe('quotes', () => {
  it('purposeOfPayment is accepted and echoed (paymentPurpose too); an INR payout needs one of them', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR', 'USD'] });
    const source = await fiatAccount(api, customerId, 'EUR', 1_000_000);
    const inr = await fiatAccount(api, customerId, 'INR', 0);
    const missing = await api.call('POST', '/quotes', quoteBody(source, inr));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ details: { errors: [{ field: 'purposeOfPayment' }] } });
    const asService = await api.call(
      'POST',
      '/quotes',
      quoteBody(source, inr, { purposeOfPayment: 'EDUCATION' }),
    );
    expect(asService.status, asService.text).toBe(201);
    expect(asService.body).toMatchObject({ purposeOfPayment: 'EDUCATION', paymentPurpose: 'EDUCATION' });
    const asSandbox = await api.call('POST', '/quotes', quoteBody(source, inr, { paymentPurpose: 'GIFT' }));
    expect(asSandbox.status, asSandbox.text).toBe(201);
    expect(asSandbox.body).toMatchObject({ purposeOfPayment: 'GIFT', paymentPurpose: 'GIFT' });
    const bad = await api.call('POST', '/quotes', quoteBody(source, inr, { purposeOfPayment: 'LUNCH' }));
    expect(bad.status).toBe(400);
    const conflicting = await api.call(
      'POST',
      '/quotes',
      quoteBody(source, inr, { purposeOfPayment: 'GIFT', paymentPurpose: 'TRAVEL' }),
    );
    expect(conflicting.status).toBe(400);
  });

  it('transactions carry counterpartyMultiplier and counterpartyFixedFee in rateDetails', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR', 'USD'] });
    const source = await fiatAccount(api, customerId, 'EUR', 1_000_000);
    const ext = await createExternal(api, customerId, usdAccountInfo());
    const quote = await api.call<{ id: string }>('POST', '/quotes', quoteBody(source, ext.id));
    const executed = await api.call<{ transactionId: string }>(
      'POST',
      `/quotes/${quote.body.id}/execute`,
      {},
    );
    expect(executed.status, executed.text).toBe(200);
    const tx = await api.call('GET', `/transactions/${executed.body.transactionId}`);
    expect(tx.body['rateDetails']).toMatchObject({ counterpartyMultiplier: 1, counterpartyFixedFee: 0 });
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

describe('transfers and transactions', () => {
  it('a transfer-out without amount moves the whole available balance; with none left it is 400', async () => {
    const { customerId } = await createCustomer(api);
    const fiat = await fiatAccount(api, customerId, 'USD', 12_345);
    const ext = await createExternal(api, customerId, usdAccountInfo());
    const body = { source: { accountId: fiat }, destination: { accountId: ext.id } };
    const out = await api.call('POST', '/transfer-out', body);
    expect(out.status, out.text).toBe(201);
    expect(out.body).toMatchObject({ status: 'COMPLETED', sentAmount: { amount: 12_345 } });
    expect(await balanceOf(api, customerId, fiat)).toBe(0);
    const empty = await api.call('POST', '/transfer-out', body);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ details: { errors: [{ field: 'amount' }] } });
    const transferIn = await api.call('POST', '/transfer-in', {
      source: { accountId: ext.id },
      destination: { accountId: fiat },
    });
    expect(transferIn.status).toBe(400);
  });

  it('GET /transactions filters by platformCustomerId', async () => {
    const platformCustomerId = `pcid-${Math.random().toString(36).slice(2, 8)}`;
    const mine = await createCustomer(api, { platformCustomerId });
    const other = await createCustomer(api);
    for (const c of [mine, other]) {
      const fiat = await fiatAccount(api, c.customerId, 'USD', 100);
      const ext = await createExternal(api, c.customerId, usdAccountInfo());
      const res = await api.call('POST', '/transfer-out', {
        source: { accountId: fiat },
        destination: { accountId: ext.id },
        amount: 100,
      });
      expect(res.status, res.text).toBe(201);
    }
    const list = await api.call<{ data: Array<{ customerId: string }> }>(
      'GET',
      `/transactions?platformCustomerId=${platformCustomerId}`,
    );
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.length).toBe(1);
    expect(list.body.data[0]!.customerId).toBe(mine.customerId);
  });
});

describe('UMA', () => {
  it('/sandbox/uma/receive takes customerId in place of receiverUmaAddress', async () => {
    const { customerId, accountId } = await createCustomer(api);
    const body = {
      senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
      customerId,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 700,
    };
    const res = await api.call('POST', '/sandbox/uma/receive', body);
    expect(res.status, res.text).toBe(200);
    expect(await balanceOf(api, customerId, accountId)).toBe(700);
    const neither = await api.call('POST', '/sandbox/uma/receive', { ...body, customerId: undefined });
    expect(neither.status).toBe(400);
    const unknown = await api.call('POST', '/sandbox/uma/receive', { ...body, customerId: 'Customer:nope' });
    expect(unknown.status).toBe(404);
  });

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

describe('invitations', () => {
  it('amountToSend as an integer in the inviter currency, and expiresAt, are honoured', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR'] });
    const inviter = (await api.call<{ umaAddress: string }>('GET', `/customers/${customerId}`)).body
      .umaAddress;
    const clock = await api.control<{ now: string }>('GET', '/clock');
    const expiresAt = new Date(Date.parse(clock.body.now) + 3_600_000).toISOString();
    const created = await api.call('POST', '/invitations', {
      inviterUma: inviter,
      amountToSend: 2_500,
      expiresAt,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      expiresAt,
      amountToSend: { amount: 2_500, currency: { code: 'EUR' } },
    });
    await api.control('POST', '/clock/advance', { seconds: 3_601 });
    const later = await api.call('GET', `/invitations/${String(created.body['code'])}`);
    expect(later.body['status']).toBe('EXPIRED');
    const past = await api.call('POST', '/invitations', { inviterUma: inviter, expiresAt: clock.body.now });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ details: { errors: [{ field: 'expiresAt' }] } });
    const objectForm = await api.call('POST', '/invitations', {
      inviterUma: inviter,
      amountToSend: { amount: 100, currency: 'USD' },
    });
    expect(objectForm.status, objectForm.text).toBe(201);
    expect(objectForm.body).toMatchObject({ amountToSend: { amount: 100, currency: { code: 'USD' } } });
  });
});
