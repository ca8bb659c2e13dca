/** `/agents/me/transactions` (§4.5): the transactions of the agent's customer. */
import type { PageRequest } from '../../page-request.js';
import type { ListTransactionsQuery, Transaction } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The transactions of the agent's customer.
 *
 * @example
 * for await (const tx of agent.transactions.list({ type: 'OUTGOING' })) console.info(tx.id);
 */
export class AgentTransactions extends APIResource {
  /** `GET /agents/me/transactions`: await for a page, `for await` for every transaction. */
  list(query: ListTransactionsQuery = {}, options?: CallOptions): PageRequest<Transaction> {
    return this.call(options).page('/agents/me/transactions', { ...query });
  }
}
