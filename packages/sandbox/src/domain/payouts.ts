/**
 * Quote execution (§4.2, §3.6): who may execute (a wallet quote needs its stamp), the debit, the payout
 * whose outcome follows the destination's scenario, real-time funding, and the quote following its
 * transaction.
 */
import type { SandboxContext } from '../host/context.js';
import { badRequest, conflict, Reasons, ServiceError, unauthorized } from '../errors.js';
import type { InternalAccountRecord, QuoteRecord, TransactionRecord } from '../model.js';
import { checkStamp } from '../signed-retry.js';
import { findInternalAccount, getInternalAccount } from './accounts.js';
import {
  createTransaction,
  creditFor,
  debitFor,
  insufficientFunds,
  payoutScenario,
  primaryIdentifier,
  refund,
  scenarioSuffix,
  scheduleStep,
  setTransactionStatus,
  TIMINGS,
} from './ledger.js';
import { refreshQuote } from './quote-records.js';
import { deliverToCustomer } from './uma-delivery.js';
import { resolveUma } from './uma.js';

// ---- execution ------------------------------------------------------------------------------------

/** Status checks shared by execute, agents and /sandbox/send. */
export function assertExecutable(sandbox: SandboxContext, quote: QuoteRecord): void {
  refreshQuote(sandbox, quote);
  if (quote.status === 'EXPIRED')
    throw badRequest('QUOTE_EXPIRED', 'The quote expired: create a new one.', { quoteId: quote.id });
  if (quote.status !== 'PENDING')
    throw conflict('QUOTE_ALREADY_EXECUTED', 'The quote was already executed.', { quoteId: quote.id });
}

/** Executes an account-funded quote (signature already checked): debits, pays out, returns the transaction. */
export function executeQuote(
  sandbox: SandboxContext,
  quote: QuoteRecord,
  opts: { agentId?: string } = {},
): TransactionRecord {
  assertExecutable(sandbox, quote);
  if (quote.internal.funding === 'REALTIME') {
    throw badRequest(
      'QUOTE_REQUIRES_FUNDING',
      'This quote executes when its funds arrive per paymentInstructions (sandbox: POST /sandbox/send).',
      {
        quoteId: quote.id,
      },
    );
  }
  const source = getInternalAccount(sandbox, String(quote.source['accountId']));
  if (source.balance < quote.totalSendingAmount) throw insufficientFunds(source, quote.totalSendingAmount);
  return startPayout(sandbox, quote, source, opts.agentId ?? quote.internal.agentId);
}

/** Funds a real-time quote (`POST /sandbox/send`): an expired quote yields an EXPIRED transaction. */
export function fundRealtimeQuote(sandbox: SandboxContext, quote: QuoteRecord): TransactionRecord {
  refreshQuote(sandbox, quote);
  if (quote.internal.funding !== 'REALTIME')
    throw badRequest(
      'QUOTE_NOT_REALTIME_FUNDED',
      'Only quotes with a REALTIME_FUNDING or UMA_ADDRESS source take a payment in.',
      { quoteId: quote.id },
    );
  if (quote.status === 'EXPIRED') {
    const tx = quoteTransaction(sandbox, quote);
    setTransactionStatus(sandbox, tx, 'EXPIRED', 'QUOTE_EXPIRED');
    return tx;
  }
  assertExecutable(sandbox, quote);
  return startPayout(sandbox, quote, undefined, quote.internal.agentId);
}

/** Timer kind that expires a quote's CREATED transaction when the quote expires unexecuted. */
export const QUOTE_EXPIRY_TIMER = 'quote.expire';

/**
 * The transaction a quote carries from creation (§2.8 `transactionId`), in CREATED (§3.2) until the
 * quote executes or expires. A quote stored before the sandbox created it then gets one now.
 */
export function quoteTransaction(sandbox: SandboxContext, quote: QuoteRecord): TransactionRecord {
  const existing = quote.transactionId ? sandbox.state.transactions.get(quote.transactionId) : undefined;
  if (existing) return existing;
  const tx = createTransaction(sandbox, { ...txBase(quote, quote.internal.agentId), status: 'CREATED' });
  quote.transactionId = tx.id;
  return tx;
}

