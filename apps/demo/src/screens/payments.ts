// Payments (`#/payments`): balances; quotes from a fiat account to an external account or a sandbox UMA
// address, then paying them; transfers in and out; simulated incoming payments. Each result in words.
import { html, nothing } from 'lit';
import { accounts, externalLabel, fiatAccounts, internalLabel, loadAccounts } from '../accounts-store.js';
import { explorerApi, type Quote, type Transaction } from '../explorer-api.js';
import { formatMoney, formatTime, rateWords } from '../format.js';
import type { Screen } from '../router.js';
import { state } from '../state.js';
import { UMA_ADDRESSES, failureWords, statusWords } from '../words.js';
import { LiveTransaction } from './live-tx.js';
import { Panel, fields } from './panel.js';

/** The "From" choice of a real-time-funded quote (no account: the funds are sent in). */
const REALTIME = 'REALTIME';

const quotePanel = new Panel();
const transferPanel = new Panel();
const incomingPanel = new Panel();
let quote: Quote | null = null;
/** `REALTIME` when the quote is funded in real time ("Send the funds"), else the paying account's id. */
let funding = '';
/** The current quote was paid (or its funds sent): it is not offered again. */
let paid = false;
const quoteLive = new LiveTransaction(outcome, () => {}, 120_000);
const transferLive = new LiveTransaction(outcome, (sentence) => (transferPanel.status = sentence));
const incomingLive = new LiveTransaction(outcome, (sentence) => (incomingPanel.status = sentence));

/** "Completed." / "Failed: the receiving bank could not deliver the money." */
export function outcome(tx: Transaction): string {
  const amount = tx.sentAmount ?? tx.receivedAmount;
  const money = amount ? `${formatMoney(amount.amount, amount.currency)} ` : '';
  const what = tx.type === 'INCOMING' ? `Incoming payment of ${money}` : `Payment of ${money}`;
  const status = statusWords(tx.status).toLowerCase();
  return tx.failureReason ? `${what}${status}: ${failureWords(tx.failureReason)}` : `${what}${status}.`;
}

const onQuote = (event: SubmitEvent) => {
  const f = fields(event);
  const to = f['to'] ?? '';
  return quotePanel.run('Asking for a quote…', async () => {
    quote = null;
    paid = false;
    quoteLive.clear();
    funding = f['from'] ?? '';
    quote = await explorerApi.quote({
      ...(funding === REALTIME ? { funding: 'REALTIME', currency: 'USD' } : { sourceAccountId: funding }),
      amount: f['amount'],
      ...(to.startsWith('$')
        ? { umaAddress: to, payer: { fullName: f['payerName'], nationality: f['payerNationality'] } }
        : { destinationAccountId: to }),
    });
    return `You send ${formatMoney(quote.totalSendingAmount, quote.sendingCurrency)}; they receive ${formatMoney(quote.totalReceivingAmount, quote.receivingCurrency)}.`;
  });
};

/** Pays the quote from the account, or (real-time funding) sends its funds in through the sandbox. */
const onPay = () =>
  quotePanel.run(funding === REALTIME ? 'Sending the funds…' : 'Paying…', async () => {
    if (!quote) return;
    let tx: Transaction | null = null;
    if (funding === REALTIME) tx = await explorerApi.sendFunds(quote.id);
    else {
      const executed = await explorerApi.executeQuote(quote.id);
      quote = executed;
      if (executed.transactionId) tx = await explorerApi.transaction(executed.transactionId);
    }
    // Paid: the Pay button goes; the quote's status follows its transaction live.
    paid = true;
    await loadAccounts();
    if (tx) quoteLive.show(tx);
    return '';
  });

const onTransfer = (event: SubmitEvent) => {
  const f = fields(event);
  return transferPanel.run('Moving the money…', async () => {
    transferLive.clear();
    const tx = await explorerApi.transfer({
      direction: f['direction'] === 'in' ? 'in' : 'out',
      internalAccountId: f['internal'] ?? '',
      externalAccountId: f['external'] ?? '',
      amount: f['amount'] ?? '',
    });
    await loadAccounts();
    return transferLive.show(tx);
  });
};

const onIncoming = (event: SubmitEvent) => {
  const f = fields(event);
  return incomingPanel.run('Simulating the payment…', async () => {
    incomingLive.clear();
    const tx = await explorerApi.incoming({
      senderUmaAddress: f['sender'] ?? '',
      currency: f['currency'] ?? 'USD',
      amount: f['amount'] ?? '',
    });
    await loadAccounts();
    return incomingLive.show(tx);
  });
};

function accountOptions() {
  return fiatAccounts().map((a) => html`<option value=${a.id}>${internalLabel(a)}</option>`);
}

function quoteCard(q: Quote) {
  const realtime = funding === REALTIME;
  return html`<div class="quote" data-testid="explorer-quote">
    <dl>
      <dt>You send</dt>
      <dd>${formatMoney(q.totalSendingAmount, q.sendingCurrency)}</dd>
      <dt>They receive</dt>
      <dd>${formatMoney(q.totalReceivingAmount, q.receivingCurrency)}</dd>
      <dt>Rate</dt>
      <dd data-testid="explorer-quote-rate">
        ${rateWords(q.exchangeRate, q.sendingCurrency.code, q.receivingCurrency.code)}
      </dd>
      <dt>Fees</dt>
      <dd>${formatMoney(q.feesIncluded, q.sendingCurrency)}</dd>
      <dt>Paid by</dt>
      <dd>${realtime ? 'Funds you send in (real-time funding)' : 'Your account'}</dd>
      <dt>Status</dt>
      <dd data-testid="explorer-quote-status">${statusWords(quoteLive.tx?.status ?? q.status)}</dd>
      <dt>Valid until</dt>
      <dd>${formatTime(q.expiresAt)}</dd>
    </dl>
    ${q.status === 'PENDING' && !paid
      ? html`<button type="button" class="primary" ?disabled=${quotePanel.busy} @click=${onPay}>
          ${realtime ? 'Send the funds' : 'Pay this quote'}
        </button>`
      : nothing}
  </div>`;
}

