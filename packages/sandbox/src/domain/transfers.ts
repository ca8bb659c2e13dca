/**
 * Same-currency transfers (§4.2): both accounts resolved and checked (owner, status, currency; money
 * leaves an EMBEDDED_WALLET only by a signed quote), then the §3.6 suffix of the external account
 * decides the outcome (failure at once, rejection, pending then failure, or success).
 */
import type { SandboxContext } from '../host/context.js';
import { badRequest, invalidInput } from '../errors.js';
import type { ExternalAccount, InternalAccountRecord, TransactionRecord } from '../model.js';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';
import { findInternalAccount, MAX_AMOUNT } from './accounts.js';
import {
  createTransaction,
  creditFor,
  debitFor,
  type FailureReason,
  insufficientFunds,
  primaryIdentifier,
  scenarioSuffix,
  scheduleStep,
  setTransactionStatus,
  TIMINGS,
  transferScenario,
} from './ledger.js';

export type TransferDirection = 'TRANSFER_IN' | 'TRANSFER_OUT';

export interface TransferRequest {
  sourceAccountId: string;
  destinationAccountId: string;
  /** Omitted on a transfer-out: the whole available balance of the source (the service's form). */
  amount?: number;
  description?: string;
}

/**
 * Parses `{source: {accountId}, destination: {accountId}, amount?, description?}`. `amount` is required
 * for a transfer-in; a transfer-out without one moves the whole available balance.
 */
export function parseTransferBody(
  body: unknown,
  direction: TransferDirection = 'TRANSFER_IN',
): TransferRequest {
  const { source, destination, amount, description } = parseBody(transferBody(direction), body);
  const out: TransferRequest = {
    sourceAccountId: source.accountId,
    destinationAccountId: destination.accountId,
  };
  if (amount !== undefined) out.amount = amount;
  if (description !== undefined) out.description = description;
  return out;
}

/** `{source: {accountId}, destination: {accountId}, amount?, description?}` of a transfer. */
function transferBody(direction: TransferDirection) {
  const account = f.present(f.object({ accountId: f.string({ required: true, max: 200 }) }), true);
  return f.object({
    source: account,
    destination: account,
    amount: f.integer({ required: direction === 'TRANSFER_IN', min: 1, max: MAX_AMOUNT }),
    description: f.label({ max: 500 }),
  });
}

export interface ResolvedTransfer {
  direction: TransferDirection;
  internal: InternalAccountRecord;
  external: ExternalAccount;
  amount: number;
  currency: string;
  description?: string;
}

/** Finds both accounts, checks ownership, currency and the wallet rule. `customerId` limits to one customer. */
export function resolveTransfer(
  sandbox: SandboxContext,
  direction: TransferDirection,
  req: TransferRequest,
  customerId?: string,
): ResolvedTransfer {
  const internalId = direction === 'TRANSFER_OUT' ? req.sourceAccountId : req.destinationAccountId;
  const externalId = direction === 'TRANSFER_OUT' ? req.destinationAccountId : req.sourceAccountId;
  const internalField = direction === 'TRANSFER_OUT' ? 'source.accountId' : 'destination.accountId';
  const externalField = direction === 'TRANSFER_OUT' ? 'destination.accountId' : 'source.accountId';
  const internal = findInternalAccount(sandbox, internalId);
  const external = sandbox.state.externalAccounts.get(externalId);
  const errors = [];
  if (!internal || (customerId !== undefined && internal.customerId !== customerId))
    errors.push({ field: internalField, message: 'must be an internal account of the customer' });
  if (!external || (customerId !== undefined && external.customerId !== customerId))
    errors.push({ field: externalField, message: 'must be an external account of the customer' });
  if (errors.length > 0) throw invalidInput(errors);
  if (
    external!.customerId !== null &&
    internal!.customerId !== null &&
    external!.customerId !== internal!.customerId
  ) {
    throw badRequest(
      'ACCOUNT_OWNER_MISMATCH',
      'The internal and external accounts belong to different customers.',
    );
  }
  if (internal!.status !== 'ACTIVE')
    throw badRequest('ACCOUNT_NOT_ACTIVE', `Internal account ${internal!.id} is ${internal!.status}.`);
  if (external!.status === 'INACTIVE')
    throw badRequest('ACCOUNT_NOT_ACTIVE', `External account ${external!.id} is INACTIVE.`);
  if (direction === 'TRANSFER_OUT' && internal!.type === 'EMBEDDED_WALLET') {
    throw badRequest(
      'EMBEDDED_WALLET_SOURCE_NOT_ALLOWED',
      'Funds leave an EMBEDDED_WALLET only by a quote executed with a Service-Wallet-Signature.',
      { accountId: internal!.id },
    );
  }
  if (internal!.currency !== external!.currency) {
    throw badRequest('CURRENCY_MISMATCH', 'Transfers move one currency; use a quote to convert.', {
      internalCurrency: internal!.currency,
      externalCurrency: external!.currency,
    });
  }
  const out: ResolvedTransfer = {
    direction,
    internal: internal!,
    external: external!,
    amount: req.amount ?? wholeBalance(internal!),
    currency: internal!.currency,
  };
  if (req.description !== undefined) out.description = req.description;
  return out;
}