/** Moves the CREATED transaction of a quote that expired unexecuted to EXPIRED (`QUOTE_EXPIRED`). */
export function expireQuoteTransaction(sandbox: SandboxContext, quote: QuoteRecord): void {
  refreshQuote(sandbox, quote);
  if (quote.status !== 'EXPIRED' || quote.transactionId === undefined) return;
  const tx = sandbox.state.transactions.get(quote.transactionId);
  if (tx?.status === 'CREATED') setTransactionStatus(sandbox, tx, 'EXPIRED', 'QUOTE_EXPIRED');
}

function txBase(quote: QuoteRecord, agentId?: string) {
  const source: Record<string, unknown> = { ...quote.source, currency: quote.sendingCurrency.code };
  delete source['customerId'];
  const destination: Record<string, unknown> = {
    ...quote.destination,
    currency: quote.receivingCurrency.code,
  };
  delete destination['paymentRail'];
  return {
    type: 'OUTGOING' as const,
    source,
    destination,
    customerId: quote.internal.customerId,
    receivedAmount: { amount: quote.totalReceivingAmount, currency: quote.receivingCurrency.code },
    sentAmount: { amount: quote.totalSendingAmount, currency: quote.sendingCurrency.code },
    quoteId: quote.id,
    rateDetails: {
      counterpartyMultiplier: quote.rateDetails['counterpartyMultiplier'] ?? 1,
      counterpartyFixedFee: quote.rateDetails['counterpartyFixedFee'] ?? 0,
      serviceApiMultiplier: quote.rateDetails['serviceApiMultiplier'] ?? 1,
      serviceApiFixedFee: quote.rateDetails['serviceApiFixedFee'] ?? 0,
      serviceApiVariableFeeRate: quote.rateDetails['serviceApiVariableFeeRate'] ?? 0,
      serviceApiVariableFeeAmount: quote.rateDetails['serviceApiVariableFeeAmount'] ?? 0,
    },
    ...(quote.description !== undefined ? { description: quote.description } : {}),
    ...(quote.counterpartyInformation ? { counterpartyInformation: quote.counterpartyInformation } : {}),
    ...(agentId !== undefined ? { agentId } : {}),
  };
}

