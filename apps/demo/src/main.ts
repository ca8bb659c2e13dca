// The Keyhold sandbox explorer: the app's own sign-in (demo email + cookie), then one embedded wallet
// driven by @keyhold/core, shown through @keyhold/elements, with payments and sandbox tools beside it.
import {
  createWallet,
  isKeyholdError,
  type Quote,
  type Session,
  type Transaction,
  type Wallet,
} from '@keyhold/core';
import '@keyhold/elements/all';
import type { KhApproveDialog } from '@keyhold/elements';
import { html, nothing, render } from 'lit';
import { demoApi, type DemoConfig, type DemoMe, type OutboxEmail, type Payee } from './api.js';
import { countdown, formatMoney, formatTime, toMinorUnits } from './format.js';

/** An OAuth button of `<kh-sign-in>` / `<kh-reauth>` (their `oauthProviders` entries). */
interface OAuthButton {
  id: string;
  label: string;
  provider: { authorizationEndpoint: string; clientId: string; loginHint?: string };
}

interface LogEntry {
  at: string;
  text: string;
  kind: 'info' | 'error';
}

interface State {
  config: DemoConfig | null;
  me: DemoMe | null;
  loading: boolean;
  loginError: string;
  wallet: Wallet | null;
  session: Session | null;
  /**
   * The session expired, or a signed action waits for a session, and <kh-reauth> is offered: the wallet cards stay mounted behind the
   * re-auth dialog so an export in flight (waiting for re-auth in the core) finishes once signed in again.
   * Cleared by a new session, a dismissed re-auth, or a sign-out.
   */
  reauthOffered: boolean;
  /** Set by the wallet's `session-expiring` event (its lead time before `expiresAt`). */
  expiringSoon: boolean;
  walletError: string;
  outbox: OutboxEmail[];
  payee: Payee | null;
  quote: Quote | null;
  transaction: Transaction | null;
  paymentBusy: boolean;
  paymentError: string;
  paymentStatus: string;
  clockNow: string;
  log: LogEntry[];
}

const state: State = {
  config: null,
  me: null,
  loading: true,
  loginError: '',
  wallet: null,
  session: null,
  reauthOffered: false,
  expiringSoon: false,
  walletError: '',
  outbox: [],
  payee: null,
  quote: null,
  transaction: null,
  paymentBusy: false,
  paymentError: '',
  paymentStatus: '',
  clockNow: '',
  log: [],
};

const root = document.getElementById('app')!;
root.replaceChildren(); // the static "Loading…" line; lit renders from here on
let outboxTimer: ReturnType<typeof setInterval> | undefined;

function update(): void {
  render(view(), root);
}

function log(text: string, kind: LogEntry['kind'] = 'info'): void {
  state.log = [{ at: new Date().toISOString(), text, kind }, ...state.log].slice(0, 30);
  update();
}

function messageOf(error: unknown): string {
  if (isKeyholdError(error)) return `${error.message} (${error.code})`;
  return error instanceof Error ? error.message : String(error);
}

// ── the app's own sign-in ──────────────────────────────────────────────────────────────────────

async function start(): Promise<void> {
  try {
    state.config = await demoApi.config();
    state.me = await demoApi.me();
  } catch (error) {
    state.loginError = messageOf(error);
  }
  state.loading = false;
  if (state.me) openWallet();
  update();
}

async function onLogin(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const email = String(new FormData(event.target as HTMLFormElement).get('email') ?? '').trim();
  state.loginError = '';
  try {
    await demoApi.login(email);
    state.me = await demoApi.me();
    openWallet();
    log(`Signed in to the demo as ${email}.`);
  } catch (error) {
    state.loginError = messageOf(error);
    update();
  }
}

async function onLogout(): Promise<void> {
  await demoApi.logout();
  closeWallet();
  state.me = null;
  state.payee = null;
  state.quote = null;
  state.transaction = null;
  state.outbox = [];
  log('Signed out of the demo (the wallet keys stay in this browser for the next visit).');
}

// ── the wallet ─────────────────────────────────────────────────────────────────────────────────

