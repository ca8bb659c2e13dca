// The wallet screen's payment: sandbox funds, a fixed EUR payee, a quote from the embedded wallet,
// approval in <kh-approve-dialog>, execution, and the transaction followed to its end.
import type { Quote, Transaction } from '@keyhold/core';
import type { KhApproveDialog } from '@keyhold/elements';
import { html, nothing } from 'lit';
import { demoApi, type Payee } from '../api.js';
import { formatMoney, formatTime, toMinorUnits } from '../format.js';
import { refreshMe } from '../session.js';
import { log, state } from '../state.js';
import { statusWords } from '../words.js';
import { Panel } from './panel.js';

const panel = new Panel();
let payee: Payee | null = null;
let quote: Quote | null = null;
let transaction: Transaction | null = null;

/** Forgets the payee and quote (a new demo user). */
export function resetQuickPayment(): void {
  payee = null;
  quote = null;
  transaction = null;
  panel.status = '';
  panel.error = '';
}

const onFund = () =>
  panel.run('Adding sandbox funds…', async () => {
    await demoApi.fund(100_000);
    await refreshMe();
    log('Added $1,000.00 of sandbox funds.');
    return 'Added $1,000.00 of sandbox funds.';
  });

const onPayee = () =>
  panel.run('Creating a payee…', async () => {
    payee = await demoApi.payee();
    quote = null;
    const text = `The payee ${payee.accountInfo.beneficiary?.fullName ?? ''} (${payee.currency}) is ready.`;
    log(text);
    return text;
  });

const onQuote = (event: SubmitEvent) => {
  event.preventDefault();
  const text = String(new FormData(event.target as HTMLFormElement).get('amount') ?? '');
  return panel.run('Asking for a quote…', async () => {
    const wallet = state.wallet;
    if (!wallet || !payee) throw new Error('Create a payee first.');
    const amount = toMinorUnits(text);
    if (amount === null) throw new Error('Enter an amount in USD, like 10.00.');
    const accountId = wallet.accountId ?? state.me?.wallet?.id;
    transaction = null;
    quote = await wallet.createQuote(
      {
        source: { sourceType: 'ACCOUNT', accountId },
        destination: { destinationType: 'ACCOUNT', accountId: payee.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: amount,
      },
      { idempotencyKey: crypto.randomUUID() },
    );
    log('A quote is ready: approve it to send.');
    return 'The quote is ready: approve it to send.';
  });
};

const onSend = () =>
  panel.run('Waiting for your approval…', async () => {
    const wallet = state.wallet;
    if (!wallet || !quote) return;
    const request = await wallet.executeQuote(quote);
    const dialog = document.querySelector<KhApproveDialog>('#payment-approval')!;
    const outcome = await dialog.show(request);
    if (!outcome.approved) return 'You declined the payment. Nothing was signed.';
    const executed = outcome.result as Quote;
    quote = executed;
    log('The quote was executed: the payment is on its way.');
    let done = '';
    if (executed.transactionId) {
      panel.status = 'Following the transaction…';
      const tx = await wallet.followTransaction(executed.transactionId, {
        intervalMs: 1000,
        timeoutMs: 60_000,
        onUpdate: (t) => {
          transaction = t;
          log(`The payment is ${statusWords(t.status).toLowerCase()}.`);
        },
      });
      transaction = tx;
      done = `The payment is ${statusWords(tx.status).toLowerCase()}.`;
    }
    await refreshMe();
    return done;
  });

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

/** The amounts of the quote, for the approval dialog's `details` slot. */
export function quoteDetails() {
  if (!quote) return nothing;
  return html`<div slot="details"><dl>${quoteAmounts(quote)}</dl></div>`;
}

export function quickPaymentView() {
  const balance = state.me?.wallet?.balance;
  const q = quote;
  const signedIn = state.session !== null;
  return html`<section class="card wide" aria-labelledby="payments-title">
    <h2 id="payments-title">Pay from the wallet</h2>
    <p>
      Balance:
      <strong data-testid="balance">${balance ? formatMoney(balance.amount, balance.currency) : '—'}</strong>
    </p>
    <div class="row">
      <button type="button" ?disabled=${panel.busy} @click=${onFund}>Add $1,000 sandbox funds</button>
      <button type="button" ?disabled=${panel.busy} @click=${onPayee}>Create a EUR payee</button>
    </div>
    ${payee
      ? html`<p data-testid="payee">
          Payee: ${payee.accountInfo.beneficiary?.fullName ?? 'EUR account'}
          <code>${payee.accountInfo.iban ?? payee.id}</code>
        </p>`
      : nothing}
    <form class="row" @submit=${onQuote}>
      <label for="amount">Send (USD)</label>
      <input id="amount" name="amount" inputmode="decimal" value="10.00" required />
      <button type="submit" ?disabled=${panel.busy || !payee || !signedIn}>Get a quote</button>
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
            ? html`<button type="button" class="primary" ?disabled=${panel.busy} @click=${onSend}>
                Send with the wallet…
              </button>`
            : nothing}
        </div>`
      : nothing}
    ${transaction
      ? html`<p data-testid="transaction">
          Transaction <code>${transaction.id}</code>:
          <strong data-testid="transaction-status">${transaction.status}</strong>
        </p>`
      : nothing}
    ${panel.messages('wallet-payment')}
    ${signedIn ? nothing : html`<p class="muted">Sign in to the wallet to ask for quotes and send.</p>`}
  </section>`;
}
