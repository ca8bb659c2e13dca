import { html, nothing, type TemplateResult } from 'lit';
import type { KhApproveDialog } from '../approve-dialog/approve-dialog.js';
import { button } from '../shared/button.js';
import { emit } from '../shared/events.js';
import { FlowRunner } from '../shared/flow.js';
import { listStyles } from '../shared/list.styles.js';
import { SessionResource } from '../shared/session-resource.js';
import { LocalizeController, loadErrorCopy } from '../shared/localize.js';
import { controls, tokens } from '../shared/tokens.js';
import { formatAbsolute, formatRelative } from '../shared/time.js';
import {
  WalletController,
  type ApprovableRequest,
  type OAuthButton,
  type WalletCredential,
} from '../shared/wallet.js';
import { redirectInstead } from '../sign-in/oauth-redirect.js';
import { WalletCard, renderWalletCard, sessionGate } from '../shared/wallet-card.js';

type Adding = 'none' | 'passkey' | 'email';

/**
 * The credential manager: lists the wallet's sign-in methods (passkeys, emails, OAuth), adds a passkey or
 * an email, links an account of an OAuth provider (`oauthProviders`, as on `<kh-sign-in>`; the core's OAuth
 * flow, popup or redirect, registers it with an approval and signs in with it), and removes one. Adding to an account that has credentials and every removal are signed
 * requests, shown in the built-in `<kh-approve-dialog>` before anything is signed. Removing the credential
 * of the current session needs a session of another credential: the wallet then asks for re-auth (put a
 * `<kh-reauth>` on the page).
 *
 * @tagname kh-credential-manager
 * @summary List, add and remove the wallet's credentials.
 *
 * @example
 * ```html
 * <kh-credential-manager></kh-credential-manager>
 * <kh-reauth></kh-reauth>
 * ```
 *
 * @slot title - The heading (default: "Sign-in methods").
 *
 * @csspart card - The outer card.
 * @csspart title - The heading.
 * @csspart list - The list of credentials.
 * @csspart item - One credential.
 * @csspart current-badge - The "Used by this session" badge.
 * @csspart remove-button - A credential's Remove button.
 * @csspart add-passkey-button - "Add a passkey".
 * @csspart add-email-button - "Add an email".
 * @csspart add-oauth-button - Each OAuth provider's "link an account" button.
 * @csspart add-form - The form that names the new credential.
 * @csspart error - The error message.
 * @csspart status - The live status line.
 * @csspart rule - Why an action is not offered (the only credential, one of each kind).
 *
 * @fires kh-credential-added - A credential was added; `detail.credentialId`, `detail.type`.
 * @fires kh-credential-revoked - A credential was removed; `detail.credentialId`.
 * @fires kh-approved - A signed request was approved (from the inner approve dialog).
 * @fires kh-rejected - A signed request was declined.
 * @fires kh-error - A step failed; the message is shown too.
 */
export class KhCredentialManager extends WalletCard {
  static override styles = [tokens, controls, listStyles];

  static override properties = {
    oauthProviders: { attribute: false },
    _adding: { state: true },
  };

  /** OAuth providers whose accounts can be linked: `{ id, label, provider }` (the label is your copy). */
  declare oauthProviders: OAuthButton[];
  declare private _adding: Adding;

