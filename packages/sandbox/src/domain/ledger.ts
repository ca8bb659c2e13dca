/**
 * The ledger of part 2: balances, transactions and their timed lifecycles (§2.9, §3.2, §3.6).
 *
 * Every status change goes through `setTransactionStatus`, which stamps `updatedAt`, adds the
 * `reconciliationInstructions` once the transaction leaves CREATED, sends the
 * `INCOMING_PAYMENT.<STATUS>` / `OUTGOING_PAYMENT.<STATUS>` webhook and tells listeners (agent actions
 * follow their transaction). Later steps (the 30 s pending failure, the 6 min long payment, the
 * completes-then-returns payment) are timers on the sandbox clock, so tests advance the clock.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../host/context.js';
import { currencyObject, usdPerUnit } from '../currencies.js';
import { badRequest, ServiceError } from '../errors.js';
import type { Transaction } from '@keyhold/protocol/wire';
import type { ExternalAccount, InternalAccountRecord, TransactionRecord } from '../model.js';
import { presentInternalAccount } from './accounts.js';
import { emitWebhook, type WebhookDelivery } from './webhooks.js';

export type TransactionStatus = TransactionRecord['status'];

export const transactionStatuses: readonly TransactionStatus[] = [
  'CREATED',
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
];

export const failureReasons = [
  'LNURLP_FAILED',
  'PAY_REQUEST_FAILED',
  'PAYMENT_APPROVAL_WEBHOOK_ERROR',
  'PAYMENT_APPROVAL_TIMED_OUT',
  'OFFRAMP_FAILED',
  'MISSING_MANDATORY_PAYEE_DATA',
  'QUOTE_EXPIRED',
  'QUOTE_EXECUTION_FAILED',
] as const;
export type FailureReason = (typeof failureReasons)[number];

const TERMINAL: ReadonlySet<TransactionStatus> = new Set([
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
]);

// ---- suffix rules (§3.6) -----------------------------------------------------------------------

/** The primary identifier of an external account (account number, IBAN, CLABE, PIX key, address…). */
export function primaryIdentifier(info: Record<string, unknown>): string {
  for (const key of ['accountNumber', 'iban', 'clabeNumber', 'clabe', 'pixKey', 'address', 'umaAddress']) {
    const v = info[key];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return '';
}

/**
 * The last three characters that select a scenario; for identifiers with a domain part, the end of
 * the user part (`name.002@domain` → `002`, `$name.002@domain` too).
 */
export function scenarioSuffix(identifier: string): string {
  const at = identifier.indexOf('@');
  const user = at >= 0 ? identifier.slice(0, at) : identifier;
  return user.slice(-3);
}

export type TransferScenario =
  | 'SUCCESS'
  | 'INSUFFICIENT_FUNDS'
  | 'ACCOUNT_CLOSED'
  | 'BANK_REJECTED'
  | 'PENDING_THEN_FAIL';

/** Transfer in / transfer out (§3.6, first table). */
export function transferScenario(suffix: string): TransferScenario {
  switch (suffix) {
    case '002':
      return 'INSUFFICIENT_FUNDS';
    case '003':
      return 'ACCOUNT_CLOSED';
    case '004':
      return 'BANK_REJECTED';
    case '005':
      return 'PENDING_THEN_FAIL';
    default:
      return 'SUCCESS';
  }
}

export type PayoutScenario =
  | 'SUCCESS'
  | 'EXECUTION_FAILED'
  | 'LONG_PAYMENT'
  | 'DELIVERY_FAILED'
  | 'RETURNED'
  | 'USER_CANCELLED'
  | 'PAYOUT_AND_REFUND_FAILED';

/** Quote execution with an external destination (§3.6, second table). */
export function payoutScenario(suffix: string): PayoutScenario {
  switch (suffix) {
    case '002':
      return 'EXECUTION_FAILED';
    case '003':
      return 'LONG_PAYMENT';
    case '004':
      return 'DELIVERY_FAILED';
    case '005':
      return 'RETURNED';
    case '006':
      return 'USER_CANCELLED';
    case '007':
      return 'PAYOUT_AND_REFUND_FAILED';
    default:
      return 'SUCCESS';
  }
}

/** Seconds of the timed outcomes (about 30 s, about 6 min; the return comes 60 s after completion). */
export const TIMINGS = { pendingThenFail: 30, longPayment: 360, returnAfter: 60 } as const;

// ---- money ----------------------------------------------------------------------------------------

/**
 * Converts an amount in the smallest unit of `from` to the smallest unit of `to` with the
 * deterministic rate table (`usdPerUnit`). Rounds up, so limits are never under-counted.
 */
export function convertAmount(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  const f = currencyObject(from);
  const t = currencyObject(to);
  const fromUsd = usdPerUnit[from];
  const toUsd = usdPerUnit[to];
  if (fromUsd === undefined || toUsd === undefined) {
    throw badRequest('UNSUPPORTED_CURRENCY_PAIR', `The sandbox has no rate for ${from} → ${to}.`, {
      from,
      to,
    });
  }
  const major = amount / 10 ** f.decimals;
  return Math.ceil((major * fromUsd * 10 ** t.decimals) / toUsd - 1e-9);
}

/** Adds `delta` (may be negative) to an internal balance and sends `INTERNAL_ACCOUNT.BALANCE_UPDATED`. */
export function moveBalance(sandbox: SandboxContext, account: InternalAccountRecord, delta: number): void {
  if (delta === 0) return;
  if (account.balance + delta < 0) {
    throw insufficientFunds(account, -delta);
  }
  account.balance += delta;
  account.updatedAt = sandbox.nowIso();
  emitWebhook(sandbox, 'INTERNAL_ACCOUNT.BALANCE_UPDATED', presentInternalAccount(account));
}

export function insufficientFunds(account: InternalAccountRecord, needed: number): ServiceError {
  return badRequest('INSUFFICIENT_FUNDS', `Internal account ${account.id} does not hold ${needed}.`, {
    accountId: account.id,
    balance: account.balance,
    needed,
  });
}

// ---- transactions -------------------------------------------------------------------------------

export interface NewTransaction {
  type: 'INCOMING' | 'OUTGOING';
  status: TransactionStatus;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  customerId: string | null;
  receivedAmount: { amount: number; currency: string };
  sentAmount?: { amount: number; currency: string };
  description?: string;
  agentId?: string;
  quoteId?: string;
  counterpartyInformation?: Record<string, unknown>;
  rateDetails?: Record<string, number>;
  failureReason?: FailureReason;
}

/** Per-transaction bookkeeping the wire shape does not show (what to refund, to whom). */
export interface LedgerEntry {
  id: string;
  /** Internal account debited (OUTGOING) and how much; refunds go back here. */
  debit?: { accountId: string; amount: number };
  /** Internal account credited when the transaction completes (INCOMING). */
  credit?: { accountId: string; amount: number };
  refunded?: boolean;
}

export function ledgerEntries(sandbox: SandboxContext) {
  return sandbox.state.collection<LedgerEntry>('ledgerEntries');
}

declare module '../host/events.js' {
  interface SandboxEvents {
    /** A transaction changed status (agent actions and quotes follow it). */
    transaction: (sandbox: SandboxContext, tx: TransactionRecord) => void;
  }
}

/** Modules that follow transactions (agent actions, quotes) register here. */
export function onTransactionChange(
  sandbox: SandboxContext,
  listener: (sandbox: SandboxContext, tx: TransactionRecord) => void,
): void {
  sandbox.events.on('transaction', listener);
}

function notify(sandbox: SandboxContext, tx: TransactionRecord): void {
  sandbox.events.emit('transaction', sandbox, tx);
}

function reference(): string {
  return `KH-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function createTransaction(sandbox: SandboxContext, init: NewTransaction): TransactionRecord {
  const now = sandbox.nowIso();
  const platformCustomerId =
    init.customerId === null ? undefined : sandbox.state.customers.get(init.customerId)?.platformCustomerId;
  const tx: TransactionRecord = {
    id: sandbox.newId('Transaction'),
    status: 'CREATED',
    type: init.type,
    source: structuredClone(init.source),
    destination: structuredClone(init.destination),
    customerId: init.customerId,
    receivedAmount: {
      amount: init.receivedAmount.amount,
      currency: currencyObject(init.receivedAmount.currency),
    },
    createdAt: now,
    updatedAt: now,
  };
  if (platformCustomerId !== undefined) tx.platformCustomerId = platformCustomerId;
  if (init.sentAmount)
    tx.sentAmount = { amount: init.sentAmount.amount, currency: currencyObject(init.sentAmount.currency) };
  if (init.description !== undefined) tx.description = init.description;
  if (init.agentId !== undefined) tx.agentId = init.agentId;
  if (init.quoteId !== undefined) tx.quoteId = init.quoteId;
  if (init.counterpartyInformation)
    tx.counterpartyInformation = structuredClone(init.counterpartyInformation);
  if (init.rateDetails) tx.rateDetails = { ...init.rateDetails };
  sandbox.state.transactions.set(tx);
  ledgerEntries(sandbox).set({ id: tx.id });
  setTransactionStatus(sandbox, tx, init.status, init.failureReason);
  return tx;
}

/**
 * Moves a transaction to `status` (webhook, reconciliation reference, listeners). Returns the
 * webhook's delivery record (none when a CREATED transaction is created).
 */
export function setTransactionStatus(
  sandbox: SandboxContext,
  tx: TransactionRecord,
  status: TransactionStatus,
  failureReason?: FailureReason,
): WebhookDelivery | undefined {
  const changed = tx.status !== status;
  tx.status = status;
  tx.updatedAt = sandbox.nowIso();
  if (status !== 'CREATED') tx.reconciliationInstructions ??= { reference: reference() };
  if (failureReason !== undefined) tx.failureReason = failureReason;
  if (status === 'COMPLETED') tx.settledAt = tx.updatedAt;
  if (!changed && status === 'CREATED') return undefined;
  const kind = tx.type === 'INCOMING' ? 'INCOMING_PAYMENT' : 'OUTGOING_PAYMENT';
  const delivery = emitWebhook(sandbox, `${kind}.${status}`, presentTransaction(tx));
  notify(sandbox, tx);
  return delivery;
}

export function isTerminal(status: TransactionStatus): boolean {
  return TERMINAL.has(status);
}

/** Debits an internal account for an outgoing transaction (refundable later). */
export function debitFor(
  sandbox: SandboxContext,
  tx: TransactionRecord,
  account: InternalAccountRecord,
  amount: number,
): void {
  moveBalance(sandbox, account, -amount);
  const entry = ledgerEntries(sandbox).get(tx.id) ?? ledgerEntries(sandbox).set({ id: tx.id });
  entry.debit = { accountId: account.id, amount };
}

/** Credits an internal account for an incoming transaction. */
export function creditFor(
  sandbox: SandboxContext,
  tx: TransactionRecord,
  account: InternalAccountRecord,
  amount: number,
): void {
  moveBalance(sandbox, account, amount);
  const entry = ledgerEntries(sandbox).get(tx.id) ?? ledgerEntries(sandbox).set({ id: tx.id });
  entry.credit = { accountId: account.id, amount };
}

/** Returns a debited amount to its internal account (once). */
export function refund(sandbox: SandboxContext, tx: TransactionRecord): void {
  const entry = ledgerEntries(sandbox).get(tx.id);
  if (!entry?.debit || entry.refunded) return;
  const account = sandbox.state.internalAccounts.get(entry.debit.accountId);
  if (!account) return;
  entry.refunded = true;
  moveBalance(sandbox, account, entry.debit.amount);
}

// ---- timed steps ----------------------------------------------------------------------------------

export interface LedgerStep {
  transactionId: string;
  status: TransactionStatus;
  failureReason?: FailureReason;
  refund?: boolean;
  /** Credit the pending INCOMING amount on this step. */
  credit?: { accountId: string; amount: number };
  /** Schedule this step after the current one (completes, then returns). */
  then?: { delaySeconds: number; step: Omit<LedgerStep, 'transactionId'> };
}

export const LEDGER_STEP = 'ledger.step';

export function scheduleStep(sandbox: SandboxContext, delaySeconds: number, step: LedgerStep): void {
  sandbox.schedule(LEDGER_STEP, delaySeconds, step);
}

/** Registers the ledger's timer kind (a step of a transaction on the sandbox clock). */
export function setupLedger(sandbox: SandboxContext): void {
  sandbox.onTimer(LEDGER_STEP, (data) => {
    const step = data as LedgerStep;
    const tx = sandbox.state.transactions.get(step.transactionId);
    if (!tx) return;
    applyStep(sandbox, tx, step);
  });
}

export function applyStep(
  sandbox: SandboxContext,
  tx: TransactionRecord,
  step: Omit<LedgerStep, 'transactionId'>,
): void {
  if (step.credit) {
    const account = sandbox.state.internalAccounts.get(step.credit.accountId);
    if (account) creditFor(sandbox, tx, account, step.credit.amount);
  }
  if (step.refund) refund(sandbox, tx);
  setTransactionStatus(sandbox, tx, step.status, step.failureReason);
  if (step.then) scheduleStep(sandbox, step.then.delaySeconds, { transactionId: tx.id, ...step.then.step });
}

// ---- presentation and queries ------------------------------------------------------------------------

/** Wire shape (§2.9). Outgoing transactions also carry `sentAmount` and `quoteId` when they have them. */
export function presentTransaction(tx: TransactionRecord): Transaction {
  const record = structuredClone(tx);
  // Spread, so every member keeps its place in the answer; the ends are the domain's own objects.
  const out: Transaction = {
    ...record,
    customerId: record.customerId ?? '',
    source: record.source as Transaction['source'],
    destination: record.destination as Transaction['destination'],
  };
  if (tx.customerId === null) delete out.customerId;
  if (tx.type === 'INCOMING') {
    delete out.sentAmount;
    delete out.quoteId;
  }
  if (tx.status === 'CREATED') delete out.reconciliationInstructions;
  return out;
}

/** Account ids of a transaction's two ends. */
export function endpoints(tx: TransactionRecord): {
  sender: string | undefined;
  receiver: string | undefined;
} {
  const s = tx.source['accountId'] ?? tx.source['umaAddress'];
  const d = tx.destination['accountId'] ?? tx.destination['umaAddress'];
  return {
    sender: typeof s === 'string' ? s : undefined,
    receiver: typeof d === 'string' ? d : undefined,
  };
}

/** True when an external account belongs to `customerId` (or to the platform when null). */
export function ownsExternal(account: ExternalAccount, customerId: string | null): boolean {
  return account.customerId === customerId;
}
