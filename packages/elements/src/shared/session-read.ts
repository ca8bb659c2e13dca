import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BackoffPoll } from './backoff-poll.js';
import { emit, toErrorInfo } from './events.js';
import type { Copy, CopyKey, LocalizeController } from './localize.js';
import type { LedgerLike, MoneyWalletLike } from './money-wallet.js';
import type { WalletController } from './wallet.js';

/** What a money element shows: the same five states for `<kh-balance>`, `<kh-activity>`, `<kh-receive>`. */
export type MoneyReadState = 'loading' | 'signed-out' | 'unreachable' | 'error' | 'ready';

/** Codes that mean "the backend or the service did not answer": what is read is unknown, not empty. */
const UNREACHABLE = new Set([
  'NETWORK_ERROR',
  'TIMEOUT',
  'SERVICE_ERROR',
  'SERVICE_TIMEOUT',
  'SERVICE_UNREACHABLE',
  'INVALID_RESPONSE',
]);

/** True when `error` says the backend or the service could not be reached (not a refusal). */
export function isUnreachable(error: unknown): boolean {
  const info = toErrorInfo(error);
  return UNREACHABLE.has(info.code) || (info.status ?? 0) >= 500;
}

/** A term without arguments (a sentence as it stands). */
type PlainKey = { [K in CopyKey]: Copy[K] extends string ? K : never }[CopyKey];

/** What a money element reads, and how it keeps it current. */
export interface SessionReadOptions<T> {
  /** Reads through the wallet's ledger. */
  fetch(ledger: LedgerLike, wallet: MoneyWalletLike): Promise<T>;
  /** Takes in what was read for the current session; true when what is shown changed. */
  apply(value: T): boolean;
  /** Forgets what was read (the session or the wallet changed, or the element left the page). */
  reset(): void;
  /** True once something read is on screen (the state is `ready` then). */
  loaded(): boolean;
  /**
   * Keeps what is on screen when a later read fails (it was true when read): activity's list. Without it
   * a failed read replaces the amount with the sentence (a balance is never shown stale as current).
   */
  keepOnFailure?: boolean;
  /** Reads again with a back-off (`minMs`, doubling to `maxMs` while nothing changes). */
  poll?: { minMs: number; maxMs: number };
  /** Reads again at once when an element of the page (not this one) fires `kh-transaction`. */
  followPayments?: boolean;
  /** A new session starts (before the first read): `current()` says whether it still is the one shown. */
  started?(current: () => boolean): void;
}

/**
 * The read every money element makes: waits for a wallet and a session, reads through the wallet's
 * ledger, reads again on a payment of the page and with a back-off, forgets everything when the session
 * changes (an answer for an older session is never shown), and says truthfully why nothing is shown:
 * loading, signed out, unreachable, or a refusal in words (which also fires `kh-error`).
 *
 * @example
 * #read = new SessionRead(this, this.#session, this.#t, { fetch: (l) => l.balances(), apply: …, reset: …, loaded: … })
 * render() { this.#read.state === 'ready' ? … : this.#read.message({ signedOut: 'balanceSignedOut', … }) }
 */