function view() {
  const fiat = fiatAccounts();
  const noFiat = html`<p class="muted">
    Open an account and add sandbox funds on the <a href="#/accounts">accounts screen</a> first.
  </p>`;
  return html`<div class="grid">
    <section class="card" aria-labelledby="balances-title">
      <h2 id="balances-title">Balances</h2>
      <ul class="items" data-testid="balances">
        ${accounts.internal.map((a) => html`<li class="item">${internalLabel(a)}</li>`)}
      </ul>
      <p class="muted">Your UMA address: <code>${state.me?.customer.umaAddress ?? ''}</code></p>
    </section>
    <section class="card" aria-labelledby="quote-title">
      <h2 id="quote-title">Send with a quote</h2>
      ${fiat.length === 0
        ? noFiat
        : html`<form class="stack" @submit=${onQuote}>
            <label for="quote-from">From</label>
            <select id="quote-from" name="from">
              ${fiat.map(
                (a, i) => html`<option value=${a.id} ?selected=${i === 0}>${internalLabel(a)}</option>`,
              )}
              <option value=${REALTIME}>Funds sent in real time (USD): the sandbox simulates them</option>
            </select>
            <label for="quote-to">To</label>
            <select id="quote-to" name="to">
              <optgroup label="Your external accounts">
                ${accounts.external.map((a) => html`<option value=${a.id}>${externalLabel(a)}</option>`)}
              </optgroup>
              <optgroup label="Sandbox UMA addresses">
                ${UMA_ADDRESSES.map(
                  (u) => html`<option value=${u.address}>${u.address}: ${u.outcome}</option>`,
                )}
              </optgroup>
            </select>
            <label for="quote-amount">Amount to send</label>
            <input id="quote-amount" name="amount" inputmode="decimal" value="20.00" required />
            <label for="payer-name">Your name (a UMA receiver asks for it)</label>
            <input id="payer-name" name="payerName" value="Ada Lovelace" maxlength="200" />
            <label for="payer-nationality">Your nationality (two letters)</label>
            <input id="payer-nationality" name="payerNationality" value="GB" maxlength="2" />
            <button type="submit" ?disabled=${quotePanel.busy}>Get a quote</button>
          </form>`}
      ${quote ? quoteCard(quote) : nothing}
      ${quoteLive.tx ? html`<p data-testid="quote-outcome">${quoteLive.sentence}</p>` : nothing}
      ${quotePanel.messages('quote')}
    </section>
    <section class="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Transfer in or out</h2>
      ${fiat.length === 0 || accounts.external.length === 0
        ? html`<p class="muted">
            Transfers move money between one of your accounts and an external account in the same currency:
            add both on the <a href="#/accounts">accounts screen</a>.
          </p>`
        : html`<form class="stack" @submit=${onTransfer}>
            <fieldset>
              <legend>Direction</legend>
              <label
                ><input type="radio" name="direction" value="out" checked /> out to the external
                account</label
              >
              <label><input type="radio" name="direction" value="in" /> in from the external account</label>
            </fieldset>
            <label for="transfer-internal">Your account</label>
            <select id="transfer-internal" name="internal">
              ${accountOptions()}
            </select>
            <label for="transfer-external">External account</label>
            <select id="transfer-external" name="external">
              ${accounts.external.map((a) => html`<option value=${a.id}>${externalLabel(a)}</option>`)}
            </select>
            <label for="transfer-amount">Amount</label>
            <input id="transfer-amount" name="amount" inputmode="decimal" value="10.00" required />
            <button type="submit" ?disabled=${transferPanel.busy}>Transfer</button>
          </form>`}
      ${transferPanel.messages('transfer')}
    </section>
    <section class="card" aria-labelledby="incoming-title">
      <h2 id="incoming-title">Simulate an incoming payment</h2>
      <p class="muted">A sandbox UMA address pays your UMA address; the sender picks the outcome.</p>
      <form class="stack" @submit=${onIncoming}>
        <label for="incoming-sender">Sender</label>
        <select id="incoming-sender" name="sender">
          ${UMA_ADDRESSES.map((u) => html`<option value=${u.address}>${u.address}: ${u.asSender}</option>`)}
        </select>
        <label for="incoming-currency">Currency</label>
        <select id="incoming-currency" name="currency">
          <option value="USD">USD</option>
          <option value="EUR">EUR</option>
          <option value="MXN">MXN</option>
        </select>
        <label for="incoming-amount">Amount</label>
        <input id="incoming-amount" name="amount" inputmode="decimal" value="25.00" required />
        <button type="submit" ?disabled=${incomingPanel.busy}>Receive the payment</button>
      </form>
      ${incomingPanel.messages('incoming')}
    </section>
  </div>`;
}

export const paymentsScreen: Screen = {
  path: '/payments',
  title: 'Payments',
  view,
  enter: () => void quotePanel.run('', async () => loadAccounts()),
  leave: () => {
    quoteLive.clear();
    transferLive.clear();
    incomingLive.clear();
  },
};
