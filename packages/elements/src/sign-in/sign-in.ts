import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import type { KhOtpInput } from '../otp-input/otp-input.js';
import { emit, type KhErrorInfo, type KhEvent } from '../shared/events.js';
import { noWalletError, watchForWallet } from '../shared/no-wallet.js';
import { FlowRunner } from '../shared/flow.js';
import { LocalizeController, type Copy } from '../shared/localize.js';
import { controls, tokens } from '../shared/tokens.js';
import {
  WalletController,
  type ApprovableRequest,
  type EmailOtpChallengeLike,
  type OAuthButton,
  type WalletCredential,
  type WalletLike,
  type WalletSession,
} from '../shared/wallet.js';
import { CodeStep } from './code-step.js';
import { addressNeedsSession, approveAddingCredential } from './approve-credential.js';
import { passkeyAutofill } from './autofill.js';
import { completeRedirect, redirectInstead, returnedFromProvider } from './oauth-redirect.js';
import { signInStyles } from './sign-in.styles.js';
import { VaultSignIn } from './vault-sign-in.js';
import {
  renderChoose,
  renderCode,
  renderPasskeyName,
  type SignInMethod,
  type SignInViewContext,
} from './sign-in.views.js';

export type { SignInMethod } from './sign-in.views.js';
import { ALL_METHODS, parseMethods } from './methods.js';

type View = 'choose' | 'passkey-name' | 'code';

/**
 * Credential setup and sign-in on a Keyhold wallet: sign in with a passkey, create one (registration, then
 * sign-in), get an email one-time code and enter it, or continue with an OAuth provider in a popup. Adding
 * a credential to an account that already has some needs a signed approval: the built-in
 * `<kh-approve-dialog>` shows it. On success fires `kh-session`; while signed in it shows who is signed in
 * (unless `mode="reauth"`, used by `<kh-reauth>`, which always offers the methods).
 *
 * @tagname kh-sign-in
 * @summary Credential setup / sign-in: passkey, email code, OAuth.
 *
 * @example `<kh-sign-in methods="passkey email"></kh-sign-in>`, then set its `wallet` property.
 *
 * @slot title - The heading (default: "Sign in to your wallet").
 * @slot intro - Text under the heading.
 * @slot signed-in - Shown instead of the default "Signed in with …" line while signed in.
 *
 * @csspart card - The outer card.
 * @csspart title - The heading.
 * @csspart passkey-button - "Sign in with a passkey".
 * @csspart create-passkey-button - "Create a passkey".
 * @csspart email-form - The email form.
 * @csspart email-input - The email field.
 * @csspart email-submit - "Email me a code".
 * @csspart oauth-button - Each OAuth provider button.
 * @csspart otp - The `<kh-otp-input>` of the code step.
 * @csspart error - The error message.
 * @csspart status - The live status line.
 * @csspart notice - Why the person is signed out, when the browser cleared the stored session.
 * @csspart vault - Frame mode: where the vault frame's sign-in view (address and code typed there) is mounted.
 *
 * @cssproperty --kh-sign-in-width - Maximum width (default 26rem).
 * @cssproperty --kh-color-accent - Primary buttons.
 *
 * @fires kh-session - Signed in; `detail.session` is the new session.
 * @fires kh-error - A step failed; the message is shown too.
 * @fires kh-approved - Adding a credential was approved (from the inner approve dialog).
 * @fires kh-rejected - Adding a credential was declined.
 */
export class KhSignIn extends LitElement {
  static override styles = [tokens, controls, signInStyles];

  static override properties = {
    wallet: { attribute: false },
    methods: {
      converter: { fromAttribute: parseMethods },
    },
    mode: { type: String, reflect: true },
    email: { type: String },
    passkeyNickname: { type: String, attribute: 'passkey-nickname' },
    passkeyCredentialId: { type: String, attribute: 'passkey-credential-id' },
    oauthProviders: { attribute: false },
    copy: { attribute: false },
    theme: { type: String, reflect: true },
    _view: { state: true },
    _known: { state: true },
  };

  /** The wallet from `createWallet()`. */
  declare wallet: WalletLike | undefined;
  /** Which methods to offer, in this order of preference (attribute: space-separated). */
  declare methods: SignInMethod[];
  /** `sign-in` (default) or `reauth` (always offers the methods, even while a session exists). */
  declare mode: 'sign-in' | 'reauth';
  /** Prefills the email field. */
  declare email: string;
  /** Suggested name of a new passkey. */
  declare passkeyNickname: string;
  /** Sign in with this passkey credential (re-auth) instead of the account's first one. */
  declare passkeyCredentialId: string | undefined;
  /** OAuth buttons: `{ id, label, provider }` (the label is the integrator's copy). */
  declare oauthProviders: OAuthButton[];
  declare copy: Partial<Copy> | undefined;
  declare theme: string | undefined;
  declare private _view: View;
  /** The account's credentials, looked up while signed out (null: not known). */
  declare private _known: readonly WalletCredential[] | null;

