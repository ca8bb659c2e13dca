// Quote approval from the embedded wallet: the EMBEDDED_WALLET payloadToSign, execute with the stamp,
// follow the transaction.
import { afterEach, describe, expect, it } from 'vitest';
import { findPayloadToSign, type Quote, type Transaction } from '../../src/index.js';
import type { TestCustomer } from './helpers.js';
import {
  advanceClock,
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

function quoteBody(customer: TestCustomer, destination: string, amount = 1000) {
  return {
    source: { sourceType: 'ACCOUNT', accountId: customer.accountId },
    destination: { destinationType: 'ACCOUNT', accountId: destination },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: amount,
  };
}

describe('quotes', () => {
  it('executes a quote with a stamp over its EMBEDDED_WALLET payload and follows the transaction', async () => {
    const { customer, destination } = await fundedCustomer(100_000);
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('quote'));
    const key = crypto.randomUUID();
    const quote = await wallet.createQuote(quoteBody(customer, destination), { idempotencyKey: key });
    expect(quote.status).toBe('PENDING');
    expect(await wallet.createQuote(quoteBody(customer, destination), { idempotencyKey: key })).toMatchObject(
      {
        id: quote.id,
      },
    );
    const payload = findPayloadToSign(quote);

    const request = await wallet.executeQuote(quote);
    expect(request).toMatchObject({
      operation: 'EXECUTE_QUOTE',
      payloadToSign: payload,
      expiresAt: quote.expiresAt,
    });
    expect(request.requestId).toBeUndefined();
    // The quote it executes rides on the request, for a UI to explain.
    expect(request.quote).toEqual(quote);
    const executed = await request.approve();
    expect(executed).toMatchObject({ id: quote.id, status: 'COMPLETED' });
    expect(executed.transactionId).toMatch(/^Transaction:/);

    const updates: Transaction[] = [];
    const tx = await wallet.followTransaction(executed.transactionId!, {
      intervalMs: 200,
      onUpdate: (t) => updates.push(t),
    });
    expect(tx.status).toBe('COMPLETED');
    expect(updates.map((t) => t.status)).toEqual(['COMPLETED']);
    expect(await wallet.getQuote(quote.id)).toMatchObject({ status: 'COMPLETED' });
  });

  it('an execution refused because the session ended elsewhere resumes after re-auth', async () => {
    const { customer, destination } = await fundedCustomer(100_000);
    const email = uniqueEmail('resume');
    const laptop = walletFor(customer);
    await signInWithOtp(laptop, customer, email);
    await advanceClock(customer.backend, 31);
    const phone = walletFor(customer);
    const phoneSession = await signInWithOtp(phone, customer, email);
    const quote = await phone.createQuote(quoteBody(customer, destination));
    await (await laptop.revokeSession(phoneSession.id)).approve();

    const request = await phone.executeQuote(quote);
    phone.addEventListener(
      'reauth-required',
      () =>
        void (async () => {
          await advanceClock(customer.backend, 31);
          await signInWithOtp(phone, customer, email);
        })(),
      { once: true },
    );
    const executed = await request.approve();
    expect(executed).toMatchObject({ id: quote.id, status: 'COMPLETED' });
    expect(phone.session?.id).not.toBe(phoneSession.id);
  });

  it('surfaces the service’s refusals: insufficient funds, an expired quote, a second execution', async () => {
    const { customer, destination } = await fundedCustomer(0);
    const wallet = walletFor(customer);
    await signInWithOtp(wallet, customer, uniqueEmail('broke'));
    const poor = await wallet.createQuote(quoteBody(customer, destination));
    expect(await caught((await wallet.executeQuote(poor.id)).approve())).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      status: 400,
    });

    await serviceCall(customer.backend, 'POST', `/sandbox/internal-accounts/${customer.accountId}/fund`, {
      amount: 50_000,
    });
    const once = await wallet.createQuote(quoteBody(customer, destination));
    await (await wallet.executeQuote(once)).approve();
    expect(await caught((await wallet.executeQuote(once)).approve())).toMatchObject({ status: 409 });

    const stale = await wallet.createQuote(quoteBody(customer, destination));
    await advanceClock(customer.backend, 10 * 60);
    // Known stale before signing (re-read): refused locally; known fresh here but stale at the service: its 400.
    expect(await caught(wallet.executeQuote(stale.id))).toMatchObject({ code: 'QUOTE_EXPIRED' });
    const error = await caught(wallet.executeQuote(stale).then((r) => r.approve()));
    expect(error).toMatchObject({ code: 'QUOTE_EXPIRED', status: 400 });
  });

  it('a quote without an embedded-wallet payload is NO_WALLET_PAYLOAD', () => {
    const quote = {
      id: 'Quote:x',
      status: 'PENDING',
      expiresAt: new Date().toISOString(),
      paymentInstructions: [],
    } as unknown as Quote;
    expect(() => findPayloadToSign(quote)).toThrow(expect.objectContaining({ code: 'NO_WALLET_PAYLOAD' }));
  });

  it('anything outside the handler’s allow-list is NOT_FOUND', async () => {
    const wallet = walletFor(await newCustomer());
    await wallet.ready;
    expect(await caught(wallet.client.get('/customers'))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
