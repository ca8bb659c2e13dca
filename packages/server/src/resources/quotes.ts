/** `/quotes` (§4.2): a priced payment, executed once. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type { CreateQuoteRequest, ListQuotesQuery, Quote } from '../types.js';
import type { Operations } from './operations.js';
import { SIGNATURE_HEADER } from '@keyhold/protocol';

/**
 * Quotes: a payment priced, then executed (an embedded wallet's quote with the stamp over its
 * `payloadToSign`).
 *
 * @example
 * const quote = await service.quotes.create(body, { idempotencyKey: crypto.randomUUID() });
 * const paid = await service.quotes.execute(quote.id, { idempotencyKey: crypto.randomUUID() });
 */
export class Quotes {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /quotes`. With an idempotency key a repeat returns the first response (and may be retried). */
  create(body: CreateQuoteRequest, options: { idempotencyKey?: string } = {}): Promise<Quote> {
    return this.#ops.json('POST', '/quotes', { body, idempotencyKey: options.idempotencyKey });
  }

  /** `GET /quotes/{id}`. */
  async retrieve(id: string): Promise<Quote> {
    return this.#ops.json('GET', `/quotes/${pathId(id)}`);
  }

  /** `GET /quotes` with the filters of the transaction list: await for a page, `for await` for every quote. */
  list(query: ListQuotesQuery = {}): PageRequest<Quote> {
    return this.#ops.page('/quotes', { ...query });
  }

  /** `POST /quotes/{id}/execute`; `signature` is the stamp over the EMBEDDED_WALLET `payloadToSign`. */
  async execute(id: string, options: { idempotencyKey?: string; signature?: string } = {}): Promise<Quote> {
    return this.#ops.json('POST', `/quotes/${pathId(id)}/execute`, {
      body: {},
      idempotencyKey: options.idempotencyKey,
      headers: options.signature ? { [SIGNATURE_HEADER]: options.signature } : undefined,
    });
  }
}
