import { SignedRequest, type Quote } from '@keyhold/core';

/** What a quote sends, receives and charges, in minor units. */
export interface QuoteAmounts {
  readonly send: number;
  readonly receive: number;
  readonly fees: number;
}

/**
 * A quote as the service returns it (§2.8), USD to EUR paid to an UMA address, expiring in 5 minutes, in a
 * core SignedRequest whose signer is never reached (the tests only show it).
 */
export function quoteRequest(
  amounts: QuoteAmounts = { send: 1000, receive: 893, fees: 5 },
): SignedRequest<unknown> {
  const expiresAt = new Date(Date.now() + 300_000).toISOString();
  const payloadToSign = JSON.stringify({ operation: 'EXECUTE_QUOTE', expiresAt, requestId: 'Request:42' });
  const quote = {
    id: 'Quote:7f3a',
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    expiresAt,
    source: { sourceType: 'ACCOUNT', accountId: 'EmbeddedWallet:0b1c' },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$grace@uma.example.com', currency: 'EUR' },
    sendingCurrency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
    receivingCurrency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
    totalSendingAmount: amounts.send,
    totalReceivingAmount: amounts.receive,
    exchangeRate: 1.12,
    feesIncluded: amounts.fees,
    paymentInstructions: [{ accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign } }],
  } as Quote;
  return new SignedRequest<unknown>({
    operation: 'EXECUTE_QUOTE',
    challenge: { requestId: 'Request:42', payloadToSign, expiresAt, quote },
    signer: { stamp: () => Promise.reject(new Error('not in this test')) },
    submit: () => Promise.resolve(undefined),
  });
}
