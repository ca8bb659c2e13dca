/** `/agents/me/transfer-out` (§4.5): internal → external, as the agent. */
import type { AgentAction, AgentTransferOutRequest } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * Money out of the customer's wallet; it runs at once or waits for approval, as the agent's policy says.
 *
 * @example
 * const action = await agent.transferOut.create({ source, destination, amount: 1000 }, { idempotencyKey });
 */
export class AgentTransferOut extends APIResource {
  /** `POST /agents/me/transfer-out` → the AgentAction. */
  create(body: AgentTransferOutRequest, options: CallOptions = {}): Promise<AgentAction> {
    return this.call(options).json('POST', '/agents/me/transfer-out', {
      body,
    });
  }
}
