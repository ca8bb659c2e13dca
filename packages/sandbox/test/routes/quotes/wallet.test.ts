import { stamp } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { emailOtpWallet } from '../../support/wallet.js';

const api = useApi();

type Quote = {
  id: string;
  status: string;
  expiresAt: string;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  transactionId?: string;
  paymentInstructions: Array<{ accountOrWalletInfo: { accountType: string; payloadToSign: string } }>;
};

async function fundedWallet(amount = 100_000) {
  const { customerId, accountId } = await createCustomer(api);
  const { session } = await emailOtpWallet(api, accountId);
  await api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { amount });
  const ext = await api.call<{ id: string }>('POST', '/customers/external-accounts', {
    customerId,
    currency: 'EUR',
    accountInfo: { accountType: 'AED_ACCOUNT', iban: 'AE070331234567890123456', swiftCode: 'BOMLAEAD' },
  });
  expect(ext.status, ext.text).toBe(201);
  return { customerId, accountId, session, externalId: ext.body.id };
}

const quoteBody = (accountId: string, destination: string, amount = 10_000) => ({
  source: { sourceType: 'ACCOUNT', accountId },
  destination: { destinationType: 'ACCOUNT', accountId: destination },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: amount,
  description: 'Rent 🏠',
});

describe('quotes from an embedded wallet', () => {
  it('quote → stamp payloadToSign → execute moves the balance and creates a Transaction', async () => {
    const w = await fundedWallet();
    const created = await api.call<Quote>('POST', '/quotes', quoteBody(w.accountId, w.externalId));
    expect(created.status, created.text).toBe(201);
    const q = created.body;
    expect(q.id).toMatch(/^Quote:/);
    // Fees (part 2): USD 0.30 fixed + 0.5 % of the amount sent.
    expect(q).toMatchObject({ status: 'PENDING', totalSendingAmount: 10_000, feesIncluded: 30 + 50 });
    expect(q.totalReceivingAmount).toBe(Math.floor((10_000 - q.feesIncluded) / q.exchangeRate));
    const entry = q.paymentInstructions.find((p) => p.accountOrWalletInfo.accountType === 'EMBEDDED_WALLET')!;
    const payload = entry.accountOrWalletInfo.payloadToSign;
    expect(JSON.parse(payload)).toMatchObject({
      operation: 'EXECUTE_QUOTE',
      accountId: w.accountId,
      parameters: { quoteId: q.id, description: 'Rent 🏠' },
    });
    expect(payload).toContain('Rent 🏠');
    expect((await api.call('GET', `/quotes/${q.id}`)).body).toEqual(q);

    const noStamp = await api.call('POST', `/quotes/${q.id}/execute`, {});
    expect(noStamp.status).toBe(401);
    expect(noStamp.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Missing Service-Wallet-Signature' });
    const badStamp = await api.call(
      'POST',
      `/quotes/${q.id}/execute`,
      {},
      { 'Service-Wallet-Signature': await stamp('{}', w.session.signer) },
    );
    expect(badStamp.status).toBe(401);
    expect(badStamp.body['reason']).toBe('Invalid Service-Wallet-Signature');

    const executed = await api.call<Quote>(
      'POST',
      `/quotes/${q.id}/execute`,
      {},
      { 'Service-Wallet-Signature': await stamp(payload, w.session.signer) },
    );
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body.status).toBe('COMPLETED');
    expect(executed.body.transactionId).toMatch(/^Transaction:/);
    const tx = await api.call('GET', `/transactions/${executed.body.transactionId}`);
    expect(tx.status).toBe(200);
    expect(tx.body).toMatchObject({
      status: 'COMPLETED',
      type: 'OUTGOING',
      customerId: w.customerId,
      source: { accountId: w.accountId, currency: 'USD' },
      destination: { accountId: w.externalId, currency: 'EUR' },
      receivedAmount: { amount: q.totalReceivingAmount, currency: { code: 'EUR' } },
      description: 'Rent 🏠',
    });
    expect((tx.body['reconciliationInstructions'] as { reference: string }).reference).toBeTruthy();
    const accounts = await api.call<{ data: Array<{ balance: { amount: number } }> }>(
      'GET',
      `/customers/internal-accounts?customerId=${w.customerId}`,
    );
    expect(accounts.body.data[0]!.balance.amount).toBe(90_000);

    const again = await api.call(
      'POST',
      `/quotes/${q.id}/execute`,
      {},
      { 'Service-Wallet-Signature': await stamp(payload, w.session.signer) },
    );
    expect(again.status).toBe(409);
    expect(again.body['code']).toBe('QUOTE_ALREADY_EXECUTED');
    expect((await api.call('GET', '/transactions/Transaction:nope')).status).toBe(404);
  });

  it('Idempotency-Key returns the first response for quotes and executes; a different body is 409', async () => {
    const w = await fundedWallet();
    const body = quoteBody(w.accountId, w.externalId, 5_000);
    const a = await api.call<Quote>('POST', '/quotes', body, { 'Idempotency-Key': 'q-1' });
    const b = await api.call<Quote>('POST', '/quotes', body, { 'Idempotency-Key': 'q-1' });
    expect(b.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const other = await api.call(
      'POST',
      '/quotes',
      { ...body, lockedCurrencyAmount: 6_000 },
      { 'Idempotency-Key': 'q-1' },
    );
    expect(other.status).toBe(409);

    const payload = a.body.paymentInstructions[0]!.accountOrWalletInfo.payloadToSign;
    const headers = { 'Service-Wallet-Signature': 'sandbox-valid-signature', 'Idempotency-Key': 'x-1' };
    // a failed attempt (no stamp) is not remembered, so the key can be retried with the stamp
    expect(
      (await api.call('POST', `/quotes/${a.body.id}/execute`, undefined, { 'Idempotency-Key': 'x-1' }))
        .status,
    ).toBe(401);
    const results = await Promise.all(
      Array.from({ length: 5 }, async () =>
        api.call<Quote>('POST', `/quotes/${a.body.id}/execute`, undefined, {
          ...headers,
          'Service-Wallet-Signature': await stamp(payload, w.session.signer),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.transactionId)).size).toBe(1);
    const accounts = await api.call<{ data: Array<{ balance: { amount: number } }> }>(
      'GET',
      `/customers/internal-accounts?customerId=${w.customerId}`,
    );
    expect(accounts.body.data[0]!.balance.amount).toBe(95_000);
  });

  it('an expired quote fails with 400 QUOTE_EXPIRED; insufficient funds is 400', async () => {
    const w = await fundedWallet(1_000);
    const q = (await api.call<Quote>('POST', '/quotes', quoteBody(w.accountId, w.externalId, 5_000))).body;
    const poor = await api.call(
      'POST',
      `/quotes/${q.id}/execute`,
      {},
      { 'Service-Wallet-Signature': 'sandbox-valid-signature' },
    );
    expect(poor.status).toBe(400);
    expect(poor.body['code']).toBe('INSUFFICIENT_FUNDS');
    await api.control('POST', '/clock/advance', { seconds: 301 });
    expect((await api.call<Quote>('GET', `/quotes/${q.id}`)).body.status).toBe('EXPIRED');
    const late = await api.call(
      'POST',
      `/quotes/${q.id}/execute`,
      {},
      { 'Service-Wallet-Signature': 'sandbox-valid-signature' },
    );
    expect(late.status).toBe(400);
    expect(late.body['code']).toBe('QUOTE_EXPIRED');
  });

  it('a stamp from another account’s session is refused', async () => {
    const a = await fundedWallet();
    const b = await fundedWallet();
    const q = (await api.call<Quote>('POST', '/quotes', quoteBody(a.accountId, a.externalId))).body;
    const payload = q.paymentInstructions[0]!.accountOrWalletInfo.payloadToSign;
    const res = await api.call(
      'POST',
      `/quotes/${q.id}/execute`,
      {},
      { 'Service-Wallet-Signature': await stamp(payload, b.session.signer) },
    );
    expect(res.status).toBe(401);
    expect(res.body['reason']).toBe('Stamp key is not a live session of this account');
  });

  it('validates the quote request: amounts, sides, accounts and immediatelyExecute', async () => {
    const w = await fundedWallet();
    const base = quoteBody(w.accountId, w.externalId);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, lockedCurrencyAmount: 9_000_000_000_000_001 }, 400, 'INVALID_INPUT'],
      [{ ...base, lockedCurrencyAmount: 0 }, 400, 'INVALID_INPUT'],
      [{ ...base, lockedCurrencySide: 'BOTH' }, 400, 'INVALID_INPUT'],
      [{ ...base, source: {} }, 400, 'INVALID_INPUT'],
      [{ ...base, immediatelyExecute: true }, 400, 'IMMEDIATE_EXECUTION_NOT_SUPPORTED'],
      [
        { ...base, destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:nope' } },
        404,
        'NOT_FOUND',
      ],
      [{ ...base, source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:nope' } }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const res = await api.call('POST', '/quotes', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body['code']).toBe(code);
    }
    const ok = await api.call<Quote>('POST', '/quotes', {
      ...base,
      lockedCurrencyAmount: 9_000_000_000_000_000,
      lockedCurrencySide: 'SENDING',
    });
    expect(ok.status).toBe(201);
    const receiving = await api.call<Quote>('POST', '/quotes', {
      ...base,
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 1000,
    });
    expect(receiving.body.totalReceivingAmount).toBe(1000);
    expect(receiving.body.totalSendingAmount).toBe(
      Math.ceil(1000 * receiving.body.exchangeRate) + receiving.body.feesIncluded,
    );
    const ext = await api.call('POST', '/customers/external-accounts', { currency: 'EUR', accountInfo: {} });
    expect(ext.status).toBe(400);
  });
});
