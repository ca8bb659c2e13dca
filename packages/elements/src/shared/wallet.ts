import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CurrencyLike } from './money.js';

/**
 * The parts of `@keyhold/core`'s `Wallet` the elements use, written structurally so a component depends
 * on the core's shape, not its runtime (the test type-check asserts that the core's `Wallet` satisfies
 * it). Pass the object `createWallet()` returns.
 */

/** The parts of a service `Quote` the approve dialog explains (the core's `Quote` fits). */
export interface QuoteLike {
  id?: string;
  expiresAt?: string;
  sendingCurrency?: CurrencyLike | string;
  receivingCurrency?: CurrencyLike | string;
  totalSendingAmount?: number;
  totalReceivingAmount?: number;
  /** Sending-currency units per receiving-currency unit (service §2.8). */
  exchangeRate?: number;
  /** In sending-currency minor units. */
  feesIncluded?: number;
  /**
   * Where the money goes: an UMA address, or an account. An account is shown by its type (`accountType`)
   * and masked number (`accountNumber`, `iban`, `pixKey`, … directly or in `accountInfo`) when the quote or
   * a lookup carries them, else as the payee's account: never by its internal `accountId`.
   */
  destination?: {
    destinationType?: string;
    accountId?: string;
    umaAddress?: string;
    accountType?: string;
    accountNumber?: string;
    /** The account's `accountInfo` (§2.7) when a lookup or the integrator adds it. */
    accountInfo?: object;
  };
}

/** A signed request waiting for the person's decision (the core's `SignedRequest` fits). */
export interface ApprovableRequest<T = unknown> {
  readonly operation: string;
  /** The credential type being added or revoked, or that issued the session being revoked. */
  readonly type?: string | undefined;
  /** The canonical text the stamp covers, exactly as the service sent it. */
  readonly payloadToSign: string;
  readonly requestId?: string | undefined;
  /** ISO time after which the service refuses the signature. */
  readonly expiresAt: string;
  /** Milliseconds left before the challenge expires, on the service's clock (the core's `msLeft()`). */
  msLeft?(): number;
  /** `EXECUTE_QUOTE`: the quote approving executes (the core attaches it). */
  readonly quote?: QuoteLike | undefined;
  /** The core's state; `'approved'` means the service completed it without asking for a signature. */
  readonly state?: string;
  approve(): Promise<T>;
  reject(): void;
}

/** The signed-in session (the core's `Session`). */
export interface WalletSession {
  id: string;
  accountId: string;
  credentialId: string;
  credentialType: string;
  nickname?: string | undefined;
  /** When the session ends on this device's clock. */
  expiresAt: string;
  /** When it ends on the service's clock (compare with `serviceNow()`), when the wallet knows it. */
  serviceExpiresAt?: string | undefined;
}

/** A credential of the account (the service's AuthMethod). */
export interface WalletCredential {
  id: string;
  accountId: string;
  type: string;
  nickname: string;
  createdAt: string;
}

/** A session as `GET /auth/sessions` lists it. */
export interface WalletSessionRecord {
  id: string;
  accountId: string;
  type: string;
  nickname?: string;
  expiresAt: string;
  createdAt?: string;
  /** When this browser last signed with the session (the core's local record; other browsers' use is unknown). */
  lastUsedHereAt?: string;
}

/** Called when adding a credential needs a signed retry. */
export type SignedRequestHook = (request: ApprovableRequest<WalletCredential>) => void | Promise<void>;

/** A code sent to an email credential, waiting to be verified. */
export interface EmailOtpChallengeLike {
  readonly email: string;
  /** False when no new code went out because one was sent moments ago. */
  readonly codeSent: boolean;
  /** Seconds before `resend()` may be called, when the service said so. */
  readonly retryAfter: number | undefined;
  resend(): Promise<void>;
  verify(code: string): Promise<WalletSession>;
}

/** An OpenID Connect provider (the core's `OAuthProvider`). */
export interface OAuthProviderConfig {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri?: string;
  scope?: string;
  loginHint?: string;
  params?: Record<string, string>;
}

/** An OAuth button of `<kh-sign-in>`: its label and the provider it opens. */
export interface OAuthButton {
  /** Stable id (used in the button's `data-provider`). */
  id: string;
  /** The button text, e.g. "Continue with Google" (the integrator's copy). */
  label: string;
  provider: OAuthProviderConfig;
}

/** Detail of the wallet's `reauth-required` event. */
export interface ReauthRequest {
  previous: WalletSession | null;
  excludeCredentialId?: string | undefined;
  operation: string;
}

