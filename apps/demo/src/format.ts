// Small formatting helpers for the explorer's own panels (the elements format their own copy).

/** A currency as the service sends it. */
export interface CurrencyInfo {
  code: string;
  decimals: number;
}

/** Minor units to a localised amount with the currency's own decimals, e.g. 1000 USD → "$10.00". */
export function formatMoney(amount: number, currency: CurrencyInfo, lang = 'en'): string {
  const value = amount / 10 ** currency.decimals;
  const digits = { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals };
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.code, ...digits }).format(
      value,
    );
  } catch {
    return `${new Intl.NumberFormat(lang, digits).format(value)} ${currency.code}`;
  }
}

/** "14:05:09" style local time of an ISO instant. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString('en-GB');
}

/** "23 Nov, 14:05" style date and time of an ISO instant. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/**
 * The rate with its direction. The service's `exchangeRate` is sending-currency units per receiving-currency
 * unit, so it reads "1 EUR = 1.12 USD" for a USD → EUR quote.
 */
export function rateWords(rate: number, sending: string, receiving: string, lang = 'en'): string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 6 }).format(rate);
  return `1 ${receiving} = ${number} ${sending}`;
}
