/** `/agents/me/actions` (§4.5): what the agent asked to do. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type { AgentAction, ListAgentActionsQuery } from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * The agent's own actions, with their approval status.
 *
 * @example
 * const pending = await agent.actions.list({ status: 'PENDING_APPROVAL' });
 */
export class AgentOwnActions {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `GET /agents/me/actions?status=`: await for a page, `for await` for every action. */
  list(query: ListAgentActionsQuery = {}): PageRequest<AgentAction> {
    return this.#ops.page('/agents/me/actions', { ...query });
  }

  /** `GET /agents/me/actions/{id}`. */
  async retrieve(id: string): Promise<AgentAction> {
    return this.#ops.json('GET', `/agents/me/actions/${pathId(id)}`);
  }
}
