/**
 * The reads the wallet elements need (`<kh-activity>`, `<kh-receive>`, and a payee picker): the signed-in
 * customer's transactions, payees (their external accounts) and receiving address. Each is pinned to
 * the signed-in customer whatever the query asks, passes only the listed query parameters, and checks
 * what comes back: a service that ignored the filter (or trusted a crafted cursor over it) must not hand
 * another customer's records to this browser.
 */
import { KeyholdError } from '@keyhold/protocol/errors';
import { answerOk } from '../client/service-answer.js';
import type { ServiceClient } from '../client/service-client.js';
import type { Answer } from './answer.js';
import type { Context } from './context.js';
import { mirror } from './forwarding.js';
import { asRecord, forbidden, json, parseUpstream } from './responses.js';

/** One customer-pinned list: its service path, the query it may carry, and what it lists (for messages). */
interface PinnedList {
  path: string;
  passes: readonly string[];
  kind: string;
}

const TRANSACTIONS: PinnedList = {
  path: '/transactions',
  passes: ['limit', 'cursor', 'status', 'type', 'sortOrder'],
  kind: 'transaction',
};
const PAYEES: PinnedList = {
  path: '/customers/external-accounts',
  passes: ['currency', 'limit', 'cursor'],
  kind: 'external account',
};

async function listPinned(service: ServiceClient, ctx: Context, list: PinnedList): Promise<Answer> {
  const asked = ctx.url.searchParams;
  const customerId = asked.get('customerId');
  if (customerId !== null && customerId !== ctx.customerId) {
    throw forbidden(`Only the signed-in customer’s ${list.kind}s can be listed.`);
  }
  const query = new URLSearchParams({ customerId: ctx.customerId });
  for (const name of list.passes) {
    const value = asked.get(name);
    if (value !== null) query.set(name, value);
  }
  const upstream = await service.transport.send('GET', list.path, { query, noRetry: true });
  if (answerOk(upstream)) {
    const page = parseUpstream(upstream.body);
    const items: unknown[] = Array.isArray(page.data) ? page.data : [];
    // Every item must name this customer: a platform account (customerId null) or another customer's
    // record is refused whole, and nothing of it reaches the browser.
    const foreign = items.some((item) => asRecord(item)?.customerId !== ctx.customerId);
    if (foreign || !Array.isArray(page.data)) {
      throw new KeyholdError('SERVICE_ERROR', `The ${list.kind} list held records of another customer.`);
    }
  }
  return mirror(upstream);
}

/** `GET /transactions`: the signed-in customer's transactions (sender of outgoing, recipient of incoming). */
export function listOwnTransactions(service: ServiceClient, ctx: Context): Promise<Answer> {
  return listPinned(service, ctx, TRANSACTIONS);
}

/** `GET /customers/external-accounts`: the signed-in customer's payees. */
export function listOwnPayees(service: ServiceClient, ctx: Context): Promise<Answer> {
  return listPinned(service, ctx, PAYEES);
}

/**
 * `GET /receiving` (the handler's own path): the signed-in customer's record as
 * `GET /customers/{customerId}` gives it, cut to what receiving needs: the id,
 * the UMA address and the enabled currencies. The rest of the record (name, birth date, address) is
 * personal data no element shows, so it never leaves the backend.
 */
export async function readOwnReceiving(service: ServiceClient, ctx: Context): Promise<Answer> {
  const upstream = await service.transport.send('GET', `/customers/${ctx.customerId}`, { noRetry: true });
  if (!answerOk(upstream)) return mirror(upstream);
  const customer = parseUpstream(upstream.body);
  if (customer.id !== ctx.customerId) {
    throw new KeyholdError('SERVICE_ERROR', 'The service answered with another customer.');
  }
  const out: Record<string, unknown> = { id: customer.id };
  if (typeof customer.umaAddress === 'string') out.umaAddress = customer.umaAddress;
  if (Array.isArray(customer.currencies)) out.currencies = customer.currencies;
  return json(200, out);
}
