/** `/sandbox/webhooks/test`: a webhook on demand, to check the platform's endpoint. */
import type { TestWebhookResult } from '../types.js';
import type { Operations } from './operations.js';

/**
 * The service's webhooks, as the platform can trigger them.
 *
 * @example
 * const { status } = await service.webhooks.sendTest();
 */
export class Webhooks {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /**
   * `POST /sandbox/webhooks/test`: one `TEST` webhook to the configured endpoint; resolves with its
   * answer (a refusing endpoint is a 400 `KeyholdError` whose `details` carry the same fields).
   */
  sendTest(): Promise<TestWebhookResult> {
    return this.#ops.json('POST', '/sandbox/webhooks/test');
  }
}
