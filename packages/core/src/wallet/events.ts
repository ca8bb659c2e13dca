import { KeyholdError, isKeyholdError, type KeyholdErrorCode } from '../errors.js';
import type { StorageFallbackDetail } from '../key-store.js';
import type {
  ReauthRequiredDetail,
  Session,
  SessionEndedDetail,
  SessionExpiringDetail,
  WalletWarning,
} from '../session.js';

/** The events a Wallet dispatches (all `CustomEvent`s). */
export interface WalletEventMap {
  session: CustomEvent<Session | null>;
  'session-expiring': CustomEvent<SessionExpiringDetail>;
  'session-expired': CustomEvent<SessionEndedDetail>;
  'session-revoked': CustomEvent<SessionEndedDetail>;
  /** Every end of the current session (after `session-expired` / `session-revoked`, before `session` null). */
  'session-ended': CustomEvent<SessionEndedDetail>;
  /** The offset between this device's clock and the service's moved. */
  'service-clock': CustomEvent<ServiceClockDetail>;
  'reauth-required': CustomEvent<ReauthRequiredDetail>;
  error: CustomEvent<KeyholdError>;
  warning: CustomEvent<WalletWarning>;
  'storage-fallback': CustomEvent<StorageFallbackDetail>;
}

/** Detail of `service-clock`. */
export interface ServiceClockDetail {
  /** Milliseconds to add to `Date.now()` to get the service's time. */
  offsetMs: number;
}

/** Dispatches one of the Wallet's events (the facade's `dispatchEvent`, typed). */
export type Emit = <K extends keyof WalletEventMap>(type: K, detail: WalletEventMap[K]['detail']) => void;

/** An emitter over an EventTarget. */
export function emitterOf(target: EventTarget): Emit {
  return (type, detail) => {
    target.dispatchEvent(new CustomEvent(type, { detail }));
  };
}

/** `error` as a KeyholdError: itself when it is one (and no message is forced), else wrapped under `code`. */
export function asKeyholdError(error: unknown, code: KeyholdErrorCode, message?: string): KeyholdError {
  if (isKeyholdError(error) && message === undefined) return error;
  return new KeyholdError(code, message ?? (error instanceof Error ? error.message : String(error)), {
    cause: error,
  });
}
