import type { CurrencyLike } from '../shared/money.js';
import type { LedgerLike, MoneyWalletLike, TransactionLike } from '../shared/money-wallet.js';
import type { ApprovableRequest, QuoteLike } from '../shared/wallet.js';

/**
 * The parts of the core's `Wallet` `<kh-send>` uses, structurally (the test type-check asserts that the
 * core's `Wallet` fits): the money reads, a quote to a payee, and the quote's execution as a signed request.
 */

/** A quote to pay a payee (the core's `Quote`). */
export interface SendQuoteLike {
  id: string;
  status: string;
  expiresAt: string;
  sendingCurrency: CurrencyLike;
  receivingCurrency: CurrencyLike;
  totalSendingAmount: number;
  totalReceivingAmount: number;
  /** Sending-currency units per receiving-currency unit (§2.8). */
  exchangeRate: number;
  /** In sending-currency minor units. */
  feesIncluded?: number;
  transactionId?: string;
  destination?: object;
}

/** What `<kh-send>` asks a quote for (the core's `PaymentRequest`). */
export interface SendRequestLike {
  to: string;
  amount: number;
  lock: 'SENDING' | 'RECEIVING';
  idempotencyKey: string;
}

/** The ledger with a quote to a payee (the core's `WalletLedger`). */
export interface SendLedgerLike extends LedgerLike {
  quotePayment(request: SendRequestLike): Promise<SendQuoteLike>;
  getTransaction(transactionId: string): Promise<TransactionLike>;
}

/** A wallet that can pay (the core's `Wallet`). */
export interface SendWalletLike extends MoneyWalletLike {
  ledger(): Promise<SendLedgerLike>;
  /** The quote's execution, to approve (an `EXECUTE_QUOTE` signed request). */
  executeQuote(quote: SendQuoteLike | string): Promise<ApprovableRequest<unknown>>;
}

/** How an approval ended (`<kh-approve-dialog>`'s `show()`). */
export type SendApprovalOutcome =
  | { approved: true; result: unknown }
  | { approved: false; signed?: true; error?: { code: string } };

/** What approves a payment: a `<kh-approve-dialog>` (in frame mode it shows the vault frame). */
export interface SendApprover {
  show(request: ApprovableRequest<unknown>, options: { quote: QuoteLike }): Promise<SendApprovalOutcome>;
}
