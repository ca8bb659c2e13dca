/** `/agents/me/quotes` (§4.5): an agent's quotes. */
import { pathId } from '@keyhold/protocol';
import type { AgentAction, CreateQuoteRequest, Quote } from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * The agent's quotes: created from an internal non-wallet account (`CREATE_QUOTES`), executed as an
 * action its policy may hold for approval (`EXECUTE_QUOTES`).
 *
 * @example
 * const quote = await agent.quotes.create(body);
 * const action = await agent.quotes.execute(quote.id, { idempotencyKey: crypto.randomUUID() });
 */
export class AgentQuotes {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /agents/me/quotes`. */
  create(body: CreateQuoteRequest): Promise<Quote> {
    return this.#ops.json('POST', '/agents/me/quotes', { body });
  }

  /** `GET /agents/me/quotes/{id}`. */
  async retrieve(id: string): Promise<Quote> {
    return this.#ops.json('GET', `/agents/me/quotes/${pathId(id)}`);
  }

  /** `POST /agents/me/quotes/{id}/execute` → the AgentAction. */
  async execute(id: string, options: { idempotencyKey?: string } = {}): Promise<AgentAction> {
    return this.#ops.json('POST', `/agents/me/quotes/${pathId(id)}/execute`, {
      body: {},
      idempotencyKey: options.idempotencyKey,
    });
  }
}
