import { BackendClient } from './backend-client.js';
import { ServiceClock } from './clock.js';
import { EmailOtpFlow } from './flows/email-otp.js';
import { OAuthFlow } from './flows/oauth.js';
import { PasskeyFlow } from './flows/passkey.js';
import type { WalletInternals } from './internals.js';
import { type KeyStore, type StorageFallbackDetail, createKeyStore } from './key-store.js';
import type { Session } from './session.js';
import type { SignedRequest, StampProvider, StampRequest, StampResult } from './signed-request.js';
import type { AuthMethod, BackendConfig, ListedSession, Quote, Transaction } from './types.js';
import type { Customer } from './wire.js';
import { CredentialManager } from './wallet/credentials.js';
import { type WalletEventMap, emitterOf } from './wallet/events.js';
import type { WalletOptions } from './wallet/options.js';
import { type FollowTransactionOptions, Payments } from './wallet/payments.js';
import type { WalletLedger } from './wallet/ledger.js';
import { SessionManager, notices } from './wallet/session-manager.js';
import { SessionService } from './wallet/sessions.js';
import { type KeyHolder, PageKeys } from './wallet/keys.js';
import { DeferredFrameKeys } from './vault/deferred-keys.js';
import type { VaultContainer } from './vault/options.js';
import type { VaultSignInOptions } from './vault/signin.js';
import { KeyholdError } from './errors.js';
import type { VaultDisplay } from './vault/protocol.js';
import { Stamper } from './wallet/stamper.js';

export { SANDBOX_MAGIC_SIGNATURE } from './wallet/stamper.js';
export type { WalletOptions } from './wallet/options.js';
export type { WalletEventMap, ServiceClockDetail } from './wallet/events.js';
export type { FollowTransactionOptions } from './wallet/payments.js';
export type {
  PaymentRequest,
  Receiving,
  TransactionPage,
  TransactionQuery,
  WalletBalance,
  WalletLedger,
} from './wallet/ledger.js';
export type { VaultContainer, VaultOptions } from './vault/options.js';
export type { VaultSignInOptions } from './vault/signin.js';

/** Paths the wallet handler answers without asking the service (their `Date` is not the service's). */
const HANDLER_OWN_PATHS = new Set(['/config', '/passkeys/registration-options', '/receiving']);

/**
 * One embedded-wallet account in this browser: its session (restored after a reload), the credential
 * flows, signed requests, management, export and quote approval. Importing it touches no browser
 * global; construction starts `ready`, which loads the backend config and restores a live session.
 *
 * The class is a facade: the session manager (`ready`, timers, tabs, waiters), the stamper, credential
 * and session management, payments and export are modules behind the internal seam of `internals.ts`.
 *
 * @example
 * const wallet = createWallet({ backendUrl: '/api/wallet' })
 * wallet.addEventListener('session', (e) => render(e.detail))
 * const session = await wallet.ready
 */
export class Wallet extends EventTarget implements StampProvider {
  readonly client: BackendClient;
  readonly keyStore: KeyStore;
  readonly emailOtp: EmailOtpFlow;
  readonly passkey: PasskeyFlow;
  readonly oauth: OAuthFlow;

  readonly #clock = new ServiceClock();
  readonly #sessions: SessionManager;
  readonly #stamper: Stamper;
  readonly #credentials: CredentialManager;
  readonly #sessionService: SessionService;
  readonly #payments: Payments;
  #ledger: Promise<WalletLedger> | undefined;
  readonly #keys: KeyHolder;

