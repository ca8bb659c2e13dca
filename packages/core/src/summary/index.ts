/**
 * `@keyhold/core/summary`: pure helpers that put a signed request in words (read a `payloadToSign`, format
 * amounts given in minor units). Shared by `@keyhold/elements` and the vault frame.
 * @packageDocumentation
 */
export {
  currencyDecimals,
  formatMinorUnits,
  formatRate,
  parseAmount,
  type CurrencyLike,
  type ParsedAmount,
} from './money.js';
export {
  publicKeysIn,
  quoteFromPayload,
  readSignedPayload,
  type PayloadQuote,
  type SignedPayload,
} from './payload.js';
export { hasInvisibles, showInvisibles } from '@keyhold/protocol';
