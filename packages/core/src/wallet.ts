import { BackendClient, type BackendResponse, type HeadersSource } from './backend-client.js';
import {
  type ClientKeyPair,
  generateClientKeyPair,
  importSessionKey,
  openExportEnvelope,
  openSessionKeyBundle,
  stamp as makeStamp,
} from './crypto/index.js';
import { KeyholdError, isKeyholdError, type KeyholdErrorCode } from './errors.js';
import { EmailOtpFlow } from './flows/email-otp.js';
import { OAuthFlow } from './flows/oauth.js';
import { PasskeyFlow } from './flows/passkey.js';
import { type OnSignedRequest, type WalletInternals, pathId } from './internals.js';
import {
  type KeyStore,
  type StorageFallbackDetail,
  type StoredSession,
  createKeyStore,
} from './key-store.js';
import { findPayloadToSign, isTerminalTransaction } from './quotes.js';
import {
  type ReauthRequiredDetail,
  type Session,
  type SessionEndedDetail,
  type SessionExpiringDetail,
  type WalletWarning,
  isLive,
  msUntilExpiry,
  toSession,
} from './session.js';
import {
  type SignedCall,
  type SignedOperation,
  SignedRequest,
  type StampProvider,
  type StampRequest,
  type StampResult,
  sendSigned,
} from './signed-request.js';
import { ServiceClock } from './service-clock.js';
import { refusedSessionEnd } from './session-refusal.js';
import { type TabMessage, TabSync } from './tabs.js';
import type {
  AuthMethod,
  AuthSession,
  BackendConfig,
  InternalAccount,
  ListEnvelope,
  Quote,
  SessionCreation,
  Transaction,
  TransactionStatus,
} from './types.js';

/** The sandbox's magic `Service-Wallet-Signature` (service §5.8): used only for stub sessions in sandbox mode. */
export const SANDBOX_MAGIC_SIGNATURE = 'sandbox-valid-signature';

export interface WalletOptions {
  /** The wallet handler of the integrator backend, e.g. `/api/wallet`. */
  backendUrl: string;
  /** The embedded-wallet account; by default the signed-in customer's first `EMBEDDED_WALLET` account. */
  accountId?: string;
  /**
   * `false` forces production behaviour even when the backend reports a sandbox. Sandbox mode (stub-key
   * fallback, unsigned export envelopes) needs the backend's `/config` to say `sandbox: true`.
   */
  sandbox?: boolean;
  /** Where sessions and client keys live; IndexedDB database `keyhold` by default. */
  keyStore?: KeyStore;
  /** Seconds before `expiresAt` at which `session-expiring` fires (default 60). */
  expiringLeadSeconds?: number;
  /** Enclave keys trusted to sign export envelopes (required outside sandbox mode). */
  exportTrustedSigners?: string[];
  /** Expected `organizationId` inside export envelopes, when known. */
  exportOrganizationId?: string;
  /** Cookie policy for backend calls (`'include'` for a backend on another origin). */
  credentials?: RequestCredentials;
  /** Extra headers for every backend call (for example your app's auth). */
  headers?: HeadersSource;
  fetch?: typeof fetch;
  /** BroadcastChannel name shared by the tabs (default `keyhold`). */
  channelName?: string;
}

/** The events a Wallet dispatches (all `CustomEvent`s). */
export interface WalletEventMap {
  session: CustomEvent<Session | null>;
  'session-expiring': CustomEvent<SessionExpiringDetail>;
  'session-expired': CustomEvent<SessionEndedDetail>;
  'session-revoked': CustomEvent<SessionEndedDetail>;
  'reauth-required': CustomEvent<ReauthRequiredDetail>;
  error: CustomEvent<KeyholdError>;
  warning: CustomEvent<WalletWarning>;
  'storage-fallback': CustomEvent<StorageFallbackDetail>;
}