  constructor(options: WalletOptions) {
    super();
    this.client = new BackendClient({
      backendUrl: options.backendUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      onResponse: ({ path, headers, sentAt, receivedAt }) => {
        // The handler answers these itself, on the integrator's clock: only forwarded answers tell the service's.
        if (!HANDLER_OWN_PATHS.has(path.split('?')[0] ?? path)) {
          this.#clock.observeDate(headers.get('Date'), sentAt, receivedAt);
        }
      },
    });
    this.keyStore = options.keyStore ?? createKeyStore();
    const emit = emitterOf(this);
    this.keyStore.addEventListener('storage-fallback', (event) => {
      void notices().then((notes) => notes?.fellBack(emit, event as CustomEvent<StorageFallbackDetail>));
    });
    this.#keys = options.vault
      ? new DeferredFrameKeys(options.vault, () => this.#clock.offsetMs)
      : new PageKeys(this.keyStore);
    this.#sessions = new SessionManager(this.client, this.keyStore, options, emit, this.#clock, this.#keys);
    // Frame mode: its code and the key frame load beside `ready`, so the first sign-in does not wait for them.
    if (this.#keys instanceof DeferredFrameKeys && typeof document !== 'undefined' && document.body) {
      this.#keys.preload();
    }
    this.#stamper = new Stamper(this.#sessions);
    this.#credentials = new CredentialManager(this.#sessions, this.#stamper);
    this.#sessionService = new SessionService(this.#sessions, this.#stamper);
    this.#payments = new Payments(this.#sessions, this.#stamper);
    const internals = this.#internals();
    this.emailOtp = new EmailOtpFlow(internals);
    this.passkey = new PasskeyFlow(internals);
    this.oauth = new OAuthFlow(internals);
  }

  /**
   * Resolves with the restored session (or null) once the backend config and account are known. When it
   * failed (offline, not signed in to the app yet), the next flow or management call tries again.
   */
  get ready(): Promise<Session | null> {
    return this.#sessions.ready;
  }
  /**
   * True when this browser held a live session of the account that its storage no longer has: the
   * browser cleared the site's storage (eviction, a privacy rule), so the person was signed out without
   * asking. Say so on the sign-in screen. False again after a sign-in; also false when it cannot be known.
   */
  get storageCleared(): boolean {
    return this.#sessions.storageCleared;
  }
  /** The signed-in session, or null. */
  get session(): Session | null {
    const current = this.#sessions.current;
    return current ? this.#sessions.view(current) : null;
  }
  /** The session that ended last (expired, revoked): re-auth with its credential. */
  get previousSession(): Session | null {
    return this.#sessions.previous;
  }
  /** What the backend's `/config` answered, once `ready`. */
  get config(): BackendConfig | null {
    return this.#sessions.config;
  }
  /** The embedded-wallet account, once known. */
  get accountId(): string | null {
    return this.#sessions.accountId;
  }
  /** True when the backend reports a sandbox and the options did not force production behaviour. */
  get sandboxMode(): boolean {
    return this.#sessions.sandboxMode;
  }
  /**
   * `'frame'` when the keys live in the vault frame (`createWallet({ vault })`): approvals happen in the
   * frame, and the phrase of an export is shown only there. Otherwise `'page'`.
   */
  get mode(): 'page' | 'frame' {
    return this.#keys.mode;
  }

  /**
   * Frame mode: where the visible vault frame is mounted for the next approvals and exports (an element of
   * your dialog, or a function giving one), and optionally how it looks; `null` goes back to the core's own
   * overlay. Does nothing in page mode.
   *
   * @example
   * wallet.setApprovalContainer(dialog.querySelector('.vault-slot'), () => ({ lang: 'fr', scheme: 'dark' }))
   */
  setApprovalContainer(container: VaultContainer | null, display?: () => VaultDisplay): void {
    if (this.#keys instanceof DeferredFrameKeys) this.#keys.setContainer(container, display);
  }

  /**
   * Frame mode's sign-in: the vault frame shows its sign-in view (in `container`, else the core's overlay);
   * the person types the email address and the code there, and the frame opens the session with the
   * backend of its own configuration and keeps its key. Resolves with the session (never the code or a
   * key); rejects `REJECTED` when `signal` aborts. In frame mode with a backend that sets `vaultOrigin`,
   * this is the only way a session is opened; page mode: `UNSUPPORTED`.
   *
   * @example
   * const session = await wallet.signInInVault({ container: document.querySelector('#sign-in') })
   */
  async signInInVault(options: VaultSignInOptions = {}): Promise<Session> {
    if (!(this.#keys instanceof DeferredFrameKeys)) throw new KeyholdError('UNSUPPORTED', 'Frame mode only.');
    return this.#keys.signIn(this.#sessions, this.#sessionService, options);
  }

  /**
   * The service's time now (epoch ms): `Date.now()` corrected by what the service said of its clock (the
   * `Date` header of backend answers, a new session's `createdAt`). Every `expiresAt` the service sets
   * (sessions, signed-request challenges, quotes) is on this clock.
   */
  serviceNow(): number {
    return this.#clock.now();
  }
  /** Milliseconds to add to `Date.now()` to get the service's time (0 until the service said its time). */
  get clockOffsetMs(): number {
    return this.#clock.offsetMs;
  }
  /**
   * Milliseconds from the service's now until `time`, an ISO date-time on the service's clock (a challenge's
   * or a quote's `expiresAt`, `session.serviceExpiresAt`): negative once past, NaN when unreadable.
   *
   * @example
   * const left = wallet.msUntil(quote.expiresAt) // a countdown that is right when the device clock is not
   */
  msUntil(time: string): number {
    return this.#clock.msUntil(time);
  }

  /**
   * Listens to a wallet event (`session`, `session-expiring`, `session-ended`, `reauth-required`, `warning`,
   * …) with its typed `detail`.
   */
  override addEventListener<K extends keyof WalletEventMap>(
    type: K,
    listener: ((event: WalletEventMap[K]) => void) | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | ((event: never) => void) | null,
    options?: boolean | AddEventListenerOptions,
  ): void {
    super.addEventListener(type, listener as EventListenerOrEventListenerObject | null, options);
  }

  // ── signing ──

  /**
   * Stamps `payloadToSign` for a signed request (the StampProvider of every SignedRequest of this wallet).
   * With no usable session it fires `reauth-required` and waits until a sign-in brings one.
   */
  stamp(request: StampRequest): Promise<StampResult> {
    return this.#stamper.stamp(request);
  }
  /**
   * The service refused a stamp because the session ended: forget it here and in the other tabs, as
   * `session-revoked` or `session-expired` (the service's `error` says which, else its clock).
   */
  sessionRejected(sessionId: string, error?: unknown): Promise<void> {
    return this.#stamper.sessionRejected(sessionId, error);
  }
  /**
   * Signs an arbitrary `payloadToSign` with the current session (for operations the core does not wrap).
   * Throws `NO_SESSION` when signed out.
   */
  signPayload(payloadToSign: string): Promise<string> {
    return this.#stamper.signPayload(payloadToSign);
  }

  // ── management ──

  /** The credentials of the account. */
  listCredentials(): Promise<AuthMethod[]> {
    return this.#credentials.list();
  }
  /**
   * Revokes a credential. The returned request must be approved with a session of a *different*
   * credential (a credential cannot revoke itself); without one, approval fires `reauth-required`.
   */
  revokeCredential(credentialId: string): Promise<SignedRequest<void>> {
    return this.#credentials.revoke(credentialId);
  }
  /**
   * The sessions of the account (no key material). Those this browser signed with carry `lastUsedHereAt`
   * (a local record, on the service's clock): the service does not say when other browsers last used theirs.
   */
  listSessions(): Promise<ListedSession[]> {
    return this.#sessionService.list();
  }
  /** Revokes a session; revoking this browser's own session signs it out (keys deleted, tabs told). */
  revokeSession(sessionId: string): Promise<SignedRequest<void>> {
    return this.#sessionService.revoke(sessionId);
  }
  /**
   * Signs out: revokes this browser's sessions of the account at the service (each stamped by itself) and
   * deletes their keys here and in the other tabs, also when the service cannot be reached.
   */
  signOut(): Promise<void> {
    return this.#sessionService.signOut();
  }
  /**
   * Exports the wallet's mnemonic: a fresh client key, the signed two-step request, then the envelope's
   * enclave signature is checked (against `exportTrustedSigners`; unsigned envelopes only in sandbox mode)
   * before decrypting. The mnemonic is returned to the caller only.
   *
   * In frame mode the vault frame does all of it and shows the phrase itself (checked against its own
   * trusted keys): the request then resolves with an empty string once the phrase is shown, and the page
   * never holds a word of it.
   */
  async exportWallet(): Promise<SignedRequest<string>> {
    if (this.#keys instanceof DeferredFrameKeys)
      return this.#keys.exportWallet(this.#sessions, this.#stamper);
    // Loaded when asked for: most pages never export.
    const { exportWallet } = await import('./wallet/export.js');
    return exportWallet(this.#sessions, this.#stamper);
  }
  /**
   * Changes the signed-in customer's email. With an EMAIL_OTP credential this is a signed request
   * (operation `CHANGE_EMAIL`) to approve; the credential's address follows, so the next codes go to
   * the new email. Without one the returned request is already completed. Resolves with the Customer.
   *
   * @example
   * const req = await wallet.changeEmail('new@example.com')
   * const customer = await req.approve()
   */
  async changeEmail(email: string): Promise<SignedRequest<Customer>> {
    const { changeEmail } = await import('./wallet/email.js');
    return changeEmail(this.#sessions, this.#stamper, email);
  }

  // ── payments ──

  /** Creates a quote (no signature needed); `idempotencyKey` makes a retried create return the first quote. */
  createQuote(body: Record<string, unknown>, options: { idempotencyKey?: string } = {}): Promise<Quote> {
    return this.#payments.createQuote(body, options);
  }
  /** Reads a quote. */
  getQuote(quoteId: string): Promise<Quote> {
    return this.#payments.getQuote(quoteId);
  }
  /**
   * Prepares a quote execution from the embedded wallet: a SignedRequest over the quote's
   * `EMBEDDED_WALLET` payloadToSign; approving it executes with the stamp and resolves with the quote.
   */
  executeQuote(
    quote: Quote | string,
    options: { idempotencyKey?: string } = {},
  ): Promise<SignedRequest<Quote>> {
    return this.#payments.executeQuote(quote, options);
  }
  /** Reads a transaction. */
  getTransaction(transactionId: string): Promise<Transaction> {
    return this.#payments.getTransaction(transactionId);
  }
  /** Polls a transaction until a terminal status (or `until`), reporting each change to `onUpdate`. */
  followTransaction(transactionId: string, options: FollowTransactionOptions = {}): Promise<Transaction> {
    return this.#payments.followTransaction(transactionId, options);
  }

  // ── the wallet's money ──

  /**
   * The wallet's money, read through the backend: balances, transactions, payees, receiving, a quote to a
   * payee. Loaded on first use (`wallet/ledger.ts`): pages that never show money never fetch it.
   */
  ledger(): Promise<WalletLedger> {
    return (this.#ledger ??= import('./wallet/ledger.js').then(
      (m) => new m.WalletLedger(this.#sessions, (body, options) => this.createQuote(body, options)),
    ));
  }

  /** Stops timers and the tab channel (the stored session stays). */
  close(): void {
    this.#sessions.close();
  }

  #internals(): WalletInternals {
    return {
      client: this.client,
      store: this.keyStore,
      prepared: () => this.#sessions.prepared(),
      newClientKey: () => this.#keys.newClientKey(),
      findClientKey: (publicKey) => this.#keys.findClientKey(publicKey),
      forgetClientKey: (publicKey) => this.#keys.forgetClientKey(publicKey),
      completeSession: (creation, clientKey, credential) =>
        this.#sessionService.complete(creation, clientKey, credential),
      listCredentials: () => this.listCredentials(),
      registerCredential: (body, hook) => this.#credentials.register(body, hook),
    };
  }
}

/**
 * Creates the Wallet for one embedded-wallet account.
 *
 * @example
 * const wallet = createWallet({ backendUrl: '/api/wallet' })
 * await wallet.ready
 */
export function createWallet(options: WalletOptions): Wallet {
  return new Wallet(options);
}
