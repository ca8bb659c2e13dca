/**
 * `@keyhold/locales`: every sentence Keyhold shows, one folder per language (`@keyhold/locales/<lang>/…`),
 * shared by `@keyhold/elements` and the vault frame so an approval reads the same in both; the list of
 * shipped languages; and the one way each language writes its numbers.
 * @packageDocumentation
 */
export type * from './types.js';
export type { DeveloperErrorCode, ElementErrorCode, PersonErrorCode } from './error-codes.js';
export {
  LANGUAGES,
  SHIPPED,
  dirOf,
  languageOf,
  primaryOf,
  shippedLanguage,
  type Language,
  type LanguageCode,
} from './languages.js';
export { LANGUAGE_NAMES } from './names.js';
export { formatDateIn, formatNumber, inWords, localeFor, minutesSeconds } from './format.js';
