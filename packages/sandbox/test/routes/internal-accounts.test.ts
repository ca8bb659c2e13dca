/**
 * `routes/internal-accounts.ts`: `GET /customers/internal-accounts` and its filters.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';

const api = useApi();

describe('internal accounts and test controls', () => {
  it('lists with type/currency filters and rejects bad ones', async () => {
    const { customerId } = await createCustomer(api, { currencies: ['EUR'] });
    const q = `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}`;
    expect((await api.call<{ totalCount: number }>('GET', `${q}&currency=EUR`)).body.totalCount).toBe(1);
    expect((await api.call<{ totalCount: number }>('GET', `${q}&currency=USD`)).body.totalCount).toBe(0);
    expect((await api.call<{ totalCount: number }>('GET', `${q}&type=INTERNAL_FIAT`)).body.totalCount).toBe(
      0,
    );
    expect((await api.call('GET', `${q}&type=SAVINGS`)).status).toBe(400);
  });
});
