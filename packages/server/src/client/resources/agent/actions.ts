/** `/agents/me/actions` (§4.5): what the agent asked to do. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type { AgentAction, ListAgentActionsQuery } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The agent's own actions, with their approval status.
 *
 * @example
 * const pending = await agent.actions.list({ status: 'PENDING_APPROVAL' });
 */
export class AgentOwnActions extends APIResource {
  /** `GET /agents/me/actions?status=`: await for a page, `for await` for every action. */
  list(query: ListAgentActionsQuery = {}, options?: CallOptions): PageRequest<AgentAction> {
    return this.call(options).page('/agents/me/actions', { ...query });
  }

  /** `GET /agents/me/actions/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<AgentAction> {
    return this.call(options).json('GET', `/agents/me/actions/${pathId(id)}`);
  }
}
