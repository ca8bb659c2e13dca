/**
 * The one base of every resource of `ServiceClient` and `AgentClient` (openai-node's `APIResource`): it
 * holds the client's operations, and every method of a resource takes {@link CallOptions} last.
 */
import type { CallOptions } from '../transport/options.js';
import type { Operations } from './operations.js';

/** A group of the service's operations (`service.quotes`, `service.customers.externalAccounts`, …). */
export abstract class APIResource {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** The client's operations with one call's options applied (`this.call(options).json(…)`). */
  protected call(options: CallOptions | undefined): Operations {
    return this.#ops.with(options);
  }
}

export type { CallOptions };
