import { languageOf } from './languages.js';

/**
 * Numbers, dates and times in a language's one numbering system. Every number a screen shows (amounts,
 * countdowns, counts, dates, relative times) goes through `localeFor()`: the language's tag with its
 * numbering system (`-u-nu-…`) from `LANGUAGES`, so an engine whose default for the language differs
 * (Arabic is `arab` in some engines, `latn` in others) and an extension the page wrote (`ar-u-nu-arab`)
 * never mix two digit scripts on one screen.
 */

/** The tag to give `Intl` for `lang`: its language and region, with the language's numbering system. */
export function localeFor(lang: string): string {
  const tag = `${lang.split('-u-')[0]}-u-nu-${languageOf(lang)?.numbering ?? 'latn'}`;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return 'en-u-nu-latn';
  }
}

/** A number (a count, a length) in `lang`'s numbering system: `formatNumber(6, 'ar')` is "6". */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeFor(lang), options).format(value);
}

/** `m:ss` for a countdown, in `lang`'s digits (shared by the built-in catalogues). */
export function minutesSeconds(seconds: number, lang = 'en'): string {
  const s = Math.max(0, Math.ceil(seconds));
  const two = formatNumber(s % 60, lang, { minimumIntegerDigits: 2, useGrouping: false });
  return `${formatNumber(Math.floor(s / 60), lang, { useGrouping: false })}:${two}`;
}

/** Dates in the reader's language and its digits (shared by the built-in catalogues). */
export function formatDateIn(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(localeFor(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** "in 4 minutes" / "dans 4 minutes" / "خلال 4 دقائق", from milliseconds left (the vault's countdown). */
export function inWords(msLeft: number, lang: string): string {
  const seconds = Math.max(0, Math.round(msLeft / 1000));
  const rtf = new Intl.RelativeTimeFormat(localeFor(lang), { numeric: 'auto' });
  if (seconds < 90) return rtf.format(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return rtf.format(minutes, 'minute');
  return rtf.format(Math.round(minutes / 60), 'hour');
}
