import { html, nothing } from 'lit';
import { button } from '../shared/button.js';
import type { LocalizeController } from '../shared/localize.js';
import { formatMinorUnits, formatRate } from '../shared/money.js';
import type { SendQuoteLike } from './send-wallet.js';

/**
 * The quote in words: what leaves the wallet, the fees in it, what the payee receives, the rate as a
 * person reads it (one unit of what they receive, in what they send: §2.8's `exchangeRate`), and the time
 * left on the service's clock.
 */
export function quoteView(
  t: LocalizeController,
  quote: SendQuoteLike,
  secondsLeft: number,
  actions: { send: () => void; change: () => void; busy: boolean },
): unknown {
  const lang = t.lang;
  const sent = formatMinorUnits(quote.totalSendingAmount, quote.sendingCurrency, lang);
  const rate =
    quote.exchangeRate > 0
      ? t.term(
          'sendRate',
          quote.receivingCurrency.code,
          formatRate(quote.exchangeRate, lang),
          quote.sendingCurrency.code,
        )
      : undefined;
  const minutes = Math.floor(secondsLeft / 60);
  return html`<dl part="quote">
      <dt>${t.term('sendYouSend')}</dt>
      <dd part="quote-sent">${sent}</dd>
      <dt>${t.term('sendFees')}</dt>
      <dd>${formatMinorUnits(quote.feesIncluded ?? 0, quote.sendingCurrency, lang)}</dd>
      <dt>${t.term('sendTheyReceive')}</dt>
      <dd part="quote-received">
        ${formatMinorUnits(quote.totalReceivingAmount, quote.receivingCurrency, lang)}
      </dd>
      ${rate
        ? html`<dt>${t.term('sendRateLabel')}</dt>
            <dd part="quote-rate"><bdi>${rate}</bdi></dd>`
        : nothing}
      <dt>${t.term('sendTimeLeftLabel')}</dt>
      <dd part="countdown"><span role="timer">${t.term('sendTimeLeft', minutes, secondsLeft % 60)}</span></dd>
    </dl>
    <div class="actions">
      ${button('send-button', t.term('sendButton', sent), actions.send, {
        kind: 'primary',
        disabled: actions.busy,
      })}
      ${button('change-button', t.term('sendChange'), actions.change, { disabled: actions.busy })}
    </div>`;
}
