import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCustomer, request, startApi } from '../support/api.js';
import { createExternal, fiatAccount, usdAccountInfo } from '../support/payments.js';

const dir = mkdtempSync(join(tmpdir(), 'keyhold-sandbox-p2-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--state persistence of the payments state', () => {
  it('agents, tokens, lookups, webhook key and pending timed outcomes survive a restart', async () => {
    const file = join(dir, 'state.json');
    const first = await startApi({ statePath: file });
    const { customerId } = await createCustomer(first);
    const internal = await fiatAccount(first, customerId, 'USD', 10_000);
    const ext = await createExternal(first, customerId, usdAccountInfo('005'));
    const agent = await first.call<{ id: string }>('POST', '/agents', {
      customerId,
      name: 'Persistent',
      policy: {
        permissions: ['CREATE_TRANSFERS', 'VIEW_TRANSACTIONS'],
        spendingLimits: { currency: 'USD', dailyLimit: 5_000 },
      },
    });
    const code = await first.call<{ code: string }>('POST', `/agents/${agent.body.id}/device-codes`);
    const token = (
      await request<{ accessToken: string }>(
        `${first.base}/agents/device-codes/${code.body.code}/redeem`,
        'POST',
        undefined,
        {},
      )
    ).body.accessToken;
    const bearer = { authorization: `Bearer ${token}` };
    const action = await request<{ id: string; transaction: { id: string; status: string } }>(
      `${first.base}/agents/me/transfer-out`,
      'POST',
      { source: { accountId: internal }, destination: { accountId: ext.id }, amount: 1_000 },
      bearer,
    );
    expect(action.body.transaction.status).toBe('PROCESSING');
    const lookup = await first.call<{ lookupId: string }>(
      'GET',
      `/receiver/external-account/${ext.id}?customerId=${customerId}`,
    );
    const key = (
      await request<{ publicKey: string }>(`${first.origin}/_sandbox/webhook-key`, 'GET', undefined, {})
    ).body.publicKey;
    await first.close();

    const second = await startApi({ statePath: file });
    try {
      const me = await request<{ id: string; usage: { dailySpend: number } }>(
        `${second.base}/agents/me`,
        'GET',
        undefined,
        bearer,
      );
      expect(me.status).toBe(200);
      expect(me.body.usage.dailySpend).toBe(1_000);
      expect(
        (await request<{ publicKey: string }>(`${second.origin}/_sandbox/webhook-key`, 'GET', undefined, {}))
          .body.publicKey,
      ).toBe(key);
      const quote = await second.call('POST', '/quotes', {
        source: { sourceType: 'ACCOUNT', accountId: internal },
        destination: { destinationType: 'ACCOUNT', accountId: ext.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000,
        lookupId: lookup.body.lookupId,
        senderCustomerInfo: { FULL_NAME: 'Ada' },
      });
      // Same currency between two accounts is refused, but only after the lookup was found and matched.
      expect(quote.body['code']).toBe('SAME_CURRENCY_QUOTE');
      await second.control('POST', '/clock/advance', { seconds: 31 });
      const tx = await second.call<{ status: string }>('GET', `/transactions/${action.body.transaction.id}`);
      expect(tx.body.status).toBe('FAILED');
      const after = await request<{ status: string }>(
        `${second.base}/agents/me/actions/${action.body.id}`,
        'GET',
        undefined,
        bearer,
      );
      expect(after.body.status).toBe('FAILED');
    } finally {
      await second.close();
    }
  });
});
