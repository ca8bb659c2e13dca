import { KeyholdError, isKeyholdError } from '../errors.js';
import { type SessionControl, type Signing, pathId } from '../internals.js';
import type { StoredSession } from '../key-store.js';
import type { Session } from '../session.js';
import type { SignedRequest, StampProvider } from '../signed-request.js';
import type { AuthMethod, AuthSession, ListEnvelope, ListedSession, SessionCreation } from '../types.js';
import { asKeyholdError } from './events.js';
import type { ClientKeyRef } from './keys.js';
import { SIGNING_MARGIN_MS } from './stamper.js';
import type { SignedOperation } from '../protocol.js';

/** The account's sessions: adopting a new one, listing, revoking, signing out. */
export class SessionService {
  readonly #s: SessionControl;
  readonly #signing: Signing;

  constructor(sessions: SessionControl, signing: Signing) {
    this.#s = sessions;
    this.#signing = signing;
  }

  /** Opens the sealed key, imports it, persists and adopts the session; deletes the client key. */
  async complete(
    creation: SessionCreation,
    clientKey: ClientKeyRef,
    credential: AuthMethod,
  ): Promise<Session> {
    const receivedAt = Date.now();
    const { accountId } = await this.#s.prepared();
    try {
      if (
        typeof creation?.encryptedSessionSigningKey !== 'string' ||
        typeof creation.expiresAt !== 'string'
      ) {
        throw new KeyholdError('INVALID_RESPONSE', 'The verify answer has no sealed session key or expiry.');
      }
      if (typeof creation.id !== 'string' || creation.id === '') {
        throw new KeyholdError('INVALID_RESPONSE', 'The verify answer has no session id.');
      }
      let privateKey: CryptoKey | null = null;
      let publicKey: string | null = null;
      let vault = false;
      let stub = false;
      try {
        const opened = await this.#s.keys.openSession(creation.encryptedSessionSigningKey, clientKey, {
          sessionId: creation.id,
          accountId: credential.accountId || accountId,
          expiresAt: creation.expiresAt,
        });
        ({ privateKey, publicKey, vault } = opened);
      } catch (cause) {
        // A vault that cannot be reached is not a stub key: it is said as it is.
        if (isKeyholdError(cause) && cause.code.startsWith('VAULT_')) throw cause;
        if (!this.#s.sandboxMode) {
          throw new KeyholdError(
            'SESSION_KEY_UNREADABLE',
            'The session key sent by the service could not be opened.',
            {
              cause,
            },
          );
        }
        stub = true;
        this.#s.emit('warning', {
          code: 'SANDBOX_STUB_SESSION_KEY',
          message:
            'The sandbox sent a stub session key: this session signs with the sandbox magic signature.',
        });
      }
      const opened = { privateKey, publicKey, stub, vault };
      return await this.record(
        creation as { id: string; expiresAt: string },
        credential,
        opened,
        receivedAt,
        accountId,
      );
    } finally {
      await this.#s.keys.forgetClientKey(clientKey.publicKey).catch(() => undefined);
    }
  }

  /**
   * Persists and adopts a session whose key is open (here, or in the vault frame, which opened it itself
   * in frame mode's sign-in): its expiry on this device's clock, the service's clock learnt from it.
   * `accountId`: the wallet's account, for a credential that does not name one.
   */
  async record(
    creation: { id: string; expiresAt: string; createdAt?: unknown },
    credential: Pick<AuthMethod, 'id' | 'accountId' | 'type' | 'nickname'>,
    key: { privateKey: CryptoKey | null; publicKey: string | null; stub: boolean; vault: boolean },
    receivedAt: number,
    accountId: string,
  ): Promise<Session> {
    const { privateKey, publicKey, stub, vault } = key;
    const created = sessionCreatedAt(creation);
    // The service wrote `createdAt` while answering: its clock read that when the answer arrived.
    if (created !== null) this.#s.clock.observe(created, receivedAt, receivedAt);
    const stored: StoredSession = {
      id: creation.id,
      expiresAt: localExpiry(creation, created, receivedAt),
      serviceExpiresAt: creation.expiresAt,
      accountId: credential.accountId || accountId,
      credentialId: credential.id,
      credentialType: credential.type,
      nickname: credential.nickname,
      publicKey,
      privateKey,
      stub,
      ...(vault ? { vault: true } : {}),
      storedAt: new Date().toISOString(),
    };
    await this.#s.store.putSession(stored);
    this.#s.adopt(stored);
    return this.#s.view(stored);
  }

  /** The account's sessions; those this browser signed with carry `lastUsedHereAt` (a local record). */
  async list(): Promise<ListedSession[]> {
    const { accountId } = await this.#s.prepared();
    const { data } = await this.#s.client.get<ListEnvelope<AuthSession>>(
      `/auth/sessions?accountId=${encodeURIComponent(accountId)}`,
    );
    const listed = Array.isArray(data?.data) ? data.data : [];
    const usedHere = new Map<string, string>();
    for (const s of await this.#s.store.listSessions().catch(() => [])) {
      if (s.lastUsedAt !== undefined) usedHere.set(s.id, s.lastUsedAt);
    }
    return listed.map((s) => {
      const at = usedHere.get(s.id);
      return at === undefined ? s : { ...s, lastUsedHereAt: at };
    });
  }

  async revoke(sessionId: string): Promise<SignedRequest<void>> {
    await this.#s.prepared();
    return this.#signing.signed<void>(
      this.#signing.signedCall(
        'REVOKE_SESSION' satisfies SignedOperation,
        'DELETE',
        `/auth/sessions/${pathId(sessionId)}`,
        undefined,
        async () => {
          const own = this.#s.current?.id === sessionId;
          await this.#s.end([sessionId], own ? 'signed-out' : 'revoked', 'local');
        },
      ),
    );
  }

  async signOut(): Promise<void> {
    const { accountId } = await this.#s.prepared();
    const mine = (await this.#s.store.listSessions()).filter((s) => s.accountId === accountId);
    const current = this.#s.current;
    if (current && !mine.some((s) => s.id === current.id)) mine.push(current);
    const failures: unknown[] = [];
    for (const session of mine.filter((s) => this.#s.isLive(s, SIGNING_MARGIN_MS))) {
      const ownSigner: StampProvider = {
        stamp: async ({ payloadToSign }) => ({
          stamp: await this.#signing.stampWith(session, payloadToSign, {
            operation: 'REVOKE_SESSION' satisfies SignedOperation,
          }),
          sessionId: session.id,
        }),
      };
      try {
        const request = await this.#signing.signed<void>(
          this.#signing.signedCall(
            'REVOKE_SESSION' satisfies SignedOperation,
            'DELETE',
            `/auth/sessions/${pathId(session.id)}`,
            undefined,
            () => undefined,
            { signer: ownSigner },
          ),
        );
        await request.approve();
      } catch (error) {
        // 401/403/404: the service no longer knows this session as live; it is gone either way.
        if (!(isKeyholdError(error) && [401, 403, 404].includes(error.status ?? 0))) failures.push(error);
      }
    }
    await this.#s.end(
      mine.map((s) => s.id),
      'signed-out',
      'local',
      true,
    );
    if (failures.length) {
      this.#s.emit(
        'error',
        asKeyholdError(
          failures[0],
          'SIGN_OUT_INCOMPLETE',
          'Signed out here, but the service could not be told.',
        ),
      );
    }
  }
}

/**
 * The session's expiry on this device's clock: the service's lifetime (`expiresAt - createdAt`, both on the
 * service's clock) counted from when the session arrived, so a device clock that is off neither ends the
 * session early nor keeps it late. Without `createdAt`, the service's `expiresAt` as given.
 */
function localExpiry(creation: { expiresAt: string }, created: number | null, receivedAt: number): string {
  if (created === null) return creation.expiresAt;
  return new Date(receivedAt + Date.parse(creation.expiresAt) - created).toISOString();
}

/**
 * The session's `createdAt` (service's clock, epoch ms) when it is plausibly the session's: a `createdAt`
 * that is not (the credential's, per the AuthSession shape) gives a lifetime that is not positive or over
 * 24 h, and then null.
 */
function sessionCreatedAt(creation: { expiresAt: string; createdAt?: unknown }): number | null {
  const created = typeof creation.createdAt === 'string' ? Date.parse(creation.createdAt) : NaN;
  const lifetime = Date.parse(creation.expiresAt) - created;
  if (Number.isNaN(lifetime) || lifetime <= 0 || lifetime > 86_400_000) return null;
  return created;
}
