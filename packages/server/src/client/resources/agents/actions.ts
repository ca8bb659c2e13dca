/** `/agents/{id}/actions` (§4.4): what an agent asked to do, and its approval. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type { AgentAction, ListAgentActionsQuery } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The actions of an agent, with those awaiting the platform's approval.
 *
 * @example
 * for await (const action of service.agents.actions.list(agentId, { status: 'PENDING_APPROVAL' })) {
 *   await service.agents.actions.approve(agentId, action.id);
 * }
 */
export class AgentActions extends APIResource {
  /** `GET /agents/{id}/actions?status=`: await for a page, `for await` for every action. */
  list(agentId: string, query: ListAgentActionsQuery = {}, options?: CallOptions): PageRequest<AgentAction> {
    return this.call(options).page(`/agents/${pathId(agentId)}/actions`, { ...query });
  }

  /** `GET /agents/{agentId}/actions/{actionId}`. */
  async retrieve(agentId: string, actionId: string, options?: CallOptions): Promise<AgentAction> {
    return this.call(options).json('GET', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}`);
  }

  /** `POST /agents/{agentId}/actions/{actionId}/approve`. */
  async approve(agentId: string, actionId: string, options?: CallOptions): Promise<AgentAction> {
    return this.call(options).json('POST', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}/approve`, {
      body: {},
    });
  }

  /** `POST /agents/{agentId}/actions/{actionId}/reject` (gap decision). */
  async reject(
    agentId: string,
    actionId: string,
    reason?: string,
    options?: CallOptions,
  ): Promise<AgentAction> {
    return this.call(options).json('POST', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}/reject`, {
      body: reason === undefined ? {} : { reason },
    });
  }
}
