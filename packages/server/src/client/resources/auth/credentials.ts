/** `/auth/credentials` (§4.1): a wallet's credentials (email codes, passkeys, OAuth). */
import { pathId } from '@keyhold/protocol';
import type {
  AuthMethod,
  CreateCredentialRequest,
  DataList,
  PasskeyChallenge,
  SessionCreationResult,
  SignedResult,
  SignedRetry,
  VerifyCredentialRequest,
} from '../../types.js';
import { APIResource, type CallOptions } from '../resource.js';
import { REQUEST_ID_HEADER } from '@keyhold/protocol';

/**
 * The credentials of an embedded wallet: added, challenged, verified into a session, removed.
 *
 * @example
 * const { data } = await service.auth.credentials.list(accountId);
 * const session = await service.auth.credentials.verify(data[0].id, { type: 'EMAIL_OTP', otp, clientPublicKey });
 */
export class Credentials extends APIResource {
  /** `POST /auth/credentials`: 201 AuthMethod, or a 202 challenge when the account already has a credential. */
  create(
    body: CreateCredentialRequest,
    signed?: SignedRetry,
    options?: CallOptions,
  ): Promise<SignedResult<AuthMethod>> {
    return this.call(options).signed('POST', '/auth/credentials', { body, signed });
  }

  /** `GET /auth/credentials?accountId=` (not paginated). */
  list(accountId: string, options?: CallOptions): Promise<DataList<AuthMethod>> {
    return this.call(options).json('GET', '/auth/credentials', { query: { accountId } });
  }

  /**
   * `POST /auth/credentials/{id}/challenge`: EMAIL_OTP re-sends the code (AuthMethod back); PASSKEY binds
   * `clientPublicKey` and returns the assertion challenge. 429 carries `retryAfter`.
   */
  async challenge(
    id: string,
    body?: { clientPublicKey: string },
    options?: CallOptions,
  ): Promise<PasskeyChallenge | AuthMethod> {
    return this.call(options).json('POST', `/auth/credentials/${pathId(id)}/challenge`, { body: body ?? {} });
  }

  /** `POST /auth/credentials/{id}/verify` → session-creation result. PASSKEY needs the challenge's `requestId`. */
  async verify(
    id: string,
    body: VerifyCredentialRequest,
    requestId?: string,
    options?: CallOptions,
  ): Promise<SessionCreationResult> {
    return this.call(options).json('POST', `/auth/credentials/${pathId(id)}/verify`, {
      body,
      headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : undefined,
    });
  }

  /** `DELETE /auth/credentials/{id}`: 202 challenge, then 204 on the signed retry. */
  async delete(id: string, signed?: SignedRetry, options?: CallOptions): Promise<SignedResult<void>> {
    return this.call(options).signed('DELETE', `/auth/credentials/${pathId(id)}`, { signed });
  }
}
