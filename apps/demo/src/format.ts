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

/** Seconds left until an ISO instant as "m:ss" ("0:00" once past). */
export function countdown(iso: string, now = Date.now()): string {
  const left = Math.max(0, Math.round((new Date(iso).getTime() - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** A user-entered decimal amount ("12.5") in minor units, or null when it is not a positive amount. */
export function toMinorUnits(text: string, decimals = 2): number | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const minor = Math.round(Number(text) * 10 ** decimals);
  return minor > 0 ? minor : null;
}
