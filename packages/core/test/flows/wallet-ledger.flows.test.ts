// The wallet's money through the real handler and sandbox: balances, payees, receiving, a payment quoted
// to a payee and approved, the transaction list (newest first, paged) following it, and another
// customer's payee refused.
import { afterEach, describe, expect, it } from 'vitest';
import {
  caught,
  closeWallets,
  fundedCustomer,
  newCustomer,
  serviceCall,
  signInWithOtp,
  uniqueEmail,
  walletFor,
} from './helpers.js';

afterEach(closeWallets);

async function payee(customerId: string, backend: Parameters<typeof serviceCall>[0], iban: string) {
  return (
    await serviceCall<{ id: string }>(backend, 'POST', '/customers/external-accounts', {
      customerId,
      currency: 'EUR',
      accountInfo: { accountType: 'EUR_ACCOUNT', iban },
    })
  ).id;
}

describe('the wallet ledger', () => {
  it('reads balances in the smallest unit with their currency, and payees of this customer only', async () => {
    const { customer, destination } = await fundedCustomer(123_456);
    const other = await fundedCustomer(0);
    const wallet = walletFor(customer);
    const balances = await (await wallet.ledger()).balances();
    expect(balances).toEqual([
      { accountId: customer.accountId, amount: 123_456, currency: expect.objectContaining({ code: 'USD' }) },
    ]);
    const payees = await (await wallet.ledger()).payees();
    expect(payees.map((p) => p.id)).toEqual([destination]);
    expect(payees.map((p) => p.id)).not.toContain(other.destination);
  });

  it('pays a payee: quote, approve, follow; the transaction heads the list and the balance falls', async () => {
    const { customer, destination } = await fundedCustomer(100_000);
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('ledger'));
    const quote = await (await wallet.ledger()).quotePayment({ to: destination, amount: 1_000 });
    expect(quote).toMatchObject({ status: 'PENDING', totalSendingAmount: 1_000 });
    const executed = await (await wallet.executeQuote(quote)).approve();
    const tx = await wallet.followTransaction(executed.transactionId!, { intervalMs: 200 });
    expect(tx.status).toBe('COMPLETED');

    const page = await (await wallet.ledger()).transactions({ limit: 5 });
    expect(page.transactions[0]).toMatchObject({ id: tx.id, status: 'COMPLETED', type: 'OUTGOING' });
    const [balance] = await (await wallet.ledger()).balances();
    expect(balance!.amount).toBe(100_000 - quote.totalSendingAmount);
  });

  it('a payment the receiving side fails (sandbox IBAN …002) ends FAILED with its reason', async () => {
    const { customer } = await fundedCustomer(100_000);
    const failing = await payee(customer.customerId, customer.backend, 'DE35370400440532013002');
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('ledger-fail'));
    const quote = await (await wallet.ledger()).quotePayment({ to: failing, amount: 500, lock: 'SENDING' });
    const executed = await (await wallet.executeQuote(quote)).approve();
    const tx = await wallet.followTransaction(executed.transactionId!, { intervalMs: 200 });
    expect(tx.status).toBe('FAILED');
    expect(typeof tx.failureReason).toBe('string');
    const page = await (await wallet.ledger()).transactions();
    expect(page.transactions.find((t) => t.id === tx.id)).toMatchObject({ status: 'FAILED' });
  });

  it('pages the transactions with limit and cursor, newest first', async () => {
    const customer = await newCustomer();
    const { umaAddress } = await serviceCall<{ umaAddress: string }>(
      customer.backend,
      'GET',
      `/customers/${customer.customerId}`,
    );
    for (const amount of [100, 200, 300]) {
      await serviceCall(customer.backend, 'POST', '/sandbox/uma/receive', {
        senderUmaAddress: '$success.usd@sandbox.example',
        receiverUmaAddress: umaAddress,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: amount,
      });
    }
    const wallet = walletFor(customer);
    const first = await (await wallet.ledger()).transactions({ limit: 2 });
    expect(first.transactions).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = await (await wallet.ledger()).transactions({ limit: 2, cursor: first.nextCursor! });
    expect(second.hasMore).toBe(false);
    const all = [...first.transactions, ...second.transactions];
    expect(all.map((t) => t.receivedAmount?.amount)).toEqual([300, 200, 100]);
    const created = all.map((t) => Date.parse(t.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect((await caught((await wallet.ledger()).transactions({ limit: 0 }))).code).toBe('INVALID_INPUT');
  });

  it('receiving gives the customer’s UMA address', async () => {
    const customer = await newCustomer();
    const { umaAddress } = await serviceCall<{ umaAddress: string }>(
      customer.backend,
      'GET',
      `/customers/${customer.customerId}`,
    );
    const receiving = await (await walletFor(customer).ledger()).receiving();
    expect(receiving.umaAddress).toBe(umaAddress);
    expect(Array.isArray(receiving.fundingInstructions)).toBe(true);
  });

  it('a quote to another customer’s payee is refused (403 FORBIDDEN), nothing created', async () => {
    const { customer } = await fundedCustomer(100_000);
    const other = await fundedCustomer(0);
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('ledger-foreign'));
    const error = await caught(
      (await wallet.ledger()).quotePayment({ to: other.destination, amount: 1_000 }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect((await (await wallet.ledger()).transactions()).transactions).toEqual([]);
  });
});
