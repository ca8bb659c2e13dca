/**
 * `routes/sandbox-operations.ts`: `POST /sandbox/internal-accounts/{id}/fund`.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../support/api.js';

const api = useApi();

describe('internal accounts and test controls', () => {
  it('funds an account; bad amounts are 400 and unknown accounts 404', async () => {
    const { accountId } = await createCustomer(api);
    const res = await api.call<{ balance: { amount: number } }>(
      'POST',
      `/sandbox/internal-accounts/${accountId}/fund`,
      { amount: 12345 },
    );
    expect(res.status).toBe(200);
    expect(res.body.balance.amount).toBe(12345);
    expect(
      (await api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { amount: -1 })).status,
    ).toBe(400);
    expect(
      (await api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { amount: 1.5 })).status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/sandbox/internal-accounts/InternalAccount:nope/fund', { amount: 1 })).status,
    ).toBe(404);
    // the EmbeddedWallet:<uuid> form names the same account
    const alias = accountId.replace('InternalAccount:', 'EmbeddedWallet:');
    const again = await api.call<{ id: string; balance: { amount: number } }>(
      'POST',
      `/sandbox/internal-accounts/${alias}/fund`,
      { amount: 5 },
    );
    expect(again.body).toMatchObject({ id: accountId, balance: { amount: 12350 } });
  });
});
