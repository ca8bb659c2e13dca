/**
 * `routes/agent-scoped.ts`: what an agent does with its Bearer token under `/agents/me`, and the policy
 * engine (§8) that decides it.
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import { advance, balanceOf, createExternal, usdAccountInfo } from '../support/payments.js';
import { ALL, out, type Action, type Agent, agentHelpers } from '../support/agents.js';

const api = useApi();
const { connect, agentClient, setup, agentOf } = agentHelpers(api);

describe('policy engine (§8 agent policy)', () => {
  it('perTransactionLimit: above is 403 PER_TRANSACTION_LIMIT_EXCEEDED, at the limit is fine', async () => {
    const s = await setup({ spendingLimits: { currency: 'USD', perTransactionLimit: 5_000 } });
    expect((await s.as<Action>('POST', '/agents/me/transfer-out', out(s, 5_000))).body.status).toBe(
      'APPROVED',
    );
    const over = await s.as('POST', '/agents/me/transfer-out', out(s, 5_001));
    expect(over.status).toBe(403);
    expect(over.body['code']).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
  });

  it('dailyLimit and dailyTransactionLimit count usage, and reset the next UTC day', async () => {
    const s = await setup({
      spendingLimits: { currency: 'USD', dailyLimit: 3_000, dailyTransactionLimit: 2 },
    });
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 2_000))).status).toBe(201);
    const overDaily = await s.as('POST', '/agents/me/transfer-out', out(s, 1_001));
    expect(overDaily.body['code']).toBe('DAILY_LIMIT_EXCEEDED');
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 1_000))).status).toBe(201);
    const overCount = await s.as('POST', '/agents/me/transfer-out', out(s, 1));
    expect(overCount.body['code']).toBe('DAILY_TRANSACTION_LIMIT_EXCEEDED');
    const usage = (await agentOf(s)).usage;
    expect(usage).toMatchObject({ dailyTransactionCount: 2, dailySpend: 3_000, monthlySpend: 3_000 });
    const clock = (await api.control<{ now: string }>('GET', '/clock')).body.now;
    const toMidnight =
      (Date.parse(`${clock.slice(0, 10)}T00:00:00Z`) + 86_400_000 - Date.parse(clock)) / 1000;
    await advance(api, Math.ceil(toMidnight) + 1);
    const next = (await agentOf(s)).usage;
    expect(next).toMatchObject({ dailyTransactionCount: 0, dailySpend: 0 });
    expect(next['dailyResetDate']).not.toBe(usage['dailyResetDate']);
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 1_000))).status).toBe(201);
  });

  it('monthlyLimit holds across days and resets with the month', async () => {
    const s = await setup({ spendingLimits: { currency: 'USD', monthlyLimit: 2_000 } });
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 2_000))).status).toBe(201);
    const over = await s.as('POST', '/agents/me/transfer-out', out(s, 1));
    expect(over.body['code']).toBe('MONTHLY_LIMIT_EXCEEDED');
    await advance(api, 32 * 86_400);
    const usage = (await agentOf(s)).usage;
    expect(usage['monthlySpend']).toBe(0);
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 2_000))).status).toBe(201);
  });

  it('limits are in the policy currency: a USD transfer counts converted to EUR', async () => {
    const s = await setup({ spendingLimits: { currency: 'EUR', perTransactionLimit: 1_000 } });
    // 1080 USD cents = 1000 EUR cents exactly at the sandbox rate.
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 1_080))).status).toBe(201);
    expect((await s.as('POST', '/agents/me/transfer-out', out(s, 1_090))).body['code']).toBe(
      'PER_TRANSACTION_LIMIT_EXCEEDED',
    );
    expect((await agentOf(s)).usage['dailySpend']).toBe(1_000);
  });

  it('approvalThresholds: above the amount needs approval, at or below runs automatically', async () => {
    const s = await setup({ approvalThresholds: { currency: 'USD', amount: 10_000 } });
    expect((await s.as<Action>('POST', '/agents/me/transfer-out', out(s, 10_000))).body.status).toBe(
      'APPROVED',
    );
    expect((await s.as<Action>('POST', '/agents/me/transfer-out', out(s, 10_001))).body.status).toBe(
      'PENDING_APPROVAL',
    );
  });

  it('allowedAccountIds: an unlisted account is 403 ACCOUNT_NOT_ALLOWED', async () => {
    const s = await setup();
    const other = (await createExternal(api, s.customerId, usdAccountInfo())).id;
    await api.call('PATCH', `/agents/${s.agent.id}`, {
      policy: { permissions: ALL, accountRestrictions: { allowedAccountIds: [s.internalId, s.externalId] } },
    });
    expect((await s.as('POST', '/agents/me/transfer-out', out(s))).status).toBe(201);
    const refused = await s.as('POST', '/agents/me/transfer-out', {
      ...out(s),
      destination: { accountId: other },
    });
    expect(refused.status).toBe(403);
    expect(refused.body['code']).toBe('ACCOUNT_NOT_ALLOWED');
  });

  it('accountRules: a per-account limit and a per-account APPROVAL_REQUIRED mode', async () => {
    const s = await setup();
    const strict = (await createExternal(api, s.customerId, usdAccountInfo())).id;
    await api.call('PATCH', `/agents/${s.agent.id}`, {
      policy: {
        permissions: ALL,
        accountRestrictions: {
          accountRules: [
            { accountId: s.externalId, perTransactionLimit: 500 },
            { accountId: strict, executionMode: 'APPROVAL_REQUIRED' },
          ],
        },
      },
    });
    const over = await s.as('POST', '/agents/me/transfer-out', out(s, 501));
    expect(over.body['code']).toBe('ACCOUNT_LIMIT_EXCEEDED');
    expect((await s.as<Action>('POST', '/agents/me/transfer-out', out(s, 500))).body.status).toBe('APPROVED');
    const gated = await s.as<Action>('POST', '/agents/me/transfer-out', {
      ...out(s, 100),
      destination: { accountId: strict },
    });
    expect(gated.body.status).toBe('PENDING_APPROVAL');
  });

  it('each operation needs its permission: 403 PERMISSION_DENIED', async () => {
    const s = await setup({ permissions: [] });
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/agents/me/transfer-out', out(s)],
      ['POST', '/agents/me/transfer-in', out(s)],
      ['POST', '/agents/me/quotes', {}],
      ['POST', '/agents/me/external-accounts', {}],
      ['GET', '/agents/me/external-accounts'],
      ['GET', '/agents/me/transactions'],
    ];
    for (const [method, path, body] of calls) {
      const res = await s.as(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body['code']).toBe('PERMISSION_DENIED');
    }
  });

  it('accounts of another customer are refused', async () => {
    const s = await setup();
    const stranger = await setup();
    const res = await s.as('POST', '/agents/me/transfer-out', {
      ...out(s),
      destination: { accountId: stranger.externalId },
    });
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('INVALID_INPUT');
  });
});

describe('/agents/me reads and external accounts', () => {
  it('an agent reads its own quotes; another agent’s or a platform quote is 404', async () => {
    const s = await setup();
    const eur = await createExternal(api, s.customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: s.internalId },
      destination: { destinationType: 'ACCOUNT', accountId: eur.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    };
    const mine = await s.as<{ id: string }>('POST', '/agents/me/quotes', body);
    expect((await s.as('GET', `/agents/me/quotes/${mine.body.id}`)).status).toBe(200);
    const secondAgent = await api.call<Agent>('POST', '/agents', {
      customerId: s.customerId,
      name: 'Other',
      policy: { permissions: ALL },
    });
    const other = agentClient(await connect(secondAgent.body.id));
    expect((await other('GET', `/agents/me/quotes/${mine.body.id}`)).status).toBe(404);
    const platform = await api.call<{ id: string }>('POST', '/quotes', body);
    expect((await s.as('GET', `/agents/me/quotes/${platform.body.id}`)).status).toBe(404);
    expect((await other('POST', `/agents/me/quotes/${mine.body.id}/execute`, {})).status).toBe(404);
    const executed = await s.as<Action>('POST', `/agents/me/quotes/${mine.body.id}/execute`, {});
    expect(executed.body).toMatchObject({
      status: 'APPROVED',
      type: 'EXECUTE_QUOTE',
      transaction: { status: 'COMPLETED' },
    });
    expect((await other('GET', `/agents/me/actions/${executed.body.id}`)).status).toBe(404);
    const wallet = await s.as('POST', '/agents/me/quotes', {
      ...body,
      source: { sourceType: 'ACCOUNT', accountId: s.walletId },
    });
    expect(wallet.body['code']).toBe('EMBEDDED_WALLET_SOURCE_NOT_ALLOWED');
  });

  it('external accounts: created for the agent’s customer (inferred), listed, read; foreign ones are 404/403', async () => {
    const s = await setup();
    const stranger = await setup();
    const created = await s.as<{ id: string; customerId: string }>('POST', '/agents/me/external-accounts', {
      currency: 'USD',
      accountInfo: usdAccountInfo(),
      defaultUmaDepositAccount: true,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.customerId).toBe(s.customerId);
    const list = await s.as<{ data: Array<{ id: string }>; totalCount: number }>(
      'GET',
      '/agents/me/external-accounts?currency=USD&limit=1',
    );
    expect(list.body.totalCount).toBe(2);
    expect((await s.as('GET', `/agents/me/external-accounts/${created.body.id}`)).status).toBe(200);
    expect((await s.as('GET', `/agents/me/external-accounts/${stranger.externalId}`)).status).toBe(404);
    const foreign = await s.as('POST', '/agents/me/external-accounts', {
      customerId: stranger.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(foreign.status).toBe(403);
    expect((await s.as('GET', '/agents/me/external-accounts?limit=101')).status).toBe(400);
  });

  it('GET /agents/me/transactions: only the customer’s, with the §4.5 filters', async () => {
    const s = await setup();
    const stranger = await setup();
    await s.as('POST', '/agents/me/transfer-out', out(s, 100));
    await s.as('POST', '/agents/me/transfer-in', {
      source: { accountId: s.externalId },
      destination: { accountId: s.internalId },
      amount: 50,
    });
    await stranger.as('POST', '/agents/me/transfer-out', out(stranger, 100));
    const all = await s.as<{ data: Array<{ type: string; customerId: string }>; totalCount: number }>(
      'GET',
      '/agents/me/transactions',
    );
    expect(all.body.totalCount).toBe(2);
    expect(all.body.data.every((t) => t.customerId === s.customerId)).toBe(true);
    const incoming = await s.as<{ data: Array<{ type: string }> }>(
      'GET',
      '/agents/me/transactions?type=INCOMING',
    );
    expect(incoming.body.data.map((t) => t.type)).toEqual(['INCOMING']);
    const byAccount = await s.as<{ totalCount: number }>(
      'GET',
      `/agents/me/transactions?receiverAccountIdentifier=${encodeURIComponent(s.externalId)}`,
    );
    expect(byAccount.body.totalCount).toBe(1);
    expect(
      (await s.as('GET', '/agents/me/transactions?status=COMPLETED&sortOrder=asc&limit=100')).status,
    ).toBe(200);
    expect((await s.as('GET', '/agents/me/transactions?status=NOPE')).status).toBe(400);
  });

  it('GET /agents/me/transactions: accountIdentifier matches either end; startDate/endDate are inclusive', async () => {
    const s = await setup();
    const stranger = await setup();
    const second = (await createExternal(api, s.customerId, usdAccountInfo('001'))).id;
    // Three transactions a minute apart: internal → external, external → internal, internal → second.
    await s.as('POST', '/agents/me/transfer-out', out(s, 100));
    await advance(api, 60);
    await s.as('POST', '/agents/me/transfer-in', {
      source: { accountId: s.externalId },
      destination: { accountId: s.internalId },
      amount: 50,
    });
    await advance(api, 60);
    await s.as('POST', '/agents/me/transfer-out', {
      source: { accountId: s.internalId },
      destination: { accountId: second },
      amount: 70,
    });
    await stranger.as('POST', '/agents/me/transfer-out', out(stranger, 100));
    type Page = { data: Array<{ id: string; createdAt: string }>; totalCount: number };
    const ids = async (query: string): Promise<string[]> => {
      const res = await s.as<Page>('GET', `/agents/me/transactions?sortOrder=asc&${query}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.totalCount).toBe(res.body.data.length);
      return res.body.data.map((t) => t.id);
    };
    const all = (await s.as<Page>('GET', '/agents/me/transactions?sortOrder=asc')).body.data;
    expect(all).toHaveLength(3);
    const [outgoing, incoming, toSecond] = all as [Page['data'][0], Page['data'][0], Page['data'][0]];
    expect(Date.parse(incoming.createdAt) - Date.parse(outgoing.createdAt)).toBeGreaterThanOrEqual(60_000);

    // accountIdentifier: sender or receiver.
    const q = (id: string) => `accountIdentifier=${encodeURIComponent(id)}`;
    expect(await ids(q(s.externalId))).toEqual([outgoing.id, incoming.id]);
    expect(await ids(q(second))).toEqual([toSecond.id]);
    expect(await ids(q(s.internalId))).toEqual([outgoing.id, incoming.id, toSecond.id]);
    expect(await ids(q(stranger.externalId))).toEqual([]);

    // startDate/endDate: inclusive at both ends, to the millisecond.
    const at = (iso: string, deltaMs = 0) =>
      encodeURIComponent(new Date(Date.parse(iso) + deltaMs).toISOString());
    expect(await ids(`startDate=${at(incoming.createdAt)}`)).toEqual([incoming.id, toSecond.id]);
    expect(await ids(`startDate=${at(incoming.createdAt, 1)}`)).toEqual([toSecond.id]);
    expect(await ids(`endDate=${at(incoming.createdAt)}`)).toEqual([outgoing.id, incoming.id]);
    expect(await ids(`endDate=${at(incoming.createdAt, -1)}`)).toEqual([outgoing.id]);
    expect(await ids(`startDate=${at(incoming.createdAt)}&endDate=${at(incoming.createdAt)}`)).toEqual([
      incoming.id,
    ]);
    expect(await ids(`${q(s.externalId)}&startDate=${at(incoming.createdAt)}`)).toEqual([incoming.id]);
    const bad = await s.as<{ code: string }>('GET', '/agents/me/transactions?startDate=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
  });

  it('Idempotency-Key on /agents/me/transfer-out returns the first action and is scoped per agent', async () => {
    const s = await setup();
    const a = await s.as<Action>('POST', '/agents/me/transfer-out', out(s), { 'Idempotency-Key': 'k1' });
    const b = await s.as<Action>('POST', '/agents/me/transfer-out', out(s), { 'Idempotency-Key': 'k1' });
    expect(b.body.id).toBe(a.body.id);
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(999_000);
    const other = await setup();
    const c = await other.as<Action>('POST', '/agents/me/transfer-out', out(other), {
      'Idempotency-Key': 'k1',
    });
    expect(c.status).toBe(201);
    expect(c.body.id).not.toBe(a.body.id);
  });
});
