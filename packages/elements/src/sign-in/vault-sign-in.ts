import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { emit, toErrorInfo } from '../shared/events.js';
import type { FlowRunner } from '../shared/flow.js';
import { type LocalizeController, loadErrorCopy } from '../shared/localize.js';
import { inFrameMode, loadFrameMode, type VaultDisplayLike } from '../shared/vault-host.js';
import type { WalletLike, WalletSession } from '../shared/wallet.js';

/** A frame-mode wallet whose sessions are opened in the vault frame's sign-in view. */
interface VaultSignInWallet {
  signInInVault(options: {
    container?: HTMLElement;
    display?: () => VaultDisplayLike;
    email?: string;
    methods?: ('email' | 'passkey' | 'oauth')[];
    signal?: AbortSignal;
  }): Promise<WalletSession>;
}

/** True when `wallet` keeps its keys in the vault frame and opens its sessions there. */
export function signsInInVault(wallet: unknown): wallet is WalletLike & VaultSignInWallet {
  return inFrameMode(wallet) && typeof (wallet as Partial<VaultSignInWallet>).signInInVault === 'function';
}

/** The element's methods as the frame's view names them (`passkey-create` is the frame's passkey too). */
function frameMethods(methods: readonly string[]): ('email' | 'passkey' | 'oauth')[] {
  const out: ('email' | 'passkey' | 'oauth')[] = [];
  if (methods.includes('email')) out.push('email');
  if (methods.some((m) => m === 'passkey' || m === 'passkey-create')) out.push('passkey');
  if (methods.includes('oauth')) out.push('oauth');
  return out;
}

interface Host extends ReactiveControllerHost, HTMLElement {
  wallet: WalletLike | undefined;
  email: string;
  /** The element's `methods`: the frame's view offers those of them it runs. */
  methods: readonly string[];
  theme: string | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * Frame mode: `<kh-sign-in>` hosts the vault frame's sign-in view in its `vault` part (where the email
 * form is in page mode). The person types the address and the code inside the frame; the element only
 * learns the session (or a typed error). One frame while signed out; it goes when the element does.
 */
export class VaultSignIn implements ReactiveController {
  readonly #host: Host;
  readonly #flow: FlowRunner;
  readonly #t: LocalizeController;
  readonly #signedIn: (session: WalletSession) => void;
  #running: AbortController | null = null;
  #container: HTMLElement | null = null;
  /** The wallet whose frame sign-in failed: not started again until the person asks (Try again). */
  #failedFor: WalletLike | undefined;
  /** The wallet whose vault offers no sign-in (its configuration names no backend): the page's form then. */
  #unconfiguredFor: WalletLike | undefined;

  constructor(
    host: Host,
    flow: FlowRunner,
    t: LocalizeController,
    signedIn: (session: WalletSession) => void,
  ) {
    this.#host = host;
    this.#flow = flow;
    this.#t = t;
    this.#signedIn = signedIn;
    host.addController(this);
  }

  /** True when the element shows the vault frame's sign-in instead of its own email form. */
  get active(): boolean {
    const wallet = this.#host.wallet;
    return signsInInVault(wallet) && this.#unconfiguredFor !== wallet;
  }

  /** True after a failure, until the person asks again. */
  get failed(): boolean {
    return this.#failedFor !== undefined && this.#failedFor === this.#host.wallet;
  }

  /** Starts again after a failure. */
  retry = (): void => {
    this.#failedFor = undefined;
    this.#flow.clearError();
  };

  hostUpdated(): void {
    const wallet = this.#host.wallet;
    if (!signsInInVault(wallet) || !this.active || this.failed || wallet.session) {
      if (wallet?.session) this.stop();
      return;
    }
    const container = this.#host.renderRoot.querySelector<HTMLElement>('[part="vault"]');
    // A re-render that replaced the box took the frame with it: a new one goes in the new box.
    if (this.#running && container === this.#container) return;
    this.stop();
    if (container) void this.#start(wallet, container);
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** Removes the frame (the wallet changed, a session came from elsewhere, the element left the page). */
  stop(): void {
    this.#running?.abort();
    this.#running = null;
  }

  async #start(wallet: WalletLike & VaultSignInWallet, container: HTMLElement): Promise<void> {
    const running = new AbortController();
    this.#running = running;
    this.#container = container;
    const host = this.#host;
    try {
      const { vaultDisplay } = await loadFrameMode(() => import('../shared/vault-display.js'));
      const session = await wallet.signInInVault({
        container,
        display: () => vaultDisplay(host, host.theme),
        ...(host.email ? { email: host.email } : {}),
        methods: frameMethods(host.methods),
        signal: running.signal,
      });
      // Signed in, even if the element moved on meanwhile (the new session's own update may come first).
      this.#signedIn(session);
    } catch (error) {
      if (running.signal.aborted || this.#running !== running) return;
      const info = toErrorInfo(error);
      if (info.code === 'INVALID_CONFIG') {
        // A vault whose configuration names no backend (before `backendUrl`): the page's own email form.
        this.#unconfiguredFor = wallet;
        return;
      }
      await loadErrorCopy();
      this.#failedFor = wallet;
      this.#flow.lastError = info;
      this.#flow.error = this.#t.errorMessage(info);
      emit(host, 'kh-error', { error: info });
    } finally {
      if (this.#running === running) this.#running = null;
      host.requestUpdate();
    }
  }
}
