/** `/exchange-rates`: corridors priced as quotes would be. */
import type { DataList, ExchangeRate, ExchangeRatesQuery } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Exchange rates of the corridors the platform can pay through.
 *
 * @example
 * const { data } = await service.exchangeRates.list({ sourceCurrency: 'USD', destinationCurrency: ['MXN', 'EUR'] });
 */
export class ExchangeRates extends APIResource {
  /** `GET /exchange-rates` (not paginated); several destination currencies repeat the parameter. */
  list(query: ExchangeRatesQuery = {}, options?: CallOptions): Promise<DataList<ExchangeRate>> {
    const { destinationCurrency, ...rest } = query;
    const destinations =
      destinationCurrency === undefined
        ? undefined
        : Array.isArray(destinationCurrency)
          ? destinationCurrency
          : [destinationCurrency];
    return this.call(options).json('GET', '/exchange-rates', {
      query: { ...rest, destinationCurrency: destinations },
    });
  }
}
