/**
 * `routes/discoveries.ts`: `GET /discoveries` over the built-in institution list.
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';

const api = useApi();

describe('discoveries', () => {
  it('lists every institution without filters, filters by country and currency, validates both', async () => {
    const all = await api.call<{
      data: Array<{ bankName: string; displayName: string; country: string; currency: string }>;
    }>('GET', '/discoveries');
    expect(all.body.data.length).toBeGreaterThan(10);
    const mx = await api.call<{ data: Array<{ country: string; currency: string }> }>(
      'GET',
      '/discoveries?country=MX',
    );
    expect(mx.body.data.length).toBeGreaterThan(0);
    expect(mx.body.data.every((i) => i.country === 'MX' && i.currency === 'MXN')).toBe(true);
    const eur = await api.call<{ data: Array<{ currency: string }> }>(
      'GET',
      '/discoveries?currency=EUR&country=DE',
    );
    expect(eur.body.data.every((i) => i.currency === 'EUR')).toBe(true);
    expect((await api.call<{ data: unknown[] }>('GET', '/discoveries?country=ZZ')).body.data).toEqual([]);
    expect((await api.call('GET', '/discoveries?country=mexico')).status).toBe(400);
    expect((await api.call('GET', '/discoveries?currency=dollars')).status).toBe(400);
  });
});
