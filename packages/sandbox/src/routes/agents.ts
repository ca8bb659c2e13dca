/**
 * Agent management (Basic, §4.4 and gaps) and the AgentAction lifecycle (§3.3):
 * - `POST /agents {customerId, name, policy}` → 201 Agent (a gap: the create endpoint);
 *   `GET /agents?customerId=`, `GET /agents/{id}`, `PATCH /agents/{id} {name?, isPaused?, policy?}`.
 * - `POST /agents/{id}/device-codes` → 201 `{code, agentId, expiresAt, verificationUri}` (10 min);
 *   `POST /agents/device-codes/{code}/redeem` (no auth) → `{accessToken, tokenType, agentId,
 *   customerId}` once; the agent becomes connected and any older token stops working.
 * - `GET /agents/{id}/actions?status=`, `GET /agents/{id}/actions/{actionId}`,
 *   `POST /agents/{id}/actions/{actionId}/approve`, `POST …/reject {reason?}` (409
 *   `ACTION_NOT_PENDING` unless PENDING_APPROVAL).
 */
import { randomBytes } from 'node:crypto';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import type { SandboxContext } from '../host/context.js';
import {
  type AgentActionRecord,
  agentActions,
  type AgentRecord,
  agents,
  deviceCodes,
  freshUsage,
} from '../domain/agent-policy.js';
import {
  accountsOfCustomer,
  DEVICE_CODE_TTL_SECONDS,
  actionFollowsTransaction,
  getAgent,
  hashToken,
  listActions,
  newCode,
  presentAction,
  presentAgent,
  runAction,
} from '../domain/agents.js';
import { getCustomer } from '../domain/customers.js';
import { onTransactionChange } from '../domain/ledger.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';
import { agentUpdate, newAgent } from '../schemas/agent.js';
import { isRecord } from '../validation.js';

/** `POST /agents/{agentId}/actions/{actionId}/approve`: no fields (the body may be empty). */
const Approve = f.object({});

/** `POST …/reject {reason?}` */
const Reject = f.object({ reason: f.label({ max: 500 }) });

function actionOf(
  sandbox: SandboxContext,
  agentId: string,
  actionId: string,
): { agent: AgentRecord; action: AgentActionRecord } {
  const agent = getAgent(sandbox, agentId);
  const action = agentActions(sandbox).get(actionId);
  if (!action || action.agentId !== agent.id) throw notFound('Agent action', actionId);
  return { agent, action };
}

async function createAgent(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const body = await ctx.var.json();
  // The policy names accounts of the customer the same body names.
  const named = isRecord(body) ? body['customerId'] : undefined;
  const customer = typeof named === 'string' ? sandbox.state.customers.get(named) : undefined;
  const input = parseBody(newAgent(customer ? accountsOfCustomer(sandbox, customer.id) : () => false), body);
  getCustomer(sandbox, input.customerId);
  if (customer!.isDeleted) throw badRequest('CUSTOMER_DELETED', `Customer ${customer!.id} is deleted.`);
  const { name, policy } = input;
  const now = sandbox.nowIso();
  const agent: AgentRecord = {
    id: sandbox.newId('Agent'),
    name: name!,
    customerId: customer!.id,
    isPaused: false,
    isConnected: false,
    policy: policy!,
    usage: freshUsage(sandbox),
    createdAt: now,
    updatedAt: now,
  };
  agents(sandbox).set(agent);
  return json(presentAgent(sandbox, agent), 201);
}

function listAgents(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
  const customerId = q.string('customerId');
  const page = q.page();
  q.done();
  const col = agents(sandbox);
  const items = col.filter((a) => customerId === undefined || a.customerId === customerId);
  return json(paginate(col, items, page, (a) => presentAgent(sandbox, a)));
}

function readAgent(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json(presentAgent(sandbox, getAgent(sandbox, param(ctx, 'agentId'))));
}

async function updateAgent(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const agent = getAgent(sandbox, param(ctx, 'agentId'));
  const update = parseBody(agentUpdate(accountsOfCustomer(sandbox, agent.customerId)), await ctx.var.json());
  const { name, isPaused, policy } = update;
  if (name !== undefined) agent.name = name;
  if (isPaused !== undefined) agent.isPaused = isPaused;
  if (policy !== undefined) agent.policy = policy;
  agent.updatedAt = sandbox.nowIso();
  return json(presentAgent(sandbox, agent));
}

