/**
 * Exchange rates (`GET /exchange-rates`, the service's published `ExchangeRate`): the corridors between
 * the platform's supported currencies, priced by the same table and fees as quotes (`pricing.ts`), so a
 * SENDING-locked quote for `sendingAmount` receives exactly `receivingAmount`.
 */
import type { SandboxContext } from '../host/context.js';
import { currencyObject } from '../currencies.js';
import { platformConfig } from './platform-config.js';
import { price } from './pricing.js';

/** The published default when no `sendingAmount` is given (smallest unit of the source currency). */
export const DEFAULT_SENDING_AMOUNT = 10_000;

/** The rail a corridor pays out on, by destination currency. */
const RAILS: Record<string, string> = {
  USD: 'ACH',
  EUR: 'SEPA_INSTANT',
  GBP: 'FASTER_PAYMENTS',
  MXN: 'SPEI',
  BRL: 'PIX',
  AED: 'SWIFT',
  CAD: 'BANK_TRANSFER',
  INR: 'UPI',
  NGN: 'BANK_TRANSFER',
  PHP: 'INSTAPAY',
  BTC: 'BANK_TRANSFER',
  USDC: 'BANK_TRANSFER',
};

export interface RateQuery {
  sourceCurrency?: string;
  destinationCurrencies: string[];
  sendingAmount: number;
}

export function exchangeRates(sandbox: SandboxContext, query: RateQuery): Array<Record<string, unknown>> {
  const supported = platformConfig(sandbox).supportedCurrencies;
  const sources = supported.filter(
    (c) => query.sourceCurrency === undefined || c.currencyCode === query.sourceCurrency,
  );
  const destinations = supported
    .map((c) => c.currencyCode)
    .filter((code) => query.destinationCurrencies.length === 0 || query.destinationCurrencies.includes(code));
  const updatedAt = sandbox.nowIso();
  const out: Array<Record<string, unknown>> = [];
  for (const source of sources) {
    for (const destination of destinations) {
      if (destination === source.currencyCode) continue;
      const p = price(source.currencyCode, destination, 'SENDING', query.sendingAmount);
      out.push({
        sourceCurrency: currencyObject(source.currencyCode),
        sendingAmount: query.sendingAmount,
        minSendingAmount: source.minAmount,
        maxSendingAmount: source.maxAmount,
        destinationCurrency: currencyObject(destination),
        destinationPaymentRail: RAILS[destination] ?? 'BANK_TRANSFER',
        receivingAmount: Math.max(0, p.totalReceiving),
        exchangeRate: p.rate,
        fees: { fixed: p.rateDetails.serviceApiFixedFee, total: p.fees },
        updatedAt,
      });
    }
  }
  return out;
}
