import type { LanguageCode } from './languages.js';

/**
 * Each language of `LANGUAGES` in itself (what a language switch shows). Typed over every code, so a
 * language added to the list without its name does not compile.
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  es: 'Español',
  pt: 'Português (Brasil)',
  it: 'Italiano',
  de: 'Deutsch',
  ja: '日本語',
  zh: '中文（简体）',
  ko: '한국어',
  hi: 'हिन्दी',
  he: 'עברית',
};
