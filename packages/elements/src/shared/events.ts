import type { ReactiveElement } from 'lit';
import type { WalletSession } from './wallet.js';

/** A failure as the components report it: the core's `KeyholdError` fields a host may act on. */
export interface KhErrorInfo {
  code: string;
  message: string;
  status?: number | undefined;
  retryAfter?: number | undefined;
  /** The service's `reason` of a 401 (which check failed), when it gave one. */
  reason?: string | undefined;
  /** The service's `details.check` (e.g. `OTP_ATTEMPTS`: the code was burnt by wrong guesses). */
  check?: string | undefined;
}

/** The session summary the components pass around (the core's `Session`, or `null` when signed out). */
export type KhSessionInfo = WalletSession;

/** Why a dialog or flow asks to close. */
export type CloseReason = 'escape' | 'cancel' | 'close-button' | 'expired';

/**
 * Every `kh-*` event and its `detail`. All of them bubble and cross shadow roots (`composed`); only
 * `kh-request-close` and `kh-otp-resend` are cancelable (the host may veto).
 */
export interface KhEventDetailMap {
  /** `<kh-otp-input>`: every box is filled. */
  'kh-otp-complete': { value: string };
  /** `<kh-otp-input>`: the person asked for a new code (cancel to keep the cooldown from starting). */
  'kh-otp-resend': Record<string, never>;
  /** A signed request was approved and the service accepted it. */
  'kh-approved': { operation: string; result: unknown };
  /**
   * The person declined or closed a signed request. `signed` is true when an approval was signed and sent
   * before (and the service refused it): then something *was* signed, though nothing took effect.
   */
  'kh-rejected': { operation: string; signed?: true };
  /** A dialog or flow asks to close; cancel the event to keep it open. */
  'kh-request-close': { reason: CloseReason };
  /** The session changed: signed in (a session), re-authenticated, or signed out (`null`). */
  'kh-session': { session: KhSessionInfo | null };
  /** A credential was added. */
  'kh-credential-added': { credentialId: string; type: string };
  /** A credential was revoked. */
  'kh-credential-revoked': { credentialId: string };
  /** A session was revoked (another device, or this one on sign-out). */
  'kh-session-revoked': { sessionId: string };
  /** The recovery phrase was revealed (the detail never carries it). */
  'kh-export-revealed': { accountId: string };
  /** `<kh-reauth>` was dismissed: a signed action waiting for a new session will not get one. */
  'kh-reauth-cancelled': { operation: string };
  /** `<kh-session-status>`: the person asked to sign in again (`<kh-reauth>` opens). */
  'kh-reauth-request': Record<string, never>;
  /** Something failed; the component shows the message too. */
  'kh-error': { error: KhErrorInfo };
  /** `<kh-activity>`: a transaction appeared or changed status (`<kh-balance>` on the page reads again). */
  'kh-transaction': { transactionId: string; status: string };
}

export type KhEventName = keyof KhEventDetailMap;
export type KhEvent<K extends KhEventName> = CustomEvent<KhEventDetailMap[K]>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kh-otp-complete': KhEvent<'kh-otp-complete'>;
    'kh-otp-resend': KhEvent<'kh-otp-resend'>;
    'kh-approved': KhEvent<'kh-approved'>;
    'kh-rejected': KhEvent<'kh-rejected'>;
    'kh-request-close': KhEvent<'kh-request-close'>;
    'kh-session': KhEvent<'kh-session'>;
    'kh-credential-added': KhEvent<'kh-credential-added'>;
    'kh-credential-revoked': KhEvent<'kh-credential-revoked'>;
    'kh-session-revoked': KhEvent<'kh-session-revoked'>;
    'kh-export-revealed': KhEvent<'kh-export-revealed'>;
    'kh-reauth-cancelled': KhEvent<'kh-reauth-cancelled'>;
    'kh-reauth-request': KhEvent<'kh-reauth-request'>;
    'kh-error': KhEvent<'kh-error'>;
    'kh-transaction': KhEvent<'kh-transaction'>;
  }
}

/**
 * Dispatches a `kh-*` event from `host` (bubbling, composed). Returns `false` when a listener called
 * `preventDefault()` on a cancelable event.
 *
 * @example
 * if (emit(this, 'kh-request-close', { reason: 'escape' }, { cancelable: true })) this.close()
 */
export function emit<K extends KhEventName>(
  host: EventTarget,
  name: K,
  detail: KhEventDetailMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

/** The error fields a host can act on, from anything thrown (never the stack, never secrets). */
export function toErrorInfo(error: unknown): KhErrorInfo {
  if (typeof error === 'object' && error !== null) {
    const e = error as {
      code?: unknown;
      message?: unknown;
      status?: unknown;
      retryAfter?: unknown;
      name?: unknown;
      reason?: unknown;
      details?: unknown;
    };
    const code =
      typeof e.code === 'string'
        ? e.code
        : e.name === 'NotAllowedError'
          ? 'WEBAUTHN_CANCELLED'
          : 'UNEXPECTED';
    const check =
      typeof e.details === 'object' && e.details !== null
        ? (e.details as { check?: unknown }).check
        : undefined;
    return {
      code,
      message: typeof e.message === 'string' ? e.message : String(error),
      status: typeof e.status === 'number' ? e.status : undefined,
      retryAfter: typeof e.retryAfter === 'number' ? e.retryAfter : undefined,
      reason: typeof e.reason === 'string' ? e.reason : undefined,
      check: typeof check === 'string' ? check : undefined,
    };
  }
  return { code: 'UNEXPECTED', message: String(error) };
}

/** Emits `kh-error` for `error` and returns its info. */
export function emitError(host: ReactiveElement, error: unknown): KhErrorInfo {
  const info = toErrorInfo(error);
  emit(host, 'kh-error', { error: info });
  return info;
}
