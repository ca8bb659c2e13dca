import { KeyholdError } from '../errors.js';
import type { SessionControl, Signing } from '../internals.js';
import type { StoredSession } from '../key-store.js';
import type { SignedRequest } from '../signed-request.js';
import type { ClientKeyRef, KeyHolder, OpenedSessionKey, StampPurpose } from '../wallet/keys.js';
import type { FrameKeys } from './keys.js';
import type { VaultContainer, VaultOptions } from './options.js';
import type { VaultDisplay } from './protocol.js';
import type { VaultSignInOptions } from './signin.js';
import type { Session } from '../session.js';
import type { SessionService } from '../wallet/sessions.js';

/** The frame-mode code. */
export type FrameMode = typeof import('./frame-mode.js');

/**
 * Frame mode's key holder as the page first sees it: the frame-mode code ({@link FrameKeys}, the vault
 * connections and the approval surface) loads with `import()` when the wallet is created with `vault`,
 * so a page-mode page never pays for it. Every call waits for the load and is then the loaded holder's.
 * A load that fails (offline) ends the call in `VAULT_UNREACHABLE`, like a frame that cannot load: frame
 * mode never falls back to page mode. The next call loads again.
 */
export class DeferredFrameKeys implements KeyHolder {
  readonly mode = 'frame';
  readonly #options: VaultOptions;
  readonly #clockOffset: () => number;
  readonly #import: () => Promise<FrameMode>;
  #loading: Promise<{ module: FrameMode; keys: FrameKeys }> | undefined;
  #loaded: FrameKeys | undefined;
  #closed = false;
  #container: { container: VaultContainer | null; display?: (() => VaultDisplay) | undefined } | undefined;

  /** `load` fetches the frame-mode code (by default the bundled module; a test gives one that fails). */
  constructor(
    options: VaultOptions,
    clockOffset: () => number,
    load: () => Promise<FrameMode> = () => import('./frame-mode.js'),
  ) {
    this.#options = options;
    this.#clockOffset = clockOffset;
    this.#import = load;
  }

  /** The frame-mode code and its key holder, loaded once (again after a failed load). */
  #load(): Promise<{ module: FrameMode; keys: FrameKeys }> {
    this.#loading ??= this.#import().then(
      (module) => {
        const keys = new module.FrameKeys(this.#options, this.#clockOffset);
        if (this.#container) keys.surface.setContainer(this.#container.container, this.#container.display);
        this.#loaded = keys;
        return { module, keys };
      },
      (cause: unknown) => {
        this.#loading = undefined;
        throw new KeyholdError(
          'VAULT_UNREACHABLE',
          'The frame-mode code of @keyhold/core could not be loaded (is the page offline?): nothing was signed.',
          { cause, details: { url: this.#options.url } },
        );
      },
    );
    return this.#loading;
  }

  async #keys(): Promise<FrameKeys> {
    return (await this.#load()).keys;
  }

  /** Starts loading the frame-mode code and mounting the hidden key frame (a load failure waits for a call). */
  preload(): void {
    this.#load().then(
      ({ keys }) => {
        if (!this.#closed) keys.keyFrame();
      },
      () => undefined,
    );
  }

  /** Where the visible vault frame is mounted (kept for the holder while its code loads). */
  setContainer(container: VaultContainer | null, display?: () => VaultDisplay): void {
    this.#container = { container, display };
    this.#loaded?.surface.setContainer(container, display);
  }

  /** Frame mode's export (see `exportInVault`). */
  async exportWallet(s: SessionControl, signing: Signing): Promise<SignedRequest<string>> {
    const { module, keys } = await this.#load();
    return module.exportInVault(s, signing, keys);
  }

  /** Frame mode's sign-in (see `signInInVault`). */
  async signIn(s: SessionControl, sessions: SessionService, params: VaultSignInOptions): Promise<Session> {
    return (await this.#load()).module.signInInVault(this.#options, s, sessions, params);
  }

  async newClientKey(): Promise<ClientKeyRef> {
    return (await this.#keys()).newClientKey();
  }

  async findClientKey(publicKey: string): Promise<ClientKeyRef | undefined> {
    return (await this.#keys()).findClientKey(publicKey);
  }

  async forgetClientKey(publicKey: string): Promise<void> {
    return (await this.#keys()).forgetClientKey(publicKey);
  }

  async openSession(
    bundle: string,
    clientKey: ClientKeyRef,
    meta: { sessionId: string; accountId: string; expiresAt: string },
  ): Promise<OpenedSessionKey> {
    return (await this.#keys()).openSession(bundle, clientKey, meta);
  }

  async stamp(session: StoredSession, payloadToSign: string, purpose: StampPurpose): Promise<string> {
    return (await this.#keys()).stamp(session, payloadToSign, purpose);
  }

  async forgetSessions(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    return (await this.#keys()).forgetSessions(sessionIds);
  }

  close(): void {
    this.#closed = true;
    this.#loaded?.close();
  }
}
