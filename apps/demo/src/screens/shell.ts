// The page around every screen: title, screen links (hash routes), theme and language, the demo user, and
// the wallet's dialogs (mounted once, so a re-auth or an approval survives moving between screens).
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { LANGUAGES, elementTheme, prefs, setLanguage, setTheme, type Theme } from '../prefs.js';
import { allScreens, currentScreen } from '../router.js';
import { onLogin, onLogout } from '../session.js';
import { state, update } from '../state.js';
import { oauthButtons } from '../wallet.js';

function loginView() {
  return html`<section class="card narrow" aria-labelledby="login-title">
    <h2 id="login-title">Sign in to the demo app</h2>
    <p class="muted">
      This is the app's own sign-in (a cookie). It creates a sandbox customer with an empty embedded wallet;
      you then set up the wallet's sign-in methods below.
    </p>
    <form class="row" @submit=${onLogin}>
      <label for="demo-email">Email</label>
      <input
        id="demo-email"
        name="email"
        type="email"
        autocomplete="email"
        required
        placeholder="ada@example.com"
      />
      <button class="primary" type="submit">Enter the demo</button>
    </form>
    ${state.loginError ? html`<p class="error" role="alert">${state.loginError}</p>` : nothing}
  </section>`;
}

function navView() {
  const current = currentScreen();
  return html`<nav aria-label="Screens" class="screens">
    <ul>
      ${allScreens().map(
        (s) =>
          html`<li>
            <a href=${`#${s.path}`} aria-current=${ifDefined(s === current ? 'page' : undefined)}
              >${s.title}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

function prefsView() {
  return html`<div class="prefs row">
    <label for="theme">Theme</label>
    <select
      id="theme"
      @change=${(e: Event) => {
        setTheme((e.target as HTMLSelectElement).value as Theme);
        update();
      }}
    >
      ${(['system', 'light', 'dark'] as const).map(
        (t) =>
          html`<option value=${t} ?selected=${prefs.theme === t}>
            ${t === 'system' ? 'System' : t === 'light' ? 'Light' : 'Dark'}
          </option>`,
      )}
    </select>
    <label for="language">Language</label>
    <select
      id="language"
      @change=${async (e: Event) => {
        await setLanguage((e.target as HTMLSelectElement).value);
        update();
      }}
    >
      ${LANGUAGES.map(
        (l) =>
          html`<option value=${l.tag} lang=${l.tag} ?selected=${prefs.lang === l.tag}>${l.name}</option>`,
      )}
    </select>
  </div>`;
}

export function shellView() {
  const me = state.me;
  const wallet = state.wallet ?? undefined;
  const theme = elementTheme();
  const screen = currentScreen();
  return html`<header class="top">
      <h1>Keyhold sandbox explorer</h1>
      ${prefsView()}
      ${me
        ? html`<p class="who">
            <span data-testid="demo-user">${me.customer.email ?? me.customer.platformCustomerId}</span>
            <button type="button" class="link" @click=${onLogout}>Leave the demo</button>
          </p>`
        : nothing}
    </header>
    ${me ? navView() : nothing}
    <main id="content" class="content" aria-label=${screen.title}>
      ${state.loading ? html`<p class="muted">Loading…</p>` : me ? screen.view() : loginView()}
    </main>
    ${me
      ? html`<kh-reauth
            theme=${ifDefined(theme)}
            open-on-expiry
            .wallet=${wallet}
            .oauthProviders=${oauthButtons()}
          ></kh-reauth>
          <kh-approve-dialog
            theme=${ifDefined(theme)}
            id="payment-approval"
            .wallet=${wallet}
          ></kh-approve-dialog>`
      : nothing}`;
}
