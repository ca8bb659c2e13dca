import type { BackendClient, BackendResponse } from './backend-client.js';
import type { ServiceClock } from './clock.js';
import type { KeyStore, StoredSession } from './key-store.js';
import type { Session, SessionEndReason, SessionEndedDetail } from './session.js';
import type { SignedCall, SignedOperation, SignedRequest, StampProvider } from './signed-request.js';
import type { AuthMethod, BackendConfig, SessionCreation } from './types.js';
import type { Emit } from './wallet/events.js';
import type { ClientKeyRef, KeyHolder, StampPurpose } from './wallet/keys.js';
import type { WalletOptions } from './wallet/options.js';

/** Called when adding a credential needs a signed retry; approve or reject `request` (default: approve). */
export type OnSignedRequest<T> = (request: SignedRequest<T>) => void | Promise<void>;

/** What the flows need from their Wallet. Not part of the public API. */
export interface WalletInternals {
  readonly client: BackendClient;
  readonly store: KeyStore;
  /** Waits for `ready` (config and account known). */
  prepared(): Promise<{ config: BackendConfig; accountId: string }>;
  /** A fresh client key pair, persisted until used (in frame mode, in the vault frame). */
  newClientKey(): Promise<ClientKeyRef>;
  /** A client key still waiting for its bundle, or undefined. */
  findClientKey(publicKey: string): Promise<ClientKeyRef | undefined>;
  forgetClientKey(publicKey: string): Promise<void>;
  /** Opens the sealed key, imports it, persists and adopts the session; deletes the client key. */
  completeSession(
    creation: SessionCreation,
    clientKey: ClientKeyRef,
    credential: AuthMethod,
  ): Promise<Session>;
  listCredentials(): Promise<AuthMethod[]>;
  /** POST /auth/credentials: 201 directly, or a 202 signed retry (approved by the hook or at once). */
  registerCredential(
    body: Record<string, unknown>,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<AuthMethod>;
}

/** How a session ended locally. */
export type SessionEndKind = SessionEndReason;

/**
 * The session manager as the other wallet modules see it: config and account, the current and previous
 * session, adopting and ending sessions (timers, tabs and waiters follow). Not part of the public API.
 */
export interface SessionControl {
  readonly client: BackendClient;
  readonly store: KeyStore;
  /** Where the private keys live: this page, or the vault frame. */
  readonly keys: KeyHolder;
  readonly options: WalletOptions;
  readonly emit: Emit;
  /** The service's clock (offset learned from the backend's answers). */
  readonly clock: ServiceClock;
  readonly current: StoredSession | null;
  readonly previous: Session | null;
  /** Why `previous` ended. */
  readonly previousReason: SessionEndReason | undefined;
  readonly accountId: string | null;
  /** True when the backend reports a sandbox and the options did not force production behaviour. */
  readonly sandboxMode: boolean;
  /** Waits for `ready` (retrying a failed start). */
  prepared(): Promise<{ config: BackendConfig; accountId: string }>;
  /** Makes `stored` the current session (timers, `session` event, other tabs told, waiters woken). */
  adopt(stored: StoredSession): void;
  /** The public view of a stored session (`expiresAt` on this device's clock as the service's clock puts it). */
  view(stored: StoredSession): Session;
  /** Milliseconds left before the session expires, on the service's clock when known. */
  msLeft(session: StoredSession): number;
  /** True while the session has more than `marginMs` left (service's clock when known). */
  isLive(session: StoredSession, marginMs?: number): boolean;
  /**
   * Ends sessions locally: keys deleted, events, other tabs told. `everyLocalSession` (a sign-out of the
   * whole browser) also ends the current session when it is not listed, here and in the other tabs.
   */
  end(
    sessionIds: string[],
    kind: SessionEndKind,
    source: SessionEndedDetail['source'],
    everyLocalSession?: boolean,
  ): Promise<void>;
  /** Resolves when a session matching `predicate` is adopted; rejects `REJECTED` when `signal` aborts. */
  waitForSession(predicate: (s: StoredSession) => boolean, signal: AbortSignal): Promise<void>;
}

/** Signed requests of the wallet's modules: its stamp provider and the call helpers. Not public. */
export interface Signing {
  readonly signer: StampProvider;
  /** A SignedCall of this wallet (its client, its signer). */
  signedCall<T>(
    operation: SignedOperation,
    method: string,
    path: string,
    body: string | undefined,
    parse: (res: BackendResponse) => T | Promise<T>,
    extra?: Partial<SignedCall<T>>,
  ): SignedCall<T>;
  /** Sends the call: a completed SignedRequest when no signature was needed, else the pending one. */
  signed<T>(call: SignedCall<T>): Promise<SignedRequest<T>>;
  /** Stamps with one given session (the sandbox magic signature for stub sessions in sandbox mode). */
  stampWith(session: StoredSession, payloadToSign: string, purpose?: StampPurpose): Promise<string>;
}

export { pathId } from './protocol.js';
