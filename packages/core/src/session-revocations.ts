/**
 * `@keyhold/core/session-revocations`: "sign out everywhere else" as one decision. The service revokes one
 * session per signed request, so ending several sessions is several challenges: they are fetched together,
 * shown and decided once, then signed one after another; the result says, session by session, which
 * ended. A separate entry point: most pages never need it.
 * @packageDocumentation
 */
import { KeyholdError, isKeyholdError } from './errors.js';
import type { SignedRequest } from './signed-request.js';

/** The failure as a KeyholdError (one already is; anything else is wrapped as `SERVICE_ERROR`). */
function asKeyholdError(error: unknown): KeyholdError {
  if (isKeyholdError(error)) return error;
  return new KeyholdError('SERVICE_ERROR', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/** What a revocation needs of its request: the core's `SignedRequest<void>` (`wallet.revokeSession()`). */
export interface RevocationRequest {
  readonly payloadToSign: string;
  readonly type?: string | undefined;
  readonly expiresAt: string;
  /** Milliseconds until the challenge expires (falls back to `expiresAt` when absent). */
  msLeft?(): number;
  /** Signs `payloadToSign` and sends the signed retry. */
  approve(): Promise<unknown>;
  /** Declines: nothing is signed. */
  reject(): void;
}

/** What became of one session. `alreadyEnded`: the service no longer knew it as live (404): it is gone. */
export type SessionRevocationOutcome =
  | { sessionId: string; ended: true; alreadyEnded?: true }
  | { sessionId: string; ended: false; error: KeyholdError };

/** One session's revocation inside a {@link SessionRevocations}: its own signed request. */
export interface SessionRevocation<R extends RevocationRequest = SignedRequest<void>> {
  sessionId: string;
  request: R;
}

/** Where a {@link SessionRevocations} batch stands: waiting, signing one by one, done, or declined. */
export type SessionRevocationsState = 'pending' | 'approving' | 'approved' | 'rejected';

/** The service answered that the session is not live (unknown, revoked or expired). */
function isGone(error: unknown): boolean {
  return isKeyholdError(error) && error.status === 404;
}

/**
 * Several sessions revoked on one approval: one signed request per session (the service's
 * `DELETE /auth/sessions/{id}`), approved or declined together. `approve()` signs them one after another
 * with the current session and resolves with one outcome per session, in the order asked, also when some
 * failed: a failure never hides what did end. It rejects only with `REJECTED` (declined, or the re-auth
 * it waited for was dismissed before anything was signed).
 *
 * It has the shape of a signed request (`operation` `'REVOKE_SESSIONS'`, `payloadToSign` = every payload,
 * one a line, exactly as the service sent them; `expiresAt` = the earliest challenge's), so an approval
 * dialog can show it.
 *
 * @example
 * import { revokeSessions } from '@keyhold/core/session-revocations'
 * const others = (await wallet.listSessions()).filter((s) => s.id !== wallet.session?.id)
 * const batch = await revokeSessions((id) => wallet.revokeSession(id), others.map((s) => s.id))
 * const outcomes = await batch.approve()
 * const failed = outcomes.filter((o) => !o.ended)
 */
export class SessionRevocations<R extends RevocationRequest = SignedRequest<void>> {
  readonly operation = 'REVOKE_SESSIONS' as const;
  /** The revocations waiting for the decision (sessions whose challenge could be fetched). */
  readonly revocations: readonly SessionRevocation<R>[];
  readonly #ids: readonly string[];
  /** Outcomes known before any signature: the challenge could not be fetched. */
  readonly #known: ReadonlyMap<string, SessionRevocationOutcome>;
  #state: SessionRevocationsState;
  #running: Promise<SessionRevocationOutcome[]> | null = null;

  constructor(
    sessionIds: readonly string[],
    revocations: readonly SessionRevocation<R>[],
    known: ReadonlyMap<string, SessionRevocationOutcome>,
  ) {
    this.#ids = sessionIds;
    this.revocations = revocations;
    this.#known = known;
    // Nothing to sign: it is decided already (an approval dialog approves it without showing it).
    this.#state = revocations.length === 0 ? 'approved' : 'pending';
  }

  /** The sessions, in the order asked. */
  get sessionIds(): readonly string[] {
    return this.#ids;
  }
  /** Every `payloadToSign`, one a line, in the order they are signed. Each stamp covers its own line only. */
  get payloadToSign(): string {
    return this.revocations.map((r) => r.request.payloadToSign).join('\n');
  }
  /** The credential type shared by every session revoked, else undefined. */
  get type(): string | undefined {
    const types = new Set(this.revocations.map((r) => r.request.type));
    return types.size === 1 ? [...types][0] : undefined;
  }
  /** When the first challenge expires (service's clock); approving later starts the expired ones over. */
  get expiresAt(): string {
    const times = this.revocations.map((r) => r.request.expiresAt);
    return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? new Date(8.64e15).toISOString();
  }
  /** Milliseconds before the first challenge expires, on the service's clock. */
  msLeft(): number {
    const left = this.revocations.map(
      ({ request }) => request.msLeft?.() ?? Math.max(0, Date.parse(request.expiresAt) - Date.now()),
    );
    return left.length === 0 ? Number.MAX_SAFE_INTEGER : Math.min(...left);
  }
  get state(): SessionRevocationsState {
    return this.#state;
  }

  /** Signs each revocation in turn; resolves with every session's outcome (see the class). */
  approve(): Promise<SessionRevocationOutcome[]> {
    if (this.#state === 'rejected')
      return Promise.reject(new KeyholdError('REJECTED', 'This request was rejected.'));
    this.#running ??= this.#run();
    return this.#running;
  }

  /** Declines every revocation not signed yet; nothing more is signed. */
  reject(): void {
    if (this.#state === 'approved') return;
    if (this.#state === 'pending') this.#state = 'rejected';
    for (const { request } of this.revocations) request.reject();
  }

  async #run(): Promise<SessionRevocationOutcome[]> {
    this.#state = 'approving';
    const done = new Map(this.#known);
    let stopped: KeyholdError | null = null;
    let first = true;
    for (const { sessionId, request } of this.revocations) {
      const isFirst = first;
      first = false;
      if (stopped) {
        request.reject();
        done.set(sessionId, { sessionId, ended: false, error: stopped });
        continue;
      }
      try {
        await request.approve();
        done.set(sessionId, { sessionId, ended: true });
      } catch (error) {
        if (isGone(error)) {
          done.set(sessionId, { sessionId, ended: true, alreadyEnded: true });
          continue;
        }
        const failure = asKeyholdError(error);
        // Declined (or the re-auth it waited for dismissed): nothing after it is signed.
        if (failure.code === 'REJECTED') {
          stopped = failure;
          // Declined before anything was signed: the whole decision is a decline.
          if (isFirst) {
            for (const r of this.revocations) r.request.reject();
            this.#state = 'rejected';
            throw failure;
          }
        }
        done.set(sessionId, { sessionId, ended: false, error: failure });
      }
    }
    this.#state = 'approved';
    return this.#ids.map((id) => done.get(id)!);
  }
}

/**
 * Asks `revoke` (`wallet.revokeSession`) for every session's challenge, in parallel, and bundles them; a
 * session whose challenge cannot be fetched gets its outcome at once (gone already: ended; else not ended,
 * with the error).
 *
 * @example
 * const batch = await revokeSessions((id) => wallet.revokeSession(id), ['Session:…', 'Session:…'])
 * if (confirm(`Sign out ${batch.revocations.length} sessions?`)) await batch.approve(); else batch.reject()
 */
export async function revokeSessions<R extends RevocationRequest = SignedRequest<void>>(
  revoke: (sessionId: string) => Promise<R>,
  sessionIds: readonly string[],
): Promise<SessionRevocations<R>> {
  const ids = [...new Set(sessionIds)];
  const settled = await Promise.allSettled(ids.map((id) => revoke(id)));
  const revocations: SessionRevocation<R>[] = [];
  const known = new Map<string, SessionRevocationOutcome>();
  settled.forEach((result, i) => {
    const sessionId = ids[i]!;
    if (result.status === 'fulfilled') revocations.push({ sessionId, request: result.value });
    else if (isGone(result.reason)) known.set(sessionId, { sessionId, ended: true, alreadyEnded: true });
    else
      known.set(sessionId, {
        sessionId,
        ended: false,
        error: asKeyholdError(result.reason),
      });
  });
  return new SessionRevocations(ids, revocations, known);
}
