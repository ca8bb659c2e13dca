import type {
  BalanceLike,
  MoneyLike,
  PayeeLike,
  ReceivingLike,
  TransactionLike,
  TransactionPageLike,
} from '../shared/money-wallet.js';
import type { SendLedgerLike, SendQuoteLike, SendRequestLike } from '../send/send-wallet.js';
import { FakeWallet, fakeSignedRequest, keyholdError } from './fake-wallet.js';

const USD = { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 };
const EUR = { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 };

/** A transaction of the fake ledger: `minutesAgo` before now, an outgoing payment to a payee by default. */
export function fakeTransaction(
  n: number,
  init: Omit<Partial<TransactionLike>, 'sentAmount'> & {
    minutesAgo?: number;
    /** `undefined`: none (an incoming payment). */
    sentAmount?: MoneyLike | undefined;
  } = {},
): TransactionLike {
  const { minutesAgo = n, ...rest } = init;
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const tx: TransactionLike = {
    id: `Transaction:${n}`,
    status: 'COMPLETED',
    type: 'OUTGOING',
    createdAt: at,
    updatedAt: at,
    source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:1' },
    destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:payee' },
    sentAmount: { amount: 1_000 * n, currency: USD },
    receivedAmount: { amount: 893 * n, currency: EUR },
    ...(rest as Partial<TransactionLike>),
  };
  if ('sentAmount' in init && init.sentAmount === undefined) delete tx.sentAmount;
  return tx;
}

export const PAYEE: PayeeLike = {
  id: 'ExternalAccount:payee',
  currency: 'EUR',
  accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000' },
  beneficiaryVerifiedData: { fullName: 'Marie Curie' },
};

/**
 * The money side of a stand-in wallet: balances, a ledger newest first with cursors, payees; each read
 * counted in `calls`, and `failNext` / `offline` to make reads fail as the core does.
 */
export class FakeMoneyWallet extends FakeWallet {
  balance: BalanceLike[] = [{ accountId: 'InternalAccount:1', amount: 123_456, currency: USD }];
  entries: TransactionLike[] = [];
  payeeList: PayeeLike[] = [PAYEE];
  receivingDetails: ReceivingLike = {
    umaAddress: '$ada.lovelace@sandbox.example',
    fundingInstructions: [
      {
        accountOrWalletInfo: {
          accountType: 'USD_ACCOUNT',
          paymentRails: ['ACH', 'WIRE'],
          accountNumber: '000123456789',
          routingNumber: '021000021',
          bankName: 'Sandbox Bank',
          reference: 'KH-4F2A',
        },
      },
    ],
  };
  /** Every read fails as an unreachable backend does. */
  offline = false;

  /** The wallet's ledger: this object (its reads below). */
  async ledger(): Promise<SendLedgerLike> {
    return this;
  }

  #read(name: string): void {
    this.calls.push(name);
    if (this.offline) throw keyholdError('NETWORK_ERROR', 'The wallet backend could not be reached.');
    const error = this.failNext.get(name);
    if (error) {
      this.failNext.delete(name);
      throw error;
    }
  }

  async balances(): Promise<BalanceLike[]> {
    this.#read('balances');
    return structuredClone(this.balance);
  }

  async transactions(query: { limit?: number; cursor?: string } = {}): Promise<TransactionPageLike> {
    this.#read('transactions');
    const sorted = [...this.entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const start = query.cursor ? Number(query.cursor) : 0;
    const limit = query.limit ?? 20;
    const page = sorted.slice(start, start + limit);
    const hasMore = start + limit < sorted.length;
    return {
      transactions: structuredClone(page),
      hasMore,
      ...(hasMore ? { nextCursor: String(start + limit) } : {}),
    };
  }

  async getTransaction(id: string): Promise<TransactionLike> {
    this.#read('getTransaction');
    const tx = this.entries.find((t) => t.id === id);
    if (!tx) throw keyholdError('FORBIDDEN', 'Not this customer’s.', { status: 403 });
    return structuredClone(tx);
  }

  async payees(): Promise<PayeeLike[]> {
    this.#read('payees');
    return structuredClone(this.payeeList);
  }

  async receiving(): Promise<ReceivingLike> {
    this.#read('receiving');
    return structuredClone(this.receivingDetails);
  }

  /** The quotes made, newest last; each lives `quoteTtlMs` (on this device's clock). */
  quotes: SendQuoteLike[] = [];
  quoteTtlMs = 300_000;
  /** The execution requests made (their `approvals` count the signatures). */
  executions: ReturnType<typeof fakeSignedRequest<SendQuoteLike>>[] = [];
  /** The status an executed payment starts in (settle it later with `settle()`). */
  executedStatus = 'PROCESSING';

  /** A quote at 1 EUR = 1.12 USD with a fee of $0.50 included (USD wallet, EUR payee). */
  async quotePayment(request: SendRequestLike): Promise<SendQuoteLike> {
    this.#read('quotePayment');
    const fee = 50;
    const sent = request.lock === 'SENDING' ? request.amount : Math.round(request.amount * 1.12) + fee;
    const received = request.lock === 'SENDING' ? Math.round((request.amount - fee) / 1.12) : request.amount;
    const quote: SendQuoteLike = {
      id: `Quote:${this.quotes.length + 1}`,
      status: 'PENDING',
      expiresAt: new Date(Date.now() + this.quoteTtlMs).toISOString(),
      sendingCurrency: USD,
      receivingCurrency: EUR,
      totalSendingAmount: sent,
      totalReceivingAmount: received,
      exchangeRate: 1.12,
      feesIncluded: fee,
      destination: { destinationType: 'ACCOUNT', accountId: request.to },
    };
    this.quotes.push(quote);
    return structuredClone(quote);
  }

  /** The quote's execution to approve: approving adds the payment to the ledger. */
  async executeQuote(asked: SendQuoteLike | string) {
    this.#read('executeQuote');
    const quote = typeof asked === 'string' ? this.quotes.find((q) => q.id === asked)! : asked;
    if (Date.parse(quote.expiresAt) <= Date.now()) {
      throw keyholdError('QUOTE_EXPIRED', 'The quote expired; ask for a new one.');
    }
    const request = fakeSignedRequest<SendQuoteLike>('EXECUTE_QUOTE', () => {
      const n = this.entries.length + 1;
      const tx = fakeTransaction(n, {
        id: `Transaction:sent-${n}`,
        minutesAgo: 0,
        status: this.executedStatus,
        sentAmount: { amount: quote.totalSendingAmount, currency: USD },
        receivedAmount: { amount: quote.totalReceivingAmount, currency: EUR },
      });
      this.entries.push(tx);
      this.balance[0]!.amount -= quote.totalSendingAmount;
      return { ...quote, status: 'PROCESSING', transactionId: tx.id };
    });
    this.executions.push(request);
    return request;
  }

  /** Changes a transaction of the ledger (as the service would, later). */
  settle(id: string, status: string, failureReason?: string): void {
    const tx = this.entries.find((t) => t.id === id)!;
    tx.status = status;
    tx.updatedAt = new Date().toISOString();
    if (failureReason) tx.failureReason = failureReason;
  }
}
