import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, request, startApi, type Api, type Reply } from './helpers.js';
import { advance, balanceOf, createExternal, fiatAccount, usdAccountInfo } from './payments-helpers.js';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const ALL = [
  'VIEW_TRANSACTIONS',
  'CREATE_TRANSFERS',
  'CREATE_QUOTES',
  'EXECUTE_QUOTES',
  'MANAGE_EXTERNAL_ACCOUNTS',
];

type Action = {
  id: string;
  status: string;
  type: string;
  agentId: string;
  transaction?: { id: string; status: string; agentId?: string };
  transferDetails?: Record<string, unknown>;
  quote?: { id: string; status: string };
  rejectionReason?: string;
  failureReason?: string;
};
type Agent = {
  id: string;
  isPaused: boolean;
  isConnected: boolean;
  usage: Record<string, number | string>;
  policy: Record<string, unknown>;
  name: string;
};

interface Setup {
  customerId: string;
  walletId: string;
  internalId: string;
  externalId: string;
  agent: Agent;
  token: string;
  as<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
}

async function connect(agentId: string): Promise<string> {
  const code = await api.call<{ code: string }>('POST', `/agents/${agentId}/device-codes`);
  expect(code.status, code.text).toBe(201);
  const redeemed = await request<{ accessToken: string }>(
    `${api.base}/agents/device-codes/${code.body.code}/redeem`,
    'POST',
    undefined,
    {},
  );
  expect(redeemed.status, redeemed.text).toBe(200);
  return redeemed.body.accessToken;
}

function agentClient(token: string) {
  return <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request<T>(`${api.base}${path}`, method, body, { authorization: `Bearer ${token}`, ...headers });
}

async function setup(policy: Record<string, unknown> = {}, fund = 1_000_000, suffix = '000'): Promise<Setup> {
  const { customerId, accountId: walletId } = await createCustomer(api);
  const internalId = await fiatAccount(api, customerId, 'USD', fund);
  const externalId = (await createExternal(api, customerId, usdAccountInfo(suffix))).id;
  const res = await api.call<Agent>('POST', '/agents', {
    customerId,
    name: 'Bookkeeper',
    policy: { permissions: ALL, defaultExecutionMode: 'AUTO', ...policy },
  });
  expect(res.status, res.text).toBe(201);
  const token = await connect(res.body.id);
  return { customerId, walletId, internalId, externalId, agent: res.body, token, as: agentClient(token) };
}

const out = (s: Setup, amount = 1_000) => ({
  source: { accountId: s.internalId },
  destination: { accountId: s.externalId },
  amount,
});

async function agentOf(s: Setup): Promise<Agent> {
  return (await api.call<Agent>('GET', `/agents/${s.agent.id}`)).body;
}

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
