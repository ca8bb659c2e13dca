/** `/agents/me/quotes` (§4.5): an agent's quotes. */
import { pathId } from '@keyhold/protocol';
import type { AgentAction, CreateQuoteRequest, Quote } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The agent's quotes: created from an internal non-wallet account (`CREATE_QUOTES`), executed as an
 * action its policy may hold for approval (`EXECUTE_QUOTES`).
 *
 * @example
 * const quote = await agent.quotes.create(body);
 * const action = await agent.quotes.execute(quote.id, { idempotencyKey: crypto.randomUUID() });
 */
export class AgentQuotes extends APIResource {
  /** `POST /agents/me/quotes`. */
  create(body: CreateQuoteRequest, options?: CallOptions): Promise<Quote> {
    return this.call(options).json('POST', '/agents/me/quotes', { body });
  }

  /** `GET /agents/me/quotes/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<Quote> {
    return this.call(options).json('GET', `/agents/me/quotes/${pathId(id)}`);
  }

  /** `POST /agents/me/quotes/{id}/execute` → the AgentAction. */
  async execute(id: string, options: CallOptions = {}): Promise<AgentAction> {
    return this.call(options).json('POST', `/agents/me/quotes/${pathId(id)}/execute`, {
      body: {},
    });
  }
}
