/**
 * `routes/external-accounts.ts`: the platform's own external accounts, and INTERNAL_FIAT accounts
 * provisioned per currency.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { aedAccountInfo, usdAccountInfo } from '../../support/payments.js';

const api = useApi();

describe('platform external accounts', () => {
  it('POST and GET /platform/external-accounts: customerId null, currency filter, pagination', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.call<{ id: string; customerId: unknown }>('POST', '/platform/external-accounts', {
        currency: 'USD',
        accountInfo: usdAccountInfo(),
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.customerId).toBeNull();
      made.push(res.body.id);
    }
    await api.call('POST', '/platform/external-accounts', { currency: 'AED', accountInfo: aedAccountInfo() });
    const page1 = await api.call<{
      data: Array<{ id: string; currency: string }>;
      hasMore: boolean;
      nextCursor?: string;
      totalCount: number;
    }>('GET', '/platform/external-accounts?currency=USD&limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.hasMore).toBe(true);
    expect(page1.body.totalCount).toBeGreaterThanOrEqual(3);
    expect(page1.body.data.every((a) => a.currency === 'USD')).toBe(true);
    const page2 = await api.call<{ data: Array<{ id: string }>; hasMore: boolean }>(
      'GET',
      `/platform/external-accounts?currency=USD&limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.data.map((a) => a.id)).not.toContain(page1.body.data[0]!.id);
  });

  it.each(['0', '101', 'abc'])('limit=%s is 400 INVALID_INPUT; 100 and 1 are fine', async (limit) => {
    expect((await api.call('GET', `/platform/external-accounts?limit=${limit}`)).status).toBe(400);
    expect((await api.call('GET', '/platform/external-accounts?limit=100')).status).toBe(200);
    expect((await api.call('GET', '/platform/external-accounts?limit=1')).status).toBe(200);
  });

  it('a platform account cannot carry a customerId or be the default UMA deposit account', async () => {
    const { customerId } = await createCustomer(api);
    const withCustomer = await api.call('POST', '/platform/external-accounts', {
      customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(withCustomer.status).toBe(400);
    const asDefault = await api.call('POST', '/platform/external-accounts', {
      currency: 'USD',
      accountInfo: usdAccountInfo(),
      defaultUmaDepositAccount: true,
    });
    expect(asDefault.status).toBe(400);
  });
});

describe('POST /customers/internal-accounts (INTERNAL_FIAT)', () => {
  it('provisions one INTERNAL_FIAT account per currency; a second is 409', async () => {
    const { customerId } = await createCustomer(api);
    const res = await api.call('POST', '/customers/internal-accounts', { customerId, currency: 'USD' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'INTERNAL_FIAT',
      customerId,
      balance: { amount: 0, currency: { code: 'USD' } },
    });
    const again = await api.call('POST', '/customers/internal-accounts', { customerId, currency: 'USD' });
    expect(again.status).toBe(409);
    const bad = await api.call('POST', '/customers/internal-accounts', { customerId, currency: 'XXX' });
    expect(bad.status).toBe(400);
  });
});
