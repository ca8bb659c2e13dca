/**
 * The wire types as the compiler sees them (checked by `tsc -p tsconfig.tests.json`, part of npm test):
 * quote sources and destinations are discriminated unions, and outgoing transactions carry `sentAmount`
 * and `quoteId`. The runtime assertions run the narrowing on values shaped as the sandbox sends them.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  AccountInfo,
  CreateQuoteRequest,
  KnownAccountInfo,
  ListPlatformTransactionsQuery,
  Money,
  MxnAccountInfo,
  Quote,
  QuoteDestination,
  QuoteSource,
  SandboxUmaReceiveRequest,
  Transaction,
  TransferRequest,
  UsdAccountInfo,
} from '../src/wire.js';

function describeSource(source: QuoteSource): string {
  switch (source.sourceType) {
    case 'ACCOUNT':
      expectTypeOf(source.accountId).toEqualTypeOf<string>();
      return `account ${source.accountId}`;
    case 'REALTIME_FUNDING':
      expectTypeOf(source.currency).toEqualTypeOf<string>();
      return `real-time ${source.currency} from ${source.customerId}`;
    case 'UMA_ADDRESS':
      expectTypeOf(source.umaAddress).toEqualTypeOf<string>();
      return `uma ${source.umaAddress}`;
  }
}

function describeDestination(destination: QuoteDestination): string {
  return destination.destinationType === 'ACCOUNT'
    ? `account ${destination.accountId}`
    : `uma ${destination.umaAddress}`;
}

describe('wire types', () => {
  it('narrows quote sources and destinations by their type field', () => {
    expect(describeSource({ sourceType: 'ACCOUNT', accountId: 'InternalAccount:1' })).toBe(
      'account InternalAccount:1',
    );
    expect(
      describeSource({ sourceType: 'REALTIME_FUNDING', customerId: 'Customer:1', currency: 'USD' }),
    ).toBe('real-time USD from Customer:1');
    expect(describeSource({ sourceType: 'UMA_ADDRESS', umaAddress: '$ada@example.com' })).toBe(
      'uma $ada@example.com',
    );
    expect(describeDestination({ destinationType: 'UMA_ADDRESS', umaAddress: '$bob@example.com' })).toBe(
      'uma $bob@example.com',
    );
    expect(describeDestination({ destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' })).toBe(
      'account ExternalAccount:1',
    );
  });

  it('refuses shapes the service does not accept', () => {
    const bad: CreateQuoteRequest[] = [
      {
        // @ts-expect-error an ACCOUNT source needs its accountId
        source: { sourceType: 'ACCOUNT' },
        destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1,
      },
      {
        // @ts-expect-error no such source type
        source: { sourceType: 'CARD', accountId: 'x' },
        destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1,
      },
      {
        source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:1' },
        // @ts-expect-error a UMA destination needs its address
        destination: { destinationType: 'UMA_ADDRESS' },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1,
      },
    ];
    expect(bad).toHaveLength(3);
  });

  it('types the outgoing fields of a transaction', () => {
    expectTypeOf<Transaction['sentAmount']>().toEqualTypeOf<Money | undefined>();
    expectTypeOf<Transaction['quoteId']>().toEqualTypeOf<string | undefined>();
    const tx = {
      id: 'Transaction:1',
      status: 'COMPLETED',
      type: 'OUTGOING',
      source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:1' },
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
      customerId: 'Customer:1',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      quoteId: 'Quote:1',
      sentAmount: { amount: 1000, currency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 } },
    } satisfies Transaction;
    expect(tx.sentAmount.currency.decimals).toBe(2);
  });
});

describe('the service’s published forms', () => {
  it('MXN_ACCOUNT narrows to clabeNumber; rails are accepted on rail variants; bankAccountType is optional', () => {
    const describeAccount = (info: KnownAccountInfo): string => {
      switch (info.accountType) {
        case 'MXN_ACCOUNT':
          expectTypeOf(info).toEqualTypeOf<MxnAccountInfo>();
          return `CLABE ${info.clabeNumber} via ${info.paymentRails?.[0] ?? 'SPEI'}`;
        case 'USD_ACCOUNT':
          return `US ${info.accountNumber}`;
        default:
          return info.accountType;
      }
    };
    const loose: AccountInfo = { accountType: 'ZAR_ACCOUNT', branchCode: '632005' };
    expect(loose.accountType).toBe('ZAR_ACCOUNT');
    const usd: UsdAccountInfo = {
      accountType: 'USD_ACCOUNT',
      accountNumber: '1',
      routingNumber: '2',
      paymentRails: ['ACH'],
    };
    expect(
      describeAccount({
        accountType: 'MXN_ACCOUNT',
        clabeNumber: '002010077777777771',
        paymentRails: ['SPEI'],
      }),
    ).toBe('CLABE 002010077777777771 via SPEI');
    expect(describeAccount(usd)).toBe('US 1');
  });

  it('requests take the published fields: purposeOfPayment, a transfer without amount, customer filters', () => {
    const quote: CreateQuoteRequest = {
      source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:a' },
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:b' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 100,
      purposeOfPayment: 'EDUCATION',
    };
    const transfer: TransferRequest = { source: { accountId: 'a' }, destination: { accountId: 'b' } };
    const query: ListPlatformTransactionsQuery = { customerId: 'Customer:c', platformCustomerId: 'p-1' };
    const receive: SandboxUmaReceiveRequest = {
      senderUmaAddress: '$a@b.co',
      customerId: 'Customer:c',
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1,
    };
    expectTypeOf<TransferRequest['amount']>().toEqualTypeOf<number | undefined>();
    expect([quote.purposeOfPayment, transfer.amount, query.platformCustomerId, receive.customerId]).toEqual([
      'EDUCATION',
      undefined,
      'p-1',
      'Customer:c',
    ]);
  });

  it('responses keep fields the types do not name, typed unknown', () => {
    const parsed = JSON.parse('{"id":"Quote:1","brandNewField":{"x":1}}') as Quote;
    expectTypeOf(parsed['brandNewField']).toEqualTypeOf<unknown>();
    expect(parsed['brandNewField']).toEqual({ x: 1 });
  });
});
