/** `/sandbox/webhooks/test`: a webhook on demand, to check the platform's endpoint. */
import type { TestWebhookResult } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * The service's webhooks, as the platform can trigger them.
 *
 * @example
 * const { status } = await service.webhooks.sendTest();
 */
export class Webhooks extends APIResource {
  /**
   * `POST /sandbox/webhooks/test`: one `TEST` webhook to the configured endpoint; resolves with its
   * answer (a refusing endpoint is a 400 `KeyholdError` whose `details` carry the same fields).
   */
  sendTest(options?: CallOptions): Promise<TestWebhookResult> {
    return this.call(options).json('POST', '/sandbox/webhooks/test');
  }
}
