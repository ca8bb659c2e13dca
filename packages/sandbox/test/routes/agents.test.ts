/**
 * `routes/agents.ts`: agent management over Basic auth (create, device code, redeem, PATCH) and the
 * AgentAction lifecycle of §3.3, row by row.
 */
import { describe, expect, it } from 'vitest';
import { createCustomer, request, useApi } from '../support/api.js';
import { advance, balanceOf, createExternal } from '../support/payments.js';
import { out, type Action, type Agent, agentHelpers } from '../support/agents.js';

const api = useApi();
const { agentClient, setup, agentOf } = agentHelpers(api);

describe('agents: create, device code, redeem, PATCH', () => {
  it('POST /agents creates a disconnected agent with its policy and zero usage', async () => {
    const { customerId } = await createCustomer(api);
    const res = await api.call<Agent>('POST', '/agents', {
      customerId,
      name: 'Payroll bot',
      policy: { permissions: ['VIEW_TRANSACTIONS'], spendingLimits: { currency: 'USD', dailyLimit: 500 } },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^Agent:/);
    expect(res.body).toMatchObject({
      name: 'Payroll bot',
      customerId,
      isPaused: false,
      isConnected: false,
      policy: {
        permissions: ['VIEW_TRANSACTIONS'],
        defaultExecutionMode: 'AUTO',
        spendingLimits: { currency: 'USD', dailyLimit: 500 },
      },
      usage: { dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0 },
    });
    expect(res.body.usage['dailyResetDate']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.usage['monthlyResetMonth']).toMatch(/^\d{4}-\d{2}$/);
    expect(JSON.stringify(res.body)).not.toContain('token');
  });

  it.each([
    ['unknown permission', { permissions: ['FLY'] }, 'policy.permissions[0]'],
    [
      'unknown execution mode',
      { permissions: [], defaultExecutionMode: 'SOMETIMES' },
      'policy.defaultExecutionMode',
    ],
    [
      'negative limit',
      { permissions: [], spendingLimits: { currency: 'USD', dailyLimit: -1 } },
      'policy.spendingLimits.dailyLimit',
    ],
    [
      'limit currency missing',
      { permissions: [], spendingLimits: { dailyLimit: 1 } },
      'policy.spendingLimits.currency',
    ],
    [
      'foreign allowed account',
      { permissions: [], accountRestrictions: { allowedAccountIds: ['InternalAccount:nope'] } },
      'policy.accountRestrictions.allowedAccountIds[0]',
    ],
    [
      'rule without accountId',
      { permissions: [], accountRestrictions: { accountRules: [{ executionMode: 'AUTO' }] } },
      'policy.accountRestrictions.accountRules[0].accountId',
    ],
    [
      'threshold without amount',
      { permissions: [], approvalThresholds: { currency: 'USD' } },
      'policy.approvalThresholds.amount',
    ],
  ])('%s → 400 INVALID_INPUT', async (_n, policy, field) => {
    const { customerId } = await createCustomer(api);
    const res = await api.call('POST', '/agents', { customerId, name: 'x', policy });
    expect(res.status).toBe(400);
    expect(
      (res.body['details'] as { errors: Array<{ field: string }> }).errors.map((e) => e.field),
    ).toContain(field);
  });

  it('an unknown customer is 404', async () => {
    const res = await api.call('POST', '/agents', {
      customerId: 'Customer:nope',
      name: 'x',
      policy: { permissions: [] },
    });
    expect(res.status).toBe(404);
  });

  it('device code → redeem (no auth) returns the access token once; the agent becomes connected', async () => {
    const s = await setup();
    expect((await agentOf(s)).isConnected).toBe(true);
    const code = (
      await api.call<{ code: string; expiresAt: string }>('POST', `/agents/${s.agent.id}/device-codes`)
    ).body;
    expect(code.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const first = await request<{ accessToken: string; tokenType: string }>(
      `${api.base}/agents/device-codes/${code.code}/redeem`,
      'POST',
      undefined,
      {},
    );
    expect(first.body.tokenType).toBe('Bearer');
    const second = await request(
      `${api.base}/agents/device-codes/${code.code}/redeem`,
      'POST',
      undefined,
      {},
    );
    expect(second.status).toBe(400);
    expect((second.body as Record<string, unknown>)['code']).toBe('DEVICE_CODE_ALREADY_REDEEMED');
    // The newest token replaces the older one.
    expect((await s.as('GET', '/agents/me')).status).toBe(401);
    expect((await agentClient(first.body.accessToken)('GET', '/agents/me')).status).toBe(200);
    const unknown = await request(`${api.base}/agents/device-codes/ZZZZ-ZZZZ/redeem`, 'POST', undefined, {});
    expect(unknown.status).toBe(404);
  });

  it('a device code expires after 10 minutes', async () => {
    const s = await setup();
    const code = (await api.call<{ code: string }>('POST', `/agents/${s.agent.id}/device-codes`)).body;
    await advance(api, 601);
    const res = await request<Record<string, unknown>>(
      `${api.base}/agents/device-codes/${code.code}/redeem`,
      'POST',
      undefined,
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('DEVICE_CODE_EXPIRED');
  });

  it('Bearer auth: none, malformed or unknown → 401 with a reason; Basic does not open /agents/me', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Token abc' },
      { authorization: api.auth },
    ]) {
      const res = await request<Record<string, unknown>>(`${api.base}/agents/me`, 'GET', undefined, headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', reason: 'Invalid access token' });
    }
  });

  it('PATCH /agents/{id} renames and pauses; a paused agent cannot initiate but can still read', async () => {
    const s = await setup();
    const renamed = await api.call<Agent>('PATCH', `/agents/${s.agent.id}`, {
      name: 'Renamed',
      isPaused: true,
    });
    expect(renamed.body).toMatchObject({ name: 'Renamed', isPaused: true });
    const refused = await s.as('POST', '/agents/me/transfer-out', out(s));
    expect(refused.status).toBe(403);
    expect(refused.body['code']).toBe('AGENT_PAUSED');
    expect((await s.as('GET', '/agents/me/transactions')).status).toBe(200);
    await api.call('PATCH', `/agents/${s.agent.id}`, { isPaused: false });
    expect((await s.as('POST', '/agents/me/transfer-out', out(s))).status).toBe(201);
    for (const body of [{}, { isPaused: 'yes' }, { name: '' }]) {
      expect((await api.call('PATCH', `/agents/${s.agent.id}`, body)).status).toBe(400);
    }
    expect((await api.call('PATCH', '/agents/Agent:nope', { name: 'x' })).status).toBe(404);
  });
});

describe('AgentAction lifecycle (§3.3), row by row', () => {
  it('(new) + approval required → PENDING_APPROVAL, no transaction, AGENT_ACTION.PENDING_APPROVAL event', async () => {
    const s = await setup({ defaultExecutionMode: 'APPROVAL_REQUIRED' });
    const res = await s.as<Action>('POST', '/agents/me/transfer-out', out(s));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING_APPROVAL', type: 'TRANSFER_OUT', agentId: s.agent.id });
    expect(res.body.transaction).toBeUndefined();
    expect(res.body.transferDetails).toEqual({
      amount: 1_000,
      currency: 'USD',
      sourceAccountId: s.internalId,
      destinationAccountId: s.externalId,
    });
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(1_000_000);
    const events = await api.control<{ data: Array<{ payload: { data: { id: string } } }> }>(
      'GET',
      '/webhooks?type=AGENT_ACTION.PENDING_APPROVAL&limit=100',
    );
    expect(events.body.data.some((e) => e.payload.data.id === res.body.id)).toBe(true);
  });

  it('(new) + policy permits automatic execution → APPROVED with the transaction', async () => {
    const s = await setup();
    const res = await s.as<Action>('POST', '/agents/me/transfer-out', out(s));
    expect(res.body.status).toBe('APPROVED');
    expect(res.body.transaction).toMatchObject({ status: 'COMPLETED', agentId: s.agent.id });
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(999_000);
  });

  it('PENDING_APPROVAL + approve → APPROVED and execution starts', async () => {
    const s = await setup({ defaultExecutionMode: 'APPROVAL_REQUIRED' });
    const pending = (await s.as<Action>('POST', '/agents/me/transfer-out', out(s))).body;
    const approved = await api.call<Action>(
      'POST',
      `/agents/${s.agent.id}/actions/${pending.id}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect(approved.body.transaction?.status).toBe('COMPLETED');
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(999_000);
    const again = await api.call('POST', `/agents/${s.agent.id}/actions/${pending.id}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body['code']).toBe('ACTION_NOT_PENDING');
    const seen = await s.as<Action>('GET', `/agents/me/actions/${pending.id}`);
    expect(seen.body.status).toBe('APPROVED');
  });

  it('PENDING_APPROVAL + reject with a reason → REJECTED, rejectionReason set, nothing executed', async () => {
    const s = await setup({ defaultExecutionMode: 'APPROVAL_REQUIRED' });
    const pending = (await s.as<Action>('POST', '/agents/me/transfer-out', out(s))).body;
    const rejected = await api.call<Action>('POST', `/agents/${s.agent.id}/actions/${pending.id}/reject`, {
      reason: 'Not this month',
    });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not this month' });
    expect(rejected.body.transaction).toBeUndefined();
    expect(await balanceOf(api, s.customerId, s.internalId)).toBe(1_000_000);
    expect((await api.call('POST', `/agents/${s.agent.id}/actions/${pending.id}/approve`, {})).status).toBe(
      409,
    );
    const list = await api.call<{ data: Action[] }>('GET', `/agents/${s.agent.id}/actions?status=REJECTED`);
    expect(list.body.data.map((a) => a.id)).toEqual([pending.id]);
  });

  it('APPROVED + execution fails (insufficient funds) → FAILED', async () => {
    const s = await setup({ defaultExecutionMode: 'APPROVAL_REQUIRED' }, 500);
    const pending = (await s.as<Action>('POST', '/agents/me/transfer-out', out(s))).body;
    const res = await api.call<Action>('POST', `/agents/${s.agent.id}/actions/${pending.id}/approve`, {});
    expect(res.body).toMatchObject({ status: 'FAILED', failureReason: 'INSUFFICIENT_FUNDS' });
  });

  it('APPROVED + execution fails (quote expired) → FAILED', async () => {
    const s = await setup({ defaultExecutionMode: 'APPROVAL_REQUIRED' });
    const eur = await createExternal(api, s.customerId, {
      accountType: 'EUR_ACCOUNT',
      iban: 'DE89370400440532013000',
    });
    const quote = await s.as<{ id: string }>('POST', '/agents/me/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: s.internalId },
      destination: { destinationType: 'ACCOUNT', accountId: eur.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    expect(quote.status, quote.text).toBe(201);
    const pending = (await s.as<Action>('POST', `/agents/me/quotes/${quote.body.id}/execute`, {})).body;
    expect(pending).toMatchObject({
      status: 'PENDING_APPROVAL',
      type: 'EXECUTE_QUOTE',
      quote: { id: quote.body.id },
    });
    await advance(api, 301);
    const res = await api.call<Action>('POST', `/agents/${s.agent.id}/actions/${pending.id}/approve`, {});
    expect(res.body).toMatchObject({ status: 'FAILED', failureReason: 'QUOTE_EXPIRED' });
  });

  it('APPROVED + the payment fails later (suffix 005) → FAILED', async () => {
    const s = await setup({}, 1_000_000, '005');
    const action = (await s.as<Action>('POST', '/agents/me/transfer-out', out(s))).body;
    expect(action.status).toBe('APPROVED');
    await advance(api, 31);
    const after = await s.as<Action>('GET', `/agents/me/actions/${action.id}`);
    expect(after.body).toMatchObject({ status: 'FAILED', transaction: { status: 'FAILED' } });
  });
});
