/**
 * Concurrency, bounded: parallel executes, transfers and signed retries go through the request lock one at
 * a time.
 */
import { stamp, generateClientKeyPair } from '@keyhold/protocol/crypto';
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from './support/api.js';
import { balanceOf, createExternal, fiatAccount } from './support/payments.js';
import { emailOtpWallet, type Challenge202 } from './support/wallet.js';

const api = useApi();

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

const MAGIC = { 'Service-Wallet-Signature': 'sandbox-valid-signature' };

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

describe('the request lock (parallel requests)', () => {
  it('20 parallel retries naming one requestId: exactly one succeeds, the others are 401 Request-Id already used', async () => {
    const { accountId } = await createCustomer(api);
    await emailOtpWallet(api, accountId);
    const key = await generateClientKeyPair();
    const body = { clientPublicKey: key.publicKey };
    const first = await api.call<Challenge202>('POST', `/internal-accounts/${accountId}/export`, body);
    const headers = { ...MAGIC, 'Request-Id': first.body.requestId };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', `/internal-accounts/${accountId}/export`, body, headers),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const rest = replies.filter((r) => r.status !== 200);
    expect(rest).toHaveLength(19);
    for (const r of rest) expect(r.body).toMatchObject({ status: 401, reason: 'Request-Id already used' });
  });

  it('20 parallel verifies with one OTP code open one session; the others are 401 Invalid OTP code', async () => {
    const { accountId } = await createCustomer(api);
    const email = `p-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await api.call<{ id: string }>('POST', '/auth/credentials', {
      type: 'EMAIL_OTP',
      accountId,
      email,
    });
    const outbox = await api.control<{ data: Array<{ code: string }> }>('GET', `/outbox?email=${email}`);
    const code = outbox.body.data.at(-1)!.code;
    const keys = await Promise.all(Array.from({ length: 20 }, () => generateClientKeyPair()));
    const replies = await Promise.all(
      keys.map((k) =>
        api.call('POST', `/auth/credentials/${created.body.id}/verify`, {
          otp: code,
          clientPublicKey: k.publicKey,
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200))
      expect(r.body).toMatchObject({ status: 401, reason: 'Invalid OTP code' });
    const sessions = await api.call<{ data: unknown[] }>('GET', `/auth/sessions?accountId=${accountId}`);
    expect(sessions.body.data).toHaveLength(1);
  });

  it('10 parallel first credentials for one account: exactly one is created without a signature', async () => {
    const { accountId } = await createCustomer(api);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.call('POST', '/auth/credentials', {
          type: 'EMAIL_OTP',
          accountId,
          email: `race${i}@example.com`,
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 201))
      expect(r.body).toMatchObject({ status: 400, code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS' });
    const list = await api.call<{ data: unknown[] }>('GET', `/auth/credentials?accountId=${accountId}`);
    expect(list.body.data).toHaveLength(1);
  });
});
