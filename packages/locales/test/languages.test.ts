import { describe, expect, it } from 'vitest';
import { formatDateIn, formatNumber, inWords, localeFor, minutesSeconds } from '../src/format.js';
import { LANGUAGES, SHIPPED, dirOf, shippedLanguage } from '../src/languages.js';

const LATIN = /^[^\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]*$/u;

describe('the list of languages', () => {
  it('reduces a page’s lang to a shipped language: its primary subtag, English otherwise', () => {
    expect(shippedLanguage('ar-EG')).toBe('ar');
    expect(shippedLanguage('FR-ca')).toBe('fr');
    expect(shippedLanguage('en-u-nu-thai')).toBe('en');
    expect(shippedLanguage(42)).toBe('en');
    const pending = LANGUAGES.find((l) => !(SHIPPED as readonly string[]).includes(l.code));
    if (pending) expect(shippedLanguage(pending.code)).toBe('en');
  });

  it('gives right to left for Arabic and Hebrew, from the list, and left to right for any other', () => {
    expect(dirOf('ar-EG')).toBe('rtl');
    expect(dirOf('he')).toBe('rtl');
    expect(dirOf('de-CH')).toBe('ltr');
    expect(dirOf('xx')).toBe('ltr');
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'he']);
  });
});

describe('numbers in a language’s one numbering system', () => {
  it('puts the language’s numbering system on the tag, over one the page asked for', () => {
    expect(localeFor('ar')).toBe('ar-u-nu-latn');
    expect(localeFor('ar-EG-u-nu-arab')).toBe('ar-EG-u-nu-latn');
    expect(localeFor('not a tag')).toBe('en-u-nu-latn');
  });

  it('writes Arabic amounts, counts, countdowns, dates and relative times in the same digits', () => {
    for (const lang of ['ar', 'ar-EG', 'ar-u-nu-arab']) {
      const written = [
        formatNumber(1234.5, lang),
        minutesSeconds(125, lang),
        formatDateIn('2026-12-07T10:05:00Z', lang),
        inWords(4 * 60_000, lang),
        new Intl.NumberFormat(localeFor(lang), { style: 'currency', currency: 'USD' }).format(12.5),
      ];
      for (const text of written) expect(text, `${lang}: ${text}`).toMatch(LATIN);
      expect(minutesSeconds(125, lang)).toBe('2:05');
    }
  });
});
