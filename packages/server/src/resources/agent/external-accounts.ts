/** `/agents/me/external-accounts` (§4.5): the external accounts of the agent's customer. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type {
  CreateExternalAccountRequest,
  ExternalAccount,
  ListExternalAccountsQuery,
} from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * The external accounts of the agent's customer (creating one needs the agent's permission).
 *
 * @example
 * const account = await agent.externalAccounts.create({ currency: 'USD', accountInfo });
 */
export class AgentExternalAccounts {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `POST /agents/me/external-accounts`. */
  create(body: CreateExternalAccountRequest): Promise<ExternalAccount> {
    return this.#ops.json('POST', '/agents/me/external-accounts', { body });
  }

  /** `GET /agents/me/external-accounts`: await for a page, `for await` for every account. */
  list(query: ListExternalAccountsQuery = {}): PageRequest<ExternalAccount> {
    return this.#ops.page('/agents/me/external-accounts', { ...query });
  }

  /** `GET /agents/me/external-accounts/{id}`. */
  async retrieve(id: string): Promise<ExternalAccount> {
    return this.#ops.json('GET', `/agents/me/external-accounts/${pathId(id)}`);
  }
}
