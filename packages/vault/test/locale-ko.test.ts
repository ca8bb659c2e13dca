import { describe, expect, it } from 'vitest';
import { copyFor, inWords, signInCopyFor, windowCopyFor } from '../src/copy.js';
import { vault, signIn, window } from '@keyhold/locales/ko/vault';

// The vault frame's Korean: every term English has, each in Korean (Hangul, never the English sentence).

const SCRIPT = /[\uAC00-\uD7A3]/;

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

describe('the vault frame in Korean (ko)', () => {
  for (const [name, ko, en] of [
    ['approval and export views', vault, copyFor('en')],
    ['sign-in view', signIn, signInCopyFor('en')],
    ['approval window', window, windowCopyFor('en')],
  ] as const) {
    it(`the ${name}: every English term, each in Korean`, () => {
      expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
      const words = said(ko);
      const english = said(en);
      for (const [key, text] of Object.entries(words)) {
        expect(kinds(ko)[key], key).toBe(kinds(en)[key]);
        expect(text, key).toMatch(SCRIPT);
        expect(text, key).not.toBe(english[key]);
      }
    });
  }

  it('reads a time left in Korean words and a count in the page’s digits', () => {
    expect(vault.expiresIn(inWords(240_000, 'ko'))).toBe('이 요청은 4분 후 만료돼요.');
    expect(signIn.waitBeforeResend(1500)).toBe('새 코드를 요청하려면 1,500초 기다려 주세요.');
  });
});