export interface FollowTransactionOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** Stop at these statuses (default: the terminal ones). */
  until?: TransactionStatus[];
  onUpdate?: (transaction: Transaction) => void;
  signal?: AbortSignal;
}

interface SessionWaiter {
  predicate: (s: StoredSession) => boolean;
  resolve: () => void;
}

/** Seconds of margin below which a session is not used for signing (it would expire in flight). */
const SIGNING_MARGIN_MS = 2000;

/**
 * One embedded-wallet account in this browser: its session (restored after a reload), the credential
 * flows, signed requests, management, export and quote approval. Importing it touches no browser
 * global; construction starts `ready`, which loads the backend config and restores a live session.
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
  /** The service's clock, learnt from the times its answers carry (see `serviceNow()`). */
  readonly clock = new ServiceClock();

  readonly #options: WalletOptions;
  #config: BackendConfig | null = null;
  #accountId: string | null;
  #current: StoredSession | null = null;
  #previous: Session | null = null;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #tabs: TabSync | null = null;
  #waiters = new Set<SessionWaiter>();
  #closed = false;
  #ready: Promise<Session | null>;
  #readyFailed = false;

  constructor(options: WalletOptions) {
    super();
    this.#options = options;
    this.client = new BackendClient({
      backendUrl: options.backendUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      onResponse: (data, headers) => this.clock.observeResponse(data, headers),
    });
    this.#accountId = options.accountId ?? null;
    this.keyStore = options.keyStore ?? createKeyStore();
    this.keyStore.addEventListener('storage-fallback', (event) => {
      const detail = (event as CustomEvent<StorageFallbackDetail>).detail;
      this.#emit('storage-fallback', detail);
      this.#emit('warning', {
        code: 'STORAGE_FALLBACK',
        message: 'IndexedDB is unavailable: the session is kept in memory and will not survive a reload.',
      });
    });
    const internals = this.#internals();
    this.emailOtp = new EmailOtpFlow(internals);
    this.passkey = new PasskeyFlow(internals);
    this.oauth = new OAuthFlow(internals);
    this.#ready = this.#start();
  }

  /**
   * Resolves with the restored session (or null) once the backend config and account are known. When it
   * failed (offline, not signed in to the app yet), the next flow or management call tries again.
   */
  get ready(): Promise<Session | null> {
    return this.#ready;
  }

  #start(): Promise<Session | null> {
    this.#readyFailed = false;
    const ready = this.#init();
    ready.catch((error: unknown) => {
      this.#readyFailed = true;
      this.#emit('error', asKeyholdError(error, 'INIT_FAILED'));
    });
    return ready;
  }

  /**
   * The service's current time (epoch ms) as far as this wallet knows it: times on screen (a challenge's
   * or a quote's expiry, when a credential was added) are shown against it, not the device's clock.
   */
  serviceNow(): number {
    return this.clock.now();
  }

  /** The signed-in session, or null. */
  get session(): Session | null {
    return this.#current ? toSession(this.#current) : null;
  }
  /** The session that ended last (expired, revoked): re-auth with its credential. */
  get previousSession(): Session | null {
    return this.#previous;
  }
  get config(): BackendConfig | null {
    return this.#config;
  }
  get accountId(): string | null {
    return this.#accountId;
  }
  /** True when the backend reports a sandbox and the options did not force production behaviour. */
  get sandboxMode(): boolean {
    return this.#config?.sandbox === true && this.#options.sandbox !== false;
  }

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

  #emit<K extends keyof WalletEventMap>(type: K, detail: WalletEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  async #init(): Promise<Session | null> {
    const { data: config } = await this.client.get<BackendConfig>('/config');
    if (typeof config !== 'object' || config === null || typeof config.sandbox !== 'boolean') {
      throw new KeyholdError('INVALID_RESPONSE', 'The wallet backend /config answer is malformed.');
    }
    this.#config = config;
    if (this.#options.sandbox === true && !config.sandbox) {
      this.#emit('warning', {
        code: 'NOT_A_SANDBOX',
        message: 'The options ask for sandbox mode but the backend is not a sandbox: production rules apply.',
      });
    }
    if (this.#accountId === null) this.#accountId = await this.#findAccount();
    const accountId = this.#accountId;
    if (!this.#closed && this.#tabs === null) {
      this.#tabs = new TabSync(this.#options.channelName ?? 'keyhold', (m) => void this.#onTab(m));
    }
    const now = Date.now();
    const mine = (await this.keyStore.listSessions()).filter((s) => s.accountId === accountId);
    const expired = mine.filter((s) => !isLive(s, now));
    const lastExpired = expired.sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt))[0];
    if (lastExpired) this.#previous = toSession(lastExpired);
    await this.keyStore.purgeExpired(now);
    await this.#purgeStaleClientKeys(now);
    const live = mine
      .filter((s) => isLive(s, now))
      .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt));
    if (live[0] && this.#current === null) this.#setCurrent(live[0], false);
    return this.session;
  }

  async #findAccount(): Promise<string> {
    const { data } = await this.client.get<ListEnvelope<InternalAccount>>(
      '/customers/internal-accounts?type=EMBEDDED_WALLET',
    );
    const account = data?.data?.find((a) => a.type === undefined || a.type === 'EMBEDDED_WALLET');
    if (!account) {
      throw new KeyholdError('NO_WALLET_ACCOUNT', 'The signed-in customer has no embedded-wallet account.');
    }
    return account.id;
  }

  async #purgeStaleClientKeys(now: number): Promise<void> {
    // An unused client key older than an OAuth round trip will never be used.
    for (const key of await this.keyStore.listClientKeys()) {
      if (now - Date.parse(key.createdAt) > 30 * 60_000) await this.keyStore.deleteClientKey(key.publicKey);
    }
  }

  async #prepared(): Promise<{ config: BackendConfig; accountId: string }> {
    if (this.#readyFailed) this.#ready = this.#start();
    await this.#ready;
    if (this.#config === null || this.#accountId === null) {
      throw new KeyholdError('NOT_READY', 'The wallet is not ready.');
    }
    return { config: this.#config, accountId: this.#accountId };
  }

  // ── session state ─────────────────────────────────────────────────────────────────────────────

  #setCurrent(stored: StoredSession, broadcast: boolean): void {
    this.#current = stored;
    this.#schedule(stored);
    this.#emit('session', toSession(stored));
    if (broadcast) this.#tabs?.post({ type: 'signed-in', accountId: stored.accountId, sessionId: stored.id });
    for (const waiter of [...this.#waiters]) {
      if (waiter.predicate(stored)) {
        this.#waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  #clearTimers(): void {
    for (const t of this.#timers) clearTimeout(t);
    this.#timers = [];
  }

  #schedule(stored: StoredSession): void {
    this.#clearTimers();
    const lead = (this.#options.expiringLeadSeconds ?? 60) * 1000;
    const left = msUntilExpiry(stored);
    const session = toSession(stored);
    this.#timers.push(
      setTimeout(
        () => {
          if (this.#current?.id !== stored.id) return;
          const secondsLeft = Math.max(0, Math.round(msUntilExpiry(stored) / 1000));
          this.#emit('session-expiring', { session, secondsLeft });
        },
        Math.max(0, left - lead),
      ),
      setTimeout(() => void this.#expire(stored.id, 'local'), Math.max(0, left)),
    );
  }

  /** Ends a session locally: keys deleted, events, other tabs told. */
  async #end(
    sessionIds: string[],
    kind: 'expired' | 'revoked' | 'signed-out',
    source: SessionEndedDetail['source'],
  ): Promise<void> {
    for (const id of sessionIds) {
      try {
        await this.keyStore.deleteSession(id);
      } catch (error) {
        this.#emit('error', asKeyholdError(error, 'STORAGE_ERROR'));
      }
    }
    const current = this.#current;
    if (current && sessionIds.includes(current.id)) {
      this.#current = null;
      this.#clearTimers();
      const session = toSession(current);
      this.#previous = session;
      if (kind === 'expired') this.#emit('session-expired', { session, source });
      if (kind === 'revoked') this.#emit('session-revoked', { session, source });
      this.#emit('session', null);
    }
    if (source !== 'tab' && this.#accountId !== null) {
      const type = kind === 'signed-out' ? 'signed-out' : kind;
      this.#tabs?.post({ type, accountId: this.#accountId, sessionIds });
    }
  }

  async #expire(sessionId: string, source: SessionEndedDetail['source']): Promise<void> {
    await this.#end([sessionId], 'expired', source);
  }

  async #onTab(message: TabMessage): Promise<void> {
    if (message.accountId !== this.#accountId) return;
    try {
      if (message.type === 'signed-in') {
        if (this.#current?.id === message.sessionId) return;
        const stored = await this.keyStore.getSession(message.sessionId);
        if (stored && isLive(stored)) this.#setCurrent(stored, false);
        return;
      }
      await this.#end(message.sessionIds, message.type, 'tab');
    } catch (error) {
      this.#emit('error', asKeyholdError(error, 'TAB_SYNC_FAILED'));
    }
  }

  // ── signing ───────────────────────────────────────────────────────────────────────────────────

  /** A live stored session of this account that may sign, re-checked in the shared store (other tabs). */
  async #signingSession(excludeCredentialId: string | undefined): Promise<StoredSession | null> {
    const accountId = this.#accountId;
    const candidates: StoredSession[] = [];
    if (this.#current) candidates.push(this.#current);
    for (const s of await this.keyStore.listSessions()) {
      if (s.accountId === accountId && s.id !== this.#current?.id) candidates.push(s);
    }
    for (const candidate of candidates) {
      if (excludeCredentialId !== undefined && candidate.credentialId === excludeCredentialId) continue;
      if (!isLive(candidate, Date.now(), SIGNING_MARGIN_MS)) {
        await this.#expire(candidate.id, 'local');
        continue;
      }
      const stored = await this.keyStore.getSession(candidate.id);
      if (!stored) {
        // Another tab revoked or signed it out: never sign with it.
        await this.#end([candidate.id], 'revoked', 'tab');
        continue;
      }
      return stored;
    }
    return null;
  }

  #waitForSession(predicate: (s: StoredSession) => boolean, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: SessionWaiter = {
        predicate,
        resolve: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        this.#waiters.delete(waiter);
        reject(new KeyholdError('REJECTED', 'This request was rejected.'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiters.add(waiter);
    });
  }

  /**
   * Stamps `payloadToSign` for a signed request (the StampProvider of every SignedRequest of this wallet).
   * With no usable session it fires `reauth-required` and waits until a sign-in brings one.
   */
  async stamp(request: StampRequest): Promise<StampResult> {
    await this.#prepared();
    for (;;) {
      if (request.signal.aborted) throw new KeyholdError('REJECTED', 'This request was rejected.');
      const session = await this.#signingSession(request.excludeCredentialId);
      if (session)
        return { stamp: await this.#stampWith(session, request.payloadToSign), sessionId: session.id };
      const exclude = request.excludeCredentialId;
      const waiting = this.#waitForSession(
        (s) =>
          isLive(s, Date.now(), SIGNING_MARGIN_MS) && (exclude === undefined || s.credentialId !== exclude),
        request.signal,
      );
      this.#emit('reauth-required', {
        previous: this.#previous,
        excludeCredentialId: exclude,
        operation: request.operation,
      });
      await waiting;
    }
  }

  async #stampWith(session: StoredSession, payloadToSign: string): Promise<string> {
    if (session.stub || session.privateKey === null || session.publicKey === null) {
      if (!this.sandboxMode) {
        throw new KeyholdError('NO_SESSION_KEY', 'This session has no signing key outside sandbox mode.');
      }
      return SANDBOX_MAGIC_SIGNATURE;
    }
    return makeStamp(payloadToSign, { privateKey: session.privateKey, publicKey: session.publicKey });
  }

  /**
   * The service refused a stamp because the session ended: forget it here and in the other tabs. A refusal
   * that says `SESSION_REVOKED` is reported as a revocation, not an expiry.
   */
  async sessionRejected(sessionId: string, error?: KeyholdError): Promise<void> {
    await this.#end([sessionId], refusedSessionEnd(error), 'service');
  }

  /**
   * Signs an arbitrary `payloadToSign` with the current session (for operations the core does not wrap).
   * Throws `NO_SESSION` when signed out.
   */
  async signPayload(payloadToSign: string): Promise<string> {
    await this.#prepared();
    const session = await this.#signingSession(undefined);
    if (!session) throw new KeyholdError('NO_SESSION', 'Sign in first: there is no live session.');
    return this.#stampWith(session, payloadToSign);
  }

  // ── internals for the flows ──────────────────────────────────────────────────────────────────

  #internals(): WalletInternals {
    return {
      client: this.client,
      store: this.keyStore,
      prepared: () => this.#prepared(),
      newClientKey: async () => {
        const key = await generateClientKeyPair();
        await this.keyStore.putClientKey({ ...key, createdAt: new Date().toISOString() });
        return key;
      },
      forgetClientKey: (publicKey) => this.keyStore.deleteClientKey(publicKey),
      completeSession: (creation, clientKey, credential) =>
        this.#completeSession(creation, clientKey, credential),
      listCredentials: () => this.listCredentials(),
      registerCredential: (body, hook) => this.#registerCredential(body, hook),
    };
  }

  async #completeSession(
    creation: SessionCreation,
    clientKey: ClientKeyPair,
    credential: AuthMethod,
  ): Promise<Session> {
    const receivedAt = Date.now();
    const { accountId } = await this.#prepared();
    try {
      if (
        typeof creation?.encryptedSessionSigningKey !== 'string' ||
        typeof creation.expiresAt !== 'string'
      ) {
        throw new KeyholdError('INVALID_RESPONSE', 'The verify answer has no sealed session key or expiry.');
      }
      if (typeof creation.id !== 'string' || creation.id === '') {
        throw new KeyholdError('INVALID_RESPONSE', 'The verify answer has no session id.');
      }
      let privateKey: CryptoKey | null = null;
      let publicKey: string | null = null;
      let stub = false;
      try {
        const signer = await importSessionKey(
          await openSessionKeyBundle(creation.encryptedSessionSigningKey, clientKey),
        );
        privateKey = signer.privateKey;
        publicKey = signer.publicKey;
      } catch (cause) {
        if (!this.sandboxMode) {
          throw new KeyholdError(
            'SESSION_KEY_UNREADABLE',
            'The session key sent by the service could not be opened.',
            {
              cause,
            },
          );
        }
        stub = true;
        this.#emit('warning', {
          code: 'SANDBOX_STUB_SESSION_KEY',
          message:
            'The sandbox sent a session key that cannot be opened (stub keys): this session signs with the sandbox magic signature.',
        });
      }
      const stored: StoredSession = {
        id: creation.id,
        expiresAt: localExpiry(creation, receivedAt),
        accountId: credential.accountId || accountId,
        credentialId: credential.id,
        credentialType: credential.type,
        nickname: credential.nickname,
        publicKey,
        privateKey,
        stub,
        storedAt: new Date().toISOString(),
      };
      await this.keyStore.putSession(stored);
      this.#setCurrent(stored, true);
      return toSession(stored);
    } finally {
      await this.keyStore.deleteClientKey(clientKey.publicKey).catch(() => undefined);
    }
  }

  async #registerCredential(
    body: Record<string, unknown>,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<AuthMethod> {
    const out = await sendSigned<AuthMethod>(
      this.#signedCall('ADD_CREDENTIAL', 'POST', '/auth/credentials', JSON.stringify(body), (res) =>
        asAuthMethod(res.data),
      ),
    );
    if ('result' in out) return out.result;
    if (onSignedRequest) {
      await onSignedRequest(out.signedRequest);
      return out.signedRequest.done;
    }
    return out.signedRequest.approve();
  }

  #signedCall<T>(
    operation: SignedOperation,
    method: string,
    path: string,
    body: string | undefined,
    parse: (res: BackendResponse) => T | Promise<T>,
    extra: Partial<SignedCall<T>> = {},
  ): SignedCall<T> {
    return { client: this.client, operation, method, path, body, signer: this, parse, ...extra };
  }

  async #signed<T>(call: SignedCall<T>): Promise<SignedRequest<T>> {
    const out = await sendSigned(call);
    return 'result' in out ? SignedRequest.completed(call.operation, out.result) : out.signedRequest;
  }

  // ── management ───────────────────────────────────────────────────────────────────────────────

  /** The credentials of the account. */
  async listCredentials(): Promise<AuthMethod[]> {
    const { accountId } = await this.#prepared();
    const { data } = await this.client.get<ListEnvelope<AuthMethod>>(
      `/auth/credentials?accountId=${encodeURIComponent(accountId)}`,
    );
    return Array.isArray(data?.data) ? data.data : [];
  }

  /**
   * Revokes a credential. The returned request must be approved with a session of a *different*
   * credential (a credential cannot revoke itself); without one, approval fires `reauth-required`.
   */
  async revokeCredential(credentialId: string): Promise<SignedRequest<void>> {
    await this.#prepared();
    return this.#signed<void>(
      this.#signedCall(
        'REVOKE_CREDENTIAL',
        'DELETE',
        `/auth/credentials/${pathId(credentialId)}`,
        undefined,
        async () => {
          const issued = (await this.keyStore.listSessions()).filter((s) => s.credentialId === credentialId);
          if (issued.length)
            await this.#end(
              issued.map((s) => s.id),
              'revoked',
              'service',
            );
        },
        { excludeCredentialId: credentialId },
      ),
    );
  }

  /** The sessions of the account (no key material). */
  async listSessions(): Promise<AuthSession[]> {
    const { accountId } = await this.#prepared();
    const { data } = await this.client.get<ListEnvelope<AuthSession>>(
      `/auth/sessions?accountId=${encodeURIComponent(accountId)}`,
    );
    return Array.isArray(data?.data) ? data.data : [];
  }

  /** Revokes a session; revoking this browser's own session signs it out (keys deleted, tabs told). */
  async revokeSession(sessionId: string): Promise<SignedRequest<void>> {
    await this.#prepared();
    return this.#signed<void>(
      this.#signedCall(
        'REVOKE_SESSION',
        'DELETE',
        `/auth/sessions/${pathId(sessionId)}`,
        undefined,
        async () => {
          const own = this.#current?.id === sessionId;
          await this.#end([sessionId], own ? 'signed-out' : 'revoked', 'local');
        },
      ),
    );
  }

  /**
   * Signs out: revokes this browser's sessions of the account at the service (each stamped by itself) and
   * deletes their keys here and in the other tabs, also when the service cannot be reached.
   */
  async signOut(): Promise<void> {
    const { accountId } = await this.#prepared();
    const mine = (await this.keyStore.listSessions()).filter((s) => s.accountId === accountId);
    if (this.#current && !mine.some((s) => s.id === this.#current?.id)) mine.push(this.#current);
    const failures: unknown[] = [];
    for (const session of mine.filter((s) => isLive(s, Date.now(), SIGNING_MARGIN_MS))) {
      const ownSigner: StampProvider = {
        stamp: async ({ payloadToSign }) => ({
          stamp: await this.#stampWith(session, payloadToSign),
          sessionId: session.id,
        }),
      };
      try {
        const request = await this.#signed<void>(
          this.#signedCall(
            'REVOKE_SESSION',
            'DELETE',
            `/auth/sessions/${pathId(session.id)}`,
            undefined,
            () => undefined,
            { signer: ownSigner },
          ),
        );
        await request.approve();
      } catch (error) {
        // 401/403/404: the service no longer knows this session as live; it is gone either way.
        if (!(isKeyholdError(error) && [401, 403, 404].includes(error.status ?? 0))) failures.push(error);
      }
    }
    await this.#end(
      mine.map((s) => s.id),
      'signed-out',
      'local',
    );
    if (failures.length) {
      this.#emit(
        'error',
        asKeyholdError(
          failures[0],
          'SIGN_OUT_INCOMPLETE',
          'Signed out here, but the service could not be told.',
        ),
      );
    }
  }

  /**
   * Exports the wallet's mnemonic: a fresh client key, the signed two-step request, then the envelope's
   * enclave signature is checked (against `exportTrustedSigners`; unsigned envelopes only in sandbox mode)
   * before decrypting. The mnemonic is returned to the caller only.
   */
  async exportWallet(): Promise<SignedRequest<string>> {
    const { accountId } = await this.#prepared();
    const sandbox = this.sandboxMode;
    const trusted = this.#options.exportTrustedSigners ?? [];
    if (!sandbox && trusted.length === 0) {
      throw new KeyholdError(
        'EXPORT_SIGNER_NOT_CONFIGURED',
        'Export needs exportTrustedSigners (the enclave keys) outside sandbox mode.',
      );
    }
    const clientKey = await generateClientKeyPair();
    const body = JSON.stringify({ clientPublicKey: clientKey.publicKey });
    return this.#signed<string>(
      this.#signedCall(
        'EXPORT_WALLET',
        'POST',
        `/internal-accounts/${pathId(accountId)}/export`,
        body,
        async (res) => {
          const data = (res.data ?? {}) as { encryptedWalletCredentials?: unknown };
          if (typeof data.encryptedWalletCredentials !== 'string') {
            throw new KeyholdError(
              'INVALID_RESPONSE',
              'The export answer has no encryptedWalletCredentials.',
            );
          }
          const options: Parameters<typeof openExportEnvelope>[2] = { trustedSigners: trusted };
          if (sandbox) options.allowUnsigned = true;
          if (this.#options.exportOrganizationId !== undefined) {
            options.organizationId = this.#options.exportOrganizationId;
          }
          return openExportEnvelope(data.encryptedWalletCredentials, clientKey, options);
        },
      ),
    );
  }

  // ── quotes ───────────────────────────────────────────────────────────────────────────────────

  /** Creates a quote (no signature needed); `idempotencyKey` makes a retried create return the first quote. */
  async createQuote(
    body: Record<string, unknown>,
    options: { idempotencyKey?: string } = {},
  ): Promise<Quote> {
    await this.#prepared();
    const headers: Record<string, string> = {};
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
    const { data } = await this.client.post<Quote>('/quotes', body, { headers });
    return data;
  }

  async getQuote(quoteId: string): Promise<Quote> {
    const { data } = await this.client.get<Quote>(`/quotes/${pathId(quoteId)}`);
    return data;
  }

  /**
   * Prepares a quote execution from the embedded wallet: a SignedRequest over the quote's
   * `EMBEDDED_WALLET` payloadToSign; approving it executes with the stamp and resolves with the quote.
   */
  async executeQuote(
    quote: Quote | string,
    options: { idempotencyKey?: string } = {},
  ): Promise<SignedRequest<Quote>> {
    await this.#prepared();
    const initial = typeof quote === 'string' ? await this.getQuote(quote) : quote;
    const id = initial.id;
    let idempotencyKey = options.idempotencyKey ?? randomId();
    // Only the service's word: a device clock that runs ahead must not refuse a valid quote.
    const challengeOf = (q: Quote) => {
      if (q.status === 'EXPIRED') {
        throw new KeyholdError('QUOTE_EXPIRED', 'The quote expired; ask for a new one.');
      }
      return { payloadToSign: findPayloadToSign(q), expiresAt: q.expiresAt };
    };
    return new SignedRequest<Quote>({
      operation: 'EXECUTE_QUOTE',
      challenge: challengeOf(initial),
      signer: this,
      submit: async (stamp) => {
        const { data } = await this.client.post<Quote>(`/quotes/${pathId(id)}/execute`, '{}', {
          headers: { 'Service-Wallet-Signature': stamp, 'Idempotency-Key': idempotencyKey },
        });
        return data;
      },
      // A restart follows a definite refusal (nothing executed): a new key, unless the caller chose one, so a
      // service that remembers refusals per key does not answer the resumed execution with the old refusal.
      restart: async () => {
        const next = challengeOf(await this.getQuote(id));
        if (options.idempotencyKey === undefined) idempotencyKey = randomId();
        return next;
      },
    });
  }

  async getTransaction(transactionId: string): Promise<Transaction> {
    const { data } = await this.client.get<Transaction>(`/transactions/${pathId(transactionId)}`);
    return data;
  }

  /** Polls a transaction until a terminal status (or `until`), reporting each change to `onUpdate`. */
  async followTransaction(
    transactionId: string,
    options: FollowTransactionOptions = {},
  ): Promise<Transaction> {
    const interval = options.intervalMs ?? 1000;
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    let last: string | undefined;
    for (;;) {
      if (options.signal?.aborted) throw new KeyholdError('ABORTED', 'Stopped following the transaction.');
      const tx = await this.getTransaction(transactionId);
      if (tx.status !== last) {
        last = tx.status;
        options.onUpdate?.(tx);
      }
      if (options.until ? options.until.includes(tx.status) : isTerminalTransaction(tx.status)) return tx;
      if (Date.now() + interval > deadline) {
        throw new KeyholdError('TIMEOUT', `The transaction is still ${tx.status}.`, {
          details: { transaction: tx },
        });
      }
      await new Promise((r) => setTimeout(r, interval));
    }
  }

  /** Stops timers and the tab channel (the stored session stays). */
  close(): void {
    this.#closed = true;
    this.#clearTimers();
    this.#tabs?.close();
    this.#tabs = null;
  }
}

