import type { BackendClient } from '../backend-client.js';
import type { ServiceClock } from '../clock.js';
import { KeyholdError } from '../errors.js';
import type { SessionControl, SessionEndKind } from '../internals.js';
import type { KeyStore, StoredSession } from '../key-store.js';
import type { KeyHolder } from './keys.js';
import { type Session, type SessionEndReason, type SessionEndedDetail, toSession } from '../session.js';
import { type TabMessage, TabSync } from '../tabs.js';
import type { BackendConfig, InternalAccount, ListEnvelope } from '../types.js';
import { type Emit, asKeyholdError } from './events.js';
import type { WalletOptions } from './options.js';

/**
 * What the wallet says of its environment (storage, sandbox), loaded on first use: off the first load.
 * Undefined when it cannot be loaded (a page gone offline): then nothing is said, and nothing fails.
 */
export const notices = (): Promise<typeof import('./notices.js') | undefined> =>
  import('./notices.js').catch(() => undefined);

/** How far the service's clock may seem to move before session times follow it (a `Date` header's second). */
const CLOCK_TOLERANCE_MS = 1500;

interface SessionWaiter {
  predicate: (s: StoredSession) => boolean;
  resolve: () => void;
}

/**
 * The session state of one Wallet: backend config and account (`ready`), the current and previous
 * session, the expiry timers, the tab channel and the signed actions waiting for a session.
 */
export class SessionManager implements SessionControl {
  readonly client: BackendClient;
  readonly store: KeyStore;
  readonly keys: KeyHolder;
  readonly options: WalletOptions;
  readonly emit: Emit;
  readonly clock: ServiceClock;
  #config: BackendConfig | null = null;
  #accountId: string | null;
  #current: StoredSession | null = null;
  #previous: Session | null = null;
  #previousReason: SessionEndReason | undefined;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #tabs: TabSync | null = null;
  #waiters = new Set<SessionWaiter>();
  #closed = false;
  #ready: Promise<Session | null>;
  #readyFailed = false;
  /** True when this browser held a live session that its storage no longer has (until a sign-in). */
  storageCleared = false;

  constructor(
    client: BackendClient,
    store: KeyStore,
    options: WalletOptions,
    emit: Emit,
    clock: ServiceClock,
    keys: KeyHolder,
  ) {
    this.client = client;
    this.store = store;
    this.keys = keys;
    this.options = options;
    this.emit = emit;
    this.clock = clock;
    this.#accountId = options.accountId ?? null;
    // The service's clock moved: the expiry timers follow it; a session already past its expiry on it
    // ended at the service (its answer told the time).
    clock.onChange((offsetMs) => {
      this.emit('service-clock', { offsetMs });
      const current = this.#current;
      if (!current || this.#closed) return;
      if (this.isLive(current)) this.#schedule(current);
      else void this.end([current.id], 'expired', 'service');
    });
    this.#ready = this.#start();
  }

  get ready(): Promise<Session | null> {
    return this.#ready;
  }
  get config(): BackendConfig | null {
    return this.#config;
  }
  get accountId(): string | null {
    return this.#accountId;
  }
  get current(): StoredSession | null {
    return this.#current;
  }
  get previous(): Session | null {
    return this.#previous;
  }
  get previousReason(): SessionEndReason | undefined {
    return this.#previousReason;
  }

  /**
   * The session's expiry on this device's clock: the estimate made at sign-in, unless the service's clock
   * has since moved away from the offset that estimate used (by more than a `Date` header's second).
   */
  #deviceExpiry(stored: StoredSession): number {
    const estimate = Date.parse(stored.expiresAt);
    if (stored.serviceExpiresAt === undefined || !this.clock.known) return estimate;
    const service = Date.parse(stored.serviceExpiresAt);
    if (Number.isNaN(service) || Number.isNaN(estimate)) return estimate;
    const moved = Math.abs(this.clock.offsetMs - (service - estimate)) > CLOCK_TOLERANCE_MS;
    return moved ? service - this.clock.offsetMs : estimate;
  }

  msLeft(session: StoredSession): number {
    const at = this.#deviceExpiry(session);
    return Number.isNaN(at) ? -1 : at - Date.now();
  }

  /**
   * The public view of a stored session, its `expiresAt` on this device's clock as the service's clock now
   * puts it (the device estimate made at sign-in when the service's expiry or clock is unknown).
   */
  view(stored: StoredSession): Session {
    const session = toSession(stored);
    const at = this.#deviceExpiry(stored);
    if (!Number.isNaN(at) && at !== Date.parse(stored.expiresAt))
      session.expiresAt = new Date(at).toISOString();
    return session;
  }

  isLive(session: StoredSession, marginMs = 0): boolean {
    return this.msLeft(session) > marginMs;
  }
  get sandboxMode(): boolean {
    return this.#config?.sandbox === true && this.options.sandbox !== false;
  }

