/**
 * The languages Keyhold ships, in one list: the vault's reduction of a page's `lang`, the elements, the
 * demo's language switch, the docs and the catalogue check read it.
 *
 * Adding a language: its folder `src/<code>/` (every key of English, checked by `npm test`) and its code
 * in `SHIPPED`. A language of `LANGUAGES` not yet in `SHIPPED` reads in English.
 */

/**
 * One language: its code (BCP 47 primary subtag), direction and numbering system. Its name in itself is in
 * `LANGUAGE_NAMES` (`./names.ts`), apart so the elements' number formatting does not carry twelve names.
 */
export interface Language {
  readonly code: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * The one numbering system of every number on its screens (`Intl`'s `-u-nu-`): amounts, countdowns,
   * counts, dates and relative times. Why each was chosen: the package README ("Digits").
   */
  readonly numbering: string;
}

/** The twelve languages Keyhold is written for, English first. */
export const LANGUAGES = [
  { code: 'en', dir: 'ltr', numbering: 'latn' },
  { code: 'fr', dir: 'ltr', numbering: 'latn' },
  { code: 'ar', dir: 'rtl', numbering: 'latn' },
  { code: 'es', dir: 'ltr', numbering: 'latn' },
  { code: 'pt', dir: 'ltr', numbering: 'latn' },
  { code: 'it', dir: 'ltr', numbering: 'latn' },
  { code: 'de', dir: 'ltr', numbering: 'latn' },
  { code: 'ja', dir: 'ltr', numbering: 'latn' },
  { code: 'zh', dir: 'ltr', numbering: 'latn' },
  { code: 'ko', dir: 'ltr', numbering: 'latn' },
  { code: 'hi', dir: 'ltr', numbering: 'latn' },
  { code: 'he', dir: 'rtl', numbering: 'latn' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * The languages whose catalogue is here (`src/<code>/`): the one list a new language is added to. The
 * check (`test/catalogues.test.ts`) fails when a listed language has no folder or misses a key, and when
 * a folder is not listed.
 */
export const SHIPPED: readonly LanguageCode[] = [
  'en',
  'fr',
  'ar',
  'es',
  'pt',
  'it',
  'de',
  'ja',
  'zh',
  'ko',
  'hi',
  'he',
];

/** The primary subtag of a BCP 47 tag, lower case (`pt-BR` → `pt`). */
export function primaryOf(lang: string): string {
  return lang.toLowerCase().split('-')[0] ?? '';
}

/** The language of `lang` (`ar-EG` → Arabic) when it is one of `LANGUAGES`. */
export function languageOf(lang: string): Language | undefined {
  const code = primaryOf(lang);
  return LANGUAGES.find((l) => l.code === code);
}

/**
 * One of the shipped languages for a page's `lang`: its primary subtag when shipped, English otherwise.
 * Extensions, scripts and regions are dropped (`en-u-nu-thai` would print amounts in Thai digits).
 */
export function shippedLanguage(lang: unknown): LanguageCode {
  const code = typeof lang === 'string' ? primaryOf(lang) : '';
  return SHIPPED.find((c) => c === code) ?? 'en';
}

/** The direction of `lang`: `rtl` for Arabic and Hebrew, `ltr` for any other. */
export function dirOf(lang: string): 'ltr' | 'rtl' {
  return languageOf(lang)?.dir ?? 'ltr';
}
