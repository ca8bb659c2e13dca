/** `/agents` (§4.4): agent management with the platform's Basic credentials. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type { Agent, CreateAgentRequest, ListAgentsQuery, UpdateAgentRequest } from '../../types.js';
import type { Operations } from '../operations.js';
import { APIResource, type CallOptions } from '../resource.js';
import { AgentActions } from './actions.js';
import { AgentDeviceCodes } from './device-codes.js';

/**
 * Agents of customers with their policies, `deviceCodes` to connect them and the `actions` they ask for.
 * The agent's own calls go through {@link ServiceClient.asAgent}.
 *
 * @example
 * const agent = await service.agents.create({ customerId, name: 'Rent', policy });
 * await service.agents.update(agent.id, { isPaused: true });
 */
export class Agents extends APIResource {
  /** `/agents/{id}/device-codes`, `/agents/device-codes/{code}/redeem`. */
  readonly deviceCodes: AgentDeviceCodes;
  /** `/agents/{id}/actions`. */
  readonly actions: AgentActions;

  /** @internal */
  constructor(ops: Operations) {
    super(ops);
    this.deviceCodes = new AgentDeviceCodes(ops);
    this.actions = new AgentActions(ops);
  }

  /** `POST /agents`: an agent of one customer with its policy (not connected until a code is redeemed). */
  create(body: CreateAgentRequest, options?: CallOptions): Promise<Agent> {
    return this.call(options).json('POST', '/agents', { body });
  }

  /** `GET /agents/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<Agent> {
    return this.call(options).json('GET', `/agents/${pathId(id)}`);
  }

  /** `PATCH /agents/{id}`. */
  async update(id: string, body: UpdateAgentRequest, options?: CallOptions): Promise<Agent> {
    return this.call(options).json('PATCH', `/agents/${pathId(id)}`, { body });
  }

  /** `GET /agents?customerId=`: await for a page, `for await` for every agent. */
  list(query: ListAgentsQuery = {}, options?: CallOptions): PageRequest<Agent> {
    return this.call(options).page('/agents', { ...query });
  }
}