function startPayout(
  sandbox: SandboxContext,
  quote: QuoteRecord,
  source: InternalAccountRecord | undefined,
  agentId?: string,
): TransactionRecord {
  const tx = quoteTransaction(sandbox, quote);
  if (agentId !== undefined) tx.agentId = agentId;
  setTransactionStatus(sandbox, tx, 'PENDING');
  quote.status = 'PROCESSING';
  if (source) debitFor(sandbox, tx, source, quote.totalSendingAmount);
  setTransactionStatus(sandbox, tx, 'PROCESSING');
  const dest = quote.destination;
  if (dest['destinationType'] === 'UMA_ADDRESS') {
    const target = resolveUma(sandbox, String(dest['umaAddress']));
    if (!target || target.scenario === 'COMPLIANCE_FAILURE') {
      refund(sandbox, tx);
      setTransactionStatus(sandbox, tx, 'FAILED', 'PAY_REQUEST_FAILED');
    } else if (target.scenario === 'LONG_PENDING') {
      scheduleStep(sandbox, TIMINGS.longPayment, { transactionId: tx.id, status: 'COMPLETED' });
    } else {
      if (target.customer) {
        deliverToCustomer(sandbox, {
          customer: target.customer,
          senderUmaAddress: senderUmaOf(sandbox, quote),
          currency: quote.receivingCurrency.code,
          amount: quote.totalReceivingAmount,
          scenario: 'SUCCESS',
        });
      }
      setTransactionStatus(sandbox, tx, 'COMPLETED');
    }
    return tx;
  }
  const destId = String(dest['accountId']);
  const internal = findInternalAccount(sandbox, destId);
  if (internal) {
    creditFor(sandbox, tx, internal, quote.totalReceivingAmount);
    setTransactionStatus(sandbox, tx, 'COMPLETED');
    return tx;
  }
  const external = sandbox.state.externalAccounts.get(destId);
  const scenario = payoutScenario(scenarioSuffix(primaryIdentifier(external?.accountInfo ?? {})));
  switch (scenario) {
    case 'SUCCESS':
      setTransactionStatus(sandbox, tx, 'COMPLETED');
      break;
    case 'EXECUTION_FAILED':
      refund(sandbox, tx);
      setTransactionStatus(sandbox, tx, 'FAILED', 'QUOTE_EXECUTION_FAILED');
      break;
    case 'LONG_PAYMENT':
      scheduleStep(sandbox, TIMINGS.longPayment, { transactionId: tx.id, status: 'COMPLETED' });
      break;
    case 'DELIVERY_FAILED':
      refund(sandbox, tx);
      setTransactionStatus(sandbox, tx, 'FAILED', 'OFFRAMP_FAILED');
      break;
    case 'RETURNED':
      setTransactionStatus(sandbox, tx, 'COMPLETED');
      scheduleStep(sandbox, TIMINGS.returnAfter, {
        transactionId: tx.id,
        status: 'FAILED',
        failureReason: 'OFFRAMP_FAILED',
        refund: true,
      });
      break;
    case 'USER_CANCELLED':
      refund(sandbox, tx);
      setTransactionStatus(sandbox, tx, 'REFUNDED');
      break;
    case 'PAYOUT_AND_REFUND_FAILED':
      setTransactionStatus(sandbox, tx, 'FAILED', 'OFFRAMP_FAILED');
      break;
  }
  return tx;
}

function senderUmaOf(sandbox: SandboxContext, quote: QuoteRecord): string {
  const uma = quote.source['umaAddress'];
  if (typeof uma === 'string') return uma;
  const c = quote.internal.customerId ? sandbox.state.customers.get(quote.internal.customerId) : undefined;
  return c?.umaAddress ?? '$platform@sandbox.keyhold.dev';
}

/** The quote's status follows its transaction. */
export function quoteFollowsTransaction(sandbox: SandboxContext, tx: TransactionRecord): void {
  if (tx.quoteId === undefined) return;
  const quote = sandbox.state.quotes.get(tx.quoteId);
  if (!quote) return;
  const map: Partial<Record<TransactionRecord['status'], QuoteRecord['status']>> = {
    PENDING: 'PROCESSING',
    PROCESSING: 'PROCESSING',
    COMPLETED: 'COMPLETED',
    FAILED: 'FAILED',
    REJECTED: 'FAILED',
    REFUNDED: 'FAILED',
    EXPIRED: 'EXPIRED',
  };
  const next = map[tx.status];
  if (next) quote.status = next;
}

/**
 * A quote from an EMBEDDED_WALLET executes only with a stamp over its `payloadToSign` made by a live
 * session of the wallet (401 otherwise); other account-funded and real-time quotes need none.
 */
export async function authorizeExecution(
  sandbox: SandboxContext,
  quote: QuoteRecord,
  signature: string | undefined,
): Promise<void> {
  if (quote.internal.funding === 'REALTIME') return;
  const source = getInternalAccount(sandbox, String(quote.source['accountId']));
  if (source.type !== 'EMBEDDED_WALLET') return;
  if (signature === undefined) {
    throw unauthorized(
      Reasons.missingSignature,
      'Executing a quote from an embedded wallet needs the Service-Wallet-Signature header.',
    );
  }
  const pending = sandbox.state.pendingSignedRequests.get(quote.internal.executeRequestId ?? '');
  if (!pending) throw new ServiceError(500, 'INTERNAL_ERROR', 'The quote lost its signing payload.');
  await checkStamp(sandbox, pending.payloadToSign, signature, source.id);
  pending.usedAt = sandbox.nowIso();
}
