/**
 * ServiceClient agent management and every AgentClient (`/agents/me/*`) method against a real sandbox
 * process, response shapes checked.
 */
import { describe, expect, it } from 'vitest';
import type { AgentClient, AgentPolicy } from '../../src/index.js';
import { fundedAccount, usdAccountInfo, useSandbox } from '../helpers/fixtures.js';
import { createCustomer } from '../helpers/harness.js';

const env = useSandbox();

const policy: AgentPolicy = {
  permissions: [
    'VIEW_TRANSACTIONS',
    'CREATE_TRANSFERS',
    'CREATE_QUOTES',
    'EXECUTE_QUOTES',
    'MANAGE_EXTERNAL_ACCOUNTS',
  ],
  defaultExecutionMode: 'AUTO',
  approvalThresholds: { currency: 'USD', amount: 5_000 },
};
const agentShape = {
  id: expect.stringMatching(/^Agent:/),
  name: expect.any(String),
  customerId: expect.stringMatching(/^Customer:/),
  isPaused: expect.any(Boolean),
  isConnected: expect.any(Boolean),
  policy: expect.objectContaining({
    permissions: expect.any(Array),
    defaultExecutionMode: expect.any(String),
  }),
  usage: {
    dailyTransactionCount: expect.any(Number),
    dailySpend: expect.any(Number),
    monthlySpend: expect.any(Number),
    dailyResetDate: expect.any(String),
    monthlyResetMonth: expect.any(String),
  },
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};
const actionShape = {
  id: expect.stringMatching(/^AgentAction:/),
  agentId: expect.stringMatching(/^Agent:/),
  customerId: expect.stringMatching(/^Customer:/),
  status: expect.stringMatching(/^(PENDING_APPROVAL|APPROVED|REJECTED|FAILED)$/),
  type: expect.stringMatching(/^(EXECUTE_QUOTE|TRANSFER_OUT|TRANSFER_IN)$/),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

async function connectedAgent(
  label: string,
): Promise<{ customerId: string; agentId: string; agent: AgentClient }> {
  const c = await createCustomer(env.service, label);
  const created = await env.service.agents.create({ customerId: c.customerId, name: `${label} bot`, policy });
  const code = await env.service.agents.deviceCodes.create(created.id);
  const redeemed = await env.service.agents.deviceCodes.redeem(code.code);
  return { customerId: c.customerId, agentId: created.id, agent: env.service.asAgent(redeemed.accessToken) };
}

describe('service.agents (Basic)', () => {
  it('an agent is created, read, listed and paused, and connects by redeeming a device code once', async () => {
    const c = await createCustomer(env.service, 'mgmt');
    const created = await env.service.agents.create({ customerId: c.customerId, name: 'Budget bot', policy });
    expect(created).toMatchObject({
      ...agentShape,
      name: 'Budget bot',
      customerId: c.customerId,
      isConnected: false,
      isPaused: false,
    });
    expect(created.usage).toMatchObject({ dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0 });
    expect(await env.service.agents.retrieve(created.id)).toMatchObject({ ...agentShape, id: created.id });
    const page = await env.service.agents.list({ customerId: c.customerId });
    expect(page).toMatchObject({
      hasMore: false,
      totalCount: 1,
      data: [expect.objectContaining({ id: created.id })],
    });
    const paused = await env.service.agents.update(created.id, { isPaused: true, name: 'Paused bot' });
    expect(paused).toMatchObject({ ...agentShape, isPaused: true, name: 'Paused bot' });

    const code = await env.service.agents.deviceCodes.create(created.id);
    expect(code).toMatchObject({
      code: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      agentId: created.id,
      expiresAt: expect.any(String),
      verificationUri: expect.any(String),
    });
    const redeemed = await env.service.agents.deviceCodes.redeem(code.code);
    expect(redeemed).toMatchObject({
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      agentId: created.id,
      customerId: c.customerId,
    });
    expect((await env.service.agents.retrieve(created.id)).isConnected).toBe(true);
    await expect(env.service.agents.deviceCodes.redeem(code.code)).rejects.toMatchObject({ status: 400 });
  });
});

describe('the agent client (Bearer) and approvals', () => {
  it("an agent reads itself, and creates, lists and reads its customer's external accounts", async () => {
    const { customerId, agentId, agent } = await connectedAgent('me');
    expect(await agent.me()).toMatchObject({ ...agentShape, id: agentId, isConnected: true });
    const ext = await agent.externalAccounts.create({ currency: 'USD', accountInfo: usdAccountInfo() });
    expect(ext).toMatchObject({ id: expect.any(String), customerId, currency: 'USD', status: 'ACTIVE' });
    const list = await agent.externalAccounts.list({ currency: 'USD' });
    expect(list.data.map((a) => a.id)).toEqual([ext.id]);
    expect(await agent.externalAccounts.retrieve(ext.id)).toMatchObject({ id: ext.id });
  });

  it('transfers below the threshold run at once; above it they wait for the platform to approve or reject', async () => {
    const { customerId, agentId, agent } = await connectedAgent('transfers');
    const usd = await fundedAccount(env.service, customerId, 'USD', 100_000);
    const ext = await agent.externalAccounts.create({ currency: 'USD', accountInfo: usdAccountInfo() });

    const pulled = await agent.transferIn.create({
      source: { accountId: ext.id },
      destination: { accountId: usd },
      amount: 1_000,
    });
    expect(pulled).toMatchObject({
      ...actionShape,
      type: 'TRANSFER_IN',
      status: 'APPROVED',
      transaction: expect.objectContaining({ id: expect.any(String) }),
    });
    const small = await agent.transferOut.create(
      { source: { accountId: usd }, destination: { accountId: ext.id }, amount: 2_000 },
      { idempotencyKey: 'small-1' },
    );
    expect(small).toMatchObject({
      ...actionShape,
      type: 'TRANSFER_OUT',
      status: 'APPROVED',
      transaction: expect.objectContaining({ agentId }),
    });
    const big = await agent.transferOut.create({
      source: { accountId: usd },
      destination: { accountId: ext.id },
      amount: 9_000,
    });
    expect(big).toMatchObject({ ...actionShape, status: 'PENDING_APPROVAL' });
    expect(big.transaction).toBeUndefined();
    const bigger = await agent.transferOut.create({
      source: { accountId: usd },
      destination: { accountId: ext.id },
      amount: 8_000,
    });

    expect(await agent.actions.retrieve(big.id)).toMatchObject({ id: big.id, status: 'PENDING_APPROVAL' });
    const pendingMine = await agent.actions.list({ status: 'PENDING_APPROVAL' });
    expect(pendingMine.data.map((a) => a.id).sort()).toEqual([big.id, bigger.id].sort());
    const pendingAll = await env.service.agents.actions.list(agentId, { status: 'PENDING_APPROVAL' });
    expect(pendingAll).toMatchObject({ hasMore: false, totalCount: 2 });
    expect(await env.service.agents.actions.retrieve(agentId, big.id)).toMatchObject({
      ...actionShape,
      id: big.id,
    });

    const approved = await env.service.agents.actions.approve(agentId, big.id);
    expect(approved).toMatchObject({
      ...actionShape,
      id: big.id,
      status: 'APPROVED',
      transaction: expect.objectContaining({ status: 'COMPLETED' }),
    });
    const rejected = await env.service.agents.actions.reject(agentId, bigger.id, 'Too much');
    expect(rejected).toMatchObject({
      ...actionShape,
      id: bigger.id,
      status: 'REJECTED',
      rejectionReason: 'Too much',
    });

    const txs = await agent.transactions.list({ type: 'OUTGOING', sortOrder: 'asc' });
    expect(txs.data.map((t) => t.agentId)).toEqual([agentId, agentId]);
  });

  it("an agent's quote is created, read, and executed as an EXECUTE_QUOTE action", async () => {
    const { customerId, agent } = await connectedAgent('quotes');
    const usd = await fundedAccount(env.service, customerId, 'USD', 100_000);
    const eur = await fundedAccount(env.service, customerId, 'EUR');
    const quote = await agent.quotes.create({
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: eur },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    expect(quote).toMatchObject({
      id: expect.stringMatching(/^Quote:/),
      status: 'PENDING',
      transactionId: expect.any(String),
    });
    expect(await agent.quotes.retrieve(quote.id)).toMatchObject({ id: quote.id });
    const action = await agent.quotes.execute(quote.id);
    expect(action).toMatchObject({
      ...actionShape,
      type: 'EXECUTE_QUOTE',
      status: 'APPROVED',
      quote: expect.objectContaining({ id: quote.id }),
    });
    expect(action.transaction).toMatchObject({ id: quote.transactionId });
  });
});
