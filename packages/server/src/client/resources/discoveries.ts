/** `/discoveries` (§4.3): the payment institutions the service reaches. */
import type { DataList, PaymentInstitution } from '../types.js';
import { APIResource, type CallOptions } from './resource.js';

/**
 * Institution discovery: the banks supported per country and currency.
 *
 * @example
 * const { data } = await service.discoveries.list({ country: 'MX', currency: 'MXN' });
 */
export class Discoveries extends APIResource {
  /** `GET /discoveries` (not paginated). */
  list(
    query: { country?: string; currency?: string } = {},
    options?: CallOptions,
  ): Promise<DataList<PaymentInstitution>> {
    return this.call(options).json('GET', '/discoveries', { query: { ...query } });
  }
}
