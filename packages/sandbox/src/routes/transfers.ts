/**
 * Same-currency transfers (§4.2) and transaction listing:
 * - `POST /transfer-in {source: {accountId: <external>}, destination: {accountId: <internal>}, amount, description?}`
 * - `POST /transfer-out {source: {accountId: <internal>}, destination: {accountId: <external>}, amount, description?}`
 *   both answer 201 with the Transaction, honour `Idempotency-Key`, and follow the §3.6 suffix of
 *   the external account: 002 insufficient funds and 003 account closed fail at once (FAILED),
 *   004 is REJECTED by the bank (nothing moves), 005 stays PROCESSING for 30 s then FAILED (refunded),
 *   other suffixes complete at once.
 * - `GET /transactions` (a gap: the platform-wide list with the filters of `/agents/me/transactions`
 *   plus `customerId`).
 *
 * An EMBEDDED_WALLET cannot be the source of a transfer-out: its funds move only by a quote executed
 * with a wallet signature (400 `EMBEDDED_WALLET_SOURCE_NOT_ALLOWED`).
 */
import type { SandboxApp } from '../app.js';
import { badRequest, invalidInput } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import {
  TIMINGS,
  createTransaction,
  creditFor,
  debitFor,
  endpoints,
  insufficientFunds,
  presentTransaction,
  primaryIdentifier,
  scenarioSuffix,
  scheduleStep,
  setTransactionStatus,
  transactionStatuses,
  transferScenario,
  type FailureReason,
} from '../ledger.js';
import type { ExternalAccount, InternalAccountRecord, TransactionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { QueryReader, paginateIndexed, type ListSource } from '../pagination.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';
import { MAX_AMOUNT } from './sandbox-operations.js';
import { findInternalAccount } from './internal-accounts.js';

export type TransferDirection = 'TRANSFER_IN' | 'TRANSFER_OUT';

export interface TransferRequest {
  sourceAccountId: string;
  destinationAccountId: string;
  amount: number;
  description?: string;
}

/** Parses `{source: {accountId}, destination: {accountId}, amount, description?}`. */
export function parseTransferBody(body: unknown): TransferRequest {
  const v = Validator.body(body);
  const source = v.object('source', { required: true });
  const sourceId = source?.string('accountId', { required: true, max: 200 });
  const destination = v.object('destination', { required: true });
  const destinationId = destination?.string('accountId', { required: true, max: 200 });
  const amount = v.integer('amount', { required: true, min: 1, max: MAX_AMOUNT });
  const description = v.label('description', { max: 500 });
  v.done();
  const out: TransferRequest = {
    sourceAccountId: sourceId!,
    destinationAccountId: destinationId!,
    amount: amount!,
  };
  if (description !== undefined) out.description = description;
  return out;
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
  app: SandboxApp,
  direction: TransferDirection,
  req: TransferRequest,
  customerId?: string,
): ResolvedTransfer {
  const internalId = direction === 'TRANSFER_OUT' ? req.sourceAccountId : req.destinationAccountId;
  const externalId = direction === 'TRANSFER_OUT' ? req.destinationAccountId : req.sourceAccountId;
  const internalField = direction === 'TRANSFER_OUT' ? 'source.accountId' : 'destination.accountId';
  const externalField = direction === 'TRANSFER_OUT' ? 'destination.accountId' : 'source.accountId';
  const internal = findInternalAccount(app, internalId);
  const external = app.state.externalAccounts.get(externalId);
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
    amount: req.amount,
    currency: internal!.currency,
  };
  if (req.description !== undefined) out.description = req.description;
  return out;
}

/**
 * Runs a resolved transfer with its suffix outcome and returns the transaction. A transfer-out
 * without the funds throws 400 INSUFFICIENT_FUNDS before any transaction exists.
 */
export function executeTransfer(
  app: SandboxApp,
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
      return createTransaction(app, { ...base, status: 'FAILED', failureReason: failure });
    case 'BANK_REJECTED':
      return createTransaction(app, { ...base, status: 'REJECTED', failureReason: failure });
    case 'PENDING_THEN_FAIL': {
      const tx = createTransaction(app, { ...base, status: 'PENDING' });
      if (out) debitFor(app, tx, t.internal, t.amount);
      setTransactionStatus(app, tx, 'PROCESSING');
      scheduleStep(app, TIMINGS.pendingThenFail, {
        transactionId: tx.id,
        status: 'FAILED',
        failureReason: failure,
        refund: out,
      });
      return tx;
    }
    case 'SUCCESS': {
      const tx = createTransaction(app, { ...base, status: 'PROCESSING' });
      if (out) debitFor(app, tx, t.internal, t.amount);
      else creditFor(app, tx, t.internal, t.amount);
      setTransactionStatus(app, tx, 'COMPLETED');
      return tx;
    }
  }
}

