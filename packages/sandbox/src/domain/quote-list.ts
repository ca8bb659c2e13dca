/**
 * `GET /quotes`: the quotes of the platform with the filters of the transaction list (customer, the
 * platform's customer id, account, status, dates, sort order) and the §2.16 envelope.
 */
import type { SandboxContext } from '../host/context.js';
import type { QuoteRecord } from '../model.js';
import { paginateIndexed, QueryReader } from '../pagination.js';
import { type EndsFilter, endsMatcher, readEndsFilter } from './list-filters.js';
import { presentQuote, refreshQuote } from './quote-records.js';

export const quoteStatuses = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;

export interface QuoteFilter extends EndsFilter {
  status?: QuoteRecord['status'];
  sortOrder: 'asc' | 'desc';
}

export function readQuoteQuery(query: URLSearchParams) {
  const q = new QueryReader(query);
  const sortOrder = q.enum('sortOrder', ['asc', 'desc'] as const) ?? 'desc';
  const filter: QuoteFilter = { sortOrder, ...readEndsFilter(q, true) };
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
      (filter.status === undefined || quote.status === filter.status)
    );
  };
  return paginateIndexed(sandbox.state.quotes, { where }, page, presentQuote, filter.sortOrder);
}