export class SessionRead<T> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement & { wallet: MoneyWalletLike | undefined };
  readonly #session: WalletController;
  readonly #t: LocalizeController;
  readonly #options: SessionReadOptions<T>;
  readonly #poll: BackoffPoll | undefined;
  /** The session the shown data was read for (undefined: none). */
  #readFor: string | undefined;
  /** Why the last read failed: 'unreachable', or a sentence. */
  #failure: string | undefined;

  /** Register after the host's `WalletController`, so this sees the session of the wallet it follows. */
  constructor(
    host: ReactiveControllerHost & HTMLElement & { wallet: MoneyWalletLike | undefined },
    session: WalletController,
    t: LocalizeController,
    options: SessionReadOptions<T>,
  ) {
    this.#host = host;
    this.#session = session;
    this.#t = t;
    this.#options = options;
    if (options.poll) this.#poll = new BackoffPoll(() => this.read(), options.poll.minMs, options.poll.maxMs);
    host.addController(this);
  }

  /** The state shown. */
  get state(): MoneyReadState {
    if (!this.#host.wallet || !this.#session.ready) return 'loading';
    if (!this.#session.session) return 'signed-out';
    if (this.#failure !== undefined) return this.#failure === 'unreachable' ? 'unreachable' : 'error';
    return this.#options.loaded() ? 'ready' : 'loading';
  }

  /** The session what is shown was read for (compare before showing a read of your own). */
  get key(): string | undefined {
    return this.#readFor;
  }

  /** The sentence of a failed read (a refusal in words), when the state is `error`. */
  get failure(): string | undefined {
    return this.#failure === 'unreachable' ? undefined : this.#failure;
  }

  /**
   * The sentence shown instead of the data for the current state, from the element's terms: signed out,
   * unreachable, none read (`empty`, when ready with nothing to show), loading, or no wallet.
   */
  message(terms: { signedOut: PlainKey; unreachable: PlainKey; empty?: PlainKey }): string {
    const t = this.#t;
    switch (this.state) {
      case 'ready':
        return terms.empty ? t.term(terms.empty) : '';
      case 'signed-out':
        return t.term(terms.signedOut);
      case 'unreachable':
        return t.term(terms.unreachable);
      case 'error':
        return this.#failure ?? '';
      default:
        return this.#host.wallet ? t.term('loading') : t.term('noWallet');
    }
  }

  /** Reads now (nothing without a wallet and a session); true when what is shown changed. */
  async read(): Promise<boolean> {
    const wallet = this.#host.wallet;
    const readFor = this.#readFor;
    if (!wallet || readFor === undefined) return false;
    try {
      const value = await this.#options.fetch(await wallet.ledger(), wallet);
      if (this.#readFor !== readFor) return false;
      const failed = this.#failure !== undefined;
      this.#failure = undefined;
      const changed = this.#options.apply(value) || failed;
      this.#host.requestUpdate();
      return changed;
    } catch (error) {
      if (this.#readFor !== readFor) return false;
      return this.#failed(error);
    }
  }

  /** Reads at once and polls from the shortest delay again (a payment made here, say). */
  nudge(): void {
    this.#poll?.nudge();
  }

  #failed(error: unknown): boolean {
    // What is on screen stays when the element keeps it (it was true when read).
    if (this.#options.keepOnFailure && this.#options.loaded()) return false;
    const info = toErrorInfo(error);
    const before = this.#failure;
    // The failure outranks what was read before (the state says so; nothing stale shows as current).
    if (isUnreachable(error)) this.#failure = 'unreachable';
    else {
      this.#failure = this.#t.errorMessage(info);
      emit(this.#host, 'kh-error', { error: info });
    }
    this.#host.requestUpdate();
    return before !== this.#failure;
  }

  hostConnected(): void {
    if (this.#options.followPayments) document.addEventListener('kh-transaction', this.#onTransaction);
  }

  hostDisconnected(): void {
    document.removeEventListener('kh-transaction', this.#onTransaction);
    this.#poll?.stop();
    this.#readFor = undefined;
  }

  /** Another element (a payment sent on this page) says something changed: look now. */
  #onTransaction = (event: Event): void => {
    if (event.composedPath()[0] !== this.#host) this.#poll?.nudge();
  };

  hostUpdate(): void {
    const session = this.#session.session;
    const key = this.#host.wallet && session ? session.id : undefined;
    if (key === this.#readFor) return;
    this.#readFor = key;
    this.#failure = undefined;
    this.#options.reset();
    this.#poll?.stop();
    if (key !== undefined) void this.#start(key);
  }

  async #start(key: string): Promise<void> {
    this.#options.started?.(() => this.#readFor === key);
    await this.read();
    if (this.#readFor === key) this.#poll?.start();
  }
}
