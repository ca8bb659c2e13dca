/** `/agents/{id}/device-codes` and their redemption (§4.4). */
import { pathCode, pathId } from '@keyhold/protocol';
import type { DeviceCode, DeviceCodeRedemption } from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * Device codes: how an agent connects. The platform creates one; the agent redeems it once for its
 * access token.
 *
 * @example
 * const { code } = await service.agents.deviceCodes.create(agentId);
 * const { accessToken } = await service.agents.deviceCodes.redeem(code);
 */
export class AgentDeviceCodes {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /agents/{id}/device-codes`: a code the agent redeems once for its access token. */
  async create(agentId: string): Promise<DeviceCode> {
    return this.#ops.json('POST', `/agents/${pathId(agentId)}/device-codes`, { body: {} });
  }

  /** `POST /agents/device-codes/{code}/redeem` → `{ accessToken }` (once). */
  async redeem(code: string): Promise<DeviceCodeRedemption> {
    return this.#ops.json('POST', `/agents/device-codes/${pathCode(code)}/redeem`, { body: {} });
  }
}