  readonly #t = new LocalizeController(this);
  readonly #wallet = new WalletController(this);
  readonly #flow = new FlowRunner(this, this.#t);
  readonly #code = new CodeStep(this.#flow, this.#t);
  readonly #vault = new VaultSignIn(this, this.#flow, this.#t, (session) => this.#signedIn(session));
  #challenge: EmailOtpChallengeLike | null = null;
  /** Set when adding a credential turned out to need a session the person does not have. */
  #needsSignIn: string | null = null;
  #knownFor: WalletLike | undefined;
  /** Lead with the passkey button (else the email form); fixed once the person is in the form. */
  #passkeyFirst = true;
  /**
   * The person has focused something here, or has a pointer over it: the layout no longer moves under
   * them (a click aimed at "Email me a code" would land on the button moved into its place).
   */
  #touched = false;

  constructor() {
    super();
    this.wallet = undefined;
    this.methods = [...ALL_METHODS];
    this.mode = 'sign-in';
    this.email = '';
    this.passkeyNickname = '';
    this.passkeyCredentialId = undefined;
    this.oauthProviders = [];
    this.copy = undefined;
    this.theme = undefined;
    this._view = 'choose';
    this._known = null;
    const touch = (): boolean => (this.#touched = true);
    this.addEventListener('focusin', touch);
    this.addEventListener('pointerover', touch);
  }

  /** True while a step runs. */
  get busy(): boolean {
    return this.#flow.busy;
  }

  /** Back to the first step, forgetting a pending email code. */
  reset(): void {
    this.#challenge = null;
    this.#code.forget();
    this._view = 'choose';
    this.#flow.clearError();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('wallet') && changed.get('wallet') !== undefined) {
      this.#touched = false;
      this.reset();
    }
    // The lookup may answer while the person types their email: reordering then would recreate the field
    // and lose what they typed (and their focus).
    if ((changed as Map<PropertyKey, unknown>).has('_known') && !this.#touched)
      this.#passkeyFirst = this._known === null || this._known.some((k) => k.type === 'PASSKEY');
    if (this.#wallet.ready && !this.#wallet.session && this.#knownFor !== this.wallet) {
      void this.#lookUp().then(() => this.#startAutofill());
      void this.#completeRedirect();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    watchForWallet(this);
  }

  /**
   * Signed out, which sign-in methods does the account have? (Listing needs the app's sign-in, not a
   * wallet session.) Unknown when the lookup fails: then every method is offered as configured.
   */
  async #lookUp(): Promise<void> {
    const wallet = this.wallet;
    this.#knownFor = wallet;
    this._known = null;
    if (!wallet) return;
    try {
      const list = await wallet.listCredentials();
      if (this.wallet === wallet) this._known = list;
    } catch {
      // Not known: offer everything.
    }
  }

  #approve = async (request: ApprovableRequest): Promise<void> => {
    const dialog = this.renderRoot.querySelector<KhApproveDialog>('kh-approve-dialog');
    await approveAddingCredential(dialog, this.wallet, request, (type) => (this.#needsSignIn = type));
  };

  /** The sentence for a failed step, aware of the reasons only this element knows. */
  #describe = (info: KhErrorInfo): string | undefined => {
    const needs = this.#needsSignIn;
    this.#needsSignIn = null;
    if (needs !== null && info.code === 'REJECTED') return this.#t.term('addNeedsSignIn', needs);
    return undefined;
  };

  #signedIn(session: WalletSession | undefined): void {
    if (!session) return;
    this.#challenge = null;
    this._view = 'choose';
    emit(this, 'kh-session', { session });
    // The step that had focus is gone: put the person on the heading that now says they are signed in.
    if (this.mode !== 'reauth')
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('h2')?.focus());
  }

  #requireWallet(): WalletLike {
    if (!this.wallet) throw noWalletError(this);
    return this.wallet;
  }

  #onPasskey = async (): Promise<void> => {
    const options = this.passkeyCredentialId ? { credentialId: this.passkeyCredentialId } : {};
    this.#signedIn(await this.#flow.run(() => this.#requireWallet().passkey.signIn(options)));
  };

  #onCreatePasskey = (): void => {
    this.#flow.clearError();
    this._view = 'passkey-name';
  };

  #onPasskeyName = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const nickname =
      String(new FormData(form).get('nickname') ?? '').trim() || this.#t.term('passkeyNameDefault');
    this.#signedIn(
      await this.#flow.run(
        () => this.#requireWallet().passkey.create({ nickname, onSignedRequest: this.#approve }),
        this.#describe,
      ),
    );
  };

  #onEmail = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const email = String(new FormData(form).get('email') ?? '').trim();
    this.email = email;
    if (addressNeedsSession(this._known, email, this.#wallet.session !== null)) {
      this.#flow.error = this.#t.term('addNeedsSignIn', 'EMAIL_OTP');
      this.requestUpdate();
      return;
    }
    const challenge = await this.#flow.run(
      () => this.#requireWallet().emailOtp.start({ email, onSignedRequest: this.#approve }),
      this.#describe,
    );
    if (!challenge) return;
    this.#challenge = challenge;
    this.#code.forget();
    this._view = 'code';
    await this.updateComplete;
    const otp = this.renderRoot.querySelector<KhOtpInput>('kh-otp-input');
    if (otp) {
      if (challenge.retryAfter !== undefined) otp.startResendCooldown(challenge.retryAfter);
      else if (challenge.codeSent) otp.startResendCooldown();
      otp.focus();
    }
  };

  #verify = async (code: string): Promise<void> => {
    const challenge = this.#challenge;
    if (!challenge) return;
    const otp = this.renderRoot.querySelector<KhOtpInput>('kh-otp-input');
    const session = await this.#code.verify(challenge, code, otp);
    if (session) this.#signedIn(session);
  };

  #onOtpComplete = (event: KhEvent<'kh-otp-complete'>): void => {
    void this.#verify(event.detail.value);
  };

  #onCodeSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const otp = this.renderRoot.querySelector<KhOtpInput>('kh-otp-input');
    if (otp && otp.reportValidity()) void this.#verify(otp.value);
  };

  #onResend = async (event: KhEvent<'kh-otp-resend'>): Promise<void> => {
    const challenge = this.#challenge;
    if (!challenge) return;
    // The cooldown starts once the service answers (it may say how long to wait).
    event.preventDefault();
    await this.#code.resend(challenge, event.target as KhOtpInput);
  };

  #onOAuth = (button: OAuthButton): void => {
    // Called straight from the click: the core opens the popup before it awaits anything.
    void this.#flow
      .run(
        () =>
          this.#requireWallet()
            .oauth.signIn(button.provider, { onSignedRequest: this.#approve })
            .catch((error: unknown) => redirectInstead(this.wallet, button, error)),
        this.#describe,
      )
      .then((session) => this.#signedIn(session ?? undefined));
  };

  /** Passkey autofill in the email field, where supported (sign-in mode, passkeys offered). */
  async #startAutofill(): Promise<void> {
    const wallet = this.wallet;
    if (!wallet || this.mode !== 'sign-in' || !this.methods.includes('passkey-autofill')) return;
    await this.updateComplete;
    const session = await passkeyAutofill(wallet, this._known);
    if (session && this.wallet === wallet) this.#signedIn(session);
  }

  /** Back from the provider's redirect: finish the sign-in it started. */
  async #completeRedirect(): Promise<void> {
    const wallet = this.wallet;
    if (!wallet || !returnedFromProvider(wallet)) return;
    this.#signedIn((await this.#flow.run(() => completeRedirect(wallet), this.#describe)) ?? undefined);
  }

  #context(): SignInViewContext {
    return {
      t: this.#t,
      busy: this.#flow.busy,
      has: (method) => this.methods.includes(method),
      email: this.email,
      passkeyNickname: this.passkeyNickname,
      copy: this.copy,
      theme: this.theme,
      oauthProviders: this.oauthProviders,
      known: this._known,
      passkeyFirst: this.#passkeyFirst,
      challenge: this.#challenge,
      vault: this.#vault,
      onPasskey: this.#onPasskey,
      onCreatePasskey: this.#onCreatePasskey,
      onPasskeyName: this.#onPasskeyName,
      onEmail: this.#onEmail,
      onOAuth: this.#onOAuth,
      onOtpComplete: this.#onOtpComplete,
      onCodeSubmit: this.#onCodeSubmit,
      onResend: this.#onResend,
      back: () => this.reset(),
    };
  }

  protected override render(): unknown {
    const t = this.#t;
    const session = this.#wallet.session;
    const reauth = this.mode === 'reauth';
    let body: unknown;
    if (session && !reauth) {
      body = html`<slot name="signed-in"
        ><p>
          ${t.term('signedInAs', session.nickname ?? t.term('credentialType', session.credentialType))}
        </p></slot
      >`;
    } else if (this._view === 'passkey-name') body = renderPasskeyName(this.#context());
    else if (this._view === 'code') body = renderCode(this.#context());
    else body = renderChoose(this.#context());
    return html`<div class="card" part="card" aria-busy=${this.#flow.busy ? 'true' : 'false'}>
        ${reauth
          ? nothing
          : html`<h2 part="title" tabindex="-1"><slot name="title">${t.term('signInTitle')}</slot></h2>
              <slot name="intro"></slot>`}
        ${!session && !reauth && this.wallet?.storageCleared && this.#wallet.ready
          ? html`<p class="hint" part="notice">${t.term('storageCleared')}</p>`
          : nothing}
        ${body}
        ${this.#flow.error
          ? html`<p class="error" part="error" role="alert">${this.#flow.error}</p>`
          : nothing}
        <p class="hint status" part="status" role="status">${this.#flow.busy ? t.term('working') : ''}</p>
      </div>
      <kh-approve-dialog
        .copy=${this.copy}
        .wallet=${this.wallet}
        theme=${this.theme ?? nothing}
      ></kh-approve-dialog>`;
  }
}
