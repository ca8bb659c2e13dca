/** Currency objects (`{code, name, symbol, decimals}`) the sandbox knows. */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

const table: Currency[] = [
  { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2 },
  { code: 'MXN', name: 'Mexican Peso', symbol: '$', decimals: 2 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', decimals: 2 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', decimals: 2 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: '$', decimals: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', decimals: 2 },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', decimals: 2 },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2 },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', decimals: 8 },
  { code: 'USDC', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
];

/** The currencies the sandbox knows, by ISO 4217 code. */
export const currencies: ReadonlyMap<string, Currency> = new Map(table.map((c) => [c.code, c]));

export function isCurrencyCode(code: unknown): code is string {
  return typeof code === 'string' && currencies.has(code);
}

/** The wire currency object of a code (code, name, symbol, decimals). */
export function currencyObject(code: string): Currency {
  const found = currencies.get(code);
  if (found) return { ...found };
  return { code, name: code, symbol: code, decimals: 2 };
}

/** USD value of one unit (major) of each currency; a deterministic table for sandbox quotes. */
export const usdPerUnit: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  MXN: 0.058,
  BRL: 0.2,
  AED: 0.2723,
  CAD: 0.73,
  INR: 0.012,
  NGN: 0.00065,
  PHP: 0.0175,
  BTC: 60000,
  USDC: 1,
};
