import { quoteFromPayload as readQuote, showInvisibles } from '@keyhold/core/summary';
import { html, nothing, type TemplateResult } from 'lit';
import type { LocalizeController } from '../shared/localize.js';
import { formatMinorUnits, formatRate, type CurrencyLike } from '../shared/money.js';
import { formatAbsolute, formatRelative, type ServiceClockSource } from '../shared/time.js';
import type { QuoteLike } from '../shared/wallet.js';

export type { QuoteLike } from '../shared/wallet.js';

function currencyOf(value: CurrencyLike | string | undefined): CurrencyLike | undefined {
  if (typeof value === 'string') return { code: value };
  return value && typeof value.code === 'string' ? value : undefined;
}

/** The quote fields the signed payload itself carries (`parameters` of an EXECUTE_QUOTE payload). */
export function quoteFromPayload(payloadToSign: string): QuoteLike | undefined {
  const quote = readQuote(payloadToSign);
  if (!quote) return undefined;
  const { description: _description, ...fields } = quote;
  return fields;
}

/** "••••1234": the last four characters of an account number, the rest hidden. */
export function maskTail(value: string): string {
  const tail = value.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return `••••${tail}`;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The number fields of the service's account variants (§2.7), in order of preference. */
const NUMBER_FIELDS = ['accountNumber', 'iban', 'clabe', 'pixKey', 'address'];

/**
 * The destination in words: an UMA address as is; an account by its type and masked number when known,
 * else as the payee's account. The internal `accountId` is never shown (its tail means nothing to anyone).
 */
function destinationText(t: LocalizeController, quote: QuoteLike): string | undefined {
  const d = quote.destination;
  if (!d) return undefined;
  const uma = text(d.umaAddress);
  if (uma !== undefined) return showInvisibles(uma);
  const own = d as Record<string, unknown>;
  const info = (d.accountInfo && typeof d.accountInfo === 'object' ? d.accountInfo : {}) as Record<
    string,
    unknown
  >;
  const accountType = text(info['accountType']) ?? text(d.accountType);
  const number = NUMBER_FIELDS.map((k) => text(info[k]) ?? text(own[k])).find((v) => v !== undefined);
  return t.term('quoteDestinationAccount', accountType, number === undefined ? undefined : maskTail(number));
}

/**
 * What an EXECUTE_QUOTE moves, in words: both amounts in their currencies with their decimals, the rate
 * with its direction, the fees, the destination (masked) and the quote's expiry on the service's clock.
 */
export function renderQuoteSummary(
  t: LocalizeController,
  quote: QuoteLike,
  clock: ServiceClockSource | undefined,
): TemplateResult | typeof nothing {
  const sending = currencyOf(quote.sendingCurrency);
  const receiving = currencyOf(quote.receivingCurrency);
  const lang = t.lang;
  const rows: [string, string, string][] = [];
  if (sending && typeof quote.totalSendingAmount === 'number')
    rows.push(['send', t.term('quoteSend'), formatMinorUnits(quote.totalSendingAmount, sending, lang)]);
  if (receiving && typeof quote.totalReceivingAmount === 'number')
    rows.push([
      'receive',
      t.term('quoteReceive'),
      formatMinorUnits(quote.totalReceivingAmount, receiving, lang),
    ]);
  if (sending && receiving && typeof quote.exchangeRate === 'number' && quote.exchangeRate > 0)
    rows.push([
      'rate',
      t.term('quoteRateLabel'),
      t.term('quoteRate', receiving.code, formatRate(quote.exchangeRate, lang), sending.code),
    ]);
  if (sending && typeof quote.feesIncluded === 'number')
    rows.push(['fees', t.term('quoteFees'), formatMinorUnits(quote.feesIncluded, sending, lang)]);
  const to = destinationText(t, quote);
  if (to !== undefined) rows.push(['destination', t.term('quoteDestination'), to]);
  if (typeof quote.expiresAt === 'string')
    rows.push([
      'expires',
      t.term('quoteExpires'),
      `${formatRelative(quote.expiresAt, lang, clock)} (${formatAbsolute(quote.expiresAt, lang, clock)})`,
    ]);
  if (rows.length === 0) return nothing;
  return html`<dl class="summary" part="summary">
    ${rows.map(
      ([key, label, value]) =>
        html`<div data-field=${key}>
          <dt>${label}</dt>
          <dd>${value}</dd>
        </div>`,
    )}
  </dl>`;
}
