import type { KeyholdError } from './errors.js';

/**
 * Why the service refused a session's stamp: `revoked` (signed out elsewhere, its credential removed) or
 * `expired`. Only the service's own code can tell: a session that still had time on this browser's
 * estimate of the service clock may have expired on a clock that moved (a sandbox's), so without
 * `SESSION_REVOKED` it is reported expired, as before.
 */
export function refusedSessionEnd(error: KeyholdError | undefined): 'expired' | 'revoked' {
  return error?.code === 'SESSION_REVOKED' ? 'revoked' : 'expired';
}