  readonly #t = new LocalizeController(this);
  readonly #wallet = new WalletController(this);
  readonly #flow = new FlowRunner(this, this.#t);
  readonly #credentials = new SessionResource(this, this.#wallet, this.#flow, (wallet) =>
    wallet.listCredentials(),
  );

  constructor() {
    super();
    this.oauthProviders = [];
    this._adding = 'none';
  }

  /** The credentials shown (null until loaded). */
  get credentials(): readonly WalletCredential[] | null {
    return this.#credentials.value;
  }

  /** Loads the list again. */
  async refresh(): Promise<void> {
    await this.#credentials.refresh();
  }

  get #dialog(): KhApproveDialog | null {
    return this.renderRoot.querySelector<KhApproveDialog>('kh-approve-dialog');
  }

  #approve = async (request: ApprovableRequest): Promise<void> => {
    const dialog = this.#dialog;
    if (!dialog) request.reject();
    else await dialog.show(request);
  };

  #focusTitle(): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  #name(credential: WalletCredential): string {
    return credential.nickname || this.#t.term('credentialType', credential.type);
  }

  async #remove(credential: WalletCredential): Promise<void> {
    const wallet = this.wallet;
    if (!wallet) return;
    this._status = '';
    const request = await this.#flow.run(() => wallet.revokeCredential(credential.id));
    if (!request) return;
    const outcome = await this.#dialog?.show(request);
    if (!outcome?.approved) return;
    emit(this, 'kh-credential-revoked', { credentialId: credential.id });
    this._status = this.#t.term('credentialRemoved', this.#name(credential));
    await this.refresh();
    this.#focusTitle();
  }

  /** Links an OAuth account: called straight from the click (the core opens its popup before awaiting). */
  #onLink = (button: OAuthButton): void => {
    const wallet = this.wallet;
    if (!wallet) return;
    this._status = '';
    // An account linked already signs in with its credential instead of adding one. (Known before: the
    // list reloads while the session changes.)
    const known = this.credentials?.map((c) => c.id) ?? [];
    void this.#flow
      .run(() =>
        wallet.oauth
          .signIn(button.provider, { onSignedRequest: this.#approve })
          .catch((error: unknown) => redirectInstead(wallet, button, error)),
      )
      .then(async (session) => {
        // null: the redirect flow took over (the page comes back signed in with the linked account).
        if (!session) return;
        if (known.includes(session.credentialId)) {
          await loadErrorCopy();
          this._status = this.#t.errorMessage({ code: 'OAUTH_CREDENTIAL_ALREADY_EXISTS', message: '' });
        } else {
          emit(this, 'kh-credential-added', { credentialId: session.credentialId, type: 'OAUTH' });
          this._status = this.#t.term(
            'credentialAdded',
            session.nickname || this.#t.term('credentialType', 'OAUTH'),
          );
        }
        await this.refresh();
        this.#focusTitle();
      });
  };

  #renderLinks(): TemplateResult | typeof nothing {
    if (this.oauthProviders.length === 0) return nothing;
    const t = this.#t;
    return html`<div class="actions" role="group" aria-labelledby="link-label">
      <span class="hint" id="link-label">${t.term('addOAuth')}</span>
      ${this.oauthProviders.map(
        (b) =>
          html`<button
            type="button"
            part="add-oauth-button"
            data-provider=${b.id}
            ?disabled=${this.#flow.busy}
            @click=${() => this.#onLink(b)}
          >
            ${b.label}
          </button>`,
      )}
    </div>`;
  }

  #onAdd = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const wallet = this.wallet;
    if (!wallet) return;
    const value = String(new FormData(event.target as HTMLFormElement).get('value') ?? '').trim();
    const kind = this._adding;
    this._status = '';
    const added = await this.#flow.run(async () => {
      if (kind === 'passkey') {
        return wallet.passkey.register({
          nickname: value || this.#t.term('passkeyNameDefault'),
          onSignedRequest: this.#approve,
        });
      }
      const challenge = await wallet.emailOtp.start({ email: value, onSignedRequest: this.#approve });
      const list = await wallet.listCredentials();
      return list.find((c) => c.type === 'EMAIL_OTP' && c.nickname === challenge.email) ?? null;
    });
    if (!added) return;
    this._adding = 'none';
    emit(this, 'kh-credential-added', { credentialId: added.id, type: added.type });
    this._status = this.#t.term('credentialAdded', this.#name(added));
    await this.refresh();
    this.#focusTitle();
  };

  #renderItem(credential: WalletCredential, removable: boolean): TemplateResult {
    const t = this.#t;
    const current = this.#wallet.session?.credentialId === credential.id;
    const lang = t.lang;
    return html`<li part="item" data-id=${credential.id}>
      <span>
        <span class="name">${this.#name(credential)}</span>
        ${current
          ? html`<span class="badge" part="current-badge">${t.term('credentialCurrent')}</span>`
          : nothing}
        <span class="meta"
          >${t.term('credentialType', credential.type)} ·
          <time
            datetime=${credential.createdAt}
            title=${formatAbsolute(credential.createdAt, lang, this.wallet)}
            >${t.term('credentialCreated', formatRelative(credential.createdAt, lang, this.wallet))}</time
          ></span
        >
      </span>
      ${removable
        ? button('remove-button', t.term('credentialRemove'), () => void this.#remove(credential), {
            label: t.term('credentialRemoveLabel', this.#name(credential)),
            disabled: this.#flow.busy,
          })
        : nothing}
    </li>`;
  }

  #renderAddForm(): TemplateResult {
    const t = this.#t;
    const passkey = this._adding === 'passkey';
    return html`<form class="inline" part="add-form" @submit=${this.#onAdd}>
      <div>
        <label for="add-value">${passkey ? t.term('passkeyNameLabel') : t.term('addEmailLabel')}</label>
        <input
          id="add-value"
          name="value"
          type=${passkey ? 'text' : 'email'}
          autocomplete=${passkey ? 'off' : 'email'}
          ?required=${!passkey}
          .value=${passkey ? t.term('passkeyNameDefault') : ''}
        />
      </div>
      ${button(undefined, t.term('cancel'), () => (this._adding = 'none'))}
      ${button(undefined, t.term('addButton'), undefined, {
        type: 'submit',
        kind: 'primary',
        disabled: this.#flow.busy,
      })}
    </form>`;
  }

  protected override render(): unknown {
    const t = this.#t;
    const credentials = this.#credentials.value;
    let body = sessionGate(t, this.wallet, this.#wallet);
    if (!body && credentials === null) body = html`<p>${t.term('loading')}</p>`;
    else if (!body && credentials !== null) {
      // The service's rules: one passkey and one email per wallet, and never without a credential.
      const removable = credentials.length > 1;
      const hasPasskey = credentials.some((c) => c.type === 'PASSKEY');
      const hasEmail = credentials.some((c) => c.type === 'EMAIL_OTP');
      const reasons = [
        ...(credentials.length === 1 ? [t.term('credentialOnlyOne')] : []),
        ...(hasPasskey ? [t.term('credentialOneOfEach', 'PASSKEY')] : []),
        ...(hasEmail ? [t.term('credentialOneOfEach', 'EMAIL_OTP')] : []),
      ];
      body = html`${credentials.length === 0
        ? html`<p>${t.term('credentialsEmpty')}</p>`
        : html`<ul part="list">
            ${credentials.map((c) => this.#renderItem(c, removable))}
          </ul>`}
      ${reasons.map((r) => html`<p class="hint" part="rule">${r}</p>`)}
      ${this._adding === 'none'
        ? html`<div class="actions">
              ${hasPasskey
                ? nothing
                : button('add-passkey-button', t.term('addPasskey'), () => (this._adding = 'passkey'), {
                    disabled: this.#flow.busy,
                  })}
              ${hasEmail
                ? nothing
                : button('add-email-button', t.term('addEmail'), () => (this._adding = 'email'), {
                    disabled: this.#flow.busy,
                  })}
            </div>
            ${this.#renderLinks()}`
        : this.#renderAddForm()}`;
    }
    return renderWalletCard({
      t,
      flow: this.#flow,
      title: t.term('credentialsTitle'),
      body,
      status: this._status,
      copy: this.copy,
      theme: this.theme,
      wallet: this.wallet,
    });
  }
}
