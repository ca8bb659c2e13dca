import { describe, expect, it } from 'vitest';
import { copyFor, inWords, signInCopyFor, windowCopyFor } from '../src/copy.js';
import { vault, signIn, window } from '@keyhold/locales/he/vault';

// The vault frame's Hebrew: every term English has, each in Hebrew (never the English sentence).

const SCRIPT = /[\u05D0-\u05EA]/;

/** Each term as a person reads it: a string, or a function given a sample argument. */
function said(copy: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(copy).map(([key, term]) => [
      key,
      typeof term === 'function'
        ? (term as (a: unknown) => string)(key === 'waitBeforeResend' ? 30 : 'x')
        : term,
    ]),
  );
}

/** Whether each term is a string or a function. */
const kinds = (copy: object): Record<string, string> =>
  Object.fromEntries(Object.entries(copy).map(([key, term]) => [key, typeof term]));

describe('the vault frame in Hebrew (he)', () => {
  for (const [name, he, en] of [
    ['approval and export views', vault, copyFor('en')],
    ['sign-in view', signIn, signInCopyFor('en')],
    ['approval window', window, windowCopyFor('en')],
  ] as const) {
    it(`the ${name}: every English term, each in Hebrew`, () => {
      expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
      const words = said(he);
      const english = said(en);
      for (const [key, text] of Object.entries(words)) {
        expect(kinds(he)[key], key).toBe(kinds(en)[key]);
        expect(text, key).toMatch(SCRIPT);
        expect(text, key).not.toBe(english[key]);
      }
    });
  }

  it('reads a time left in Hebrew words and a count in the page’s digits', () => {
    expect(vault.expiresIn(inWords(240_000, 'he'))).toBe('תוקף הבקשה יפוג בעוד 4 דקות.');
    expect(signIn.waitBeforeResend(1)).toBe('יש להמתין שנייה אחת לפני שמבקשים קוד חדש.');
    expect(signIn.waitBeforeResend(1500)).toBe('יש להמתין 1,500 שניות לפני שמבקשים קוד חדש.');
    expect(signIn.codeSentTo('user@example.com')).toBe(
      'שלחנו קוד בן 6 ספרות אל \u2068user@example.com\u2069.',
    );
  });
});
