import type { BackendClient } from './backend-client.js';
import type { ClientKeyPair } from './crypto/index.js';
import type { KeyStore } from './key-store.js';
import type { Session } from './session.js';
import type { SignedRequest } from './signed-request.js';
import type { AuthMethod, BackendConfig, SessionCreation } from './types.js';

/** Called when adding a credential needs a signed retry; approve or reject `request` (default: approve). */
export type OnSignedRequest<T> = (request: SignedRequest<T>) => void | Promise<void>;

/** What the flows need from their Wallet. Not part of the public API. */
export interface WalletInternals {
  readonly client: BackendClient;
  readonly store: KeyStore;
  /** Waits for `ready` (config and account known). */
  prepared(): Promise<{ config: BackendConfig; accountId: string }>;
  /** A fresh client key pair, persisted until used. */
  newClientKey(): Promise<ClientKeyPair>;
  forgetClientKey(publicKey: string): Promise<void>;
  /** Opens the sealed key, imports it, persists and adopts the session; deletes the client key. */
  completeSession(
    creation: SessionCreation,
    clientKey: ClientKeyPair,
    credential: AuthMethod,
  ): Promise<Session>;
  listCredentials(): Promise<AuthMethod[]>;
  /** POST /auth/credentials: 201 directly, or a 202 signed retry (approved by the hook or at once). */
  registerCredential(
    body: Record<string, unknown>,
    onSignedRequest?: OnSignedRequest<AuthMethod>,
  ): Promise<AuthMethod>;
}

export { pathId } from './protocol.js';
