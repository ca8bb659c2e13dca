import { pathId } from '@keyhold/core/protocol';
import { AgentOperations } from './service-client/agent-operations.js';
import type { InternalAccount, SandboxUmaReceiveRequest, Transaction } from './types.js';

export { SERVICE_API_VERSION } from './service-client/base.js';
export { AgentClient } from './agent-client.js';
export { PageRequest } from './page-request.js';
export type {
  RawRequestOptions,
  RequestOptions,
  RetryOptions,
  ServiceClientOptions,
} from './service-transport.js';

/**
 * A typed client of the service (service-interface.md and the service's published operations), for
 * the integrator's backend only: it holds the platform's Basic credentials. Errors are `KeyholdError`s
 * with the service's `status`, `code`, `message` and `reason` (`reason ?? details.reason`). Calls
 * answered 429 or 503 are retried with exponential backoff that honours `Retry-After`, but only when
 * repeating them is safe: GET/PUT/DELETE, or a POST/PATCH that carries an `Idempotency-Key`.
 *
 * The operations are grouped by resource in `service-client/*` (wallet credentials, accounts,
 * payments, onboarding, agents); this class adds the sandbox-only ones. Response types keep fields the
 * service adds later (their index signatures): nothing is stripped or rejected.
 *
 * @example
 * const service = new ServiceClient({ baseUrl: 'http://localhost:8787/2025-10-13', apiTokenId, apiClientSecret });
 * const customer = await service.getCustomer('Customer:…');
 */
export class ServiceClient extends AgentOperations {
  /** `POST /sandbox/internal-accounts/{id}/fund`. */
  async sandboxFund(accountId: string, amount: number): Promise<InternalAccount> {
    return this.json('POST', `/sandbox/internal-accounts/${pathId(accountId)}/fund`, { body: { amount } });
  }

  /**
   * `POST /sandbox/send` (sandbox only): the funds of a real-time funded quote arrive and it executes.
   * `currencyCode` must be the quote's sending currency. Resolves with the quote's transaction.
   */
  sandboxSend(body: { quoteId: string; currencyCode: string }): Promise<Transaction> {
    return this.json('POST', '/sandbox/send', { body });
  }

  /**
   * `POST /sandbox/uma/receive`: an incoming UMA payment to a customer, named by `receiverUmaAddress`
   * or (the service's form) `customerId`. Resolves with the INCOMING transaction.
   */
  sandboxUmaReceive(body: SandboxUmaReceiveRequest): Promise<Transaction> {
    return this.json('POST', '/sandbox/uma/receive', { body });
  }
}
