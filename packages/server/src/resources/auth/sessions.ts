/** `/auth/sessions` (§4.1): a wallet's sessions. */
import { pathId } from '@keyhold/protocol';
import type { AuthSession, DataList, SignedResult, SignedRetry } from '../../types.js';
import type { Operations } from '../operations.js';

/**
 * The sessions of an embedded wallet: listed without key material, revoked by a signed retry.
 *
 * @example
 * const { data } = await service.auth.sessions.list(accountId);
 * const first = await service.auth.sessions.delete(data[0].id); // the 202 challenge to sign
 */
export class Sessions {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `GET /auth/sessions?accountId=` (gap decision: not paginated, no key material). */
  list(accountId: string): Promise<DataList<AuthSession>> {
    return this.#ops.json('GET', '/auth/sessions', { query: { accountId } });
  }

  /** `DELETE /auth/sessions/{id}`: 202 challenge, then 204 on the signed retry. */
  async delete(id: string, signed?: SignedRetry): Promise<SignedResult<void>> {
    return this.#ops.signed('DELETE', `/auth/sessions/${pathId(id)}`, { signed });
  }
}
