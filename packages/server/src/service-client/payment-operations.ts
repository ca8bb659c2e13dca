/** §4.2 quotes, transfers and transactions, and the approval of incoming payments. */
import { pathId } from '@keyhold/core/protocol';
import type { PageRequest } from '../page-request.js';
import type {
  ApprovePaymentRequest,
  CreateQuoteRequest,
  ListPlatformTransactionsQuery,
  ListQuotesQuery,
  Quote,
  Transaction,
  TransferRequest,
} from '../types.js';
import { AccountOperations } from './account-operations.js';

export class PaymentOperations extends AccountOperations {
  /** `POST /quotes`. With an idempotency key a repeat returns the first response (and may be retried). */
  createQuote(body: CreateQuoteRequest, options: { idempotencyKey?: string } = {}): Promise<Quote> {
    return this.json('POST', '/quotes', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /quotes/{id}`. */
  async getQuote(id: string): Promise<Quote> {
    return this.json('GET', `/quotes/${pathId(id)}`);
  }

  /** `GET /quotes` with the filters of the transaction list. */
  listQuotes(query: ListQuotesQuery = {}): PageRequest<Quote> {
    return this.page('/quotes', { ...query });
  }

  /** `POST /quotes/{id}/execute`; `signature` is the stamp over the EMBEDDED_WALLET `payloadToSign`. */
  async executeQuote(
    id: string,
    options: { idempotencyKey?: string; signature?: string } = {},
  ): Promise<Quote> {
    return this.json('POST', `/quotes/${pathId(id)}/execute`, {
      body: {},
      idempotencyKey: options.idempotencyKey,
      headers: options.signature ? { 'Service-Wallet-Signature': options.signature } : undefined,
    });
  }

  /** `POST /transfer-in` (external → internal). */
  transferIn(body: TransferRequest, options: { idempotencyKey?: string } = {}): Promise<Transaction> {
    return this.json('POST', '/transfer-in', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `POST /transfer-out` (internal → external); without `amount`, the whole available balance. */
  transferOut(body: TransferRequest, options: { idempotencyKey?: string } = {}): Promise<Transaction> {
    return this.json('POST', '/transfer-out', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /transactions/{id}`. */
  async getTransaction(id: string): Promise<Transaction> {
    return this.json('GET', `/transactions/${pathId(id)}`);
  }

  /** `GET /transactions`: the platform-wide list with every filter (customer, account, status…). */
  listTransactions(query: ListPlatformTransactionsQuery = {}): PageRequest<Transaction> {
    return this.page('/transactions', { ...query });
  }

  /** `POST /transactions/{id}/approve`: an incoming payment waiting for approval proceeds. */
  async approvePayment(id: string, body: ApprovePaymentRequest = {}): Promise<Transaction> {
    return this.json('POST', `/transactions/${pathId(id)}/approve`, { body });
  }

  /** `POST /transactions/{id}/reject`: an incoming payment waiting for approval is REJECTED. */
  async rejectPayment(id: string, reason?: string): Promise<Transaction> {
    return this.json('POST', `/transactions/${pathId(id)}/reject`, {
      body: reason === undefined ? {} : { reason },
    });
  }
}
