/** `/agents/{id}/device-codes` and their redemption (§4.4). */
import { pathCode, pathId } from '@keyhold/protocol';
import type { DeviceCode, DeviceCodeRedemption } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * Device codes: how an agent connects. The platform creates one; the agent redeems it once for its
 * access token.
 *
 * @example
 * const { code } = await service.agents.deviceCodes.create(agentId);
 * const { accessToken } = await service.agents.deviceCodes.redeem(code);
 */
export class AgentDeviceCodes extends APIResource {
  /** `POST /agents/{id}/device-codes`: a code the agent redeems once for its access token. */
  async create(agentId: string, options?: CallOptions): Promise<DeviceCode> {
    return this.call(options).json('POST', `/agents/${pathId(agentId)}/device-codes`, { body: {} });
  }

  /** `POST /agents/device-codes/{code}/redeem` → `{ accessToken }` (once). */
  async redeem(code: string, options?: CallOptions): Promise<DeviceCodeRedemption> {
    return this.call(options).json('POST', `/agents/device-codes/${pathCode(code)}/redeem`, { body: {} });
  }
}
