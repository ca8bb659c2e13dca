// Agents: create one with a policy, issue and redeem its device code (the access token stays in this
// backend), act as the agent with Bearer calls, the approval queue, usage against limits, pause.
import type { ExplorerContext, ExplorerRoute } from '../context.js';
import { randomUUID } from 'node:crypto';
import type { AgentPermission, AgentPolicy, ExecutionMode } from '@keyhold/server';
import { DemoError, badInput } from '../errors.js';
import { VARIANTS, beneficiaryOf, toMinor } from '../variants.js';

const PERMISSIONS: readonly unknown[] = [
  'VIEW_TRANSACTIONS',
  'CREATE_TRANSFERS',
  'CREATE_QUOTES',
  'EXECUTE_QUOTES',
  'MANAGE_EXTERNAL_ACCOUNTS',
];

async function list({ service, customer, agentTokens }: ExplorerContext) {
  const agents = (await service.agents.list({ customerId: customer.id, limit: 100 })).data;
  const actions: Record<string, unknown[]> = {};
  for (const agent of agents)
    actions[agent.id] = (await service.agents.actions.list(agent.id, { limit: 100 })).data;
  return { data: agents.map((a) => ({ ...a, canAct: agentTokens.has(a.id) })), actions };
}

/** A USD amount field of the policy form in minor units (undefined when empty). */
function usdLimit(value: unknown, what: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const minor = toMinor(String(value), 'USD');
  if (minor === null) throw badInput(`${what} is an amount in USD, like 100.00.`);
  return minor;
}

const MODES: readonly unknown[] = ['AUTO', 'APPROVAL_REQUIRED'];

async function create({ service, customer, body, owns }: ExplorerContext) {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > 100) throw badInput('Name the agent.');
  const permissions: AgentPermission[] = Array.isArray(body.permissions)
    ? (body.permissions as unknown[]).filter((p): p is AgentPermission => PERMISSIONS.includes(p))
    : [];
  if (permissions.length === 0) throw badInput('Give the agent at least one permission.');
  const currency = 'USD';
  const defaultExecutionMode = (
    MODES.includes(body.defaultExecutionMode) ? body.defaultExecutionMode : 'AUTO'
  ) as ExecutionMode;
  const spendingLimits: NonNullable<AgentPolicy['spendingLimits']> = { currency };
  const policy: AgentPolicy = { permissions, defaultExecutionMode, spendingLimits };
  const limitNames = {
    perTransactionLimit: 'The limit per payment',
    dailyLimit: 'The daily limit',
    monthlyLimit: 'The monthly limit',
  };
  for (const [key, what] of Object.entries(limitNames)) {
    const minor = usdLimit(body[key], what);
    if (minor !== undefined) spendingLimits[key as keyof typeof limitNames] = minor;
  }
  if (body.dailyTransactionLimit !== undefined && body.dailyTransactionLimit !== '') {
    const count = Number(body.dailyTransactionLimit);
    if (!Number.isInteger(count) || count < 1 || count > 10_000)
      throw badInput('The number of payments a day is a whole number, like 5.');
    spendingLimits.dailyTransactionLimit = count;
  }
  const threshold = usdLimit(body.approvalThreshold, 'The approval threshold');
  if (threshold !== undefined) policy.approvalThresholds = { currency, amount: threshold };
  // Allowed accounts (none chosen: every account of the customer) and per-account rules.
  const allowedAccountIds = Array.isArray(body.allowedAccountIds)
    ? (body.allowedAccountIds as unknown[]).filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
  for (const id of allowedAccountIds) await owns.account(id);
  const accountRules: NonNullable<NonNullable<AgentPolicy['accountRestrictions']>['accountRules']> = [];
  const rules = (Array.isArray(body.rules) ? body.rules.slice(0, 5) : []) as ({
    accountId?: unknown;
    executionMode?: unknown;
    perTransactionLimit?: unknown;
  } | null)[];
  for (const rule of rules) {
    if (!rule || typeof rule.accountId !== 'string' || !rule.accountId) continue;
    await owns.account(rule.accountId);
    const made: (typeof accountRules)[number] = { accountId: rule.accountId };
    if (MODES.includes(rule.executionMode)) made.executionMode = rule.executionMode as ExecutionMode;
    const limit = usdLimit(rule.perTransactionLimit, 'The account’s limit per payment');
    if (limit !== undefined) made.perTransactionLimit = limit;
    accountRules.push(made);
  }
  if (allowedAccountIds.length > 0 || accountRules.length > 0)
    policy.accountRestrictions = { allowedAccountIds, accountRules };
  return service.agents.create({ customerId: customer.id, name, policy });
}

async function deviceCode({ service, params, owns }: ExplorerContext) {
  await owns.agent(params.agentId);
  return service.agents.deviceCodes.create(params.agentId!);
}