/** The amount of a transfer-out that names none: everything the account holds (400 when it is empty). */
function wholeBalance(account: InternalAccountRecord): number {
  if (account.balance < 1) {
    throw invalidInput([
      { field: 'amount', message: 'is required: the source account has no available balance to move' },
    ]);
  }
  return account.balance;
}

/**
 * Runs a resolved transfer with its suffix outcome and returns the transaction. A transfer-out
 * without the funds throws 400 INSUFFICIENT_FUNDS before any transaction exists.
 */
export function executeTransfer(
  sandbox: SandboxContext,
  t: ResolvedTransfer,
  extra: { agentId?: string } = {},
): TransactionRecord {
  const out = t.direction === 'TRANSFER_OUT';
  if (out && t.internal.balance < t.amount) throw insufficientFunds(t.internal, t.amount);
  const scenario = transferScenario(scenarioSuffix(primaryIdentifier(t.external.accountInfo)));
  const failure: FailureReason = out ? 'OFFRAMP_FAILED' : 'PAY_REQUEST_FAILED';
  const internalEnd = { accountId: t.internal.id, currency: t.currency };
  const externalEnd = { accountId: t.external.id, currency: t.currency };
  const base = {
    type: out ? ('OUTGOING' as const) : ('INCOMING' as const),
    source: out ? { sourceType: 'ACCOUNT', ...internalEnd } : { sourceType: 'ACCOUNT', ...externalEnd },
    destination: out
      ? { destinationType: 'ACCOUNT', ...externalEnd }
      : { destinationType: 'ACCOUNT', ...internalEnd },
    customerId: t.internal.customerId,
    receivedAmount: { amount: t.amount, currency: t.currency },
    ...(out ? { sentAmount: { amount: t.amount, currency: t.currency } } : {}),
    ...(t.description !== undefined ? { description: t.description } : {}),
    ...(extra.agentId !== undefined ? { agentId: extra.agentId } : {}),
  };
  switch (scenario) {
    case 'INSUFFICIENT_FUNDS':
    case 'ACCOUNT_CLOSED':
      return createTransaction(sandbox, { ...base, status: 'FAILED', failureReason: failure });
    case 'BANK_REJECTED':
      return createTransaction(sandbox, { ...base, status: 'REJECTED', failureReason: failure });
    case 'PENDING_THEN_FAIL': {
      const tx = createTransaction(sandbox, { ...base, status: 'PENDING' });
      if (out) debitFor(sandbox, tx, t.internal, t.amount);
      setTransactionStatus(sandbox, tx, 'PROCESSING');
      scheduleStep(sandbox, TIMINGS.pendingThenFail, {
        transactionId: tx.id,
        status: 'FAILED',
        failureReason: failure,
        refund: out,
      });
      return tx;
    }
    case 'SUCCESS': {
      const tx = createTransaction(sandbox, { ...base, status: 'PROCESSING' });
      if (out) debitFor(sandbox, tx, t.internal, t.amount);
      else creditFor(sandbox, tx, t.internal, t.amount);
      setTransactionStatus(sandbox, tx, 'COMPLETED');
      return tx;
    }
  }
}
