// The wallet screen's sandbox money: what a newcomer needs before <kh-send> can pay anyone — sandbox funds
// in the wallet and a euro payee (an external account of this customer). The payment itself, its quote,
// approval and progress are <kh-send>'s; the balance and activity are <kh-balance>'s and <kh-activity>'s.
import { html, nothing } from 'lit';
import { demoApi, type Payee } from '../api.js';
import { refreshMe } from '../session.js';
import { log, state } from '../state.js';
import { Panel } from './panel.js';

const panel = new Panel();
let payee: Payee | null = null;

/** Forgets the payee (a new demo user). */
export function resetSandboxMoney(): void {
  payee = null;
  panel.status = '';
  panel.error = '';
}

/** The money elements on the screen read again at once (their own polling would see it within seconds). */
async function refreshElements(): Promise<void> {
  const els = document.querySelectorAll<HTMLElement & { refresh?: () => Promise<void> }>(
    'kh-balance, kh-send',
  );
  await Promise.all([...els].map((el) => el.refresh?.()));
}

const onFund = () =>
  panel.run('Adding sandbox funds…', async () => {
    await demoApi.fund(100_000);
    await refreshMe();
    await refreshElements();
    log('Added $1,000.00 of sandbox funds.');
    return 'Added $1,000.00 of sandbox funds.';
  });

const onPayee = () =>
  panel.run('Creating a payee…', async () => {
    payee = await demoApi.payee();
    await refreshElements();
    const text = `The payee ${payee.accountInfo.beneficiary?.fullName ?? ''} (a euro account) is ready: pay them with “Send money”.`;
    log(text);
    return text;
  });

export function sandboxMoneyView() {
  if (!state.session) return nothing;
  return html`<section class="card" aria-labelledby="sandbox-money-title">
    <h2 id="sandbox-money-title">Sandbox money</h2>
    <p class="muted">
      A new wallet is empty and has no one to pay: add sandbox funds and a euro payee, then send with the
      wallet below.
    </p>
    <div class="row">
      <button type="button" ?disabled=${panel.busy} @click=${onFund}>Add $1,000 sandbox funds</button>
      <button type="button" ?disabled=${panel.busy} @click=${onPayee}>Create a EUR payee</button>
    </div>
    ${payee
      ? html`<p data-testid="payee">
          Payee: ${payee.accountInfo.beneficiary?.fullName ?? 'a euro account'}, IBAN
          <code>${payee.accountInfo.iban ?? ''}</code>
        </p>`
      : nothing}
    ${panel.messages('sandbox-money')}
  </section>`;
}