async function redeem({ service, params, body, owns, agentTokens }: ExplorerContext) {
  await owns.agent(params.agentId);
  const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : '';
  if (!/^[A-Z0-9-]{4,20}$/.test(code)) throw badInput('Enter the device code, like BCDF-GHJK.');
  const redeemed = await service.agents.deviceCodes.redeem(code).catch((error: unknown) => {
    if ((error as { status?: unknown } | null)?.status === 404)
      throw new DemoError(404, 'No device code like that exists: get a device code and enter it exactly.');
    throw error;
  });
  if (redeemed.agentId !== params.agentId) throw badInput('That code belongs to another agent.');
  agentTokens.set(params.agentId!, redeemed.accessToken);
  return { connected: true };
}

/** An agent's act: the route's context and the agent's Bearer token. */
type AgentAct = (ctx: ExplorerContext & { token: string }) => unknown;

/** What the agent can do with its Bearer token (the permissions the policy form offers). */
const ACTS: Readonly<Record<string, AgentAct>> = {
  whoami: ({ service, token }) => service.asAgent(token).me(),
  transactions: ({ service, token }) => service.asAgent(token).transactions.list({ limit: 20 }),
  /** A quote (the sandbox's `POST /agents/me/quotes`, CREATE_QUOTES), then read back (`GET …/quotes/{id}`). */
  quote: async ({ service, token, body, owns }) => {
    const source = await owns.internalAccount(body.sourceAccountId);
    const destination = await owns.externalAccount(body.destinationAccountId);
    const amount = toMinor(String(body.amount ?? ''), source.balance.currency.code);
    if (amount === null) throw badInput(`Enter an amount in ${source.balance.currency.code}, like 10.00.`);
    const made = await service.request('POST', '/agents/me/quotes', {
      bearerToken: token,
      idempotencyKey: randomUUID(),
      body: {
        source: { sourceType: 'ACCOUNT', accountId: source.id },
        destination: { destinationType: 'ACCOUNT', accountId: destination.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: amount,
      },
    });
    return service.asAgent(token).quotes.retrieve((made.data as { id: string }).id);
  },
  'external-account': ({ service, token, body }) => {
    const variant = VARIANTS[String(body.accountType)] ?? VARIANTS.USD_ACCOUNT!;
    const name =
      typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 200) : 'Grace Hopper';
    return service.asAgent(token).externalAccounts.create({
      currency: variant.currency,
      accountInfo: variant.build('001', beneficiaryOf({ beneficiaryType: 'INDIVIDUAL', name })),
    });
  },
  'transfer-out': async ({ service, token, body, owns }) => {
    const source = await owns.internalAccount(body.sourceAccountId);
    const destination = await owns.externalAccount(body.destinationAccountId);
    const amount = toMinor(String(body.amount ?? ''), source.balance.currency.code);
    if (amount === null) throw badInput(`Enter an amount in ${source.balance.currency.code}, like 10.00.`);
    return service
      .asAgent(token)
      .transferOut.create(
        { source: { accountId: source.id }, destination: { accountId: destination.id }, amount },
        { idempotencyKey: randomUUID() },
      );
  },
};

async function act(ctx: ExplorerContext) {
  const { params, body, owns, agentTokens } = ctx;
  await owns.agent(params.agentId);
  const token = agentTokens.get(params.agentId!);
  if (!token) throw new DemoError(409, 'Redeem a device code for this agent first.', 'NOT_CONNECTED');
  const kind = String(body.kind);
  const run = (Object.hasOwn(ACTS, kind) ? ACTS[kind] : ACTS['transfer-out'])!;
  return run({ ...ctx, token });
}

async function approve({ service, params, owns }: ExplorerContext) {
  await owns.agent(params.agentId);
  return service.agents.actions.approve(params.agentId!, params.actionId!);
}

async function reject({ service, params, body, owns }: ExplorerContext) {
  await owns.agent(params.agentId);
  const reason =
    typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : undefined;
  return service.agents.actions.reject(params.agentId!, params.actionId!, reason);
}

async function pause({ service, params, body, owns }: ExplorerContext) {
  await owns.agent(params.agentId);
  return service.agents.update(params.agentId!, { isPaused: body.paused === true });
}

export const agentRoutes: ExplorerRoute[] = [
  { method: 'GET', path: '/agents', handler: list },
  { method: 'POST', path: '/agents', handler: create },
  { method: 'POST', path: '/agents/:agentId/device-code', handler: deviceCode },
  { method: 'POST', path: '/agents/:agentId/redeem', handler: redeem },
  { method: 'POST', path: '/agents/:agentId/act', handler: act },
  { method: 'POST', path: '/agents/:agentId/actions/:actionId/approve', handler: approve },
  { method: 'POST', path: '/agents/:agentId/actions/:actionId/reject', handler: reject },
  { method: 'POST', path: '/agents/:agentId/pause', handler: pause },
];
