/** `/agents/me/external-accounts` (§4.5): the external accounts of the agent's customer. */
import { pathId } from '@keyhold/protocol';
import type { PageRequest } from '../../page-request.js';
import type {
  CreateExternalAccountRequest,
  ExternalAccount,
  ListExternalAccountsQuery,
} from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The external accounts of the agent's customer (creating one needs the agent's permission).
 *
 * @example
 * const account = await agent.externalAccounts.create({ currency: 'USD', accountInfo });
 */
export class AgentExternalAccounts extends APIResource {
  /** `POST /agents/me/external-accounts`. */
  create(body: CreateExternalAccountRequest, options?: CallOptions): Promise<ExternalAccount> {
    return this.call(options).json('POST', '/agents/me/external-accounts', { body });
  }

  /** `GET /agents/me/external-accounts`: await for a page, `for await` for every account. */
  list(query: ListExternalAccountsQuery = {}, options?: CallOptions): PageRequest<ExternalAccount> {
    return this.call(options).page('/agents/me/external-accounts', { ...query });
  }

  /** `GET /agents/me/external-accounts/{id}`. */
  async retrieve(id: string, options?: CallOptions): Promise<ExternalAccount> {
    return this.call(options).json('GET', `/agents/me/external-accounts/${pathId(id)}`);
  }
}
