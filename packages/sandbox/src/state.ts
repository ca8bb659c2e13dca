import { Collection, type ChangeTracker, type CollectionSnapshot } from './collection.js';
import type { TimerRecord } from './clock.js';
import type {
  CredentialRecord,
  Customer,
  ExternalAccount,
  IdempotencyRecord,
  InternalAccountRecord,
  OutboxMessage,
  PendingSignedRequest,
  QuoteRecord,
  SessionRecord,
  TransactionRecord,
} from './model.js';

/** Long-lived secrets of the sandbox itself (persisted with `--state` so keys stay stable). */
export interface SandboxMeta {
  /** Hex P-256 private key that signs export envelopes (public half at `/_sandbox/enclave-key`). */
  enclavePrivateKey: string;
  /** Private JWK (ES256) of the development OIDC issuer. */
  oidcPrivateJwk: Record<string, unknown>;
  oidcKeyId: string;
  organizationId: string;
}

export const STATE_VERSION = 1;

/** One committed write, as journal operations (see `Collection.commitChanges`). */
export type CommitListener = (ops: string[]) => void;

/**
 * Everything the sandbox knows, as typed collections. Part-2 modules add their own collections with
 * `state.collection<T>('agents')`; every collection is persisted by `--state`.
 *
 * Lists use the indexes defined here (`customers`: `platformCustomerId`, `umaAddress`, `liveness`;
 * `transactions`: `customerId`, `account`, `reference`; `credentials` and `sessions`: `accountId`).
 */
export class SandboxState {
  private readonly tracker: ChangeTracker = { active: true };
  readonly customers = new Collection<Customer>(this.tracker);
  readonly internalAccounts = new Collection<InternalAccountRecord>(this.tracker);
  readonly externalAccounts = new Collection<ExternalAccount>(this.tracker);
  readonly credentials = new Collection<CredentialRecord>(this.tracker);
  readonly sessions = new Collection<SessionRecord>(this.tracker);
  readonly pendingSignedRequests = new Collection<PendingSignedRequest>(this.tracker);
  readonly quotes = new Collection<QuoteRecord>(this.tracker);
  readonly transactions = new Collection<TransactionRecord>(this.tracker);
  readonly outbox = new Collection<OutboxMessage>(this.tracker);
  readonly idempotency = new Collection<IdempotencyRecord>(this.tracker);
  readonly timers = new Collection<TimerRecord>(this.tracker);

  private readonly registry = new Map<string, Collection<{ id: string }>>();
  /** Snapshots of collections not registered yet (loaded before their module asked for them). */
  private readonly pending = new Map<string, CollectionSnapshot<{ id: string }>>();
  /** Set by persistence: receives each commit's journal operations. */
  onCommit: CommitListener | undefined;

  constructor(public meta: SandboxMeta) {
    defineIndexes(this);
    const own: Record<string, Collection<{ id: string }>> = {
      customers: this.customers,
      internalAccounts: this.internalAccounts,
      externalAccounts: this.externalAccounts,
      credentials: this.credentials,
      sessions: this.sessions,
      pendingSignedRequests: this.pendingSignedRequests,
      quotes: this.quotes,
      transactions: this.transactions,
      outbox: this.outbox,
      idempotency: this.idempotency,
      timers: this.timers,
    };
    for (const [name, c] of Object.entries(own)) this.registry.set(name, c);
  }

  /** Gets (creating on first use) a named collection; use for collections added by later modules. */
  collection<T extends { id: string }>(name: string): Collection<T> {
    let found = this.registry.get(name);
    if (!found) {
      found = new Collection<{ id: string }>(this.tracker);
      const snapshot = this.pending.get(name);
      if (snapshot) {
        found.load(snapshot);
        this.pending.delete(name);
      }
      this.registry.set(name, found);
    }
    return found as unknown as Collection<T>;
  }

  /** Empties every collection (keys in `meta` stay). */
  clear(): void {
    // Register loaded-but-unused collections first, so their clearing reaches the journal too.
    for (const name of [...this.pending.keys()]) this.collection(name);
    for (const c of this.registry.values()) c.clear();
  }

  /**
   * Runs `fn` as one unit of work (the app calls this inside its lock): during a `read` run, records
   * handed out are not tracked; at the end the changes are committed.
   */
  async run<T>(fn: () => Promise<T>, mode: 'read' | 'write' = 'write'): Promise<T> {
    this.tracker.active = mode === 'write';
    try {
      return await fn();
    } finally {
      this.tracker.active = true;
      this.commit();
    }
  }

  /** Commits pending changes: refreshes indexes; with a listener, hands it the journal operations. */
  commit(): void {
    const journal = this.onCommit !== undefined;
    const ops: string[] = [];
    for (const [name, c] of this.registry) c.commitChanges(name, journal, ops);
    if (ops.length > 0) this.onCommit?.(ops);
  }

  /** The registered collections and the snapshots of unregistered ones (snapshot writers). */
  entries(): {
    collections: Array<[string, Collection<{ id: string }>]>;
    pending: Array<[string, CollectionSnapshot<{ id: string }>]>;
  } {
    return { collections: [...this.registry], pending: [...this.pending] };
  }

  /** Applies one journal operation (`[kind, collection, ...]`) at load. */
  apply(op: readonly unknown[]): void {
    if (typeof op[1] !== 'string') throw new Error('journal operation without a collection name');
    this.collection(op[1]).apply(op);
  }

  /** Forgets the changes made by loading (they are on disk already). */
  settle(): void {
    for (const c of this.registry.values()) c.settle();
  }

  /** A snapshot of the state (with `extra` fields merged in). */
  toJSON(extra: Record<string, unknown> = {}): Record<string, unknown> {
    const collections: Record<string, unknown> = {};
    for (const [name, snapshot] of this.pending) collections[name] = snapshot;
    for (const [name, c] of this.registry) collections[name] = c.toJSON();
    return { version: STATE_VERSION, meta: this.meta, collections, ...extra };
  }

  /** Replaces the state with a snapshot. */
  load(snapshot: { meta: SandboxMeta; collections: Record<string, unknown> }): void {
    this.meta = snapshot.meta;
    this.clear();
    for (const [name, data] of Object.entries(snapshot.collections)) {
      const typed = data as CollectionSnapshot<{ id: string }>;
      const c = this.registry.get(name);
      if (c) c.load(typed);
      else this.pending.set(name, typed);
    }
  }
}

/** The secondary indexes the list endpoints and unique lookups walk. */
function defineIndexes(state: SandboxState): void {
  state.customers.defineIndex('platformCustomerId', (c) => c.platformCustomerId);
  state.customers.defineIndex('umaAddress', (c) => c.umaAddress);
  state.customers.defineIndex('liveness', (c) => (c.isDeleted ? 'deleted' : 'live'));
  state.transactions.defineIndex('customerId', (t) => t.customerId ?? undefined);
  state.transactions.defineIndex('account', (t) => {
    const ends: string[] = [];
    for (const end of [t.source, t.destination]) {
      const id = end['accountId'] ?? end['umaAddress'];
      if (typeof id === 'string') ends.push(id);
    }
    return ends;
  });
  state.transactions.defineIndex('reference', (t) => t.reconciliationInstructions?.reference);
  state.credentials.defineIndex('accountId', (c) => c.accountId);
  state.sessions.defineIndex('accountId', (s) => s.accountId);
  // The webhook log is bounded per status (routes/webhooks.ts trims it when it records an event).
  state
    .collection<{ id: string; status?: string }>('webhookDeliveries')
    .defineIndex('status', (d) => d.status);
}
