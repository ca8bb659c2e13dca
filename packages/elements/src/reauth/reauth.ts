import { LitElement, html, nothing } from 'lit';
import type { SignInMethod } from '../sign-in/sign-in.js';
import { button } from '../shared/button.js';
import { emit, type CloseReason } from '../shared/events.js';
import { LocalizeController, type Copy } from '../shared/localize.js';
import { ModalController } from '../shared/modal.js';
import { dialogStyles } from '../shared/dialog.styles.js';
import { controls, tokens } from '../shared/tokens.js';
import type { OAuthButton, ReauthRequest, WalletLike } from '../shared/wallet.js';
import { reauthStyles } from './reauth.styles.js';

/**
 * Re-authentication: when a signed action needs a session and there is none (it expired or was revoked),
 * the wallet fires `reauth-required`; this element opens a modal asking the person to sign in again with
 * the credential they used (passkey, the same email, the OAuth provider), or with a different one when
 * the action is removing that credential. Once signed in the dialog closes and the waiting action goes
 * on. Escape or Cancel fire a cancelable `kh-request-close`; a dismissal fires `kh-reauth-cancelled`,
 * which makes an `<kh-approve-dialog>` waiting on it decline its request.
 *
 * @tagname kh-reauth
 * @summary Modal re-authentication when a session ended mid-flow.
 *
 * @example
 * ```html
 * <kh-reauth open-on-expiry></kh-reauth>
 * <script type="module">
 *   import '@keyhold/elements/reauth'
 *   document.querySelector('kh-reauth').wallet = wallet
 * </script>
 * ```
 *
 * @slot title - The heading (default: "Confirm it is you").
 *
 * @csspart dialog - The native `<dialog>`.
 * @csspart title - The heading.
 * @csspart intro - Why re-authentication is needed.
 * @csspart sign-in - The inner `<kh-sign-in>`.
 * @csspart cancel-button - The Cancel button.
 *
 * @cssproperty --kh-backdrop - Backdrop behind the modal.
 *
 * @fires kh-session - Signed in again (from the inner `<kh-sign-in>`).
 * @fires kh-request-close - Escape, back or Cancel (cancelable: cancel to keep the dialog open).
 * @fires kh-reauth-cancelled - The person dismissed re-authentication.
 *
 * Also opens on a `kh-reauth-request` anywhere on the page ("Sign in again" of `<kh-session-status>`)
 * while signed out.
 * @fires kh-error - A sign-in step failed.
 */
export class KhReauth extends LitElement {
  static override styles = [tokens, controls, dialogStyles, reauthStyles];

  static override properties = {
    wallet: { attribute: false },
    openOnExpiry: { type: Boolean, attribute: 'open-on-expiry' },
    oauthProviders: { attribute: false },
    open: { type: Boolean, reflect: true },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _request: { state: true },
  };

  /** The wallet from `createWallet()`; its `reauth-required` events open the dialog. */
  declare wallet: WalletLike | undefined;
  /** Also open as soon as the session expires (not only when an action needs one). */
  declare openOnExpiry: boolean;
  /** OAuth buttons, for sessions that came from OAuth. */
  declare oauthProviders: OAuthButton[];
  /** True while the dialog is shown (use `show()` and `close()`). */
  declare open: boolean;
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _request: ReauthRequest | null;

