import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { payeeWords, statusWords } from '../activity/transaction-words.js';
import { button } from '../shared/button.js';
import type { LocalizeController } from '../shared/localize.js';
import { formatMinorUnits } from '../shared/money.js';
import type { PayeeLike, TransactionLike } from '../shared/money-wallet.js';
import type { SendQuoteLike } from './send-wallet.js';

/** What the form of `<kh-send>` shows and what it reports. */
export interface FormModel {
  payees: PayeeLike[];
  payeeId: string | undefined;
  lock: 'SENDING' | 'RECEIVING';
  amount: string;
  step: string;
  /** The amount was refused (its reason is in `#problem`). */
  invalid: boolean;
  /** The currency codes of each side. */
  sending: string;
  receiving: string;
  onSubmit: (event: SubmitEvent) => void;
  onPayee: (id: string) => void;
  onLock: (lock: 'SENDING' | 'RECEIVING') => void;
  onAmount: (text: string) => void;
}

/** The payee picker, the side the amount fixes, the amount and "Get a quote" (disabled past the form). */
export function formView(t: LocalizeController, m: FormModel): unknown {
  const busy = m.step !== 'form';
  return html`<form @submit=${m.onSubmit} novalidate>
    <div class="field">
      <label for="payee">${t.term('sendPayeeLabel')}</label>
      <select
        id="payee"
        part="payee"
        ?disabled=${busy}
        @change=${(e: Event) => m.onPayee((e.target as HTMLSelectElement).value)}
      >
        ${m.payees.map(
          (p) =>
            html`<option value=${p.id} ?selected=${p.id === m.payeeId}>
              ${t.term('sendPayeeOption', payeeWords(t, p), p.currency)}
            </option>`,
        )}
      </select>
    </div>
    <fieldset part="side" ?disabled=${busy}>
      <legend>${t.term('sendSideLegend')}</legend>
      ${(['SENDING', 'RECEIVING'] as const).map(
        (side) =>
          html`<label
            ><input
              type="radio"
              name="side"
              .checked=${live(m.lock === side)}
              @change=${() => m.onLock(side)}
            />${side === 'SENDING'
              ? t.term('sendSideSending', m.sending)
              : t.term('sendSideReceiving', m.receiving)}</label
          >`,
      )}
    </fieldset>
    <div class="field">
      <label for="amount">${t.term('sendAmountLabel')}</label>
      <input
        id="amount"
        part="amount"
        type="text"
        inputmode="decimal"
        autocomplete="off"
        ?disabled=${busy}
        aria-invalid=${m.invalid ? 'true' : 'false'}
        aria-describedby="problem"
        .value=${live(m.amount)}
        @input=${(e: Event) => m.onAmount((e.target as HTMLInputElement).value)}
      />
    </div>
    ${m.step === 'form' || m.step === 'quoting'
      ? button(
          'quote-button',
          m.step === 'quoting' ? t.term('sendQuoting') : t.term('sendQuoteButton'),
          undefined,
          { kind: 'primary', type: 'submit', disabled: busy },
        )
      : nothing}
  </form>`;
}

/** The payment followed: its status while it moves, then completed or failed with the reason in words. */
export function outcomeView(
  t: LocalizeController,
  tx: TransactionLike | undefined,
  quote: SendQuoteLike | undefined,
  payee: PayeeLike | undefined,
  following: boolean,
  another: () => void,
): unknown {
  if (following || !tx) {
    const status = tx ? statusWords(t, tx).status : t.term('transactionStatus', 'PROCESSING');
    return html`<p part="outcome" data-outcome="following">${t.term('sendFollowing', status)}</p>`;
  }
  const completed = tx.status === 'COMPLETED';
  const received =
    tx.receivedAmount ?? (quote && { amount: quote.totalReceivingAmount, currency: quote.receivingCurrency });
  const { status, reason } = statusWords(t, tx);
  const text = completed
    ? t.term(
        'sendCompleted',
        received ? formatMinorUnits(received.amount, received.currency, t.lang) : '',
        payeeWords(t, payee),
      )
    : t.term('sendFailed', status, reason ?? t.term('transactionFailure', ''));
  return html`<p part="outcome" data-outcome=${completed ? 'completed' : 'failed'}>${text}</p>
    ${button('another-button', t.term('sendAnother'), another)}`;
}
