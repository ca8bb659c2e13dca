import { localeFor } from '@keyhold/locales';
import {
  formatMinorUnits as formatMinorUnitsIn,
  formatRate as formatRateIn,
  type CurrencyLike,
} from '@keyhold/core/summary';

// Seconds to wait from an error's `retryAfter`: the core reads `Retry-After` once, for every layer.
export { retryAfterSeconds } from '@keyhold/core/protocol';
// The money formatting lives once in the core (the vault frame summarises amounts with it too); the
// elements give it the language's one numbering system (`localeFor`, @keyhold/locales).
export { currencyDecimals, parseAmount, type CurrencyLike } from '@keyhold/core/summary';

/** An amount in the currency's smallest unit, in `lang`'s words and digits ("$1,234.56", "1 234,56 €"). */
export function formatMinorUnits(amount: number, currency: CurrencyLike, lang: string): string {
  return formatMinorUnitsIn(amount, currency, localeFor(lang));
}

/** An exchange rate in `lang`'s digits. */
export function formatRate(rate: number, lang: string): string {
  return formatRateIn(rate, localeFor(lang));
}
