import { LitElement, css, html, nothing } from 'lit';
import { button } from '../shared/button.js';
import { emit } from '../shared/events.js';
import { FlowRunner } from '../shared/flow.js';
import { LocalizeController, type Copy } from '../shared/localize.js';
import { watchForWallet } from '../shared/no-wallet.js';
import { formatAbsolute, formatRelative } from '../shared/time.js';
import { controls, tokens } from '../shared/tokens.js';
import { WalletController, type WalletLike, type WalletSession } from '../shared/wallet.js';

/** What `<kh-session-status>` shows. */
export type SessionStatusState = 'loading' | 'signed-out' | 'active' | 'expiring' | 'expired' | 'revoked';

/**
 * The wallet session at a glance, so apps need not build their own: who is signed in and until when, a
 * warning once the session is about to end (the wallet's `session-expiring`), and after it ended whether it
 * expired or was signed out elsewhere, with "Sign in again" (fires `kh-reauth-request`; a `<kh-reauth>` on
 * the page opens). "Sign out of this browser" uses the same words as `<kh-session-list>`.
 *
 * @tagname kh-session-status
 * @summary The session's state: active, expiring soon, expired or revoked, with re-auth and sign-out.
 *
 * @csspart status - The sentence that says the state (`data-state` carries it for styling).
 * @csspart sign-in-again-button - "Sign in again", after the session ended.
 * @csspart sign-out-button - "Sign out of this browser", while signed in.
 *
 * @fires kh-reauth-request - The person asked to sign in again (a `<kh-reauth>` on the page opens).
 * @fires kh-session - Signed out from here; `detail.session` is `null`.
 * @fires kh-error - Signing out failed; the message is shown too.
 */
export class KhSessionStatus extends LitElement {
  static override styles = [
    tokens,
    controls,
    css`
      :host {
        display: block;
        background: var(--_kh-surface);
        color: var(--_kh-text);
        padding: var(--_kh-space);
        border-radius: var(--_kh-radius);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--_kh-space);
      }
      p {
        margin: 0;
        flex: 1 1 12rem;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      [data-state='expiring'],
      [data-state='expired'],
      [data-state='revoked'] {
        color: var(--_kh-danger);
        font-weight: 600;
      }
    `,
  ];

  static override properties = {
    wallet: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _expiring: { state: true },
  };

  declare wallet: WalletLike | undefined;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _expiring: boolean;

  readonly #t = new LocalizeController(this);
  readonly #wallet = new WalletController(this);
  readonly #flow = new FlowRunner(this, this.#t);
  #followed: WalletLike | undefined;
  #tick: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.wallet = undefined;
    this.copy = undefined;
    this.theme = undefined;
    this._expiring = false;
  }

  /** The state shown. */
  get state(): SessionStatusState {
    if (!this.wallet || !this.#wallet.ready) return 'loading';
    if (this.#wallet.session) return this._expiring ? 'expiring' : 'active';
    const ended = this.#wallet.ended;
    return ended === 'expired' || ended === 'revoked' ? ended : 'signed-out';
  }

  #onExpiring = (): void => {
    this._expiring = true;
  };

  #onSession = (): void => {
    this._expiring = false;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
    // The relative expiry ("in 4 minutes", "in 40 seconds") moves on by itself.
    this.#tick = setInterval(() => this.requestUpdate(), 5_000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#tick);
    this.#follow(undefined);
  }

  protected override willUpdate(): void {
    if (this.wallet !== this.#followed) this.#follow(this.wallet);
  }

  #follow(wallet: WalletLike | undefined): void {
    this.#followed?.removeEventListener('session-expiring', this.#onExpiring);
    this.#followed?.removeEventListener('session', this.#onSession);
    this.#followed = wallet;
    this._expiring = false;
    wallet?.addEventListener('session-expiring', this.#onExpiring);
    wallet?.addEventListener('session', this.#onSession);
  }

  #signInAgain = (): void => {
    emit(this, 'kh-reauth-request', {});
  };

  #signOut = async (): Promise<void> => {
    const wallet = this.wallet;
    if (!wallet) return;
    const done = await this.#flow.run(async () => {
      await wallet.signOut();
      return true;
    });
    if (done) emit(this, 'kh-session', { session: null });
  };

  /**
   * The expiry and the clock to read it on: the service's expiry against the service's clock when the
   * wallet knows both (a sandbox clock moved ahead shortens the session), else the device's estimate.
   */
  #expiry(session: WalletSession): [string, WalletLike | null] {
    return session.serviceExpiresAt && this.wallet?.serviceNow
      ? [session.serviceExpiresAt, this.wallet]
      : [session.expiresAt, null];
  }

  protected override render(): unknown {
    const t = this.#t;
    const state = this.state;
    const session = this.#wallet.session;
    let text: string;
    if (state === 'loading') text = this.wallet ? t.term('loading') : t.term('noWallet');
    else if (session) {
      const name = session.nickname ?? t.term('credentialType', session.credentialType);
      const [expiry, clock] = this.#expiry(session);
      const when = formatRelative(expiry, t.lang, clock);
      text = state === 'expiring' ? t.term('statusExpiring', name, when) : t.term('statusActive', name, when);
    } else if (state === 'expired') text = t.term('statusExpired');
    else if (state === 'revoked') text = t.term('statusRevoked');
    else text = t.term('statusSignedOut');
    return html`<div class="row" aria-busy=${this.#flow.busy ? 'true' : 'false'}>
        <p part="status" role="status" data-state=${state}>
          ${session
            ? html`<time
                datetime=${this.#expiry(session)[0]}
                title=${formatAbsolute(this.#expiry(session)[0], t.lang, this.#expiry(session)[1])}
                >${text}</time
              >`
            : text}
        </p>
        ${state === 'expired' || state === 'revoked'
          ? button('sign-in-again-button', t.term('statusSignInAgain'), this.#signInAgain, {
              kind: 'primary',
            })
          : nothing}
        ${session
          ? button('sign-out-button', t.term('signOutHere'), this.#signOut, { disabled: this.#flow.busy })
          : nothing}
      </div>
      ${this.#flow.error ? html`<p class="error" role="alert">${this.#flow.error}</p>` : nothing}`;
  }
}