  readonly #t = new LocalizeController(this);
  readonly #modal = new ModalController(this, {
    dialog: (): HTMLDialogElement | null => this.renderRoot?.querySelector('dialog') ?? null,
    onRequestClose: (reason) => this.#requestClose(reason),
    onForcedClose: () => this.#dismiss(),
  });
  #subscribed: WalletLike | undefined;

  constructor() {
    super();
    this.wallet = undefined;
    this.openOnExpiry = false;
    this.oauthProviders = [];
    this.open = false;
    this.copy = undefined;
    this.theme = undefined;
    this._request = null;
  }

  /** Opens the dialog for `request` (default: sign in again with the wallet's previous session). */
  async show(request?: ReauthRequest): Promise<void> {
    this._request = request ?? { previous: this.wallet?.previousSession ?? null, operation: 'SIGN_IN' };
    this.open = true;
    await this.updateComplete;
    this.#modal.show();
  }

  /** Closes without signing in (fires `kh-reauth-cancelled`). */
  close(): void {
    this.#dismiss();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#follow();
    globalThis.addEventListener?.('kh-reauth-request', this.#onRequest);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unfollow();
    globalThis.removeEventListener?.('kh-reauth-request', this.#onRequest);
  }

  /** "Sign in again" from `<kh-session-status>` (or any element that fires `kh-reauth-request`). */
  #onRequest = (): void => {
    if (!this.open && this.wallet && !this.wallet.session) void this.show();
  };

  protected override willUpdate(): void {
    if (this.isConnected && this.wallet !== this.#subscribed) this.#follow();
  }

  #onReauthRequired = (event: Event): void => {
    void this.show((event as CustomEvent<ReauthRequest>).detail);
  };

  #onExpired = (): void => {
    if (this.openOnExpiry && !this.open) void this.show();
  };

  #follow(): void {
    this.#unfollow();
    const wallet = this.wallet;
    this.#subscribed = wallet;
    wallet?.addEventListener('reauth-required', this.#onReauthRequired);
    wallet?.addEventListener('session-expired', this.#onExpired);
  }

  #unfollow(): void {
    this.#subscribed?.removeEventListener('reauth-required', this.#onReauthRequired);
    this.#subscribed?.removeEventListener('session-expired', this.#onExpired);
    this.#subscribed = undefined;
  }

  #requestClose(reason: CloseReason): void {
    if (!this.open) return;
    if (emit(this, 'kh-request-close', { reason }, { cancelable: true })) this.#dismiss();
  }

  #dismiss(): void {
    if (!this.open) return;
    const operation = this._request?.operation ?? 'SIGN_IN';
    this.open = false;
    this._request = null;
    this.#modal.hide();
    emit(this, 'kh-reauth-cancelled', { operation });
  }

  #onSession = (): void => {
    // Signed in again: the waiting action resumes in the core.
    this.open = false;
    this._request = null;
    this.#modal.hide();
  };

  protected override render(): unknown {
    const t = this.#t;
    const request = this._request;
    const previous = request?.previous ?? null;
    const other = request?.excludeCredentialId !== undefined;
    let methods: SignInMethod[] = ['passkey', 'email', 'oauth'];
    if (!other && previous) {
      if (previous.credentialType === 'PASSKEY') methods = ['passkey'];
      else if (previous.credentialType === 'EMAIL_OTP') methods = ['email'];
      else if (previous.credentialType === 'OAUTH') methods = ['oauth'];
    }
    return html`<dialog
      part="dialog"
      aria-labelledby="title"
      aria-describedby="intro"
      @keydown=${this.#modal.handleKeydown}
      @cancel=${this.#modal.handleCancel}
      @close=${this.#modal.handleClose}
    >
      ${request
        ? html`<h2 id="title" part="title"><slot name="title">${t.term('reauthTitle')}</slot></h2>
            <p id="intro" part="intro">
              ${other
                ? t.term('reauthOtherCredential')
                : t.term('reauthIntro', previous?.credentialType, previous?.nickname)}
            </p>
            <kh-sign-in
              part="sign-in"
              mode="reauth"
              .wallet=${this.wallet}
              .methods=${methods}
              .email=${!other && previous?.credentialType === 'EMAIL_OTP' ? (previous.nickname ?? '') : ''}
              .passkeyCredentialId=${!other && previous?.credentialType === 'PASSKEY'
                ? previous.credentialId
                : undefined}
              .oauthProviders=${this.oauthProviders}
              .copy=${this.copy}
              theme=${this.theme ?? nothing}
              @kh-session=${this.#onSession}
            ></kh-sign-in>
            <div class="actions">
              ${button('cancel-button', t.term('reauthCancel'), () => this.#requestClose('cancel'))}
            </div>`
        : nothing}
    </dialog>`;
  }
}
