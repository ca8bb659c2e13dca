import { Collection } from './collection.js';
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

/**
 * Everything the sandbox knows, as typed collections. Part-2 modules add their own collections with
 * `state.collection<T>('agents')`; every collection is persisted by `--state`.
 */
export class SandboxState {
  readonly customers = new Collection<Customer>();
  readonly internalAccounts = new Collection<InternalAccountRecord>();
  readonly externalAccounts = new Collection<ExternalAccount>();
  readonly credentials = new Collection<CredentialRecord>();
  readonly sessions = new Collection<SessionRecord>();
  readonly pendingSignedRequests = new Collection<PendingSignedRequest>();
  readonly quotes = new Collection<QuoteRecord>();
  readonly transactions = new Collection<TransactionRecord>();
  readonly outbox = new Collection<OutboxMessage>();
  readonly idempotency = new Collection<IdempotencyRecord>();
  readonly timers = new Collection<TimerRecord>();

  private readonly registry = new Map<string, Collection<{ id: string }>>();
  /** Snapshots of collections not registered yet (loaded before their module asked for them). */
  private readonly pending = new Map<string, ReturnType<Collection<{ id: string }>['toJSON']>>();

  constructor(public meta: SandboxMeta) {
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
      found = new Collection<{ id: string }>();
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
    for (const c of this.registry.values()) c.clear();
    this.pending.clear();
  }

  toJSON(extra: Record<string, unknown> = {}): Record<string, unknown> {
    const collections: Record<string, unknown> = {};
    for (const [name, snapshot] of this.pending) collections[name] = snapshot;
    for (const [name, c] of this.registry) collections[name] = c.toJSON();
    return { version: STATE_VERSION, meta: this.meta, collections, ...extra };
  }

  load(snapshot: { meta: SandboxMeta; collections: Record<string, unknown> }): void {
    this.meta = snapshot.meta;
    this.clear();
    for (const [name, data] of Object.entries(snapshot.collections)) {
      const typed = data as ReturnType<Collection<{ id: string }>['toJSON']>;
      const c = this.registry.get(name);
      if (c) c.load(typed);
      else this.pending.set(name, typed);
    }
  }
}
