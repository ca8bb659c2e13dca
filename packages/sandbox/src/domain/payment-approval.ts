/**
 * The payment-approval webhook (§2.9 failure reasons, §6), as the service publishes it: with
 * `paymentApprovalRequired` on (`PATCH /config`), an incoming payment stops in PENDING and its
 * `INCOMING_PAYMENT.PENDING` webhook asks the platform. The endpoint's answer decides:
 *
 * - 2xx other than 202: approved, the payment proceeds (PROCESSING, then its scenario's outcome);
 * - 202: deferred, the platform calls `POST /transactions/{id}/approve` or `/reject` within
 *   `APPROVAL_WINDOW_SECONDS` of the sandbox clock, else FAILED `PAYMENT_APPROVAL_TIMED_OUT`;
 * - 403: REJECTED; 422 (receiver data missing): FAILED `MISSING_MANDATORY_PAYEE_DATA`;
 * - no answer within the attempt timeout: FAILED `PAYMENT_APPROVAL_TIMED_OUT`;
 * - any other status, a network error, or no endpoint: FAILED `PAYMENT_APPROVAL_WEBHOOK_ERROR`.
 *
 * The approval delivery is attempted once (a decision cannot wait for the retry schedule). The
 * platform may also approve or reject through the API before its answer arrives; a later answer is
 * then ignored.
 */
import type { SandboxContext } from '../host/context.js';
import { conflict, notFound } from '../errors.js';
import type { TransactionRecord } from '../model.js';
import { type FailureReason, setTransactionStatus } from './ledger.js';
import { approvalsRequired } from './platform-config.js';
import {
  deliverToCustomer,
  type IncomingUma,
  openIncoming,
  type Settlement,
  settleIncoming,
} from './uma-delivery.js';
import { onDeliveryAnswer } from './webhooks.js';

/** Seconds the platform has after answering 202 (the service publishes 5 s). */
export const APPROVAL_WINDOW_SECONDS = 5;
export const APPROVAL_TIMER = 'payment-approval.timeout';

interface ApprovalRecord {
  /** The transaction id. */
  id: string;
  deliveryId?: string;
  settlement: Settlement;
  state: 'AWAITING_ANSWER' | 'DEFERRED' | 'DECIDED';
  timerId?: string;
}

function approvals(sandbox: SandboxContext) {
  return sandbox.state.collection<ApprovalRecord>('paymentApprovals');
}

/** An incoming payment: held for the platform's approval when the configuration asks for it. */
export function receiveIncomingPayment(sandbox: SandboxContext, p: IncomingUma): TransactionRecord {
  if (!approvalsRequired(sandbox)) return deliverToCustomer(sandbox, p);
  const { tx, settlement } = openIncoming(sandbox, p, 'CREATED');
  const record = approvals(sandbox).set({ id: tx.id, settlement, state: 'AWAITING_ANSWER' });
  const delivery = setTransactionStatus(sandbox, tx, 'PENDING');
  if (delivery) record.deliveryId = delivery.id;
  if (!delivery || delivery.status === 'NO_ENDPOINT') fail(sandbox, record, 'PAYMENT_APPROVAL_WEBHOOK_ERROR');
  return tx;
}

function open(
  sandbox: SandboxContext,
  transactionId: string,
): { record: ApprovalRecord; tx: TransactionRecord } {
  const tx = sandbox.state.transactions.get(transactionId);
  if (!tx) throw notFound('Transaction', transactionId);
  const record = approvals(sandbox).get(transactionId);
  if (!record || record.state === 'DECIDED' || tx.status !== 'PENDING') {
    throw conflict(
      'TRANSACTION_NOT_PENDING_APPROVAL',
      'The transaction is not an incoming payment waiting for approval (decided, timed out, or never held).',
      { transactionId, status: tx.status },
    );
  }
  return { record, tx };
}

function close(sandbox: SandboxContext, record: ApprovalRecord): void {
  record.state = 'DECIDED';
  if (record.timerId !== undefined) sandbox.cancelTimer(record.timerId);
  delete record.timerId;
}

function fail(sandbox: SandboxContext, record: ApprovalRecord, reason: FailureReason): void {
  const tx = sandbox.state.transactions.get(record.id);
  close(sandbox, record);
  if (tx) setTransactionStatus(sandbox, tx, 'FAILED', reason);
}

/** `POST /transactions/{id}/approve`: the payment proceeds. */
export function approvePayment(sandbox: SandboxContext, transactionId: string): TransactionRecord {
  const { record, tx } = open(sandbox, transactionId);
  close(sandbox, record);
  settleIncoming(sandbox, tx, record.settlement);
  return tx;
}

/** `POST /transactions/{id}/reject`: the payment is REJECTED (nothing was credited). */
export function rejectPayment(sandbox: SandboxContext, transactionId: string): TransactionRecord {
  const { record, tx } = open(sandbox, transactionId);
  close(sandbox, record);
  setTransactionStatus(sandbox, tx, 'REJECTED');
  return tx;
}

/** Registers the answer listener and the approval-window timer (once per app). */
export function registerPaymentApproval(sandbox: SandboxContext): void {
  onDeliveryAnswer(sandbox, (host, delivery, answer) => {
    const record = approvals(host).find((r) => r.deliveryId === delivery.id);
    if (!record) return false;
    if (record.state !== 'AWAITING_ANSWER') return true;
    const status = answer.responseStatus;
    const tx = host.state.transactions.get(record.id);
    if (!tx) return true;
    if (status === 202) {
      record.state = 'DEFERRED';
      record.timerId = host.schedule(APPROVAL_TIMER, APPROVAL_WINDOW_SECONDS, { transactionId: tx.id }).id;
    } else if (status !== undefined && status >= 200 && status < 300) {
      close(host, record);
      settleIncoming(host, tx, record.settlement);
    } else if (status === 403) {
      close(host, record);
      setTransactionStatus(host, tx, 'REJECTED');
    } else if (status === 422) fail(host, record, 'MISSING_MANDATORY_PAYEE_DATA');
    else if (answer.timedOut) fail(host, record, 'PAYMENT_APPROVAL_TIMED_OUT');
    else fail(host, record, 'PAYMENT_APPROVAL_WEBHOOK_ERROR');
    return true;
  });
  sandbox.onTimer(APPROVAL_TIMER, (data) => {
    const record = approvals(sandbox).get((data as { transactionId: string }).transactionId);
    if (record && record.state !== 'DECIDED') {
      delete record.timerId;
      fail(sandbox, record, 'PAYMENT_APPROVAL_TIMED_OUT');
    }
  });
}
