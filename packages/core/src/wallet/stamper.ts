import type { BackendResponse } from '../backend-client.js';
import { KeyholdError, isKeyholdError } from '../errors.js';
import type { SessionControl, Signing } from '../internals.js';
import type { StoredSession } from '../key-store.js';
import type { SessionEndReason } from '../session.js';
import type { StampPurpose } from './keys.js';
import {
  type SignedCall,
  type SignedOperation,
  SignedRequest,
  type StampProvider,
  type StampRequest,
  type StampResult,
  sendSigned,
} from '../signed-request.js';

/** The sandbox's magic `Service-Wallet-Signature` (service §5.8): used only for stub sessions in sandbox mode. */
export const SANDBOX_MAGIC_SIGNATURE = 'sandbox-valid-signature';

/** Milliseconds of margin below which a session is not used for signing (it would expire in flight). */
export const SIGNING_MARGIN_MS = 2000;

/** A session refused with more than this left on the service's clock did not expire: it was revoked. */
const REVOKED_MARGIN_MS = 5000;

/**
 * Stamps the wallet's signed requests with a live session of the account (re-checked in the shared store,
 * so a session another tab ended never signs); with none, fires `reauth-required` and waits for a sign-in.
 */
export class Stamper implements StampProvider, Signing {
  readonly #s: SessionControl;

  constructor(sessions: SessionControl) {
    this.#s = sessions;
  }

  get signer(): StampProvider {
    return this;
  }

  /** A live stored session of this account that may sign, re-checked in the shared store (other tabs). */
  async #signingSession(excludeCredentialId: string | undefined): Promise<StoredSession | null> {
    const accountId = this.#s.accountId;
    const current = this.#s.current;
    const candidates: StoredSession[] = [];
    if (current) candidates.push(current);
    for (const s of await this.#s.store.listSessions()) {
      if (s.accountId === accountId && s.id !== current?.id) candidates.push(s);
    }
    for (const candidate of candidates) {
      if (excludeCredentialId !== undefined && candidate.credentialId === excludeCredentialId) continue;
      if (!this.#s.isLive(candidate, SIGNING_MARGIN_MS)) {
        await this.#s.end([candidate.id], 'expired', 'local');
        continue;
      }
      const stored = await this.#s.store.getSession(candidate.id);
      if (!stored) {
        // Another tab revoked or signed it out: never sign with it.
        await this.#s.end([candidate.id], 'revoked', 'tab');
        continue;
      }
      return stored;
    }
    return null;
  }

  async stamp(request: StampRequest): Promise<StampResult> {
    await this.#s.prepared();
    for (;;) {
      if (request.signal.aborted) throw new KeyholdError('REJECTED', 'This request was rejected.');
      const session = await this.#signingSession(request.excludeCredentialId);
      if (session) {
        const purpose: StampPurpose = {
          operation: request.operation,
          expiresAt: request.expiresAt,
          signal: request.signal,
          surface: request.surface,
        };
        return {
          stamp: await this.stampWith(session, request.payloadToSign, purpose),
          sessionId: session.id,
        };
      }
      const exclude = request.excludeCredentialId;
      const waiting = this.#s.waitForSession(
        (s) => this.#s.isLive(s, SIGNING_MARGIN_MS) && (exclude === undefined || s.credentialId !== exclude),
        request.signal,
      );
      this.#s.emit('reauth-required', {
        previous: this.#s.previous,
        excludeCredentialId: exclude,
        operation: request.operation,
        reason: this.#s.previous ? this.#s.previousReason : undefined,
      });
      await waiting;
    }
  }

  async stampWith(
    session: StoredSession,
    payloadToSign: string,
    purpose: StampPurpose = {},
  ): Promise<string> {
    let stamp: string;
    const keyHere = session.privateKey !== null || session.vault === true;
    if (session.stub || !keyHere || session.publicKey === null) {
      if (!this.#s.sandboxMode) {
        throw new KeyholdError('NO_SESSION_KEY', 'This session has no signing key outside sandbox mode.');
      }
      stamp = SANDBOX_MAGIC_SIGNATURE;
    } else {
      stamp = await this.#s.keys.stamp(session, payloadToSign, purpose);
    }
    await this.#recordUse(session.id);
    return stamp;
  }

  /**
   * Notes when this browser last signed with a session (the session list's "last used here"). Only a session
   * still in the store is updated (one that ended meanwhile is not brought back); awaited before the signed
   * request is sent, so an end that follows it deletes the updated record. Best effort.
   */
  async #recordUse(sessionId: string): Promise<void> {
    try {
      const stored = await this.#s.store.getSession(sessionId);
      if (stored)
        await this.#s.store.putSession({
          ...stored,
          lastUsedAt: new Date(this.#s.clock.now()).toISOString(),
        });
    } catch {
      // Not recorded: the list then says nothing about last use.
    }
  }

  /**
   * The service refused a stamp because the session ended: forget it here and in the other tabs, as
   * revoked or expired. The service's code says which when it does; otherwise the session's expiry on the
   * service's clock (the refusal's own `Date` header keeps that clock fresh): time left means revoked.
   */
  async sessionRejected(sessionId: string, error?: unknown): Promise<void> {
    const session =
      this.#s.current?.id === sessionId ? this.#s.current : await this.#s.store.getSession(sessionId);
    await this.#s.end([sessionId], this.#endReason(session, error), 'service');
  }

  #endReason(session: StoredSession | null | undefined, error: unknown): SessionEndReason {
    if (isKeyholdError(error)) {
      if (error.code === 'SESSION_REVOKED') return 'revoked';
      if (error.code === 'SESSION_EXPIRED') return 'expired';
      const text = `${error.reason ?? ''} ${error.message}`.toLowerCase();
      if (/revoked/.test(text)) return 'revoked';
      if (/expired/.test(text)) return 'expired';
    }
    if (!session) return 'expired';
    return this.#s.msLeft(session) > REVOKED_MARGIN_MS ? 'revoked' : 'expired';
  }

  /** Signs `payloadToSign` with the current session; `NO_SESSION` when signed out. */
  async signPayload(payloadToSign: string): Promise<string> {
    await this.#s.prepared();
    const session = await this.#signingSession(undefined);
    if (!session) throw new KeyholdError('NO_SESSION', 'Sign in first: there is no live session.');
    return this.stampWith(session, payloadToSign);
  }

  signedCall<T>(
    operation: SignedOperation,
    method: string,
    path: string,
    body: string | undefined,
    parse: (res: BackendResponse) => T | Promise<T>,
    extra: Partial<SignedCall<T>> = {},
  ): SignedCall<T> {
    const now = () => this.#s.clock.now();
    return { client: this.#s.client, operation, method, path, body, signer: this, parse, now, ...extra };
  }

  async signed<T>(call: SignedCall<T>): Promise<SignedRequest<T>> {
    const out = await sendSigned(call);
    return 'result' in out ? SignedRequest.completed(call.operation, out.result) : out.signedRequest;
  }
}
