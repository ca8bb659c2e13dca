/** `/transactions` (§4.2): every payment in and out, and the approval of incoming ones. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type { ApprovePaymentRequest, ListPlatformTransactionsQuery, Transaction } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Transactions of the platform, and the approval or rejection of an incoming payment.
 *
 * @example
 * for await (const tx of service.transactions.list({ customerId, status: 'COMPLETED' })) console.info(tx.id);
 */
export class Transactions extends APIResource {
  /** `GET /transactions/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<Transaction> {
    return this.call(options).json('GET', `/transactions/${pathId(id)}`);
  }

  /** `GET /transactions`: the platform-wide list with every filter (customer, account, status…). */
  list(query: ListPlatformTransactionsQuery = {}, options?: CallOptions): PageRequest<Transaction> {
    return this.call(options).page('/transactions', { ...query });
  }

  /** `POST /transactions/{id}/approve`: an incoming payment waiting for approval proceeds. */
  async approve(id: string, body: ApprovePaymentRequest = {}, options?: CallOptions): Promise<Transaction> {
    return this.call(options).json('POST', `/transactions/${pathId(id)}/approve`, { body });
  }

  /** `POST /transactions/{id}/reject`: an incoming payment waiting for approval is REJECTED. */
  async reject(id: string, reason?: string, options?: CallOptions): Promise<Transaction> {
    return this.call(options).json('POST', `/transactions/${pathId(id)}/reject`, {
      body: reason === undefined ? {} : { reason },
    });
  }
}