function createDeviceCode(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const agent = getAgent(sandbox, param(ctx, 'agentId'));
  const record = deviceCodes(sandbox).set({
    id: newCode(),
    agentId: agent.id,
    createdAt: sandbox.nowIso(),
    expiresAt: sandbox.clock.isoIn(DEVICE_CODE_TTL_SECONDS),
  });
  return json(
    {
      code: record.id,
      agentId: agent.id,
      expiresAt: record.expiresAt,
      verificationUri: `${sandbox.origin}${BASE_PATH}/agents/device-codes/${record.id}/redeem`,
    },
    201,
  );
}

function redeemDeviceCode(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const code = param(ctx, 'code').toUpperCase();
  const record = deviceCodes(sandbox).get(code);
  if (!record) throw notFound('Device code', code);
  if (record.redeemedAt !== undefined)
    throw badRequest(
      'DEVICE_CODE_ALREADY_REDEEMED',
      'This device code was already redeemed; ask for a new one.',
    );
  if (Date.parse(record.expiresAt) <= sandbox.clock.nowMs())
    throw badRequest('DEVICE_CODE_EXPIRED', 'This device code expired; ask for a new one.');
  const agent = getAgent(sandbox, record.agentId);
  record.redeemedAt = sandbox.nowIso();
  const accessToken = `kh_agent_${randomBytes(32).toString('base64url')}`;
  agent.tokenHash = hashToken(accessToken);
  agent.isConnected = true;
  agent.updatedAt = sandbox.nowIso();
  return json({ accessToken, tokenType: 'Bearer', agentId: agent.id, customerId: agent.customerId });
}

function listAgentActions(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const agent = getAgent(sandbox, param(ctx, 'agentId'));
  return json(listActions(sandbox, agent.id, query(ctx)));
}

function readAgentAction(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const { action } = actionOf(sandbox, param(ctx, 'agentId'), param(ctx, 'actionId'));
  return json(presentAction(sandbox, action));
}

async function approveAgentAction(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const { agent, action } = actionOf(sandbox, param(ctx, 'agentId'), param(ctx, 'actionId'));
  const body = await ctx.var.json();
  if (body !== undefined) parseBody(Approve, body);
  if (action.status !== 'PENDING_APPROVAL')
    throw conflict(
      'ACTION_NOT_PENDING',
      `The action is ${action.status}; only PENDING_APPROVAL actions can be approved.`,
    );
  runAction(sandbox, agent, action);
  return json(presentAction(sandbox, action));
}

async function rejectAgentAction(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const { action } = actionOf(sandbox, param(ctx, 'agentId'), param(ctx, 'actionId'));
  const { reason } = parseBody(Reject, (await ctx.var.json()) ?? {});
  if (action.status !== 'PENDING_APPROVAL')
    throw conflict(
      'ACTION_NOT_PENDING',
      `The action is ${action.status}; only PENDING_APPROVAL actions can be rejected.`,
    );
  action.status = 'REJECTED';
  action.rejectionReason = reason ?? 'Rejected by the platform.';
  action.updatedAt = sandbox.nowIso();
  return json(presentAction(sandbox, action));
}

export const agentRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/agents`, createAgent],
  ['GET', `${BASE_PATH}/agents`, listAgents],
  ['GET', `${BASE_PATH}/agents/:agentId`, readAgent],
  ['PATCH', `${BASE_PATH}/agents/:agentId`, updateAgent],
  ['POST', `${BASE_PATH}/agents/:agentId/device-codes`, createDeviceCode],
  ['POST', `${BASE_PATH}/agents/device-codes/:code/redeem`, redeemDeviceCode, { auth: 'none' }],
  ['GET', `${BASE_PATH}/agents/:agentId/actions`, listAgentActions],
  ['GET', `${BASE_PATH}/agents/:agentId/actions/:actionId`, readAgentAction],
  ['POST', `${BASE_PATH}/agents/:agentId/actions/:actionId/approve`, approveAgentAction],
  ['POST', `${BASE_PATH}/agents/:agentId/actions/:actionId/reject`, rejectAgentAction],
];

export const agentModule: SandboxModule = {
  routes: agentRoutes,
  setup: (sandbox) => onTransactionChange(sandbox, actionFollowsTransaction),
};
