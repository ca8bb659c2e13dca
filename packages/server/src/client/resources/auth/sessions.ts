/** `/auth/sessions` (§4.1): a wallet's sessions. */
import { pathId } from '@keyhold/protocol';
import type { AuthSession, DataList, SignedResult, SignedRetry } from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';

/**
 * The sessions of an embedded wallet: listed without key material, revoked by a signed retry.
 *
 * @example
 * const { data } = await service.auth.sessions.list(accountId);
 * const first = await service.auth.sessions.delete(data[0].id); // the 202 challenge to sign
 */
export class Sessions extends APIResource {
  /** `GET /auth/sessions?accountId=` (gap decision: not paginated, no key material). */
  list(accountId: string, options?: CallOptions): Promise<DataList<AuthSession>> {
    return this.call(options).json('GET', '/auth/sessions', { query: { accountId } });
  }

  /** `DELETE /auth/sessions/{id}`: 202 challenge, then 204 on the signed retry. */
  async delete(id: string, signed?: SignedRetry, options?: CallOptions): Promise<SignedResult<void>> {
    return this.call(options).signed('DELETE', `/auth/sessions/${pathId(id)}`, { signed });
  }
}
