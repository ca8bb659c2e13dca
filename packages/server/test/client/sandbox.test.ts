/** `service.sandbox.sendFunds` against a real sandbox process: typed as the Transaction it returns. */
import type { Money, Transaction } from '@keyhold/protocol/wire';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useSandbox } from '../helpers/fixtures.js';

const env = useSandbox();

/** A new US customer and a real-time funded quote of $25.00 into its wallet. */
async function realtimeQuote(platformCustomerId: string) {
  const { service } = env;
  const customer = await service.customers.create({
    platformCustomerId,
    customerType: 'INDIVIDUAL',
    region: 'US',
    currencies: ['USD'],
  });
  const wallet = (
    await service.customers.listInternalAccounts({ customerId: customer.id, type: 'EMBEDDED_WALLET' })
  ).data[0]!;
  const quote = await service.quotes.create({
    source: { sourceType: 'REALTIME_FUNDING', customerId: customer.id, currency: 'USD' },
    destination: { destinationType: 'ACCOUNT', accountId: wallet.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 2500,
  });
  return { customer, quote };
}

describe('service.sandbox.sendFunds', () => {
  it('pays a real-time funded quote in and resolves with its outgoing Transaction (sentAmount, quoteId)', async () => {
    const { customer, quote } = await realtimeQuote('send-1');
    expect(quote.source).toMatchObject({ sourceType: 'REALTIME_FUNDING', customerId: customer.id });

    const tx = await env.service.sandbox.sendFunds({ quoteId: quote.id, currencyCode: 'USD' });
    expectTypeOf(tx).toEqualTypeOf<Transaction>();
    expectTypeOf(tx.sentAmount).toEqualTypeOf<Money | undefined>();
    expectTypeOf(tx.quoteId).toEqualTypeOf<string | undefined>();
    expect(tx.quoteId).toBe(quote.id);
    expect(tx.sentAmount?.amount).toBe(2500);
    expect(tx.sentAmount?.currency.code).toBe('USD');
    expect(tx.customerId).toBe(customer.id);
  });

  it('refuses a currency other than the sending one (400 CURRENCY_MISMATCH)', async () => {
    const { quote } = await realtimeQuote('send-2');
    await expect(
      env.service.sandbox.sendFunds({ quoteId: quote.id, currencyCode: 'EUR' }),
    ).rejects.toMatchObject({ status: 400, code: 'CURRENCY_MISMATCH' });
  });
});
