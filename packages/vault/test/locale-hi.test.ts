import { describe, expect, it } from 'vitest';
import { copyFor, inWords, signInCopyFor, windowCopyFor } from '../src/copy.js';
import { vault, signIn, window } from '@keyhold/locales/hi/vault';

// The vault frame's Hindi: every term English has, each in Hindi (Devanagari, never the English sentence).

const SCRIPT = /[\u0900-\u097F]/;

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

describe('the vault frame in Hindi (hi)', () => {
  for (const [name, hi, en] of [
    ['approval and export views', vault, copyFor('en')],
    ['sign-in view', signIn, signInCopyFor('en')],
    ['approval window', window, windowCopyFor('en')],
  ] as const) {
    it(`the ${name}: every English term, each in Hindi`, () => {
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      const words = said(hi);
      const english = said(en);
      for (const [key, text] of Object.entries(words)) {
        expect(kinds(hi)[key], key).toBe(kinds(en)[key]);
        expect(text, key).toMatch(SCRIPT);
        expect(text, key).not.toBe(english[key]);
      }
    });
  }

  it('reads a time left in Hindi words and a count in the page’s digits', () => {
    expect(vault.expiresIn(inWords(240_000, 'hi'))).toBe('इस अनुरोध की समय-सीमा 4 मिनट में खत्म होगी।');
    expect(signIn.waitBeforeResend(150000)).toBe('नया कोड मांगने से पहले 1,50,000 सेकंड रुकें।');
  });
});
