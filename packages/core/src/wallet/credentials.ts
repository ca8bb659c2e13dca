import { KeyholdError } from '../errors.js';
import { type OnSignedRequest, type SessionControl, type Signing, pathId } from '../internals.js';
import { type SignedRequest, sendSigned } from '../signed-request.js';
import type { AuthMethod, ListEnvelope } from '../types.js';
import type { SignedOperation } from '../protocol.js';

/** The account's credentials: listing, adding (for the flows) and revoking. */
export class CredentialManager {
  readonly #s: SessionControl;
  readonly #signing: Signing;

  constructor(sessions: SessionControl, signing: Signing) {
    this.#s = sessions;
    this.#signing = signing;
  }

  async list(): Promise<AuthMethod[]> {
    const { accountId } = await this.#s.prepared();
    const { data } = await this.#s.client.get<ListEnvelope<AuthMethod>>(
      `/auth/credentials?accountId=${encodeURIComponent(accountId)}`,
    );
    return Array.isArray(data?.data) ? data.data : [];
  }

  /** POST /auth/credentials: 201 directly, or a 202 signed retry (approved by the hook or at once). */
  async register(
    body: Record<string, unknown>,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<AuthMethod> {
    const out = await sendSigned<AuthMethod>(
      this.#signing.signedCall(
        'ADD_CREDENTIAL' satisfies SignedOperation,
        'POST',
        '/auth/credentials',
        JSON.stringify(body),
        (res) => asAuthMethod(res.data),
      ),
    );
    if ('result' in out) return out.result;
    if (onSignedRequest) {
      await onSignedRequest(out.signedRequest);
      return out.signedRequest.done;
    }
    return out.signedRequest.approve();
  }

  /** Revokes a credential; the sessions it issued here end as revoked once the service agrees. */
  async revoke(credentialId: string): Promise<SignedRequest<void>> {
    await this.#s.prepared();
    return this.#signing.signed<void>(
      this.#signing.signedCall(
        'REVOKE_CREDENTIAL' satisfies SignedOperation,
        'DELETE',
        `/auth/credentials/${pathId(credentialId)}`,
        undefined,
        async () => {
          const issued = (await this.#s.store.listSessions()).filter((s) => s.credentialId === credentialId);
          if (issued.length)
            await this.#s.end(
              issued.map((s) => s.id),
              'revoked',
              'service',
            );
        },
        { excludeCredentialId: credentialId },
      ),
    );
  }
}

function asAuthMethod(data: unknown): AuthMethod {
  const m = data as AuthMethod | undefined;
  if (!m || typeof m.id !== 'string' || typeof m.type !== 'string') {
    throw new KeyholdError('INVALID_RESPONSE', 'The credential answer is malformed.');
  }
  return m;
}
