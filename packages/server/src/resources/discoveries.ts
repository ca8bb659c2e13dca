/** `/discoveries` (§4.3): the payment institutions the service reaches. */
import type { DataList, PaymentInstitution } from '../types.js';
import type { Operations } from './operations.js';

/**
 * Institution discovery: the banks supported per country and currency.
 *
 * @example
 * const { data } = await service.discoveries.list({ country: 'MX', currency: 'MXN' });
 */
export class Discoveries {
  readonly #ops: Operations;

  /** @internal */
  constructor(ops: Operations) {
    this.#ops = ops;
  }

  /** `GET /discoveries` (not paginated). */
  list(query: { country?: string; currency?: string } = {}): Promise<DataList<PaymentInstitution>> {
    return this.#ops.json('GET', '/discoveries', { query: { ...query } });
  }
}
