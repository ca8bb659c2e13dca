/**
 * What is in the wallet and what happened to it, read through the integrator backend: balances (the
 * wallet's internal accounts), transactions (newest first, paged), payees (the customer's external
 * accounts), where to receive money, and a quote to pay a payee. The headless side of the wallet
 * elements (`<kh-balance>`, `<kh-activity>`, `<kh-send>`, `<kh-receive>`): an integrator without the
 * elements builds the same from these.
 */
import { KeyholdError } from '../errors.js';
import type { SessionControl } from '../internals.js';
import type { InternalAccount, ListEnvelope, PaymentInstruction, Transaction } from '../types.js';
import type { Currency, ExternalAccount, TransactionStatus } from '../wire.js';

/** One balance of the wallet: its account, the amount in the currency's smallest unit, the currency. */
export interface WalletBalance {
  accountId: string;
  /** Smallest unit of `currency` (cents for USD); format with `currency.decimals`. */
  amount: number;
  currency: Currency;
}

/** Which transactions to read: a page size (1 to 100), the cursor of the previous page, filters. */
export interface TransactionQuery {
  limit?: number;
  cursor?: string;
  status?: TransactionStatus;
  type?: 'INCOMING' | 'OUTGOING';
}

/** One page of transactions, newest first; `nextCursor` reads the next (older) one. */
export interface TransactionPage {
  transactions: Transaction[];
  hasMore: boolean;
  nextCursor?: string;
}

/** Where the customer receives money: their UMA address and the wallet's funding instructions. */
export interface Receiving {
  umaAddress?: string;
  currencies: string[];
  /** How to pay into the wallet from outside (bank details, an address), as the service gives them. */
  fundingInstructions: PaymentInstruction[];
}

/** A payment to quote: to one of the customer's payees, an amount fixed on one side. */
export interface PaymentRequest {
  /** The payee's id (`ExternalAccount:…`), one of {@link WalletLedger.payees}. */
  to: string;
  /** Smallest unit of the locked side's currency. */
  amount: number;
  /** Which side `amount` fixes: what leaves the wallet (default) or what the payee receives. */
  lock?: 'SENDING' | 'RECEIVING';
  description?: string;
  idempotencyKey?: string;
}

const PAGE_MAX = 100;

export class WalletLedger {
  readonly #s: SessionControl;

  constructor(sessions: SessionControl) {
    this.#s = sessions;
  }

  async #accounts(): Promise<InternalAccount[]> {
    await this.#s.prepared();
    const { data } = await this.#s.client.get<ListEnvelope<InternalAccount>>(
      `/customers/internal-accounts?limit=${PAGE_MAX}`,
    );
    return data.data;
  }

  async balances(): Promise<WalletBalance[]> {
    return (await this.#accounts()).map((a) => ({
      accountId: a.id,
      amount: a.balance.amount,
      currency: a.balance.currency,
    }));
  }

  async transactions(query: TransactionQuery = {}): Promise<TransactionPage> {
    await this.#s.prepared();
    const params = new URLSearchParams({ sortOrder: 'desc' });
    if (query.limit !== undefined) {
      if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > PAGE_MAX) {
        throw new KeyholdError('INVALID_INPUT', `limit must be an integer from 1 to ${PAGE_MAX}.`);
      }
      params.set('limit', String(query.limit));
    }
    if (query.cursor !== undefined) params.set('cursor', query.cursor);
    if (query.status !== undefined) params.set('status', query.status);
    if (query.type !== undefined) params.set('type', query.type);
    const { data } = await this.#s.client.get<ListEnvelope<Transaction>>(`/transactions?${params}`);
    const page: TransactionPage = { transactions: data.data, hasMore: data.hasMore === true };
    if (data.hasMore === true && data.nextCursor !== undefined) page.nextCursor = data.nextCursor;
    return page;
  }

  async payees(): Promise<ExternalAccount[]> {
    await this.#s.prepared();
    const out: ExternalAccount[] = [];
    let cursor: string | undefined;
    // At most ten pages: a thousand payees is more than a picker shows.
    for (let i = 0; i < 10; i++) {
      const params = new URLSearchParams({ limit: String(PAGE_MAX) });
      if (cursor !== undefined) params.set('cursor', cursor);
      const { data } = await this.#s.client.get<ListEnvelope<ExternalAccount>>(
        `/customers/external-accounts?${params}`,
      );
      out.push(...data.data);
      if (!data.hasMore || data.nextCursor === undefined) break;
      cursor = data.nextCursor;
    }
    return out;
  }

  async receiving(): Promise<Receiving> {
    const [accounts, customer] = await Promise.all([
      this.#accounts(),
      this.#s.client.get<{ umaAddress?: string; currencies?: string[] }>('/receiving'),
    ]);
    const out: Receiving = {
      currencies: customer.data.currencies ?? [],
      fundingInstructions: accounts.flatMap((a) => a.fundingPaymentInstructions ?? []),
    };
    if (customer.data.umaAddress !== undefined) out.umaAddress = customer.data.umaAddress;
    return out;
  }

  /** The quote's body for a payment from the wallet to a payee (the wallet's own account is the source). */
  async paymentQuoteBody(request: PaymentRequest): Promise<Record<string, unknown>> {
    const { accountId } = await this.#s.prepared();
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new KeyholdError('INVALID_INPUT', 'amount must be a positive integer in the smallest unit.');
    }
    const body: Record<string, unknown> = {
      source: { sourceType: 'ACCOUNT', accountId },
      destination: { destinationType: 'ACCOUNT', accountId: request.to },
      lockedCurrencySide: request.lock ?? 'SENDING',
      lockedCurrencyAmount: request.amount,
    };
    if (request.description !== undefined) body.description = request.description;
    return body;
  }
}
