/** §4.4 agent management (Basic): agents, device codes, the actions awaiting approval. */
import { pathCode, pathId } from '@keyhold/core/protocol';
import { AgentClient } from '../agent-client.js';
import type { PageRequest } from '../page-request.js';
import type {
  Agent,
  AgentAction,
  CreateAgentRequest,
  DeviceCode,
  DeviceCodeRedemption,
  ListAgentActionsQuery,
  ListAgentsQuery,
  UpdateAgentRequest,
} from '../types.js';
import { OnboardingOperations } from './onboarding-operations.js';

export class AgentOperations extends OnboardingOperations {
  /** `POST /agents`: an agent of one customer with its policy (not connected until a code is redeemed). */
  createAgent(body: CreateAgentRequest): Promise<Agent> {
    return this.json('POST', '/agents', { body });
  }

  /** `GET /agents?customerId=`. */
  listAgents(query: ListAgentsQuery = {}): PageRequest<Agent> {
    return this.page('/agents', { ...query });
  }

  /** `GET /agents/{id}`. */
  async getAgent(id: string): Promise<Agent> {
    return this.json('GET', `/agents/${pathId(id)}`);
  }

  /** `PATCH /agents/{id}`. */
  async updateAgent(id: string, body: UpdateAgentRequest): Promise<Agent> {
    return this.json('PATCH', `/agents/${pathId(id)}`, { body });
  }

  /** `POST /agents/{id}/device-codes`: a code the agent redeems once for its access token. */
  async createDeviceCode(agentId: string): Promise<DeviceCode> {
    return this.json('POST', `/agents/${pathId(agentId)}/device-codes`, { body: {} });
  }

  /** `POST /agents/device-codes/{code}/redeem` → `{ accessToken }` (once). */
  async redeemDeviceCode(code: string): Promise<DeviceCodeRedemption> {
    return this.json('POST', `/agents/device-codes/${pathCode(code)}/redeem`, { body: {} });
  }

  /** `GET /agents/{id}/actions?status=`. */
  listAgentActions(agentId: string, query: ListAgentActionsQuery = {}): PageRequest<AgentAction> {
    return this.page(`/agents/${pathId(agentId)}/actions`, { ...query });
  }

  /** `GET /agents/{agentId}/actions/{actionId}`. */
  async getAgentAction(agentId: string, actionId: string): Promise<AgentAction> {
    return this.json('GET', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}`);
  }

  /** `POST /agents/{agentId}/actions/{actionId}/approve`. */
  async approveAgentAction(agentId: string, actionId: string): Promise<AgentAction> {
    return this.json('POST', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}/approve`, { body: {} });
  }

  /** `POST /agents/{agentId}/actions/{actionId}/reject` (gap decision). */
  async rejectAgentAction(agentId: string, actionId: string, reason?: string): Promise<AgentAction> {
    return this.json('POST', `/agents/${pathId(agentId)}/actions/${pathId(actionId)}/reject`, {
      body: reason === undefined ? {} : { reason },
    });
  }

  /** A client of the agent-scoped `/agents/me/*` operations with a Bearer access token. */
  asAgent(accessToken: string): AgentClient {
    return new AgentClient(this, accessToken);
  }
}
