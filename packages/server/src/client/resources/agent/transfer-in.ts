/** `/agents/me/transfer-in` (§4.5): external → internal, as the agent. */
import type { AgentAction, AgentTransferOutRequest } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * Transfers into the customer's wallet from one of its external accounts (`CREATE_TRANSFERS`).
 *
 * @example
 * const action = await agent.transferIn.create({ source, destination, amount: 1000 }, { idempotencyKey });
 */
export class AgentTransferIn extends APIResource {
  /** `POST /agents/me/transfer-in` → the AgentAction. */
  create(body: AgentTransferOutRequest, options: CallOptions = {}): Promise<AgentAction> {
    return this.call(options).json('POST', '/agents/me/transfer-in', {
      body,
    });
  }
}
