/** `/quotes` (§4.2): a priced payment, executed once. */
import { SIGNATURE_HEADER, pathId } from '@keyhold/protocol';
import type { PageRequest } from '../page-request.js';
import type { CreateQuoteRequest, ListQuotesQuery, Quote } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Quotes: a payment priced, then executed (an embedded wallet's quote with the stamp over its
 * `payloadToSign`).
 *
 * @example
 * const quote = await service.quotes.create(body, { idempotencyKey: crypto.randomUUID() });
 * const paid = await service.quotes.execute(quote.id, { idempotencyKey: crypto.randomUUID() });
 */
export class Quotes extends APIResource {
  /** `POST /quotes`. With an idempotency key a repeat returns the first response (and may be retried). */
  create(body: CreateQuoteRequest, options: CallOptions = {}): Promise<Quote> {
    return this.call(options).json('POST', '/quotes', { body });
  }

  /** `GET /quotes/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<Quote> {
    return this.call(options).json('GET', `/quotes/${pathId(id)}`);
  }

  /** `GET /quotes` with the filters of the transaction list: await for a page, `for await` for every quote. */
  list(query: ListQuotesQuery = {}, options?: CallOptions): PageRequest<Quote> {
    return this.call(options).page('/quotes', { ...query });
  }

  /** `POST /quotes/{id}/execute`; `signature` is the stamp over the EMBEDDED_WALLET `payloadToSign`. */
  async execute(id: string, options: CallOptions & { signature?: string } = {}): Promise<Quote> {
    const { signature, ...call } = options;
    return this.call(call).json('POST', `/quotes/${pathId(id)}/execute`, {
      body: {},
      headers: signature ? { [SIGNATURE_HEADER]: signature } : undefined,
    });
  }
}
