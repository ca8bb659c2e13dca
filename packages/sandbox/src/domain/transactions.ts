/**
 * Transaction listing (§4.5): every filter, ascending or newest first, with opaque cursors.
 */
import type { SandboxHost } from '../contracts.js';
import type { TransactionRecord } from '../model.js';
import { type ListSource, paginateIndexed, QueryReader } from '../pagination.js';
import { endpoints, presentTransaction, transactionStatuses } from './ledger.js';

// ---- listing ------------------------------------------------------------------------------------------

export interface TransactionFilter {
  customerId?: string;
  /** The platform's own id of the customer (§4.5 as the service publishes it). */
  platformCustomerId?: string;
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
  if (allowCustomerId) set('platformCustomerId', q.string('platformCustomerId'));
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
  app: SandboxHost,
  filter: TransactionFilter,
  page: { limit: number; after: number },
) {
  const platformCustomers =
    filter.platformCustomerId === undefined
      ? undefined
      : new Set(
          app.state.customers.indexed('platformCustomerId', filter.platformCustomerId).map((c) => c.id),
        );
  const matches = (tx: TransactionRecord): boolean => {
    const { sender, receiver } = endpoints(tx);
    const created = Date.parse(tx.createdAt);
    return (
      (filter.customerId === undefined || tx.customerId === filter.customerId) &&
      (platformCustomers === undefined || (tx.customerId !== null && platformCustomers.has(tx.customerId))) &&
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
  const given = Object.values(conditions).filter((v) => v !== undefined).length;
  const exact = given === (source.index === undefined ? 0 : 1);
  if (
    !exact ||
    filter.senderAccountIdentifier !== undefined ||
    filter.receiverAccountIdentifier !== undefined
  )
    source.where = matches;
  return paginateIndexed(app.state.transactions, source, page, presentTransaction, sortOrder);
}
