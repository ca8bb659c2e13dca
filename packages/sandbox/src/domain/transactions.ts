/**
 * Transaction listing (§4.5): every filter, ascending or newest first, with opaque cursors.
 */
import type { SandboxContext } from '../host/context.js';
import type { TransactionRecord } from '../model.js';
import { type ListSource, paginateIndexed, QueryReader } from '../pagination.js';
import { endpoints, presentTransaction, transactionStatuses } from './ledger.js';
import { type EndsFilter, endsMatcher, readEndsFilter } from './list-filters.js';

// ---- listing ------------------------------------------------------------------------------------------

/**
 * The status filter's values: the §2.9 statuses and `SENT`, a status the service's SDK types and may
 * ask for. The sandbox never gives a transaction that status, so `status=SENT` finds nothing rather
 * than being refused.
 */
const statusFilterValues = [...transactionStatuses, 'SENT'] as const;

export interface TransactionFilter extends EndsFilter {
  status?: (typeof statusFilterValues)[number];
  type?: 'INCOMING' | 'OUTGOING';
  reference?: string;
  sortOrder: 'asc' | 'desc';
}

/** Reads the §4.5 transaction filters (and `limit`, `cursor`) from a query string. */
export function readTransactionQuery(query: URLSearchParams, allowCustomerId: boolean) {
  const q = new QueryReader(query);
  const sortOrder = q.enum('sortOrder', ['asc', 'desc'] as const) ?? 'desc';
  const filter: TransactionFilter = { sortOrder, ...readEndsFilter(q, allowCustomerId) };
  const status = q.enum('status', statusFilterValues);
  if (status !== undefined) filter.status = status;
  const type = q.enum('type', ['INCOMING', 'OUTGOING'] as const);
  if (type !== undefined) filter.type = type;
  const reference = q.string('reference');
  if (reference !== undefined) filter.reference = reference;
  const page = q.page(filter.sortOrder);
  q.done();
  return { filter, page };
}

export function listTransactions(
  sandbox: SandboxContext,
  filter: TransactionFilter,
  page: { limit: number; after: number },
) {
  const ends = endsMatcher(sandbox, filter);
  const matches = (tx: TransactionRecord): boolean => {
    const { sender, receiver } = endpoints(tx);
    return (
      ends({ customerId: tx.customerId, sender, receiver, createdAt: tx.createdAt }) &&
      (filter.status === undefined || tx.status === filter.status) &&
      (filter.type === undefined || tx.type === filter.type) &&
      (filter.reference === undefined || tx.reconciliationInstructions?.reference === filter.reference)
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
  const given = Object.values(conditions).filter((v) => v !== undefined).length;
  const exact = given === (source.index === undefined ? 0 : 1);
  if (
    !exact ||
    filter.senderAccountIdentifier !== undefined ||
    filter.receiverAccountIdentifier !== undefined
  )
    source.where = matches;
  return paginateIndexed(sandbox.state.transactions, source, page, presentTransaction, sortOrder);
}
