/** `/config`: the platform configuration. */
import type { PlatformConfig, UpdatePlatformConfigRequest } from '../types.js';
import type { Operations } from './operations.js';

/**
 * The platform configuration (webhook endpoint, supported currencies…).
 *
 * @example
 * await service.config.update({ webhookEndpoint: 'https://example.com/webhooks' });
 */
export class Config {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `GET /config`. */
  retrieve(): Promise<PlatformConfig> {
    return this.#ops.json('GET', '/config');
  }

  /** `PATCH /config`. */
  update(body: UpdatePlatformConfigRequest): Promise<PlatformConfig> {
    return this.#ops.json('PATCH', '/config', { body });
  }
}
