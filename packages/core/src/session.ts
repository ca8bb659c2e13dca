import type { StoredSession } from './key-store.js';
import type { CredentialType } from './types.js';

/** The signed-in session as the app sees it: never any key material. */
export interface Session {
  /** `Session:<uuid>` */
  id: string;
  accountId: string;
  /** The AuthMethod id of the credential that issued the session. */
  credentialId: string;
  credentialType: CredentialType;
  /** The credential's nickname (EMAIL_OTP: the address; OAUTH: the email claim). */
  nickname?: string | undefined;
  /** When the session ends on this device's clock (compare with `Date.now()`). */
  expiresAt: string;
  /**
   * When the session ends on the service's clock, as the service said (the value `listSessions()` shows;
   * compare with `wallet.serviceNow()`). Absent for a session stored by an older version.
   */
  serviceExpiresAt?: string | undefined;
  /** True for a sandbox stub session that signs with the magic value. */
  stub: boolean;
}

/** The public view of a stored session. */
export function toSession(stored: StoredSession): Session {
  const session: Session = {
    id: stored.id,
    accountId: stored.accountId,
    credentialId: stored.credentialId,
    credentialType: stored.credentialType,
    expiresAt: stored.expiresAt,
    stub: stored.stub,
  };
  if (stored.nickname !== undefined) session.nickname = stored.nickname;
  if (stored.serviceExpiresAt !== undefined) session.serviceExpiresAt = stored.serviceExpiresAt;
  return session;
}

/** Milliseconds left before `expiresAt` (negative once expired). */
export function msUntilExpiry(session: { expiresAt: string }, now = Date.now()): number {
  const at = Date.parse(session.expiresAt);
  return Number.isNaN(at) ? -1 : at - now;
}

/** True while the session has more than `marginMs` left. */
export function isLive(session: { expiresAt: string }, now = Date.now(), marginMs = 0): boolean {
  return msUntilExpiry(session, now) > marginMs;
}

/** Detail of `session-expiring`. */
export interface SessionExpiringDetail {
  session: Session;
  secondsLeft: number;
}

/**
 * Why a session ended: `'expired'` (its time ran out), `'revoked'` (revoked at the service, by this wallet,
 * another device or its credential's removal) or `'signed-out'` (signed out here or in another tab).
 */
export type SessionEndReason = 'expired' | 'revoked' | 'signed-out';

/** Detail of `session-ended`, `session-expired` and `session-revoked`. */
export interface SessionEndedDetail {
  session: Session;
  /** `'local'` when this tab saw it, `'tab'` when another tab said so, `'service'` when the service refused it. */
  source: 'local' | 'tab' | 'service';
  /** Why it ended. */
  reason: SessionEndReason;
}

/** Detail of `reauth-required`: a signed action waits for a (new) session. */
export interface ReauthRequiredDetail {
  /** The session that ended, when there was one: sign in with the same credential again. */
  previous: Session | null;
  /** Revoking a credential: the new session must come from another credential than this one. */
  excludeCredentialId?: string | undefined;
  operation: string;
  /** Why `previous` ended, when there was one (`'revoked'` is not `'expired'`). */
  reason?: SessionEndReason | undefined;
}

/** Detail of `warning`. */
export interface WalletWarning {
  code: string;
  message: string;
}
