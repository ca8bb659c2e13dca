/**
 * The catalogue types and the English terms the components fall back to. Every sentence lives in
 * `@keyhold/locales` (one folder per language, shared with the vault frame); this module re-exports
 * what the components read.
 */
export type {
  ApprovalTermKey,
  CompleteCopy,
  Copy,
  KnownErrorCode,
  SignOutOthersTermKey,
} from '@keyhold/locales';
export { formatDateIn, minutesSeconds } from '@keyhold/locales';
export { enTerms, typeNames, withArticle } from '@keyhold/locales/en/terms';
