import type { BackendClient } from '../backend-client.js';
import { KeyholdError } from '../errors.js';
import type { SessionControl, SessionEndKind } from '../internals.js';
import type { KeyStore, StoredSession } from '../key-store.js';
import { type Session, type SessionEndedDetail, isLive, msUntilExpiry, toSession } from '../session.js';
import { type TabMessage, TabSync } from '../tabs.js';
import type { BackendConfig, InternalAccount, ListEnvelope } from '../types.js';
import { type Emit, asKeyholdError } from './events.js';
import type { WalletOptions } from './options.js';

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
  readonly options: WalletOptions;
  readonly emit: Emit;
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

  constructor(client: BackendClient, store: KeyStore, options: WalletOptions, emit: Emit) {
    this.client = client;
    this.store = store;
    this.options = options;
    this.emit = emit;
    this.#accountId = options.accountId ?? null;
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
    if (this.options.sandbox === true && !config.sandbox) {
      this.emit('warning', {
        code: 'NOT_A_SANDBOX',
        message: 'The options ask for sandbox mode but the backend is not a sandbox: production rules apply.',
      });
    }
    if (this.#accountId === null) this.#accountId = await this.#findAccount();
    const accountId = this.#accountId;
    if (!this.#closed && this.#tabs === null) {
      this.#tabs = new TabSync(this.options.channelName ?? 'keyhold', (m) => void this.#onTab(m));
    }
    const now = Date.now();
    const mine = (await this.store.listSessions()).filter((s) => s.accountId === accountId);
    const expired = mine.filter((s) => !isLive(s, now));
    const lastExpired = expired.sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt))[0];
    if (lastExpired) this.#previous = toSession(lastExpired);
    await this.store.purgeExpired(now);
    await this.#purgeStaleClientKeys(now);
    const live = mine
      .filter((s) => isLive(s, now))
      .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt));
    if (live[0] && this.#current === null) this.#setCurrent(live[0], false);
    return this.#current ? toSession(this.#current) : null;
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
    this.#schedule(stored);
    this.emit('session', toSession(stored));
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
    const left = msUntilExpiry(stored);
    const session = toSession(stored);
    this.#timers.push(
      setTimeout(
        () => {
          if (this.#current?.id !== stored.id) return;
          const secondsLeft = Math.max(0, Math.round(msUntilExpiry(stored) / 1000));
          this.emit('session-expiring', { session, secondsLeft });
        },
        Math.max(0, left - lead),
      ),
      setTimeout(() => void this.end([stored.id], 'expired', 'local'), Math.max(0, left)),
    );
  }

  async end(sessionIds: string[], kind: SessionEndKind, source: SessionEndedDetail['source']): Promise<void> {
    for (const id of sessionIds) {
      try {
        await this.store.deleteSession(id);
      } catch (error) {
        this.emit('error', asKeyholdError(error, 'STORAGE_ERROR'));
      }
    }
    const current = this.#current;
    if (current && sessionIds.includes(current.id)) {
      this.#current = null;
      this.#clearTimers();
      const session = toSession(current);
      this.#previous = session;
      if (kind === 'expired') this.emit('session-expired', { session, source });
      if (kind === 'revoked') this.emit('session-revoked', { session, source });
      this.emit('session', null);
    }
    if (source !== 'tab' && this.#accountId !== null) {
      this.#tabs?.post({ type: kind, accountId: this.#accountId, sessionIds });
    }
  }

  async #onTab(message: TabMessage): Promise<void> {
    if (message.accountId !== this.#accountId) return;
    try {
      if (message.type === 'signed-in') {
        if (this.#current?.id === message.sessionId) return;
        const stored = await this.store.getSession(message.sessionId);
        if (stored && isLive(stored)) this.#setCurrent(stored, false);
        return;
      }
      await this.end(message.sessionIds, message.type, 'tab');
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
  }
}
