import { KeyholdError } from '../errors.js';
import { type SessionControl, type Signing, pathId } from '../internals.js';
import { findPayloadToSign } from '../quotes.js';
import { SignedRequest } from '../signed-request.js';
import type { Quote, Transaction } from '../types.js';
import type { FollowTransactionOptions } from './follow-transaction.js';
import { IDEMPOTENCY_KEY_HEADER, SIGNATURE_HEADER, type SignedOperation } from '../protocol.js';

export type { FollowTransactionOptions } from './follow-transaction.js';

/** Quotes (create, read, execute with a stamp) and transactions (read, follow). */
export class Payments {
  readonly #s: SessionControl;
  readonly #signing: Signing;

  constructor(sessions: SessionControl, signing: Signing) {
    this.#s = sessions;
    this.#signing = signing;
  }

  async createQuote(
    body: Record<string, unknown>,
    options: { idempotencyKey?: string } = {},
  ): Promise<Quote> {
    await this.#s.prepared();
    const headers: Record<string, string> = {};
    if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    const { data } = await this.#s.client.post<Quote>('/quotes', body, { headers });
    return data;
  }

  async getQuote(quoteId: string): Promise<Quote> {
    const { data } = await this.#s.client.get<Quote>(`/quotes/${pathId(quoteId)}`);
    return data;
  }

  async executeQuote(
    quote: Quote | string,
    options: { idempotencyKey?: string } = {},
  ): Promise<SignedRequest<Quote>> {
    await this.#s.prepared();
    const initial = typeof quote === 'string' ? await this.getQuote(quote) : quote;
    const id = initial.id;
    let idempotencyKey = options.idempotencyKey ?? randomId();
    // Only the service's word: a device clock that runs ahead must not refuse a valid quote.
    const challengeOf = (q: Quote) => {
      if (q.status === 'EXPIRED') {
        throw new KeyholdError('QUOTE_EXPIRED', 'The quote expired; ask for a new one.');
      }
      return { payloadToSign: findPayloadToSign(q), expiresAt: q.expiresAt, quote: q };
    };
    const client = this.#s.client;
    return new SignedRequest<Quote>({
      operation: 'EXECUTE_QUOTE' satisfies SignedOperation,
      challenge: challengeOf(initial),
      signer: this.#signing.signer,
      now: () => this.#s.clock.now(),
      submit: async (stamp) => {
        const { data } = await client.post<Quote>(`/quotes/${pathId(id)}/execute`, '{}', {
          headers: { [SIGNATURE_HEADER]: stamp, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        });
        return data;
      },
      // A restart follows a definite refusal (nothing executed): a new key, unless the caller chose one, so a
      // service that remembers refusals per key does not answer the resumed execution with the old refusal.
      restart: async () => {
        const next = challengeOf(await this.getQuote(id));
        if (options.idempotencyKey === undefined) idempotencyKey = randomId();
        return next;
      },
    });
  }

  async getTransaction(transactionId: string): Promise<Transaction> {
    const { data } = await this.#s.client.get<Transaction>(`/transactions/${pathId(transactionId)}`);
    return data;
  }

  /** Polls the transaction until it settles (the loop loads on first use: few pages follow one). */
  async followTransaction(
    transactionId: string,
    options: FollowTransactionOptions = {},
  ): Promise<Transaction> {
    const { follow } = await import('./follow-transaction.js');
    return follow(() => this.getTransaction(transactionId), options);
  }
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}
