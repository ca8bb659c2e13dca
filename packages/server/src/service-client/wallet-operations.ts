/** §4.1 credential, session and export operations, and the customer update (a signed email change). */
import { pathId } from '@keyhold/core/protocol';
import type {
  AuthMethod,
  AuthSession,
  CreateCredentialRequest,
  Customer,
  DataList,
  PasskeyChallenge,
  SessionCreationResult,
  SignedResult,
  SignedRetry,
  UpdateCustomerRequest,
  VerifyCredentialRequest,
  WalletExport,
} from '../types.js';
import { ServiceClientBase } from './base.js';

export class WalletOperations extends ServiceClientBase {
  /** `POST /auth/credentials`: 201 AuthMethod, or a 202 challenge when the account already has a credential. */
  createCredential(body: CreateCredentialRequest, signed?: SignedRetry): Promise<SignedResult<AuthMethod>> {
    return this.signed('POST', '/auth/credentials', { body, signed });
  }

  /** `GET /auth/credentials?accountId=` (not paginated). */
  listCredentials(accountId: string): Promise<DataList<AuthMethod>> {
    return this.json('GET', '/auth/credentials', { query: { accountId } });
  }

  /**
   * `POST /auth/credentials/{id}/challenge`: EMAIL_OTP re-sends the code (AuthMethod back); PASSKEY binds
   * `clientPublicKey` and returns the assertion challenge. 429 carries `retryAfter`.
   */
  async challengeCredential(
    id: string,
    body?: { clientPublicKey: string },
  ): Promise<PasskeyChallenge | AuthMethod> {
    return this.json('POST', `/auth/credentials/${pathId(id)}/challenge`, { body: body ?? {} });
  }

  /** `POST /auth/credentials/{id}/verify` → session-creation result. PASSKEY needs the challenge's `requestId`. */
  async verifyCredential(
    id: string,
    body: VerifyCredentialRequest,
    requestId?: string,
  ): Promise<SessionCreationResult> {
    return this.json('POST', `/auth/credentials/${pathId(id)}/verify`, {
      body,
      headers: requestId ? { 'Request-Id': requestId } : undefined,
    });
  }

  /** `DELETE /auth/credentials/{id}`: 202 challenge, then 204 on the signed retry. */
  async deleteCredential(id: string, signed?: SignedRetry): Promise<SignedResult<void>> {
    return this.signed('DELETE', `/auth/credentials/${pathId(id)}`, { signed });
  }

  /** `GET /auth/sessions?accountId=` (gap decision: not paginated, no key material). */
  listSessions(accountId: string): Promise<DataList<AuthSession>> {
    return this.json('GET', '/auth/sessions', { query: { accountId } });
  }

  /** `DELETE /auth/sessions/{id}`: 202 challenge, then 204 on the signed retry. */
  async deleteSession(id: string, signed?: SignedRetry): Promise<SignedResult<void>> {
    return this.signed('DELETE', `/auth/sessions/${pathId(id)}`, { signed });
  }

  /** `POST /internal-accounts/{id}/export`: 202 challenge, then the export envelope (wire-formats §8). */
  async exportWallet(
    accountId: string,
    clientPublicKey: string,
    signed?: SignedRetry,
  ): Promise<SignedResult<WalletExport>> {
    return this.signed('POST', `/internal-accounts/${pathId(accountId)}/export`, {
      body: { clientPublicKey },
      signed,
    });
  }

  /**
   * `PATCH /customers/{id}`. Changing the email of a customer whose wallet has an EMAIL_OTP credential
   * is a signed retry (`UPDATE_CUSTOMER_EMAIL`): the first call answers the 202 challenge, the retry
   * with the same body and `signed` answers the Customer. Other changes answer at once.
   */
  async updateCustomer(
    id: string,
    body: UpdateCustomerRequest,
    signed?: SignedRetry,
  ): Promise<SignedResult<Customer>> {
    return this.signed('PATCH', `/customers/${pathId(id)}`, { body, signed });
  }
}
