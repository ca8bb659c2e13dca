// The money formatting lives once in the core (the vault frame summarises amounts with it too).
export {
  currencyDecimals,
  formatMinorUnits,
  formatRate,
  parseAmount,
  type CurrencyLike,
} from '@keyhold/core/summary';
