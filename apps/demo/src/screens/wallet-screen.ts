// The wallet screen (`#/`): the wallet session, sign-in or the owner's cards (credentials, sessions,
// export), a payment signed by the wallet, and the sandbox tools.
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { countdown, formatTime } from '../format.js';
import { elementTheme } from '../prefs.js';
import type { Screen } from '../router.js';
import { state } from '../state.js';
import { oauthButtons, signOutWallet } from '../wallet.js';
import { quickPaymentView } from './quick-payment.js';
import { toolsView } from './tools-panel.js';

function sessionView() {
  const s = state.session;
  return html`<section class="card" aria-labelledby="session-title">
    <h2 id="session-title">Wallet session</h2>
    ${state.walletError ? html`<p class="error" role="alert">${state.walletError}</p>` : nothing}
    <p data-testid="session-state" class=${s ? 'ok' : 'muted'}>
      ${s
        ? `Signed in with ${s.nickname ?? s.credentialType} (${s.credentialType})`
        : 'Not signed in to the wallet'}
    </p>
    ${s
      ? html`<dl>
            <dt>Session</dt>
            <dd><code>${s.id}</code></dd>
            <dt>Account</dt>
            <dd><code>${s.accountId}</code></dd>
            <dt>Expires</dt>
            <dd data-testid="session-expiry">${formatTime(s.expiresAt)} (in ${countdown(s.expiresAt)})</dd>
          </dl>
          ${state.expiringSoon
            ? html`<p class="error" role="status">
                Expiring soon: signed actions after that ask you to sign in again.
              </p>`
            : nothing}
          <button type="button" @click=${signOutWallet}>Sign out of the wallet</button>`
      : html`<p class="muted">
          A new wallet has no sign-in method yet: the first one you use beside this card sets it up (email
          code, passkey or OAuth). After that, the same card signs you in.
        </p>`}
  </section>`;
}

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
    ${quickPaymentView()} ${toolsView()}
  </div>`;
}

export const walletScreen: Screen = { path: '/', title: 'Wallet', view };