function openWallet(): void {
  const wallet = createWallet({ backendUrl: '/api/wallet' });
  state.wallet = wallet;
  state.session = wallet.session;
  wallet.addEventListener('session', (e) => {
    state.session = e.detail;
    state.expiringSoon = false;
    if (e.detail) state.reauthOffered = false;
    if (e.detail) log(`Wallet session ${e.detail.id} (${e.detail.credentialType}) is active.`);
    else update();
  });
  wallet.addEventListener('session-expiring', (e) => {
    state.expiringSoon = true;
    log(`The wallet session expires in ${e.detail.secondsLeft} s.`);
  });
  wallet.addEventListener('session-expired', (e) => {
    state.reauthOffered = true;
    log(`The wallet session expired (${e.detail.source}). Sign in again to sign anything.`);
  });
  wallet.addEventListener('session-revoked', (e) => {
    log(`The wallet session was signed out (${e.detail.source}).`);
  });
  wallet.addEventListener('reauth-required', (e) => {
    state.reauthOffered = true;
    log(`${e.detail.operation} waits for you to sign in again.`);
  });
  wallet.addEventListener('warning', (e) => log(`Warning: ${e.detail.message}`));
  wallet.addEventListener('error', (e) => log(messageOf(e.detail), 'error'));
  wallet.ready.then(
    (session) => {
      state.session = session;
      state.walletError = '';
      update();
    },
    (error: unknown) => {
      state.walletError = messageOf(error);
      update();
    },
  );
  void refreshOutbox();
  outboxTimer = setInterval(() => {
    if (document.visibilityState === 'visible') void refreshOutbox();
  }, 2000);
  update();
}

function closeWallet(): void {
  clearInterval(outboxTimer);
  state.wallet?.close();
  state.wallet = null;
  state.session = null;
  state.reauthOffered = false;
}

async function onSignOutWallet(): Promise<void> {
  try {
    await state.wallet?.signOut();
  } catch (error) {
    log(messageOf(error), 'error');
  }
}

// ── payments ───────────────────────────────────────────────────────────────────────────────────

async function payment(step: string, run: () => Promise<void>): Promise<void> {
  state.paymentBusy = true;
  state.paymentError = '';
  state.paymentStatus = step;
  update();
  try {
    await run();
  } catch (error) {
    state.paymentError = messageOf(error);
    state.paymentStatus = '';
  } finally {
    state.paymentBusy = false;
    update();
  }
}

async function refreshMe(): Promise<void> {
  state.me = (await demoApi.me()) ?? state.me;
}

const onFund = () =>
  payment('Adding sandbox funds…', async () => {
    await demoApi.fund(100_000);
    await refreshMe();
    state.paymentStatus = 'Added $1,000.00 of sandbox funds.';
    log(state.paymentStatus);
  });

const onPayee = () =>
  payment('Creating a payee…', async () => {
    state.payee = await demoApi.payee();
    state.quote = null;
    state.paymentStatus = `Payee ${state.payee.id} (${state.payee.currency}) is ready.`;
    log(state.paymentStatus);
  });

const onQuote = (event: SubmitEvent) => {
  event.preventDefault();
  const text = String(new FormData(event.target as HTMLFormElement).get('amount') ?? '');
  return payment('Asking for a quote…', async () => {
    const wallet = state.wallet;
    const payee = state.payee;
    if (!wallet || !payee) throw new Error('Create a payee first.');
    const amount = toMinorUnits(text);
    if (amount === null) throw new Error('Enter an amount in USD, like 10.00.');
    const accountId = wallet.accountId ?? state.me?.wallet?.id;
    state.transaction = null;
    state.quote = await wallet.createQuote(
      {
        source: { sourceType: 'ACCOUNT', accountId },
        destination: { destinationType: 'ACCOUNT', accountId: payee.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: amount,
      },
      { idempotencyKey: crypto.randomUUID() },
    );
    state.paymentStatus = `Quote ${state.quote.id} is ready: approve it to send.`;
    log(state.paymentStatus);
  });
};

const onSend = () =>
  payment('Waiting for your approval…', async () => {
    const wallet = state.wallet;
    const quote = state.quote;
    if (!wallet || !quote) return;
    const request = await wallet.executeQuote(quote);
    const dialog = document.querySelector<KhApproveDialog>('#payment-approval')!;
    const outcome = await dialog.show(request);
    if (!outcome.approved) {
      state.paymentStatus = 'You declined the payment. Nothing was signed.';
      return;
    }
    const executed = outcome.result as Quote;
    state.quote = executed;
    log(`Quote ${executed.id} executed; transaction ${executed.transactionId ?? '?'}.`);
    if (executed.transactionId) {
      state.paymentStatus = 'Following the transaction…';
      const tx = await wallet.followTransaction(executed.transactionId, {
        intervalMs: 1000,
        timeoutMs: 60_000,
        onUpdate: (t) => {
          state.transaction = t;
          log(`Transaction ${t.id} is ${t.status}.`);
        },
      });
      state.transaction = tx;
      state.paymentStatus = `The transaction is ${tx.status}.`;
    }
    await refreshMe();
  });

// ── sandbox tools ──────────────────────────────────────────────────────────────────────────────

async function refreshOutbox(): Promise<void> {
  if (!state.me) return;
  try {
    const { data } = await demoApi.outbox();
    if (data.length !== state.outbox.length || data.at(-1)?.id !== state.outbox.at(-1)?.id) {
      state.outbox = data;
      update();
    }
  } catch {
    // The next tick tries again; a lost outbox refresh is not worth a message.
  }
}

async function onAdvanceClock(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const seconds = Number(new FormData(event.target as HTMLFormElement).get('seconds'));
  try {
    const { now } = await demoApi.advanceClock(seconds);
    state.clockNow = now;
    log(`The sandbox clock moved ${seconds} s ahead (now ${formatTime(now)}).`);
    await checkSessionAtService();
  } catch (error) {
    log(messageOf(error), 'error');
  }
}

/**
 * The browser's expiry timer runs on its own clock, so after the sandbox's clock jumps ahead the service
 * may already consider the session over. Ask the service; if it no longer lists this session, end it here
 * (the same path as a refused stamp), which opens the re-auth dialog.
 */
async function checkSessionAtService(): Promise<void> {
  const wallet = state.wallet;
  const session = wallet?.session;
  if (!wallet || !session) return;
  const live = await wallet.listSessions();
  if (!live.some((s) => s.id === session.id)) await wallet.sessionRejected(session.id);
}

// ── views ──────────────────────────────────────────────────────────────────────────────────────

let oauthCache: { key: string; buttons: OAuthButton[] } | null = null;

/** The OAuth button of the sandbox's dev issuer (one stable array, so the elements do not re-render). */
function oauthButtons(): OAuthButton[] {
  if (!state.config) return [];
  const loginHint = state.me?.customer.email;
  const key = `${state.config.sandboxOrigin}|${loginHint ?? ''}`;
  if (oauthCache?.key !== key) {
    const buttons: OAuthButton[] = [
      {
        id: 'sandbox',
        label: 'Continue with Sandbox ID (OAuth)',
        provider: {
          authorizationEndpoint: `${state.config.sandboxOrigin}/oidc/authorize`,
          clientId: state.config.oidcClientId,
          ...(loginHint ? { loginHint } : {}),
        },
      },
    ];
    oauthCache = { key, buttons };
  }
  return oauthCache.buttons;
}

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
          <button type="button" @click=${onSignOutWallet}>Sign out of the wallet</button>`
      : html`<p class="muted">
          A new wallet has no sign-in method yet: the first one you use beside this card sets it up (email
          code, passkey or OAuth). After that, the same card signs you in.
        </p>`}
  </section>`;
}

