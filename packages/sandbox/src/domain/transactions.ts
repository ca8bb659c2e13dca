/**
 * Transaction listing (§4.5): every filter, ascending or newest first, with opaque cursors.
 */
import type { SandboxHost } from '../contracts.js';
import type { TransactionRecord } from '../model.js';
import { encodeCursor, paginate, QueryReader } from '../pagination.js';
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
  const col = app.state.transactions;
  const platformCustomers =
    filter.platformCustomerId === undefined
      ? undefined
      : new Set(
          app.state.customers
            .filter((c) => c.platformCustomerId === filter.platformCustomerId)
            .map((c) => c.id),
        );
  const items = col.filter((tx) => {
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
  });
  if (filter.sortOrder === 'asc') return paginate(col, items, page, presentTransaction);
  // Newest first: page over the reversed sequence with the same opaque cursors.
  const sorted = [...items].sort((a, b) => col.seqOf(b.id) - col.seqOf(a.id));
  const rest = page.after === 0 ? sorted : sorted.filter((tx) => col.seqOf(tx.id) < page.after);
  const slice = rest.slice(0, page.limit);
  const hasMore = rest.length > slice.length;
  const result: { data: unknown[]; hasMore: boolean; nextCursor?: string; totalCount: number } = {
    data: slice.map(presentTransaction),
    hasMore,
    totalCount: items.length,
  };
  const last = slice[slice.length - 1];
  if (hasMore && last) result.nextCursor = encodeCursor(col.seqOf(last.id), 'desc');
  return result;
}
