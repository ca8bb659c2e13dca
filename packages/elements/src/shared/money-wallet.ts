import type { CurrencyLike } from './money.js';
import type { WalletLike } from './wallet.js';

/**
 * The parts of the core's `Wallet` the money elements (`<kh-balance>`, `<kh-activity>`) use, structurally
 * (the test type-check asserts that the core's `Wallet` fits).
 */

/** One balance (the core's `WalletBalance`): amount in the currency's smallest unit. */
export interface BalanceLike {
  accountId: string;
  amount: number;
  currency: CurrencyLike;
}

/** An amount with its currency (service `Money`). */
export interface MoneyLike {
  amount: number;
  currency: CurrencyLike;
}

/** The parts of a service `Transaction` (§2.9) the activity shows. */
export interface TransactionLike {
  id: string;
  status: string;
  type: 'INCOMING' | 'OUTGOING';
  createdAt: string;
  updatedAt?: string;
  settledAt?: string;
  source: { accountId?: string; [field: string]: unknown };
  destination: { accountId?: string; [field: string]: unknown };
  receivedAmount?: MoneyLike;
  sentAmount?: MoneyLike;
  failureReason?: string;
}

/** One page of transactions, newest first (the core's `TransactionPage`). */
export interface TransactionPageLike {
  transactions: TransactionLike[];
  hasMore: boolean;
  nextCursor?: string;
}

/** A payee (the service's external account, §2.7), as much as naming it needs. */
export interface PayeeLike {
  id: string;
  currency: string;
  accountInfo: object;
  beneficiaryVerifiedData?: { fullName?: string; [field: string]: unknown };
}

/** The reads the money elements make (the core's `WalletLedger`, from `await wallet.ledger()`). */
export interface LedgerLike {
  balances(): Promise<BalanceLike[]>;
  transactions(query?: { limit?: number; cursor?: string }): Promise<TransactionPageLike>;
  getTransaction(transactionId: string): Promise<TransactionLike>;
  payees(): Promise<PayeeLike[]>;
  receiving(): Promise<ReceivingLike>;
}

/** Where the customer receives money (the core's `Receiving`). */
export interface ReceivingLike {
  umaAddress?: string;
  fundingInstructions: { accountOrWalletInfo: { accountType: string; [field: string]: unknown } }[];
}

/** A wallet with the money reads (the core's `Wallet`): `ledger()` loads them on first use. */
export interface MoneyWalletLike extends WalletLike {
  ledger(): Promise<LedgerLike>;
}

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED']);

/** True once a transaction's status will not change by itself (its final state on screen). */
export function isFinalStatus(status: string): boolean {
  return TERMINAL.has(status);
}