  #start(): Promise<Session | null> {
    this.#readyFailed = false;
    const ready = this.#init();
    ready.catch((error: unknown) => {
      this.#readyFailed = true;
      this.emit('error', asKeyholdError(error, 'INIT_FAILED'));
    });
    return ready;
  }

  async #init(): Promise<Session | null> {
    const { data: config } = await this.client.get<BackendConfig>('/config');
    if (typeof config !== 'object' || config === null || typeof config.sandbox !== 'boolean') {
      throw new KeyholdError('INVALID_RESPONSE', 'The wallet backend /config answer is malformed.');
    }
    this.#config = config;
    if (this.options.sandbox === true && !config.sandbox) (await notices())?.notASandbox(this.emit);
    if (this.#accountId === null) this.#accountId = await this.#findAccount();
    const accountId = this.#accountId;
    if (!this.#closed && this.#tabs === null) {
      this.#tabs = new TabSync(this.options.channelName ?? 'keyhold', (m) => void this.#onTab(m));
    }
    const now = Date.now();
    const kept = await this.store.listSessions();
    const mine = kept.filter((s) => s.accountId === accountId);
    const byExpiry = (a: StoredSession, b: StoredSession) => this.msLeft(b) - this.msLeft(a);
    const lastExpired = mine.filter((s) => !this.isLive(s)).sort(byExpiry)[0];
    if (lastExpired) {
      this.#previous = this.view(lastExpired);
      this.#previousReason = 'expired';
    }
    // Expired by the same reckoning as `isLive` (the service's expiry on the service's clock where known),
    // not by the device estimate alone: a device clock moved since sign-in must not delete a live key.
    for (const stale of kept.filter((s) => !this.isLive(s))) await this.store.deleteSession(stale.id);
    await this.#purgeStaleClientKeys(now);
    const live = mine.filter((s) => this.isLive(s)).sort(byExpiry);
    if (live[0] && this.#current === null) this.#setCurrent(live[0], false);
    // Nothing stored, yet the cookie says a session of this account should still be here: the browser
    // cleared the site's storage (not known when IndexedDB is unusable: storage-fallback says that).
    if (!mine[0] && !this.#current) (await notices())?.checkCleared(accountId, this);
    return this.#current ? this.view(this.#current) : null;
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
    for (const key of await this.store.listClientKeys()) {
      if (now - Date.parse(key.createdAt) > 30 * 60_000) await this.store.deleteClientKey(key.publicKey);
    }
  }

  async prepared(): Promise<{ config: BackendConfig; accountId: string }> {
    if (this.#readyFailed) this.#ready = this.#start();
    await this.#ready;
    if (this.#config === null || this.#accountId === null) {
      throw new KeyholdError('NOT_READY', 'The wallet is not ready.');
    }
    return { config: this.#config, accountId: this.#accountId };
  }

  adopt(stored: StoredSession): void {
    this.#setCurrent(stored, true);
  }

  #setCurrent(stored: StoredSession, broadcast: boolean): void {
    this.#current = stored;
    this.storageCleared = false;
    const msLeft = this.msLeft(stored);
    // A sign-in here (not a restore, not another tab's) also asks to keep the storage.
    void notices().then((h) => h?.noteHeld(stored.accountId, msLeft, this.store, broadcast && this.options));
    this.#schedule(stored);
    this.emit('session', this.view(stored));
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
    const lead = (this.options.expiringLeadSeconds ?? 60) * 1000;
    const left = this.msLeft(stored);
    const session = this.view(stored);
    this.#timers.push(
      setTimeout(
        () => {
          if (this.#current?.id !== stored.id) return;
          const secondsLeft = Math.max(0, Math.round(this.msLeft(stored) / 1000));
          this.emit('session-expiring', { session, secondsLeft });
        },
        Math.max(0, left - lead),
      ),
      setTimeout(() => void this.end([stored.id], 'expired', 'local'), Math.max(0, left)),
    );
  }

  async end(
    sessionIds: string[],
    kind: SessionEndKind,
    source: SessionEndedDetail['source'],
    everyLocalSession = false,
  ): Promise<void> {
    for (const id of sessionIds) {
      try {
        await this.store.deleteSession(id);
      } catch (error) {
        this.emit('error', asKeyholdError(error, 'STORAGE_ERROR'));
      }
    }
    // Frame mode: the vault forgets their keys too (shared by every tab's frame).
    await this.keys.forgetSessions(sessionIds).catch(() => undefined);
    const current = this.#current;
    // A sign-out of the whole browser also ends a current session the signing-out tab did not know of
    // (its own in-memory key store when IndexedDB is unusable).
    if (current && (sessionIds.includes(current.id) || everyLocalSession)) {
      if (!sessionIds.includes(current.id)) {
        await this.store.deleteSession(current.id).catch(() => undefined);
      }
      this.#current = null;
      this.#clearTimers();
      void notices().then((h) => h?.noteHeld(current.accountId, 0));
      const session = this.view(current);
      this.#previous = session;
      this.#previousReason = kind;
      const detail: SessionEndedDetail = { session, source, reason: kind };
      if (kind === 'expired') this.emit('session-expired', detail);
      if (kind === 'revoked') this.emit('session-revoked', detail);
      this.emit('session-ended', detail);
      this.emit('session', null);
    }
    if (source !== 'tab' && this.#accountId !== null) {
      if (kind === 'signed-out') {
        this.#tabs?.post({
          type: kind,
          accountId: this.#accountId,
          sessionIds,
          ...(everyLocalSession ? { everyLocalSession: true } : {}),
        });
      } else {
        this.#tabs?.post({ type: kind, accountId: this.#accountId, sessionIds });
      }
    }
  }

  async #onTab(message: TabMessage): Promise<void> {
    if (message.accountId !== this.#accountId) return;
    try {
      if (message.type === 'signed-in') {
        if (this.#current?.id === message.sessionId) return;
        const stored = await this.store.getSession(message.sessionId);
        if (stored && this.isLive(stored)) this.#setCurrent(stored, false);
        return;
      }
      const everywhere = message.type === 'signed-out' && message.everyLocalSession === true;
      await this.end(message.sessionIds, message.type, 'tab', everywhere);
    } catch (error) {
      this.emit('error', asKeyholdError(error, 'TAB_SYNC_FAILED'));
    }
  }

  waitForSession(predicate: (s: StoredSession) => boolean, signal: AbortSignal): Promise<void> {
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

  /** Stops timers and the tab channel (the stored session stays). */
  close(): void {
    this.#closed = true;
    this.#clearTimers();
    this.#tabs?.close();
    this.#tabs = null;
    this.keys.close();
  }
}
