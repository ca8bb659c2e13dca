/**
 * What is in the wallet and what happened to it, read through the integrator backend: balances (the
 * wallet's internal accounts), transactions (newest first, paged), payees (the customer's external
 * accounts), where to receive money, and a quote to pay a payee. The headless side of the wallet
 * elements (`<kh-balance>`, `<kh-activity>`, `<kh-receive>`) and of a payment to a payee: an integrator without the
 * elements builds the same from these.
 */
import { KeyholdError } from '../errors.js';
import { type SessionControl, pathId } from '../internals.js';
import type { InternalAccount, ListEnvelope, PaymentInstruction, Quote, Transaction } from '../types.js';
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

/** Creates a quote through the wallet (`wallet.createQuote`). */
type CreateQuote = (body: Record<string, unknown>, options: { idempotencyKey?: string }) => Promise<Quote>;

/** What `await wallet.ledger()` gives: the wallet's money, read through the integrator backend. */
export class WalletLedger {
  readonly #s: SessionControl;
  readonly #createQuote: CreateQuote;

  /** @internal Made by `wallet.ledger()`. */
  constructor(sessions: SessionControl, createQuote: CreateQuote) {
    this.#s = sessions;
    this.#createQuote = createQuote;
  }

  async #accounts(): Promise<InternalAccount[]> {
    await this.#s.prepared();
    const { data } = await this.#s.client.get<ListEnvelope<InternalAccount>>(
      `/customers/internal-accounts?limit=${PAGE_MAX}`,
    );
    return data.data;
  }

  /** The wallet's balances (its internal accounts), amounts in the smallest unit of each currency. */
  async balances(): Promise<WalletBalance[]> {
    return (await this.#accounts()).map((a) => ({
      accountId: a.id,
      amount: a.balance.amount,
      currency: a.balance.currency,
    }));
  }

  /** A page of the customer's transactions, newest first; pass `nextCursor` back for the older page. */
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

  /** The customer's payees: their external accounts (up to ten pages of a hundred). */
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

  /** Where the customer receives money: the UMA address and the wallet's funding instructions. */
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

  /** A quote to pay a payee from the wallet (created, not executed): approve it with `wallet.executeQuote`. */
  async quotePayment(request: PaymentRequest): Promise<Quote> {
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
    const options = request.idempotencyKey === undefined ? {} : { idempotencyKey: request.idempotencyKey };
    return this.#createQuote(body, options);
  }

  /** A transaction, read again (the same as `wallet.getTransaction`). */
  async getTransaction(transactionId: string): Promise<Transaction> {
    const { data } = await this.#s.client.get<Transaction>(`/transactions/${pathId(transactionId)}`);
    return data;
  }
}
