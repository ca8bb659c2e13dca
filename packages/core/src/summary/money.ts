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

/** A typed amount in the currency's smallest unit, or why it is not one (`format`, `precision`, `zero`, `large`). */
export type ParsedAmount =
  | { ok: true; amount: number }
  | { ok: false; problem: 'format' | 'precision' | 'zero' | 'large' };

/** `text` as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The decimal and group separators of `lang` ('.' and ',' when Intl does not know it). */
function separators(lang: string): { decimal: string; group: string } {
  try {
    const parts = new Intl.NumberFormat(lang).formatToParts(12345.6);
    return {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
  } catch {
    return { decimal: '.', group: ',' };
  }
}

/**
 * A person's amount as they type it in `lang` ("1,000.50", "1 000,50", "١٠٫٥") in the smallest unit of
 * `currency`. Arabic-Indic digits and separators are read; a '.' also counts as the decimal point where
 * the language writes ',' and the text has no ','. More decimals than the currency has are refused,
 * never rounded ("10.999" is not $11.00); so are zero and amounts beyond the service's maximum.
 */
export function parseAmount(text: string, currency: CurrencyLike, lang: string): ParsedAmount {
  const { decimal, group } = separators(lang);
  let s = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, decimal === '\u066b' ? decimal : '.')
    .replace(/[\s\u00a0\u202f\u066c]/g, '');
  if (decimal !== '.' && !s.includes(decimal) && /^\d+\.\d+$/.test(s)) s = s.replace('.', decimal);
  const d = escape(decimal);
  const g = escape(group.trim() === '' ? '\u00a0' : group);
  // Group separators only between groups of three ("1,000"), so "10,5" in English is not 105.
  const match = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$`).exec(s);
  if (!match) return { ok: false, problem: 'format' };
  const whole = match[1]!.split(group).join('');
  const decimals = currencyDecimals(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, problem: 'precision' };
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor === 0n) return { ok: false, problem: 'zero' };
  // The service's maximum (§4.2 lockedCurrencyAmount), also below Number.MAX_SAFE_INTEGER.
  if (minor > 9_000_000_000_000_000n) return { ok: false, problem: 'large' };
  return { ok: true, amount: Number(minor) };
}
