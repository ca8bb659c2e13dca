// Small formatting helpers for the explorer's own panels (the elements format their own copy).

/** Minor units to a localised amount, e.g. 1000 USD (2 decimals) → "$10.00". */
export function formatMoney(amount: number, currency: { code: string; decimals: number }): string {
  const value = amount / 10 ** currency.decimals;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.code }).format(value);
  } catch {
    return `${value.toFixed(currency.decimals)} ${currency.code}`;
  }
}

/** "14:05:09" style local time of an ISO instant. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString('en-GB');
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