// ---- listing ------------------------------------------------------------------------------------------

export interface TransactionFilter {
  customerId?: string;
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  status?: TransactionRecord['status'];
  type?: 'INCOMING' | 'OUTGOING';
  reference?: string;
  startDate?: number;
  endDate?: number;
  sortOrder: 'asc' | 'desc';
}

/** Reads the §4.5 transaction filters (and `limit`, `cursor`) from a query string. */
export function readTransactionQuery(query: URLSearchParams, allowCustomerId: boolean) {
  const q = new QueryReader(query);
  const filter: TransactionFilter = { sortOrder: q.enum('sortOrder', ['asc', 'desc'] as const) ?? 'desc' };
  const set = <K extends keyof TransactionFilter>(k: K, v: TransactionFilter[K] | undefined) => {
    if (v !== undefined) filter[k] = v;
  };
  if (allowCustomerId) set('customerId', q.string('customerId'));
  set('accountIdentifier', q.string('accountIdentifier'));
  set('senderAccountIdentifier', q.string('senderAccountIdentifier'));
  set('receiverAccountIdentifier', q.string('receiverAccountIdentifier'));
  set('status', q.enum('status', transactionStatuses));
  set('type', q.enum('type', ['INCOMING', 'OUTGOING'] as const));
  set('reference', q.string('reference'));
  set('startDate', q.dateTime('startDate'));
  set('endDate', q.dateTime('endDate'));
  const page = q.page(filter.sortOrder);
  q.done();
  return { filter, page };
}

export function listTransactions(
  app: SandboxApp,
  filter: TransactionFilter,
  page: { limit: number; after: number },
) {
  const matches = (tx: TransactionRecord): boolean => {
    const { sender, receiver } = endpoints(tx);
    const created = Date.parse(tx.createdAt);
    return (
      (filter.customerId === undefined || tx.customerId === filter.customerId) &&
      (filter.accountIdentifier === undefined ||
        sender === filter.accountIdentifier ||
        receiver === filter.accountIdentifier) &&
      (filter.senderAccountIdentifier === undefined || sender === filter.senderAccountIdentifier) &&
      (filter.receiverAccountIdentifier === undefined || receiver === filter.receiverAccountIdentifier) &&
      (filter.status === undefined || tx.status === filter.status) &&
      (filter.type === undefined || tx.type === filter.type) &&
      (filter.reference === undefined || tx.reconciliationInstructions?.reference === filter.reference) &&
      (filter.startDate === undefined || created >= filter.startDate) &&
      (filter.endDate === undefined || created <= filter.endDate)
    );
  };
  // Walk the narrowest index (state.ts); the full predicate runs only when the index key is not all.
  const { sortOrder, ...conditions } = filter;
  const account =
    filter.accountIdentifier ?? filter.senderAccountIdentifier ?? filter.receiverAccountIdentifier;
  const source: ListSource<TransactionRecord> =
    filter.customerId !== undefined
      ? { index: 'customerId', key: filter.customerId }
      : account !== undefined
        ? { index: 'account', key: account }
        : filter.reference !== undefined
          ? { index: 'reference', key: filter.reference }
          : {};
  const exact = Object.keys(conditions).length === (source.index === undefined ? 0 : 1);
  if (
    !exact ||
    filter.senderAccountIdentifier !== undefined ||
    filter.receiverAccountIdentifier !== undefined
  )
    source.where = matches;
  return paginateIndexed(app.state.transactions, source, page, presentTransaction, sortOrder);
}

export function registerTransferRoutes(app: SandboxApp): void {
  const { router } = app;
  for (const [path, direction] of [
    ['transfer-in', 'TRANSFER_IN'],
    ['transfer-out', 'TRANSFER_OUT'],
  ] as const) {
    router.post(`${BASE_PATH}/${path}`, (ctx) =>
      withIdempotency(ctx, async () => {
        const req = parseTransferBody(await ctx.json());
        const tx = executeTransfer(app, resolveTransfer(app, direction, req));
        return json(presentTransaction(tx), 201);
      }),
    );
  }

  router.get(`${BASE_PATH}/transactions`, (ctx) => {
    const { filter, page } = readTransactionQuery(ctx.query, true);
    return json(listTransactions(app, filter, page));
  });
}
