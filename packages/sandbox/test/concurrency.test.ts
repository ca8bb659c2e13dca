import { stamp } from '@keyhold/protocol/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startApi, type Api } from './helpers.js';
import { balanceOf, createExternal, fiatAccount } from './payments-helpers.js';
import { emailOtpWallet } from './wallet.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PARALLEL = 50;
type Quote = {
  id: string;
  transactionId?: string;
  totalSendingAmount: number;
  paymentInstructions: Array<{ accountOrWalletInfo: { payloadToSign?: string } }>;
};

async function transactionsOf(customerId: string): Promise<number> {
  return (
    await api.call<{ totalCount: number }>('GET', `/transactions?customerId=${customerId}&type=OUTGOING`)
  ).body.totalCount;
}

describe('concurrency (bounded: 50 requests in flight)', () => {
  it('50 parallel signed executes of one wallet quote with one Idempotency-Key: one transaction, one balance change', async () => {
    const { customerId, accountId } = await createCustomer(api);
    const { session } = await emailOtpWallet(api, accountId);
    await api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { amount: 100_000 });
    const ext = await createExternal(api, customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const quote = await api.call<Quote>('POST', '/quotes', {
      source: { sourceType: 'ACCOUNT', accountId },
      destination: { destinationType: 'ACCOUNT', accountId: ext.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    });
    const payload = quote.body.paymentInstructions[0]!.accountOrWalletInfo.payloadToSign!;
    const signature = await stamp(payload, session.signer);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.call<Quote>(
          'POST',
          `/quotes/${quote.body.id}/execute`,
          {},
          {
            'Idempotency-Key': 'pay-once',
            'Service-Wallet-Signature': signature,
          },
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(replies.map((r) => r.body.transactionId)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(PARALLEL - 1);
    expect(await transactionsOf(customerId)).toBe(1);
    expect(await balanceOf(api, customerId, accountId)).toBe(90_000);
  });

  it('50 parallel executes without a key: exactly one succeeds, the rest are 409 QUOTE_ALREADY_EXECUTED', async () => {
    const { customerId } = await createCustomer(api);
    const source = await fiatAccount(api, customerId, 'USD', 100_000);
    const ext = await createExternal(api, customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const quote = await api.call<Quote>('POST', '/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: source },
      destination: { destinationType: 'ACCOUNT', accountId: ext.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    });
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () => api.call('POST', `/quotes/${quote.body.id}/execute`, {})),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    expect(await transactionsOf(customerId)).toBe(1);
    expect(await balanceOf(api, customerId, source)).toBe(90_000);
  });

  it('50 parallel transfer-outs with one Idempotency-Key move the balance once', async () => {
    const { customerId } = await createCustomer(api);
    const source = await fiatAccount(api, customerId, 'USD', 100_000);
    const ext = await createExternal(api, customerId, {
      accountType: 'USD_ACCOUNT',
      accountNumber: '123456789000',
      routingNumber: '021000021',
      bankAccountType: 'CHECKING',
      bankName: 'Chase',
      beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
    });
    const body = { source: { accountId: source }, destination: { accountId: ext.id }, amount: 1_000 };
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.call<{ id: string }>('POST', '/transfer-out', body, { 'Idempotency-Key': 'once' }),
      ),
    );
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await balanceOf(api, customerId, source)).toBe(99_000);
  });
});
