/**
 * `GET /quotes`: the quotes of the platform with the filters of the transaction list (customer, the
 * platform's customer id, account, status, dates, sort order) and the §2.16 envelope.
 */
import type { SandboxHost } from '../contracts.js';
import type { QuoteRecord } from '../model.js';
import { paginateIndexed, QueryReader } from '../pagination.js';
import { presentQuote, refreshQuote } from './quote-records.js';

export const quoteStatuses = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;

export interface QuoteFilter {
  customerId?: string;
  platformCustomerId?: string;
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  status?: QuoteRecord['status'];
  startDate?: number;
  endDate?: number;
  sortOrder: 'asc' | 'desc';
}

export function readQuoteQuery(query: URLSearchParams) {
  const q = new QueryReader(query);
  const filter: QuoteFilter = { sortOrder: q.enum('sortOrder', ['asc', 'desc'] as const) ?? 'desc' };
  const set = <K extends keyof QuoteFilter>(k: K, v: QuoteFilter[K] | undefined) => {
    if (v !== undefined) filter[k] = v;
  };
  set('customerId', q.string('customerId'));
  set('platformCustomerId', q.string('platformCustomerId'));
  set('accountIdentifier', q.string('accountIdentifier'));
  set('senderAccountIdentifier', q.string('senderAccountIdentifier'));
  set('receiverAccountIdentifier', q.string('receiverAccountIdentifier'));
  set('status', q.enum('status', quoteStatuses));
  set('startDate', q.dateTime('startDate'));
  set('endDate', q.dateTime('endDate'));
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

export function listQuotes(app: SandboxHost, filter: QuoteFilter, page: { limit: number; after: number }) {
  const customers =
    filter.platformCustomerId === undefined
      ? undefined
      : new Set(
          app.state.customers.indexed('platformCustomerId', filter.platformCustomerId).map((c) => c.id),
        );
  const where = (quote: QuoteRecord): boolean => {
    refreshQuote(app, quote);
    const { sender, receiver } = ends(quote);
    const created = Date.parse(quote.createdAt);
    const owner = quote.internal.customerId;
    return (
      (filter.customerId === undefined || owner === filter.customerId) &&
      (customers === undefined || (owner !== null && customers.has(owner))) &&
      (filter.accountIdentifier === undefined ||
        sender === filter.accountIdentifier ||
        receiver === filter.accountIdentifier) &&
      (filter.senderAccountIdentifier === undefined || sender === filter.senderAccountIdentifier) &&
      (filter.receiverAccountIdentifier === undefined || receiver === filter.receiverAccountIdentifier) &&
      (filter.status === undefined || quote.status === filter.status) &&
      (filter.startDate === undefined || created >= filter.startDate) &&
      (filter.endDate === undefined || created <= filter.endDate)
    );
  };
  return paginateIndexed(app.state.quotes, { where }, page, presentQuote, filter.sortOrder);
}
