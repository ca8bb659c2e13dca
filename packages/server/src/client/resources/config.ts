/** `/config`: the platform configuration. */
import type { PlatformConfig, UpdatePlatformConfigRequest } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * The platform configuration (webhook endpoint, supported currencies…).
 *
 * @example
 * await service.config.update({ webhookEndpoint: 'https://example.com/webhooks' });
 */
export class Config extends APIResource {
  /** `GET /config`. */
  retrieve(options?: CallOptions): Promise<PlatformConfig> {
    return this.call(options).json('GET', '/config');
  }

  /** `PATCH /config`. */
  update(body: UpdatePlatformConfigRequest, options?: CallOptions): Promise<PlatformConfig> {
    return this.call(options).json('PATCH', '/config', { body });
  }
}
