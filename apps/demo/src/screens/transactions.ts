// Transactions (`#/transactions`): the customer's history with filters; while any is still moving the
// list refreshes itself, and each failure says why in words.
import { html, nothing } from 'lit';
import { accounts, externalLabel, internalLabel, loadAccounts } from '../accounts-store.js';
import { explorerApi, type Transaction } from '../explorer-api.js';
import { formatDateTime, formatMoney } from '../format.js';
import type { Screen } from '../router.js';
import { update } from '../state.js';
import { failureWords, statusWords } from '../words.js';
import { Panel, fields, poll } from './panel.js';

const panel = new Panel();
let list: Transaction[] = [];
let filters: Record<string, string> = {};
let stop: (() => void) | null = null;
const MOVING = new Set(['CREATED', 'PENDING', 'PROCESSING']);
const STATUSES = ['COMPLETED', 'PROCESSING', 'PENDING', 'FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED'];

async function load(): Promise<void> {
  list = (await explorerApi.transactions(filters)).data;
  if (list.some((t) => MOVING.has(t.status))) stop ??= poll(() => load(), 2000);
  else {
    stop?.();
    stop = null;
  }
  update();
}

const onFilter = (event: SubmitEvent) => {
  filters = fields(event);
  return panel.run('Loading…', async () => {
    await load();
    return `${list.length} ${list.length === 1 ? 'transaction' : 'transactions'}.`;
  });
};

/** The UMA address of a transaction's side, when it is one. */
function umaOf(side: Transaction['source'] | Transaction['destination']): string | undefined {
  return typeof side['umaAddress'] === 'string' ? side['umaAddress'] : undefined;
}

function accountName(id: string | undefined, uma: string | undefined): string {
  if (uma) return uma;
  const internal = accounts.internal.find((a) => a.id === id);
  if (internal)
    return internal.type === 'EMBEDDED_WALLET'
      ? 'your embedded wallet'
      : `your ${internal.balance.currency.code} account`;
  const external = accounts.external.find((a) => a.id === id);
  return external ? externalLabel(external) : 'another account';
}

function item(t: Transaction) {
  const amount = t.type === 'INCOMING' ? t.receivedAmount : (t.sentAmount ?? t.receivedAmount);
  return html`<li class="item" data-testid="transaction-row">
    <strong
      >${t.type === 'INCOMING' ? 'In' : 'Out'} ·
      ${amount ? formatMoney(amount.amount, amount.currency) : ''}</strong
    >
    <span
      >${t.type === 'INCOMING' ? 'from' : 'to'}
      ${accountName(
        t.type === 'INCOMING' ? t.source.accountId : t.destination.accountId,
        umaOf(t.type === 'INCOMING' ? t.source : t.destination),
      )}</span
    >
    <span data-testid="transaction-row-status" class=${t.failureReason ? 'error' : ''}>
      ${statusWords(t.status)}${t.failureReason ? `: ${failureWords(t.failureReason)}` : ''}
    </span>
    <span class="muted">${formatDateTime(t.createdAt)}</span>
  </li>`;
}

function view() {
  return html`<section class="card" aria-labelledby="tx-title">
    <h2 id="tx-title">Transactions</h2>
    <form class="row" @submit=${onFilter}>
      <label for="tx-status">Status</label>
      <select id="tx-status" name="status">
        <option value="">Any</option>
        ${STATUSES.map(
          (s) => html`<option value=${s} ?selected=${filters['status'] === s}>${statusWords(s)}</option>`,
        )}
      </select>
      <label for="tx-type">Direction</label>
      <select id="tx-type" name="type">
        <option value="">Both</option>
        <option value="INCOMING" ?selected=${filters['type'] === 'INCOMING'}>Incoming</option>
        <option value="OUTGOING" ?selected=${filters['type'] === 'OUTGOING'}>Outgoing</option>
      </select>
      <label for="tx-account">Account</label>
      <select id="tx-account" name="accountIdentifier">
        <option value="">All</option>
        ${accounts.internal.map((a) => html`<option value=${a.id}>${internalLabel(a)}</option>`)}
        ${accounts.external.map((a) => html`<option value=${a.id}>${externalLabel(a)}</option>`)}
      </select>
      <button type="submit" ?disabled=${panel.busy}>Show</button>
    </form>
    ${stop ? html`<p class="muted">Some payments are still moving: this list refreshes itself.</p>` : nothing}
    ${list.length === 0
      ? html`<p class="muted">
          No transactions${Object.values(filters).some(Boolean) ? ' match these filters' : ' yet'}.
        </p>`
      : html`<ul class="items" data-testid="transactions">
          ${list.map(item)}
        </ul>`}
    ${panel.messages('transactions')}
  </section>`;
}

export const transactionsScreen: Screen = {
  path: '/transactions',
  title: 'Transactions',
  view,
  enter: () =>
    void panel.run('', async () => {
      await loadAccounts();
      await load();
    }),
  leave: () => {
    stop?.();
    stop = null;
  },
};
