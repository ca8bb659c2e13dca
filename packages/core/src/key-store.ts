import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { CredentialType } from './types.js';

/** What the key store keeps for one session. The private key is a non-extractable `CryptoKey`. */
export interface StoredSession {
  id: string;
  accountId: string;
  credentialId: string;
  credentialType: CredentialType;
  nickname?: string | undefined;
  /** When the session ends on this device's clock (the service's lifetime counted from its arrival). */
  expiresAt: string;
  /** The service's `expiresAt`, on the service's clock (absent in sessions stored by older versions). */
  serviceExpiresAt?: string | undefined;
  /** Compressed hex public key of the session signing key; null for a sandbox stub session. */
  publicKey: string | null;
  /** Non-extractable ECDSA P-256 key; null for a sandbox stub session (magic signature). */
  privateKey: CryptoKey | null;
  /** True when the sandbox sent a stub bundle and the session signs with the magic value. */
  stub: boolean;
  /** Frame mode: the private key is kept in the vault frame (`privateKey` is then null here). */
  vault?: boolean | undefined;
  storedAt: string;
  /**
   * When this browser last signed with the session, on the service's clock: a local record (the service
   * does not say when a session was last used), so only this browser's own use is known.
   */
  lastUsedAt?: string | undefined;
}

/** A client key pair waiting for its sealed bundle (persisted so an OAuth redirect survives the navigation). */
export interface StoredClientKey {
  publicKey: string;
  privateKey: CryptoKey;
  createdAt: string;
}

/** Small non-secret records a flow keeps across a navigation (OAuth redirect state). */
export type PendingRecord = Record<string, unknown>;

/**
 * Where a wallet keeps its client keys, sessions and pending sign-ins (IndexedDB, or memory when IndexedDB is
 * unavailable); it fires `storage-fallback` when it falls back.
 */
export interface KeyStore extends EventTarget {
  /** `'indexeddb'`, or `'memory'` once it fell back (event `storage-fallback`). */
  readonly kind: 'indexeddb' | 'memory';
  /** The session with this id, if kept. */
  getSession(id: string): Promise<StoredSession | undefined>;
  /** Keeps a session. */
  putSession(session: StoredSession): Promise<void>;
  /** Forgets the session with this id. */
  deleteSession(id: string): Promise<void>;
  /** Every kept session. */
  listSessions(): Promise<StoredSession[]>;
  /** Deletes every session whose `expiresAt` is past; returns the ids removed. */
  purgeExpired(now?: number): Promise<string[]>;
  /** Keeps a client key (its private key stays a non-extractable `CryptoKey`). */
  putClientKey(key: StoredClientKey): Promise<void>;
  /** The client key with this public key, if kept. */
  getClientKey(publicKey: string): Promise<StoredClientKey | undefined>;
  /** Forgets the client key with this public key. */
  deleteClientKey(publicKey: string): Promise<void>;
  /** Every kept client key. */
  listClientKeys(): Promise<StoredClientKey[]>;
  /** Keeps a pending sign-in under `id`. */
  putPending(id: string, value: PendingRecord): Promise<void>;
  /** A pending sign-in (a prepared key waiting for its challenge), if kept. */
  getPending(id: string): Promise<PendingRecord | undefined>;
  /** Forgets a pending sign-in. */
  deletePending(id: string): Promise<void>;
}

/** Detail of the `storage-fallback` event. */
export interface StorageFallbackDetail {
  reason: string;
  error?: unknown;
}

/** Options of {@link createKeyStore}: the IndexedDB database name and how long to wait for it to open. */
export interface KeyStoreOptions {
  /** IndexedDB database name; `keyhold` by default (its own database, not idb-keyval's default one). */
  dbName?: string;
  /** How long the first IndexedDB open may take before falling back (blocked upgrades hang). */
  openTimeoutMs?: number;
}

interface Backend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
}

const SESSION = 'session:';
const CLIENT = 'client:';
const PENDING = 'pending:';

function memoryBackend(): Backend {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
  };
}

function idbBackend(store: UseStore): Backend {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: async () => (await entries<IDBValidKey, unknown>(store)).map(([k, v]) => [String(k), v]),
  };
}

class KeyStoreImpl extends EventTarget implements KeyStore {
  #kind: 'indexeddb' | 'memory';
  #backend: Backend | null = null;
  #probe: Promise<void> | null = null;
  readonly #options: KeyStoreOptions;

  constructor(kind: 'indexeddb' | 'memory', options: KeyStoreOptions) {
    super();
    this.#kind = kind;
    this.#options = options;
    if (kind === 'memory') this.#backend = memoryBackend();
  }

  get kind(): 'indexeddb' | 'memory' {
    return this.#kind;
  }

