// The wallet screen's payment: sandbox funds, a fixed EUR payee, a quote from the embedded wallet,
// approval in <kh-approve-dialog>, execution, and the transaction followed to its end. Every line is in
// words: statuses, the rate with its direction, the quote's time left on the service's clock.
import type { Quote, Transaction } from '@keyhold/core';
import type { KhApproveDialog } from '@keyhold/elements';
import { html, nothing } from 'lit';
import { demoApi, type Payee } from '../api.js';
import { formatMoney, parseAmount, rateWords } from '../format.js';
import { refreshMe } from '../session.js';
import { log, state } from '../state.js';
import { failureWords, refusalWords, statusWords } from '../words.js';
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

/** Milliseconds left on the quote, on the service's clock (the sandbox clock may have moved ahead). */
function quoteMsLeft(q: Quote): number {
  const now = state.wallet?.serviceNow() ?? Date.now();
  return Date.parse(q.expiresAt) - now;
}

/** The quote can still be sent: pending and not past its expiry on the service's clock. */
const sendable = (q: Quote) => q.status === 'PENDING' && quoteMsLeft(q) > 0;

/** "4:59" left, or "" once past. */
function timeLeft(q: Quote): string {
  const s = Math.max(0, Math.round(quoteMsLeft(q) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "The payment of €8.93 is completed." / "… failed: the receiving bank could not deliver the money." */
function transactionWords(t: Transaction): string {
  const money = t.receivedAmount
    ? ` of ${formatMoney(t.receivedAmount.amount, t.receivedAmount.currency)}`
    : '';
  const status = statusWords(t.status).toLowerCase();
  return t.failureReason
    ? `The payment${money} is ${status}: ${failureWords(t.failureReason)}`
    : `The payment${money} is ${status}.`;
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
    const text = `The payee ${payee.accountInfo.beneficiary?.fullName ?? ''} (a euro account) is ready.`;
    log(text);
    return text;
  });

const onQuote = (event: SubmitEvent) => {
  event.preventDefault();
  const text = String(new FormData(event.target as HTMLFormElement).get('amount') ?? '');
  return panel.run('Asking for a quote…', async () => {
    // A new request replaces the old quote, whatever its answer: a refused amount leaves nothing to send.
    quote = null;
    transaction = null;
    const wallet = state.wallet;
    if (!wallet || !payee) throw new Error('Create a payee first.');
    const amount = parseAmount(text, 'USD');
    if (!amount.ok) throw new Error(amount.problem);
    const accountId = wallet.accountId ?? state.me?.wallet?.id ?? '';
    quote = await wallet.createQuote(
      {
        source: { sourceType: 'ACCOUNT', accountId },
        destination: { destinationType: 'ACCOUNT', accountId: payee.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: amount.minor,
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
    const current = quote;
    if (!wallet || !current) return;
    if (!sendable(current)) throw new Error(refusalWords('QUOTE_EXPIRED'));
    const request = await wallet.executeQuote(current);
    const dialog = document.querySelector<KhApproveDialog>('#payment-approval')!;
    // The dialog explains the quote itself (amounts, rate, fees, destination, expiry on the service clock).
    // A copied destination: the elements' QuoteLike wants an indexable object, the core's type is closed.
    const outcome = await dialog.show(request, {
      quote: { ...current, destination: { ...current.destination } },
    });
    if (!outcome.approved) {
      // Declined after the service refused the signed payment: it was signed, and nothing was sent.
      if (outcome.signed) {
        const why = outcome.error ? ` ${refusalWords(outcome.error.code)}` : '';
        log('You signed the payment, the service refused it, and nothing was sent.', 'error');
        return `You signed the payment but the service refused it, so nothing was sent.${why}`;
      }
      return 'You declined the payment. Nothing was signed.';
    }
    const executed = outcome.result as Quote;
    quote = executed;
    // <kh-activity> and <kh-balance> on the screen read again at once.
    document.dispatchEvent(
      new CustomEvent('kh-transaction', {
        detail: { transactionId: executed.transactionId ?? '', status: 'PROCESSING' },
      }),
    );
    log('The quote was executed: the payment is on its way.');
    let done = '';
    if (executed.transactionId) {
      panel.status = 'Following the payment…';
      const tx = await wallet.followTransaction(executed.transactionId, {
        intervalMs: 1000,
        timeoutMs: 60_000,
        onUpdate: (t) => {
          transaction = t;
          log(transactionWords(t));
        },
      });
      transaction = tx;
      done = transactionWords(tx);
    }
    await refreshMe();
    return done;
  });

function quoteAmounts(q: Quote) {
  return html`<dt>You send</dt>
    <dd>${formatMoney(q.totalSendingAmount, q.sendingCurrency)}</dd>
    <dt>They receive</dt>
    <dd>${formatMoney(q.totalReceivingAmount, q.receivingCurrency)}</dd>
    <dt>Rate</dt>
    <dd data-testid="quote-rate">
      ${rateWords(q.exchangeRate, q.sendingCurrency.code, q.receivingCurrency.code)}
    </dd>
    <dt>Fees</dt>
    <dd>${formatMoney(q.feesIncluded ?? 0, q.sendingCurrency)}</dd>`;
}

function quoteView(q: Quote) {
  const pending = q.status === 'PENDING';
  const expired = q.status === 'EXPIRED' || (pending && quoteMsLeft(q) <= 0);
  const status = expired ? 'Expired: get a new quote to send.' : statusWords(q.status);
  return html`<div class="quote" data-testid="quote">
    <dl>
      ${quoteAmounts(q)}
      <dt>Status</dt>
      <dd data-testid="quote-status">${status}</dd>
      ${pending && !expired
        ? html`<dt>Time left</dt>
            <dd data-testid="quote-time-left">${timeLeft(q)}</dd>`
        : nothing}
    </dl>
    ${pending
      ? html`<button type="button" class="primary" ?disabled=${panel.busy || expired} @click=${onSend}>
          Send with the wallet…
        </button>`
      : nothing}
  </div>`;
}

export function quickPaymentView() {
  const balance = state.me?.wallet?.balance;
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
          Payee: ${payee.accountInfo.beneficiary?.fullName ?? 'a euro account'}, IBAN
          <code>${payee.accountInfo.iban ?? ''}</code>
        </p>`
      : nothing}
    <form class="row" @submit=${onQuote}>
      <label for="amount">Send (USD)</label>
      <input id="amount" name="amount" inputmode="decimal" value="10.00" required />
      <button type="submit" ?disabled=${panel.busy || !payee || !signedIn}>Get a quote</button>
    </form>
    ${quote ? quoteView(quote) : nothing}
    ${transaction
      ? html`<p data-testid="transaction">
          <strong data-testid="transaction-status">${statusWords(transaction.status)}</strong>:
          ${transactionWords(transaction)}
        </p>`
      : nothing}
    ${panel.messages('wallet-payment')}
    ${signedIn ? nothing : html`<p class="muted">Sign in to the wallet to ask for quotes and send.</p>`}
  </section>`;
}
