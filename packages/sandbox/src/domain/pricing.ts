/**
 * Prices: the deterministic `usdPerUnit` table; cross-currency quotes pay a fixed fee of USD 0.30
 * (converted to the sending currency) plus 0.5 % of the amount sent, both in `feesIncluded`.
 * `exchangeRate` is sending-currency units per receiving-currency unit (§2.8).
 */
import { currencyObject, usdPerUnit } from '../currencies.js';
import { badRequest } from '../errors.js';
import { convertAmount } from './ledger.js';

/** Fee schedule of cross-currency quotes. */
export const FEES = { fixedUsdCents: 30, variableRate: 0.005 } as const;

/** Sending-currency units per receiving-currency unit (major units). */
export function exchangeRate(sending: string, receiving: string): number {
  if (sending === receiving) return 1;
  const s = usdPerUnit[sending];
  const r = usdPerUnit[receiving];
  if (s === undefined || r === undefined)
    throw badRequest('UNSUPPORTED_CURRENCY_PAIR', `No rate from ${sending} to ${receiving}.`);
  return Number((r / s).toPrecision(8));
}

export function railFor(accountType: string): string | undefined {
  return (
    {
      USD_ACCOUNT: 'ACH',
      AED_ACCOUNT: 'SWIFT',
      EUR_ACCOUNT: 'SEPA',
      BRL_ACCOUNT: 'PIX',
      MXN_ACCOUNT: 'SPEI',
      SPARK_WALLET: 'SPARK',
    } as Record<string, string>
  )[accountType];
}

/** Prices a quote: totals, fees and rate details. */
export function price(sending: string, receiving: string, side: 'SENDING' | 'RECEIVING', amount: number) {
  const rate = exchangeRate(sending, receiving);
  const sDec = currencyObject(sending).decimals;
  const rDec = currencyObject(receiving).decimals;
  // Sending minor units per receiving minor unit, from the unrounded table (exact for the tests).
  const exact = sending === receiving ? 1 : usdPerUnit[receiving]! / usdPerUnit[sending]!;
  const factor = exact * 10 ** (sDec - rDec);
  const cross = sending !== receiving;
  const fixed = cross ? convertAmount(FEES.fixedUsdCents, 'USD', sending) : 0;
  const varRate = cross ? FEES.variableRate : 0;
  let totalSending: number;
  let totalReceiving: number;
  let variable: number;
  if (side === 'SENDING') {
    totalSending = amount;
    variable = Math.ceil(amount * varRate);
    totalReceiving = Math.floor((amount - fixed - variable) / factor + 1e-6);
  } else {
    totalReceiving = amount;
    const base = Math.ceil(amount * factor - 1e-6);
    variable = Math.ceil(base * varRate);
    totalSending = base + fixed + variable;
  }
  return {
    rate,
    totalSending,
    totalReceiving,
    fees: fixed + variable,
    rateDetails: {
      counterpartyMultiplier: 1,
      counterpartyFixedFee: 0,
      serviceApiMultiplier: Number((1 / rate).toPrecision(8)),
      serviceApiFixedFee: fixed,
      serviceApiVariableFeeRate: varRate,
      serviceApiVariableFeeAmount: variable,
    },
  };
}