function paymentsView() {
  const me = state.me;
  const balance = me?.wallet?.balance;
  const q = state.quote;
  const signedIn = state.session !== null;
  return html`<section class="card wide" aria-labelledby="payments-title">
    <h2 id="payments-title">Payments</h2>
    <p>
      Balance:
      <strong data-testid="balance">${balance ? formatMoney(balance.amount, balance.currency) : '—'}</strong>
    </p>
    <div class="row">
      <button type="button" ?disabled=${state.paymentBusy} @click=${onFund}>Add $1,000 sandbox funds</button>
      <button type="button" ?disabled=${state.paymentBusy} @click=${onPayee}>Create a EUR payee</button>
    </div>
    ${state.payee
      ? html`<p data-testid="payee">
          Payee: ${state.payee.accountInfo.beneficiary?.fullName ?? 'EUR account'}
          <code>${state.payee.accountInfo.iban ?? state.payee.id}</code>
        </p>`
      : nothing}
    <form class="row" @submit=${onQuote}>
      <label for="amount">Send (USD)</label>
      <input id="amount" name="amount" inputmode="decimal" value="10.00" required />
      <button type="submit" ?disabled=${state.paymentBusy || !state.payee || !signedIn}>Get a quote</button>
    </form>
    ${q
      ? html`<div class="quote" data-testid="quote">
          <dl>
            <dt>Quote</dt>
            <dd><code>${q.id}</code> · ${q.status}</dd>
            ${quoteAmounts(q)}
            <dt>Expires</dt>
            <dd>${formatTime(q.expiresAt)}</dd>
          </dl>
          ${q.status === 'PENDING'
            ? html`<button type="button" class="primary" ?disabled=${state.paymentBusy} @click=${onSend}>
                Send with the wallet…
              </button>`
            : nothing}
        </div>`
      : nothing}
    ${state.transaction
      ? html`<p data-testid="transaction">
          Transaction <code>${state.transaction.id}</code>:
          <strong data-testid="transaction-status">${state.transaction.status}</strong>
        </p>`
      : nothing}
    <p class="status" role="status">${state.paymentStatus}</p>
    ${state.paymentError ? html`<p class="error" role="alert">${state.paymentError}</p>` : nothing}
    ${signedIn ? nothing : html`<p class="muted">Sign in to the wallet to ask for quotes and send.</p>`}
  </section>`;
}

