import { html, nothing, type TemplateResult } from 'lit';
import { button } from '../shared/button.js';
import type { KhEvent } from '../shared/events.js';
import type { Copy, LocalizeController } from '../shared/localize.js';
import type { EmailOtpChallengeLike, OAuthButton, WalletCredential } from '../shared/wallet.js';

/** A sign-in method `<kh-sign-in>` can offer. */
/**
 * `passkey-autofill` (opt-in, not in the default list) starts conditional mediation in the email field. It
 * holds a passkey challenge while the page is open, and the service refuses a second challenge issued soon
 * after (429), so a page that lists it should not also offer the "Sign in with a passkey" button.
 */
export type SignInMethod = 'passkey' | 'passkey-create' | 'passkey-autofill' | 'email' | 'oauth';

/** What the views of `<kh-sign-in>` read and call (the element is the one implementation). */
export interface SignInViewContext {
  t: LocalizeController;
  busy: boolean;
  has(method: SignInMethod): boolean;
  email: string;
  passkeyNickname: string;
  copy: Partial<Copy> | undefined;
  theme: string | undefined;
  oauthProviders: OAuthButton[];
  /** The account's credentials when known while signed out (null: unknown). */
  known: readonly WalletCredential[] | null;
  /** The passkey button comes first (else the email form); settled before the person starts typing. */
  passkeyFirst: boolean;
  challenge: EmailOtpChallengeLike | null;
  /** Frame mode: the vault frame's sign-in view takes the email form's place (its `vault` part). */
  vault: { active: boolean; failed: boolean; retry(): void };
  onPasskey(): void;
  onCreatePasskey(): void;
  onPasskeyName(event: SubmitEvent): void;
  onEmail(event: SubmitEvent): void;
  onOAuth(button: OAuthButton): void;
  onOtpComplete(event: KhEvent<'kh-otp-complete'>): void;
  onCodeSubmit(event: SubmitEvent): void;
  onResend(event: KhEvent<'kh-otp-resend'>): void;
  back(): void;
}

/**
 * The first step: passkey, email, OAuth, "Create a passkey". When the account is known to have no passkey,
 * "Sign in with a passkey" is not the main button (it would fail): the email form comes first.
 */
export function renderChoose(c: SignInViewContext): TemplateResult {
  const t = c.t;
  const busy = c.busy;
  // Frame mode: every way to sign in (email code, passkey, the vault's OAuth provider) is in the vault's
  // view; a button of the page would run a ceremony the handler refuses from the app's origin.
  if (c.vault.active) {
    return html`<div class="stack">
      ${c.vault.failed
        ? button('vault-retry', t.term('retry'), c.vault.retry, { disabled: busy })
        : html`<div part="vault" class="vault"></div>`}
    </div>`;
  }
  const known = c.known;
  const hasPasskey = known === null || known.some((k) => k.type === 'PASSKEY');
  const passkey = c.has('passkey')
    ? button('passkey-button', t.term('signInPasskey'), c.onPasskey, {
        kind: hasPasskey ? 'primary' : undefined,
        disabled: busy,
      })
    : undefined;
  const email = !c.has('email')
    ? undefined
    : html`<form part="email-form" @submit=${c.onEmail}>
        <kh-email-input
          part="email-input"
          name="email"
          autocomplete=${hasPasskey && c.has('passkey') ? 'username webauthn' : 'email'}
          required
          .value=${c.email}
          .copy=${c.copy}
          theme=${c.theme ?? nothing}
          ?disabled=${busy}
        ></kh-email-input>
        ${button('email-submit', t.term('emailSubmit'), undefined, { type: 'submit', disabled: busy })}
      </form>`;
  const oauth = c.has('oauth')
    ? c.oauthProviders.map(
        (button) =>
          html`<button
            type="button"
            part="oauth-button"
            data-provider=${button.id}
            ?disabled=${busy}
            @click=${() => c.onOAuth(button)}
          >
            ${button.label}
          </button>`,
      )
    : [];
  const ordered = c.passkeyFirst ? [passkey, email, ...oauth] : [email, ...oauth, passkey];
  const blocks = ordered.filter((b) => b !== undefined);
  const withDividers = blocks.flatMap((block, i) =>
    i === 0 ? [block] : [html`<div class="divider" aria-hidden="true">${t.term('orDivider')}</div>`, block],
  );
  return html`<div class="stack">
    ${withDividers}
    ${c.has('passkey-create')
      ? button('create-passkey-button', t.term('createPasskey'), c.onCreatePasskey, {
          kind: 'link',
          disabled: busy,
        })
      : nothing}
  </div>`;
}

/** Naming a new passkey. */
export function renderPasskeyName(c: SignInViewContext): TemplateResult {
  const t = c.t;
  const busy = c.busy;
  return html`<form @submit=${c.onPasskeyName}>
    <div>
      <label for="nickname">${t.term('passkeyNameLabel')}</label>
      <input
        id="nickname"
        name="nickname"
        type="text"
        autocomplete="off"
        maxlength="64"
        .value=${c.passkeyNickname || t.term('passkeyNameDefault')}
        ?disabled=${busy}
      />
    </div>
    <div class="actions">
      ${button(undefined, t.term('back'), c.back, { disabled: busy })}
      ${button(undefined, t.term('passkeyCreateButton'), undefined, {
        type: 'submit',
        kind: 'primary',
        disabled: busy,
      })}
    </div>
  </form>`;
}

/** Entering the emailed code. */
export function renderCode(c: SignInViewContext): TemplateResult {
  const t = c.t;
  const busy = c.busy;
  const challenge = c.challenge;
  const email = challenge?.email ?? c.email;
  return html`<form @submit=${c.onCodeSubmit} novalidate>
    <p>
      ${challenge && !challenge.codeSent ? t.term('codeRecentlySent', email) : t.term('codeSentTo', email)}
    </p>
    <kh-otp-input
      part="otp"
      name="code"
      required
      resend
      .copy=${c.copy}
      theme=${c.theme ?? nothing}
      ?disabled=${busy}
      @kh-otp-complete=${c.onOtpComplete}
      @kh-otp-resend=${c.onResend}
    ></kh-otp-input>
    <div class="actions">
      ${button(undefined, t.term('useDifferentEmail'), c.back, { kind: 'link', disabled: busy })}
      ${button(undefined, t.term('verifyButton'), undefined, {
        type: 'submit',
        kind: 'primary',
        disabled: busy,
      })}
    </div>
  </form>`;
}
