import { localeFor } from '@keyhold/locales';

/**
 * Times as people read them, on the service's clock. The service stamps every time it returns
 * (`createdAt`, `expiresAt`) with its own clock, which may differ from this device's (a sandbox whose clock
 * was advanced, a device clock that is off). A wallet that knows the service's clock (`serviceNow()`, the
 * core's `Wallet`) lets every element say "in 4 minutes" / "2 minutes ago" against it, in one format, and in the language's one numbering system (`localeFor`).
 */

/** Anything that may know the service's current time (the core's `Wallet`). */
export interface ServiceClockSource {
  /** The service's current time in epoch milliseconds, as far as the wallet knows it. */
  serviceNow?(): number;
}

/** The service's current time from `source`, else this device's. */
export function serviceNow(source: ServiceClockSource | null | undefined): number {
  const now = source?.serviceNow?.();
  return typeof now === 'number' && Number.isFinite(now) ? now : Date.now();
}

/** Milliseconds from the service's now to `iso` (negative in the past); NaN when unparseable. */
export function msFromServiceNow(iso: string, source: ServiceClockSource | null | undefined): number {
  return Date.parse(iso) - serviceNow(source);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "in 5 minutes", "2 hours ago", "now": the distance from the service's now to `iso`, in `lang`. A past
 * time under a minute ago reads as now (the clocks are only known to a few seconds); a future one in
 * seconds ("in 55 seconds"), since "ends now" would be false while time is left. An unparseable time
 * gives ''.
 */
export function formatRelative(iso: string, lang: string, source?: ServiceClockSource | null): string {
  const ms = msFromServiceNow(iso, source);
  if (Number.isNaN(ms)) return '';
  const seconds = Math.round(ms / 1000);
  let rtf: Intl.RelativeTimeFormat;
  try {
    rtf = new Intl.RelativeTimeFormat(localeFor(lang), { numeric: 'auto' });
  } catch {
    rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(seconds > 5 ? seconds : 0, 'second');
}

/**
 * The absolute time for a tooltip or a `<time>`'s title: the service's time shifted onto this device's
 * clock, so it matches the device's own clock display.
 */
export function formatAbsolute(iso: string, lang: string, source?: ServiceClockSource | null): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const local = new Date(at - (serviceNow(source) - Date.now()));
  try {
    return new Intl.DateTimeFormat(localeFor(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
      local,
    );
  } catch {
    return local.toISOString();
  }
}

/** A service time as a deadline on this device's clock (for a countdown). */
export function localDeadline(iso: string, source?: ServiceClockSource | null): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return Date.now();
  return Date.now() + (at - serviceNow(source));
}