export interface WalletLike extends EventTarget {
  /** Resolves with the restored session (or null) once the backend is known. */
  readonly ready: Promise<WalletSession | null>;
  readonly session: WalletSession | null;
  readonly previousSession: WalletSession | null;
  /** True when the browser cleared the site's storage and the session kept in it (the core's `storageCleared`). */
  readonly storageCleared?: boolean;
  readonly emailOtp: {
    start(options: { email: string; onSignedRequest?: SignedRequestHook }): Promise<EmailOtpChallengeLike>;
  };
  readonly passkey: {
    register(options: { nickname: string; onSignedRequest?: SignedRequestHook }): Promise<WalletCredential>;
    create(options: { nickname: string; onSignedRequest?: SignedRequestHook }): Promise<WalletSession>;
    signIn(options?: { credentialId?: string; autofill?: boolean }): Promise<WalletSession>;
    /** True where the browser offers passkeys in autofill (conditional mediation). */
    supportsAutofill?(): Promise<boolean>;
  };
  readonly oauth: {
    signIn(
      provider: OAuthProviderConfig,
      options?: { onSignedRequest?: SignedRequestHook },
    ): Promise<WalletSession>;
    /** Prepares the redirect flow (the fallback when the popup is blocked). */
    prepare?(provider: OAuthProviderConfig): Promise<{ redirect(): void }>;
    /** On the page the provider redirected back to: finishes the sign-in (null when there is none). */
    completeRedirect?(): Promise<WalletSession | null>;
  };
  listCredentials(): Promise<WalletCredential[]>;
  revokeCredential(credentialId: string): Promise<ApprovableRequest<void>>;
  listSessions(): Promise<WalletSessionRecord[]>;
  revokeSession(sessionId: string): Promise<ApprovableRequest<void>>;
  signOut(): Promise<void>;
  exportWallet(): Promise<ApprovableRequest<string>>;
  /**
   * The service's current time (epoch ms) as the wallet knows it from the service's answers. Optional:
   * without it the elements use this device's clock.
   */
  serviceNow?(): number;
}

/** The wallet events the controller follows. */
const SESSION_EVENTS = ['session', 'session-expired', 'session-revoked'] as const;

/**
 * How the last session ended: `'expired'` / `'revoked'` (the wallet may ask for re-auth and resume what
 * waited for it), `'signed-out'` (a `session: null` with no expiry or revocation before it: the person, or
 * another tab, signed out), or null while a session is live or none has ended.
 */
export type SessionEnd = 'expired' | 'revoked' | 'signed-out' | null;

/**
 * Follows a wallet's session for a component: re-renders on `session`, `session-expired` and
 * `session-revoked`, re-subscribes when the host's `wallet` property changes, and waits for `ready`.
 *
 * @example
 * #session = new WalletController(this)  // reads this.wallet
 * render() { return this.#session.session ? html`…` : html`…` }
 */
export class WalletController implements ReactiveController {
  readonly #host: ReactiveControllerHost & { wallet: WalletLike | undefined };
  #subscribed: WalletLike | undefined;
  #ready = false;
  #ended: SessionEnd = null;

  constructor(host: ReactiveControllerHost & { wallet: WalletLike | undefined }) {
    this.#host = host;
    host.addController(this);
  }

  /** The wallet's current session, or null (also before `ready`). */
  get session(): WalletSession | null {
    return this.#subscribed?.session ?? null;
  }

  /** True once the wallet's `ready` settled. */
  get ready(): boolean {
    return this.#ready;
  }

  /** How the last session ended (see `SessionEnd`); null again once a session is live. */
  get ended(): SessionEnd {
    return this.#ended;
  }

  // The core emits session-expired / session-revoked just before `session: null`; a bare null is a sign-out.
  #update = (event: Event): void => {
    if (event.type === 'session-expired') this.#ended = 'expired';
    else if (event.type === 'session-revoked') this.#ended = 'revoked';
    else if (this.#subscribed?.session) this.#ended = null;
    else if (this.#ended === null) this.#ended = 'signed-out';
    this.#host.requestUpdate();
  };

  hostConnected(): void {
    this.#follow();
  }

  hostUpdate(): void {
    if (this.#host.wallet !== this.#subscribed) this.#follow();
  }

  hostDisconnected(): void {
    this.#unfollow();
  }

  #follow(): void {
    this.#unfollow();
    const wallet = this.#host.wallet;
    this.#subscribed = wallet;
    this.#ready = false;
    this.#ended = null;
    if (!wallet) return;
    for (const type of SESSION_EVENTS) wallet.addEventListener(type, this.#update);
    const settle = (): void => {
      if (this.#subscribed !== wallet) return;
      this.#ready = true;
      this.#host.requestUpdate();
    };
    wallet.ready.then(settle, settle);
  }

  #unfollow(): void {
    const wallet = this.#subscribed;
    if (wallet) for (const type of SESSION_EVENTS) wallet.removeEventListener(type, this.#update);
    this.#subscribed = undefined;
  }
}
