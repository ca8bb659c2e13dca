import { isKeyholdError } from '../errors.js';
import type { StoredSession } from '../key-store.js';
import type { ClientKeyRef, KeyHolder, OpenedSessionKey, StampPurpose } from '../wallet/keys.js';
import { HANDSHAKE_TIMEOUT_MS, VaultConnection } from './connection.js';
import type { VaultOptions } from './options.js';
import { ApprovalSurface, type VisibleVault, untilAborted } from './surface.js';
import type { SignedOperation } from '../protocol.js';

/** Failures after which a new key frame is tried on the next call (it may load then). */
const FRAME_FAILURES = new Set([
  'VAULT_UNREACHABLE',
  'VAULT_NOT_A_VAULT',
  'VAULT_PARENT_REFUSED',
  'VAULT_HANDSHAKE_TIMEOUT',
  'VAULT_CLOSED',
]);

/**
 * Frame mode: every private key lives in the vault frame. A hidden "key" frame does the headless work
 * (client keys, opening sealed sessions, sign-outs); each signature that needs the person's consent is
 * made in a visible frame mounted for it (frames of the vault origin share its IndexedDB, so the visible
 * frame signs with the session the key frame opened).
 */
export class FrameKeys implements KeyHolder {
  readonly mode = 'frame';
  readonly surface: ApprovalSurface;
  readonly #options: VaultOptions;
  readonly #clockOffset: () => number;
  #key: VaultConnection | null = null;

  constructor(options: VaultOptions, clockOffset: () => number) {
    this.#options = options;
    this.#clockOffset = clockOffset;
    this.surface = new ApprovalSurface(options);
  }

  /** The hidden key frame (mounted on first use; mounted again after it failed). */
  keyFrame(): VaultConnection {
    if (this.#key === null) {
      const connection = new VaultConnection({
        url: this.#options.url,
        view: 'key',
        parent: document.body,
        ...(this.#options.handshakeTimeoutMs !== undefined
          ? { handshakeTimeoutMs: this.#options.handshakeTimeoutMs }
          : {}),
      });
      this.#key = connection;
      connection.ready.catch(() => {
        if (this.#key === connection) {
          this.#key = null;
          connection.close();
        }
      });
    }
    return this.#key;
  }

  async #ask<T>(run: (c: VaultConnection) => Promise<T>): Promise<T> {
    const connection = this.keyFrame();
    try {
      return await run(connection);
    } catch (error) {
      if (isKeyholdError(error) && FRAME_FAILURES.has(error.code) && this.#key === connection) {
        this.#key = null;
        connection.close();
      }
      throw error;
    }
  }

  async newClientKey(): Promise<ClientKeyRef> {
    const { publicKey } = await this.#ask((c) => c.request('new-client-key', {}));
    return { publicKey };
  }

  async findClientKey(publicKey: string): Promise<ClientKeyRef | undefined> {
    const { known } = await this.#ask((c) => c.request('has-client-key', { publicKey }));
    return known ? { publicKey } : undefined;
  }

  async forgetClientKey(publicKey: string): Promise<void> {
    await this.#ask((c) => c.request('forget-client-key', { publicKey }));
  }

  async openSession(
    bundle: string,
    clientKey: ClientKeyRef,
    meta: { sessionId: string; accountId: string; expiresAt: string },
  ): Promise<OpenedSessionKey> {
    const { publicKey } = await this.#ask((c) =>
      c.request('open-session', { bundle, clientPublicKey: clientKey.publicKey, ...meta }),
    );
    return { privateKey: null, publicKey, vault: true };
  }

  async stamp(session: StoredSession, payloadToSign: string, purpose: StampPurpose): Promise<string> {
    // Only a revocation is signed without a click (it takes power away); the frame checks the payload's
    // own operation, so a page that claims REVOKE_SESSION for anything else gets a refusal.
    if (purpose.operation === ('REVOKE_SESSION' satisfies SignedOperation) && purpose.surface === undefined) {
      try {
        return (await this.#ask((c) => c.request('stamp', { sessionId: session.id, payloadToSign }))).stamp;
      } catch (error) {
        if (!(isKeyholdError(error) && error.code === 'VAULT_APPROVAL_REQUIRED')) throw error;
      }
    }
    const given = purpose.surface as VisibleVault | undefined;
    const visible = given ?? (await this.surface.open('Approve in Keyhold'));
    try {
      const expiresAt = purpose.expiresAt ?? new Date(Date.now() + 300_000).toISOString();
      const clockOffsetMs = this.#clockOffset();
      // The frame ends it at its expiry (VAULT_APPROVAL_EXPIRED); a frame that never answers, a bound later.
      const request = visible.connection.request(
        'approve',
        { sessionId: session.id, payloadToSign, expiresAt, clockOffsetMs },
        Date.parse(expiresAt) - Date.now() - clockOffsetMs + HANDSHAKE_TIMEOUT_MS,
      );
      return (await untilAborted(purpose.signal, () => visible.dispose(), request)).stamp;
    } finally {
      if (!given) visible.dispose();
    }
  }

  async forgetSessions(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.#ask((c) => c.request('forget-sessions', { sessionIds }));
  }

  close(): void {
    this.#key?.close();
    this.#key = null;
  }
}
