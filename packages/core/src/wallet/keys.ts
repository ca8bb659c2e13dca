import { stamp as makeStamp } from '../crypto/index.js';
import { generateClientKeyPair } from '../crypto/index.js';
import { KeyholdError } from '../errors.js';
import type { KeyStore, StoredSession } from '../key-store.js';
import type { SignedOperation } from '../signed-request.js';

/**
 * A client key as the flows see it: its public half (the `clientPublicKey`), and in page mode the
 * non-extractable private half. In frame mode the private half never leaves the vault frame.
 */
export interface ClientKeyRef {
  publicKey: string;
  privateKey?: CryptoKey | undefined;
}

/** The signing half of a new session: in page mode its key; in frame mode only its public key. */
export interface OpenedSessionKey {
  privateKey: CryptoKey | null;
  publicKey: string;
  /** True when the private key is kept in the vault frame. */
  vault: boolean;
}

/** What a stamp is for, so the vault can ask the person (and show the credential being removed). */
export interface StampPurpose {
  operation?: SignedOperation | undefined;
  expiresAt?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Frame mode: the visible frame this request is shown in (an export's), else a new one is mounted. */
  surface?: object | undefined;
}

/**
 * Where the wallet's private keys live and are used: this page (page mode, {@link PageKeys}) or the vault
 * frame on another origin (frame mode). Internal seam of the Wallet.
 */
export interface KeyHolder {
  readonly mode: 'page' | 'frame';
  newClientKey(): Promise<ClientKeyRef>;
  /** A client key still waiting for its bundle (an OAuth redirect), or undefined. */
  findClientKey(publicKey: string): Promise<ClientKeyRef | undefined>;
  forgetClientKey(publicKey: string): Promise<void>;
  /** Opens a sealed session key with the client key it was sealed to. */
  openSession(
    bundle: string,
    clientKey: ClientKeyRef,
    meta: { sessionId: string; accountId: string; expiresAt: string },
  ): Promise<OpenedSessionKey>;
  stamp(session: StoredSession, payloadToSign: string, purpose: StampPurpose): Promise<string>;
  /** The sessions ended: their keys go (a no-op in page mode, where the session record holds the key). */
  forgetSessions(sessionIds: string[]): Promise<void>;
  close(): void;
}

/**
 * The code that opens a sealed session key (HPKE, point and scalar imports) is needed only when a sign-in
 * completes, so it is loaded then; {@link preloadSessionCrypto} starts the load when a sign-in starts, so
 * the person never waits for it.
 */
let sessionCrypto: Promise<typeof import('@keyhold/protocol/crypto/session-key')> | undefined;
function loadSessionCrypto(): Promise<typeof import('@keyhold/protocol/crypto/session-key')> {
  sessionCrypto ??= import('@keyhold/protocol/crypto/session-key');
  sessionCrypto.catch(() => (sessionCrypto = undefined));
  return sessionCrypto;
}

/** Starts loading the session-opening code (a sign-in began); a failed load is retried when needed. */
export function preloadSessionCrypto(): void {
  loadSessionCrypto().catch(() => undefined);
}

/** Page mode: the keys are non-extractable WebCrypto keys of this origin, in its key store. */
export class PageKeys implements KeyHolder {
  readonly mode = 'page';
  readonly #store: KeyStore;

  constructor(store: KeyStore) {
    this.#store = store;
  }

  async newClientKey(): Promise<ClientKeyRef> {
    preloadSessionCrypto();
    const key = await generateClientKeyPair();
    await this.#store.putClientKey({ ...key, createdAt: new Date().toISOString() });
    return key;
  }

  async findClientKey(publicKey: string): Promise<ClientKeyRef | undefined> {
    const stored = await this.#store.getClientKey(publicKey);
    return stored ? { publicKey: stored.publicKey, privateKey: stored.privateKey } : undefined;
  }

  forgetClientKey(publicKey: string): Promise<void> {
    return this.#store.deleteClientKey(publicKey);
  }

  async openSession(bundle: string, clientKey: ClientKeyRef): Promise<OpenedSessionKey> {
    if (!clientKey.privateKey)
      throw new KeyholdError('NO_SESSION_KEY', 'The client key has no private half.');
    const { importSessionKey, openSessionKeyBundle } = await loadSessionCrypto();
    const signer = await importSessionKey(
      await openSessionKeyBundle(bundle, {
        publicKey: clientKey.publicKey,
        privateKey: clientKey.privateKey,
      }),
    );
    return { privateKey: signer.privateKey, publicKey: signer.publicKey, vault: false };
  }

  async stamp(session: StoredSession, payloadToSign: string): Promise<string> {
    if (session.privateKey === null || session.publicKey === null) {
      throw new KeyholdError('NO_SESSION_KEY', 'This session has no signing key here.');
    }
    return makeStamp(payloadToSign, { privateKey: session.privateKey, publicKey: session.publicKey });
  }

  async forgetSessions(): Promise<void> {}

  close(): void {}
}