/**
 * The session's expiry on this device's clock: the service's lifetime (`expiresAt - createdAt`, both on the
 * service's clock) counted from when the session arrived, so a device clock that is off neither ends the
 * session early nor keeps it late. Without `createdAt`, the service's `expiresAt` as given.
 */
function localExpiry(creation: SessionCreation, receivedAt: number): string {
  const created = typeof creation['createdAt'] === 'string' ? Date.parse(creation['createdAt']) : NaN;
  const lifetime = Date.parse(creation.expiresAt) - created;
  // A `createdAt` that is not the session's (the credential's, per the AuthSession shape) gives an
  // implausible lifetime: then go by `expiresAt` as given.
  if (Number.isNaN(lifetime) || lifetime <= 0 || lifetime > 86_400_000) return creation.expiresAt;
  return new Date(receivedAt + lifetime).toISOString();
}

function asAuthMethod(data: unknown): AuthMethod {
  const m = data as AuthMethod | undefined;
  if (!m || typeof m.id !== 'string' || typeof m.type !== 'string') {
    throw new KeyholdError('INVALID_RESPONSE', 'The credential answer is malformed.');
  }
  return m;
}

function asKeyholdError(error: unknown, code: KeyholdErrorCode, message?: string): KeyholdError {
  if (isKeyholdError(error) && message === undefined) return error;
  return new KeyholdError(code, message ?? (error instanceof Error ? error.message : String(error)), {
    cause: error,
  });
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
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
