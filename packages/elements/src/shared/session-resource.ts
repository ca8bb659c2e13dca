import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FlowRunner } from './flow.js';
import type { WalletController, WalletLike } from './wallet.js';

/**
 * A list that belongs to the signed-in session (the wallet's credentials, its sessions): null until
 * loaded, loaded through the component's `FlowRunner` (busy, error and `kh-error` as for any step),
 * forgotten and loaded again whenever the session changes.
 *
 * Loads are ordered: a refresh asked for while a step runs (an older load, an approval) loads after it
 * instead of being dropped, and an answer older than the latest request (a later refresh, a session
 * change) is never shown. Else a list read just before a change (the load a re-auth starts, racing the
 * revocation it resumes) could stay on screen after it.
 *
 * @example
 * #sessions = new SessionResource(this, this.#wallet, this.#flow, (wallet) => wallet.listSessions())
 * render() { return this.#sessions.value === null ? loading : list(this.#sessions.value) }
 */
export class SessionResource<T> implements ReactiveController {
  readonly #host: ReactiveControllerHost & { wallet: WalletLike | undefined };
  readonly #wallet: WalletController;
  readonly #flow: FlowRunner;
  readonly #load: (wallet: WalletLike) => Promise<T>;
  #value: T | null = null;
  #loadedFor: string | null = null;
  /** Counts the loads asked for (refreshes, session changes): only the latest one's answer is shown. */
  #asked = 0;
  /** The load waiting for the running step to end; refreshes asked for meanwhile join it. */
  #queued: Promise<void> | null = null;

  /** Register after `wallet`, so the resource sees the session of the wallet it follows. */
  constructor(
    host: ReactiveControllerHost & { wallet: WalletLike | undefined },
    wallet: WalletController,
    flow: FlowRunner,
    load: (wallet: WalletLike) => Promise<T>,
  ) {
    this.#host = host;
    this.#wallet = wallet;
    this.#flow = flow;
    this.#load = load;
    host.addController(this);
  }

  /** What was loaded for the current session, or null until it is. */
  get value(): T | null {
    return this.#value;
  }

  /**
   * Loads again (nothing without a wallet and a session), once no other step of the component runs.
   * Resolves when that load has ended (its answer shown, unless a later request's will be).
   */
  refresh(): Promise<void> {
    this.#asked++;
    return (this.#queued ??= this.#loadWhenIdle());
  }

  async #loadWhenIdle(): Promise<void> {
    do await this.#flow.idle();
    while (this.#flow.busy);
    this.#queued = null;
    const asked = this.#asked;
    const wallet = this.#host.wallet;
    if (!wallet || !this.#wallet.session) return;
    const value = await this.#flow.run(() => this.#load(wallet));
    if (value === undefined || asked !== this.#asked) return;
    this.#value = value;
    this.#host.requestUpdate();
  }

  hostUpdate(): void {
    const session = this.#wallet.ready ? this.#wallet.session : null;
    const key = session ? session.id : null;
    if (key === this.#loadedFor) return;
    this.#loadedFor = key;
    this.#value = null;
    // A load on its way belongs to the previous session: its answer is not shown.
    this.#asked++;
    if (key) void this.#host.updateComplete.then(() => this.refresh());
  }
}
