import type { KeyholdError } from './errors.js';

/**
 * Why the service refused a session's stamp: `revoked` (signed out elsewhere, its credential removed) or
 * `expired`. The service's own code decides when it gives one; otherwise a session that still had time
 * left on the service's clock was revoked, one whose time was up expired.
 *
 * @param msLeft - Milliseconds the session had left on the service's clock when it was refused.
 */
export function refusedSessionEnd(error: KeyholdError | undefined, msLeft: number): 'expired' | 'revoked' {
  if (error?.code === 'SESSION_REVOKED') return 'revoked';
  if (error?.code === 'SESSION_EXPIRED' || error === undefined) return 'expired';
  return msLeft > 0 ? 'revoked' : 'expired';
}
