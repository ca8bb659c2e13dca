/** `/exchange-rates`: corridors priced as quotes would be. */
import type { DataList, ExchangeRate, ExchangeRatesQuery } from '../types.js';
import type { Operations } from './operations.js';

/**
 * Exchange rates of the corridors the platform can pay through.
 *
 * @example
 * const { data } = await service.exchangeRates.list({ sourceCurrency: 'USD', destinationCurrency: ['MXN', 'EUR'] });
 */
export class ExchangeRates {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `GET /exchange-rates` (not paginated); several destination currencies repeat the parameter. */
  list(query: ExchangeRatesQuery = {}): Promise<DataList<ExchangeRate>> {
    const { destinationCurrency, ...rest } = query;
    const destinations =
      destinationCurrency === undefined
        ? undefined
        : Array.isArray(destinationCurrency)
          ? destinationCurrency
          : [destinationCurrency];
    return this.#ops.json('GET', '/exchange-rates', {
      query: { ...rest, destinationCurrency: destinations },
    });
  }
}
