/** `/auth/*` (§4.1): the credentials and sessions of embedded wallets. */
import type { Operations } from '../operations.js';
import { APIResource } from '../resource.js';
import { Credentials } from './credentials.js';
import { Sessions } from './sessions.js';

/**
 * The authentication of embedded wallets: `credentials` and `sessions`.
 *
 * @example
 * const { data } = await service.auth.sessions.list(accountId);
 */
export class Auth extends APIResource {
  /** `/auth/credentials`. */
  readonly credentials: Credentials;
  /** `/auth/sessions`. */
  readonly sessions: Sessions;

  /** @internal */
  constructor(ops: Operations) {
    super(ops);
    this.credentials = new Credentials(ops);
    this.sessions = new Sessions(ops);
  }
}
