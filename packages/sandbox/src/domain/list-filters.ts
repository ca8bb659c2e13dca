/**
 * The filters `GET /transactions` and `GET /quotes` share: the customer (ours or the platform's id),
 * an account at either end or at one end, and the creation window; read from the query string and
 * matched against a record's two ends.
 */
import type { SandboxContext } from '../host/context.js';
import type { QueryReader } from '../pagination.js';

export interface EndsFilter {
  customerId?: string;
  /** The platform's own id of the customer. */
  platformCustomerId?: string;
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  startDate?: number;
  endDate?: number;
}

/** Reads the shared filters (`customerId` and `platformCustomerId` only when `withCustomer`). */
export function readEndsFilter(q: QueryReader, withCustomer: boolean): EndsFilter {
  const out: EndsFilter = {};
  const set = <K extends keyof EndsFilter>(k: K, v: EndsFilter[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  if (withCustomer) {
    set('customerId', q.string('customerId'));
    set('platformCustomerId', q.string('platformCustomerId'));
  }
  set('accountIdentifier', q.string('accountIdentifier'));
  set('senderAccountIdentifier', q.string('senderAccountIdentifier'));
  set('receiverAccountIdentifier', q.string('receiverAccountIdentifier'));
  set('startDate', q.dateTime('startDate'));
  set('endDate', q.dateTime('endDate'));
  return out;
}

export interface Ends {
  customerId: string | null;
  sender: unknown;
  receiver: unknown;
  createdAt: string;
}

/** A predicate over a record's ends; the platform customer id is resolved once, here. */
export function endsMatcher(sandbox: SandboxContext, filter: EndsFilter): (ends: Ends) => boolean {
  const customers =
    filter.platformCustomerId === undefined
      ? undefined
      : new Set(
          sandbox.state.customers.indexed('platformCustomerId', filter.platformCustomerId).map((c) => c.id),
        );
  return ({ customerId, sender, receiver, createdAt }) => {
    const created = Date.parse(createdAt);
    return (
      (filter.customerId === undefined || customerId === filter.customerId) &&
      (customers === undefined || (customerId !== null && customers.has(customerId))) &&
      (filter.accountIdentifier === undefined ||
        sender === filter.accountIdentifier ||
        receiver === filter.accountIdentifier) &&
      (filter.senderAccountIdentifier === undefined || sender === filter.senderAccountIdentifier) &&
      (filter.receiverAccountIdentifier === undefined || receiver === filter.receiverAccountIdentifier) &&
      (filter.startDate === undefined || created >= filter.startDate) &&
      (filter.endDate === undefined || created <= filter.endDate)
    );
  };
}
