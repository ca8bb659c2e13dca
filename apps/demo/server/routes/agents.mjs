// Agents: create one with a policy, issue and redeem its device code (the access token stays in this
// backend), act as the agent with Bearer calls, the approval queue, usage against limits, pause.
import { randomUUID } from 'node:crypto';
import { DemoError, badInput } from '../router.mjs';
import { toMinor } from '../variants.mjs';

const PERMISSIONS = [
  'VIEW_TRANSACTIONS',
  'CREATE_TRANSFERS',
  'CREATE_QUOTES',
  'EXECUTE_QUOTES',
  'MANAGE_EXTERNAL_ACCOUNTS',
];

async function list({ extras, customer, agentTokens }) {
  const agents = (await extras.listAgents(customer.id)).data;
  const actions = {};
  for (const agent of agents) actions[agent.id] = (await extras.listAgentActions(agent.id)).data;
  return { data: agents.map((a) => ({ ...a, canAct: agentTokens.has(a.id) })), actions };
}

async function create({ extras, customer, body, owns }) {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > 100) throw badInput('Name the agent.');
  const permissions = Array.isArray(body.permissions)
    ? body.permissions.filter((p) => PERMISSIONS.includes(p))
    : [];
  if (permissions.length === 0) throw badInput('Give the agent at least one permission.');
  const currency = 'USD';
  const policy = { permissions, defaultExecutionMode: 'AUTO', spendingLimits: { currency } };
  for (const key of ['perTransactionLimit', 'dailyLimit', 'monthlyLimit']) {
    if (body[key] === undefined || body[key] === '') continue;
    const minor = toMinor(String(body[key]), currency);
    if (minor === null) throw badInput('Limits are amounts in USD, like 100.00.');
    policy.spendingLimits[key] = minor;
  }
  if (body.approvalThreshold !== undefined && body.approvalThreshold !== '') {
    const minor = toMinor(String(body.approvalThreshold), currency);
    if (minor === null) throw badInput('The approval threshold is an amount in USD, like 50.00.');
    policy.approvalThresholds = { currency, amount: minor };
  }
  if (typeof body.ruleAccountId === 'string' && body.ruleAccountId) {
    await owns.account(body.ruleAccountId);
    policy.accountRestrictions = {
      allowedAccountIds: [],
      accountRules: [{ accountId: body.ruleAccountId, executionMode: 'APPROVAL_REQUIRED' }],
    };
  }
  return extras.createAgent({ customerId: customer.id, name, policy });
}

async function deviceCode({ extras, params, owns }) {
  await owns.agent(params.agentId);
  return extras.createDeviceCode(params.agentId);
}

async function redeem({ service, params, body, owns, agentTokens }) {
  await owns.agent(params.agentId);
  const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : '';
  if (!/^[A-Z0-9-]{4,20}$/.test(code)) throw badInput('Enter the device code, like BCDF-GHJK.');
  const redeemed = await service.redeemDeviceCode(code);
  if (redeemed.agentId !== params.agentId) throw badInput('That code belongs to another agent.');
  agentTokens.set(params.agentId, redeemed.accessToken);
  return { connected: true };
}

async function act({ service, extras, params, body, owns, agentTokens }) {
  await owns.agent(params.agentId);
  const token = agentTokens.get(params.agentId);
  if (!token) throw new DemoError(409, 'Redeem a device code for this agent first.', 'NOT_CONNECTED');
  if (body.kind === 'whoami') return extras.agentMe(token);
  if (body.kind === 'transactions') return service.asAgent(token).listTransactions({ limit: 20 });
  const source = await owns.internalAccount(body.sourceAccountId);
  const destination = await owns.externalAccount(body.destinationAccountId);
  const amount = toMinor(String(body.amount ?? ''), source.balance.currency.code);
  if (amount === null) throw badInput(`Enter an amount in ${source.balance.currency.code}, like 10.00.`);
  return service
    .asAgent(token)
    .transferOut(
      { source: { accountId: source.id }, destination: { accountId: destination.id }, amount },
      { idempotencyKey: randomUUID() },
    );
}

async function approve({ service, params, owns }) {
  await owns.agent(params.agentId);
  return service.approveAgentAction(params.agentId, params.actionId);
}

async function reject({ service, params, body, owns }) {
  await owns.agent(params.agentId);
  const reason =
    typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : undefined;
  return service.rejectAgentAction(params.agentId, params.actionId, reason);
}

async function pause({ service, params, body, owns }) {
  await owns.agent(params.agentId);
  return service.updateAgent(params.agentId, { isPaused: body.paused === true });
}

export const agentRoutes = [
  { method: 'GET', path: '/agents', handler: list },
  { method: 'POST', path: '/agents', handler: create },
  { method: 'POST', path: '/agents/:agentId/device-code', handler: deviceCode },
  { method: 'POST', path: '/agents/:agentId/redeem', handler: redeem },
  { method: 'POST', path: '/agents/:agentId/act', handler: act },
  { method: 'POST', path: '/agents/:agentId/actions/:actionId/approve', handler: approve },
  { method: 'POST', path: '/agents/:agentId/actions/:actionId/reject', handler: reject },
  { method: 'POST', path: '/agents/:agentId/pause', handler: pause },
];
