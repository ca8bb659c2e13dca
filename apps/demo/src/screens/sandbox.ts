// Sandbox controls (`#/sandbox`): the sandbox clock, the outbox, and a reset of the whole sandbox.
import { html, nothing } from 'lit';
import { demoApi } from '../api.js';
import { explorerApi } from '../explorer-api.js';
import { formatDateTime } from '../format.js';
import type { Screen } from '../router.js';
import { refreshMe } from '../session.js';
import { log, state } from '../state.js';
import { closeWallet, openWallet } from '../wallet.js';
import { Panel } from './panel.js';
import { resetSandboxMoney } from './sandbox-money.js';
import { clockForm, outboxList } from './tools-panel.js';

const panel = new Panel();
let confirming = false;

const loadClock = () =>
  panel.run('', async () => {
    state.clockNow = (await explorerApi.clock()).now;
  });

const onReset = () => {
  if (!confirming) {
    confirming = true;
    panel.status = '';
    return panel.run('', async () => undefined);
  }
  confirming = false;
  return panel.run('Resetting the sandbox…', async () => {
    await explorerApi.reset();
    closeWallet();
    resetSandboxMoney();
    await refreshMe();
    state.me = (await demoApi.me()) ?? state.me;
    openWallet();
    state.clockNow = (await explorerApi.clock()).now;
    log('The sandbox was reset; you are a new customer with an empty wallet.');
    return 'The sandbox is empty again. You are back in as a new customer with the same email and an empty wallet.';
  });
};

function view() {
  return html`<div class="grid">
    <section class="card" aria-labelledby="clock-title">
      <h2 id="clock-title">Sandbox clock</h2>
      <p data-testid="sandbox-time">
        ${state.clockNow ? `It is ${formatDateTime(state.clockNow)} in the sandbox.` : ''}
      </p>
      ${clockForm()}
    </section>
    <section class="card" aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outbox</h2>
      ${outboxList()}
    </section>
    <section class="card" aria-labelledby="reset-title">
      <h2 id="reset-title">Reset</h2>
      <p>Clears every customer, account, payment and agent in the sandbox and rewinds its clock.</p>
      ${confirming
        ? html`<p class="error" role="alert">This cannot be undone. Reset everything?</p>`
        : nothing}
      <div class="row">
        <button type="button" class=${confirming ? 'danger' : ''} ?disabled=${panel.busy} @click=${onReset}>
          ${confirming ? 'Yes, reset the sandbox' : 'Reset the sandbox…'}
        </button>
        ${confirming
          ? html`<button
              type="button"
              @click=${() => ((confirming = false), panel.run('', async () => undefined))}
            >
              Keep everything
            </button>`
          : nothing}
      </div>
      ${panel.messages('reset')}
    </section>
  </div>`;
}

export const sandboxScreen: Screen = {
  path: '/sandbox',
  title: 'Sandbox',
  view,
  enter: () => void loadClock(),
};