  #fallBack(reason: string, error?: unknown): void {
    if (this.#kind === 'memory') return;
    this.#kind = 'memory';
    this.#backend = memoryBackend();
    const detail: StorageFallbackDetail = error === undefined ? { reason } : { reason, error };
    this.dispatchEvent(new CustomEvent<StorageFallbackDetail>('storage-fallback', { detail }));
  }

  /** Opens IndexedDB on first use (never at import or construction: SSR-safe) and probes it once. */
  async #ready(): Promise<Backend> {
    if (this.#backend !== null && this.#kind === 'memory') return this.#backend;
    if (this.#probe === null) {
      this.#probe = (async () => {
        if (typeof indexedDB === 'undefined') {
          this.#fallBack('IndexedDB is not available in this browser context.');
          return;
        }
        try {
          const backend = idbBackend(createStore(this.#options.dbName ?? 'keyhold', 'keys'));
          let timer: ReturnType<typeof setTimeout> | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('IndexedDB did not open in time (blocked upgrade?)')),
              this.#options.openTimeoutMs ?? 5000,
            );
          });
          try {
            await Promise.race([backend.get('probe'), timeout]);
          } finally {
            clearTimeout(timer);
          }
          if (this.#kind === 'indexeddb') this.#backend = backend;
        } catch (error) {
          this.#fallBack(
            `IndexedDB failed: ${error instanceof Error ? error.message : String(error)}`,
            error,
          );
        }
      })();
    }
    await this.#probe;
    return this.#backend ?? (this.#backend = memoryBackend());
  }

  async #run<T>(op: (b: Backend) => Promise<T>): Promise<T> {
    const backend = await this.#ready();
    try {
      return await op(backend);
    } catch (error) {
      if (this.#kind === 'memory') throw error;
      this.#fallBack(`IndexedDB failed: ${error instanceof Error ? error.message : String(error)}`, error);
      return op(await this.#ready());
    }
  }

  getSession(id: string): Promise<StoredSession | undefined> {
    return this.#run((b) => b.get(SESSION + id) as Promise<StoredSession | undefined>);
  }
  putSession(session: StoredSession): Promise<void> {
    return this.#run((b) => b.set(SESSION + session.id, session));
  }
  deleteSession(id: string): Promise<void> {
    return this.#run((b) => b.del(SESSION + id));
  }
  listSessions(): Promise<StoredSession[]> {
    return this.#run(async (b) =>
      (await b.entries()).filter(([k]) => k.startsWith(SESSION)).map(([, v]) => v as StoredSession),
    );
  }
  async purgeExpired(now = Date.now()): Promise<string[]> {
    const expired = (await this.listSessions())
      .filter((s) => !(Date.parse(s.expiresAt) > now))
      .map((s) => s.id);
    for (const id of expired) await this.deleteSession(id);
    return expired;
  }
  putClientKey(key: StoredClientKey): Promise<void> {
    return this.#run((b) => b.set(CLIENT + key.publicKey, key));
  }
  getClientKey(publicKey: string): Promise<StoredClientKey | undefined> {
    return this.#run((b) => b.get(CLIENT + publicKey) as Promise<StoredClientKey | undefined>);
  }
  deleteClientKey(publicKey: string): Promise<void> {
    return this.#run((b) => b.del(CLIENT + publicKey));
  }
  listClientKeys(): Promise<StoredClientKey[]> {
    return this.#run(async (b) =>
      (await b.entries()).filter(([k]) => k.startsWith(CLIENT)).map(([, v]) => v as StoredClientKey),
    );
  }
  putPending(id: string, value: PendingRecord): Promise<void> {
    return this.#run((b) => b.set(PENDING + id, value));
  }
  getPending(id: string): Promise<PendingRecord | undefined> {
    return this.#run((b) => b.get(PENDING + id) as Promise<PendingRecord | undefined>);
  }
  deletePending(id: string): Promise<void> {
    return this.#run((b) => b.del(PENDING + id));
  }
}

/**
 * The key store: IndexedDB through idb-keyval in its own database (`keyhold`), sessions keyed by session
 * id. When IndexedDB is missing or throws (private modes, blocked upgrades) it keeps working in memory and
 * dispatches `storage-fallback` once. Nothing is opened until the first call.
 *
 * @example
 * const store = createKeyStore()
 * store.addEventListener('storage-fallback', () => warnSessionWillNotSurviveReload())
 */
export function createKeyStore(options: KeyStoreOptions = {}): KeyStore {
  return new KeyStoreImpl('indexeddb', options);
}

/** A key store that keeps everything in memory (lost on reload; other tabs do not see it). */
export function createMemoryKeyStore(): KeyStore {
  return new KeyStoreImpl('memory', {});
}
