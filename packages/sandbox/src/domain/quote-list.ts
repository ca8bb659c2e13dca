/**
 * `GET /quotes`: the quotes of the platform with the filters of the transaction list (customer, the
 * platform's customer id, account, status, dates, sort order), the filters the service publishes for
 * quotes (`createdAfter`, `createdBefore`, `sendingAccountId`, `receivingAccountId`,
 * `sendingUmaAddress`, `receivingUmaAddress`), and the §2.16 envelope. Every filter given must hold.
 */
import type { SandboxContext } from '../host/context.js';
import type { QuoteRecord } from '../model.js';
import { paginateIndexed, QueryReader } from '../pagination.js';
import { type EndsFilter, endsMatcher, readEndsFilter } from './list-filters.js';
import { presentQuote, refreshQuote } from './quote-records.js';

export const quoteStatuses = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;

/** The service's own quote filters: a source or destination field that must equal the value. */
const endFilters = {
  sendingAccountId: ['source', 'accountId'],
  receivingAccountId: ['destination', 'accountId'],
  sendingUmaAddress: ['source', 'umaAddress'],
  receivingUmaAddress: ['destination', 'umaAddress'],
} as const;

export interface QuoteFilter extends EndsFilter {
  status?: QuoteRecord['status'];
  sortOrder: 'asc' | 'desc';
  createdAfter?: number;
  createdBefore?: number;
  ends: [end: 'source' | 'destination', field: string, value: string][];
}

export function readQuoteQuery(query: URLSearchParams) {
  const q = new QueryReader(query);
  const sortOrder = q.enum('sortOrder', ['asc', 'desc'] as const) ?? 'desc';
  const filter: QuoteFilter = { sortOrder, ...readEndsFilter(q, true), ends: [] };
  for (const [name, [end, field]] of Object.entries(endFilters)) {
    const value = q.string(name);
    if (value !== undefined) filter.ends.push([end, field, value]);
  }
  const createdAfter = q.dateTime('createdAfter');
  if (createdAfter !== undefined) filter.createdAfter = createdAfter;
  const createdBefore = q.dateTime('createdBefore');
  if (createdBefore !== undefined) filter.createdBefore = createdBefore;
  const status = q.enum('status', quoteStatuses);
  if (status !== undefined) filter.status = status;
  const page = q.page(filter.sortOrder);
  q.done();
  return { filter, page };
}

function ends(quote: QuoteRecord): { sender: unknown; receiver: unknown } {
  return {
    sender: quote.source['accountId'] ?? quote.source['umaAddress'],
    receiver: quote.destination['accountId'] ?? quote.destination['umaAddress'],
  };
}

export function listQuotes(
  sandbox: SandboxContext,
  filter: QuoteFilter,
  page: { limit: number; after: number },
) {
  const matches = endsMatcher(sandbox, filter);
  const where = (quote: QuoteRecord): boolean => {
    refreshQuote(sandbox, quote);
    const { sender, receiver } = ends(quote);
    return (
      matches({ customerId: quote.internal.customerId, sender, receiver, createdAt: quote.createdAt }) &&
      (filter.status === undefined || quote.status === filter.status) &&
      filter.ends.every(([end, field, value]) => quote[end][field] === value) &&
      (filter.createdAfter === undefined || Date.parse(quote.createdAt) >= filter.createdAfter) &&
      (filter.createdBefore === undefined || Date.parse(quote.createdAt) <= filter.createdBefore)
    );
  };
  return paginateIndexed(sandbox.state.quotes, { where }, page, presentQuote, filter.sortOrder);
}
