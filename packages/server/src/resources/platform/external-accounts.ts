/** `/platform/external-accounts` (§4.3): the platform's own external accounts. */
import type { PageRequest } from '../../page-request.js';
import type {
  CreateExternalAccountRequest,
  ExternalAccount,
  ListExternalAccountsQuery,
} from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * The external accounts of the platform itself (`customerId: null`).
 *
 * @example
 * const first = await service.platform.externalAccounts.list({ currency: 'USD' });
 */
export class PlatformExternalAccounts {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /platform/external-accounts` (an account of the platform, `customerId: null`). */
  create(
    body: Omit<CreateExternalAccountRequest, 'customerId'>,
    options: { idempotencyKey?: string } = {},
  ): Promise<ExternalAccount> {
    return this.#ops.json('POST', '/platform/external-accounts', {
      body,
      idempotencyKey: options.idempotencyKey,
    });
  }

  /** `GET /platform/external-accounts`: await for a page, `for await` for every account. */
  list(query: ListExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.#ops.page('/platform/external-accounts', { ...query });
  }
}
