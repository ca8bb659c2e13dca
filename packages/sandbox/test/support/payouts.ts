/**
 * Payouts for the tests of `routes/quotes.ts`, `routes/receiver.ts` and `routes/uma-simulation.ts`:
 * a EUR payer with a USD external destination, a quote body, and a quote executed end to end.
 */
import { expect } from 'vitest';
import { createCustomer, type ApiClient } from './api.js';
import { createExternal, fiatAccount, usdAccountInfo } from './payments.js';

export type Quote = {
  id: string;
  status: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  exchangeRate: number;
  feesIncluded: number;
  transactionId?: string;
  rateDetails: Record<string, number>;
  paymentInstructions: Array<{ accountOrWalletInfo: Record<string, unknown> }>;
  counterpartyInformation?: Record<string, unknown>;
  paymentPurpose?: string;
  expiresAt: string;
  createdAt: string;
};
export type Tx = {
  id: string;
  status: string;
  failureReason?: string;
  type: string;
  receivedAmount: { amount: number; currency: { code: string } };
  destination: Record<string, unknown>;
};

export const quoteBody = (sourceId: string, destinationId: string, extra: Record<string, unknown> = {}) => ({
  source: { sourceType: 'ACCOUNT', accountId: sourceId },
  destination: { destinationType: 'ACCOUNT', accountId: destinationId },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: 10_000,
  ...extra,
});

/** The helpers bound to one sandbox (`useApi()`'s client). */
export function payoutHelpers(api: ApiClient) {
  /** A EUR internal account paying out to a USD external account with `suffix`. */
  async function eurPayer(suffix: string, fund = 1_000_000) {
    const { customerId } = await createCustomer(api, { fullName: 'Eve Euro', currencies: ['EUR', 'USD'] });
    const sourceId = await fiatAccount(api, customerId, 'EUR', fund);
    const ext = await createExternal(api, customerId, usdAccountInfo(suffix));
    return { customerId, sourceId, externalId: ext.id };
  }

  async function quoteAndExecute(p: { sourceId: string; externalId: string }) {
    const q = await api.call<Quote>('POST', '/quotes', quoteBody(p.sourceId, p.externalId));
    expect(q.status, q.text).toBe(201);
    const ex = await api.call<Quote>('POST', `/quotes/${q.body.id}/execute`, {});
    expect(ex.status, ex.text).toBe(200);
    const tx = (await api.call<Tx>('GET', `/transactions/${ex.body.transactionId}`)).body;
    return { quote: ex.body, tx };
  }

  async function quoteStatus(id: string): Promise<string> {
    return (await api.call<Quote>('GET', `/quotes/${id}`)).body.status;
  }
  async function txOf(id: string): Promise<Tx> {
    return (await api.call<Tx>('GET', `/transactions/${id}`)).body;
  }

  return { eurPayer, quoteAndExecute, quoteStatus, txOf };
}
