// The wallet screen (`#/`): the wallet session, sign-in or the owner's cards (credentials, sessions,
// export), the wallet's money made of the four money elements (<kh-balance>, <kh-send>, <kh-activity>,
// <kh-receive>) with the sandbox money a newcomer needs to pay, and the sandbox tools.
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { elementTheme } from '../prefs.js';
import type { Screen } from '../router.js';
import { state } from '../state.js';
import { oauthButtons } from '../wallet.js';
import { credentialWords } from '../words.js';
import { sandboxMoneyView } from './sandbox-money.js';
import { toolsView } from './tools-panel.js';

function sessionView() {
  const s = state.session;
  const theme = elementTheme();
  // The session's state, its end, "Sign in again" after it ended and "Sign out of this browser" (the same
  // words as the session list) come from <kh-session-status>; ids stay out of sentences (developers find
  // them under "For developers" and in the call inspector).
  return html`<section class="card" aria-labelledby="session-title">
    <h2 id="session-title">Wallet session</h2>
    ${state.walletError ? html`<p class="error" role="alert">${state.walletError}</p>` : nothing}
    <kh-session-status theme=${ifDefined(theme)} .wallet=${state.wallet ?? undefined}></kh-session-status>
    ${s
      ? html`<p class="muted" data-testid="session-method">
            Signed in with ${article(credentialWords(s.credentialType))}.
          </p>
          <details class="developer">
            <summary>For developers</summary>
            <dl>
              <dt>Session id</dt>
              <dd><code data-testid="session-id">${s.id}</code></dd>
              <dt>Embedded wallet account id</dt>
              <dd><code>${s.accountId}</code></dd>
            </dl>
          </details>`
      : html`<p class="muted">
          A new wallet has no sign-in method yet: the first one you use beside this card sets it up (email
          code, passkey or OAuth). After that, the same card signs you in.
        </p>`}
  </section>`;
}

/** "an email code", "a passkey". */
const article = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

function view() {
  const wallet = state.wallet ?? undefined;
  const theme = elementTheme();
  // Signed out: the sign-in card. Signed in (or re-auth offered): what a wallet owner manages.
  return html`<div class="grid">
    ${sessionView()}
    ${state.session || state.reauthOffered
      ? html`<kh-credential-manager theme=${ifDefined(theme)} .wallet=${wallet}></kh-credential-manager>
          <kh-session-list theme=${ifDefined(theme)} .wallet=${wallet}></kh-session-list>
          <kh-export theme=${ifDefined(theme)} .wallet=${wallet}></kh-export>`
      : html`<kh-sign-in
          theme=${ifDefined(theme)}
          methods="passkey email oauth passkey-create"
          email=${state.me?.customer.email ?? ''}
          .wallet=${wallet}
          .oauthProviders=${oauthButtons()}
        ></kh-sign-in>`}
    ${state.session
      ? html`<kh-balance theme=${ifDefined(theme)} .wallet=${wallet}></kh-balance>
          ${sandboxMoneyView()}
          <kh-send theme=${ifDefined(theme)} .wallet=${wallet}></kh-send>
          <kh-activity page-size="5" theme=${ifDefined(theme)} .wallet=${wallet}></kh-activity>
          <kh-receive theme=${ifDefined(theme)} .wallet=${wallet}></kh-receive>`
      : nothing}
    ${toolsView()}
  </div>`;
}

export const walletScreen: Screen = { path: '/', title: 'Wallet', view };