function quoteAmounts(q: Quote) {
  const sending = q['sendingCurrency'] as { code: string; decimals: number } | undefined;
  const receiving = q['receivingCurrency'] as { code: string; decimals: number } | undefined;
  if (!sending || !receiving) return nothing;
  return html`<dt>You send</dt>
    <dd>${formatMoney(Number(q['totalSendingAmount']), sending)}</dd>
    <dt>They receive</dt>
    <dd>${formatMoney(Number(q['totalReceivingAmount']), receiving)}</dd>
    <dt>Rate · fees</dt>
    <dd>${String(q['exchangeRate'])} · ${formatMoney(Number(q['feesIncluded'] ?? 0), sending)}</dd>`;
}

function quoteDetails() {
  const q = state.quote;
  if (!q) return nothing;
  return html`<div slot="details">${html`<dl>${quoteAmounts(q)}</dl>`}</div>`;
}

function toolsView() {
  return html`<section class="card wide" aria-labelledby="tools-title">
    <h2 id="tools-title">Sandbox tools</h2>
    <div class="columns">
      <div>
        <h3>Outbox (emails the sandbox “sent”)</h3>
        ${state.outbox.length === 0
          ? html`<p class="muted">No emails yet.</p>`
          : html`<ol class="outbox" data-testid="outbox" reversed>
              ${[...state.outbox].reverse().map(
                (m) =>
                  html`<li>
                    <span class="muted">${formatTime(m.sentAt)} to ${m.to}:</span>
                    code <strong class="otp-code">${m.code}</strong>
                  </li>`,
              )}
            </ol>`}
        <h3>Clock</h3>
        <form class="row" @submit=${onAdvanceClock}>
          <label for="seconds">Advance the sandbox clock by (seconds)</label>
          <input id="seconds" name="seconds" type="number" min="1" max="86400" value="900" required />
          <button type="submit">Advance the clock</button>
        </form>
        <p class="muted">
          ${state.clockNow
            ? `Sandbox time: ${formatTime(state.clockNow)}.`
            : 'Sessions last 15 minutes on the sandbox clock; 900 s ends the current one.'}
        </p>
      </div>
      <div>
        <h3>Activity</h3>
        <ol class="log" data-testid="log">
          ${state.log.map(
            (entry) =>
              html`<li class=${entry.kind}>
                <span class="muted">${formatTime(entry.at)}</span> ${entry.text}
              </li>`,
          )}
        </ol>
      </div>
    </div>
  </section>`;
}

function walletView() {
  const wallet = state.wallet;
  const email = state.me?.customer.email ?? '';
  const providers = oauthButtons();
  // Signed out: the sign-in card. Signed in (or re-auth offered): what a wallet owner manages.
  return html`<div class="grid">
      ${sessionView()}
      ${state.session || state.reauthOffered
        ? html`<kh-credential-manager .wallet=${wallet ?? undefined}></kh-credential-manager>
            <kh-session-list .wallet=${wallet ?? undefined}></kh-session-list>
            <kh-export .wallet=${wallet ?? undefined}></kh-export>`
        : html`<kh-sign-in
            methods="passkey email oauth passkey-create"
            email=${email}
            .wallet=${wallet ?? undefined}
            .oauthProviders=${providers}
          ></kh-sign-in>`}
      ${paymentsView()} ${toolsView()}
    </div>
    <kh-reauth open-on-expiry .wallet=${wallet ?? undefined} .oauthProviders=${providers}></kh-reauth>
    <kh-approve-dialog id="payment-approval">${quoteDetails()}</kh-approve-dialog>`;
}

function view() {
  const me = state.me;
  return html`<header class="top">
      <h1>Keyhold sandbox explorer</h1>
      ${me
        ? html`<p class="who">
            <span data-testid="demo-user">${me.customer.email ?? me.customer.platformCustomerId}</span>
            <button type="button" class="link" @click=${onLogout}>Leave the demo</button>
          </p>`
        : nothing}
    </header>
    ${state.loading ? html`<p class="muted">Loading…</p>` : me ? walletView() : loginView()}`;
}

// The session countdown ticks once a second (cheap: one lit render of a small tree).
setInterval(() => {
  if (state.session) update();
}, 1000);
document.addEventListener('kh-error', (e) =>
  log(`${e.detail.error.message} (${e.detail.error.code})`, 'error'),
);
document.addEventListener('kh-credential-added', (e) => log(`Credential ${e.detail.credentialId} added.`));
document.addEventListener('kh-credential-revoked', (e) =>
  log(`Credential ${e.detail.credentialId} removed.`),
);
document.addEventListener('kh-reauth-cancelled', () => {
  state.reauthOffered = false;
  update();
});
document.addEventListener('kh-session-revoked', (e) => log(`Session ${e.detail.sessionId} signed out.`));
document.addEventListener('kh-export-revealed', () => log('The recovery phrase was revealed.'));
void start();
