/** `/agents/me/transfer-in` (§4.5): external → internal, as the agent. */
import type { AgentAction, AgentTransferOutRequest } from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * Transfers into the customer's wallet from one of its external accounts (`CREATE_TRANSFERS`).
 *
 * @example
 * const action = await agent.transferIn.create({ source, destination, amount: 1000 }, { idempotencyKey });
 */
export class AgentTransferIn {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /agents/me/transfer-in` → the AgentAction. */
  create(body: AgentTransferOutRequest, options: { idempotencyKey?: string } = {}): Promise<AgentAction> {
    return this.#ops.json('POST', '/agents/me/transfer-in', { body, idempotencyKey: options.idempotencyKey });
  }
}
