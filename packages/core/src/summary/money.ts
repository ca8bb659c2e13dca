/** A currency as the service describes it (`Quote.sendingCurrency`): `decimals` is its minor-unit exponent. */
export interface CurrencyLike {
  code: string;
  decimals?: number | undefined;
}

/** Minor-unit exponents of currencies Intl does not know (crypto, stablecoins). */
const KNOWN_DECIMALS: Record<string, number> = { BTC: 8, SAT: 0, USDC: 6, USDT: 6, ETH: 18 };

/** The minor-unit exponent of a currency: the service's `decimals`, else ISO 4217 via Intl, else 2. */
export function currencyDecimals(currency: CurrencyLike): number {
  if (typeof currency.decimals === 'number' && currency.decimals >= 0) return currency.decimals;
  const known = KNOWN_DECIMALS[currency.code.toUpperCase()];
  if (known !== undefined) return known;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency.code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount given in minor units (cents), shown in the currency's units in `lang`: 1000 USD → "$10.00",
 * 893 EUR in French → "8,93 €". Exact for integers: the minor units are split as digits, not divided.
 */
export function formatMinorUnits(amount: number, currency: CurrencyLike, lang: string): string {
  const decimals = currencyDecimals(currency);
  const negative = amount < 0;
  const digits = Math.abs(Math.trunc(amount))
    .toString()
    .padStart(decimals + 1, '0');
  const major = `${negative ? '-' : ''}${digits.slice(0, digits.length - decimals)}${
    decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''
  }`;
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  };
  try {
    // `format` takes a decimal string exactly (no float rounding) in current engines.
    return new Intl.NumberFormat(lang, { ...options, style: 'currency', currency: currency.code }).format(
      major as unknown as number,
    );
  } catch {
    try {
      return `${new Intl.NumberFormat(lang, options).format(major as unknown as number)} ${currency.code}`;
    } catch {
      return `${major} ${currency.code}`;
    }
  }
}

/** A rate as a plain number in `lang`, with up to 6 significant decimals. */
export function formatRate(rate: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { maximumFractionDigits: 6 }).format(rate);
  } catch {
    return String(rate);
  }
}
