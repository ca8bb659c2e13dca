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
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { SandboxApp } from '../app.js';
import { ServiceError, badRequest, conflict, notFound } from '../errors.js';
import { isTerminal, onTransactionChange, presentTransaction } from '../ledger.js';
import type { TransactionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { QueryReader, paginate } from '../pagination.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';
import { emitWebhook } from './webhooks.js';
import { getCustomer } from './customers.js';
import { executeTransfer, resolveTransfer } from './transfers.js';
import { executeQuote, getQuote, presentQuote } from './quotes.js';
import {
  agentActions,
  agents,
  deviceCodes,
  freshUsage,
  parsePolicy,
  recordSpend,
  rollUsage,
  type AgentActionRecord,
  type AgentRecord,
} from '../agent-policy.js';

export const DEVICE_CODE_TTL_SECONDS = 600;
const CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ23456789';

export function presentAgent(app: SandboxApp, a: AgentRecord): Record<string, unknown> {
  rollUsage(app, a);
  const { tokenHash: _t, ...wire } = structuredClone(a);
  return wire;
}

export function getAgent(app: SandboxApp, id: string): AgentRecord {
  const a = agents(app).get(id);
  if (!a) throw notFound('Agent', id);
  return a;
}

export function presentAction(app: SandboxApp, a: AgentActionRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: a.id,
    agentId: a.agentId,
    customerId: a.customerId,
    status: a.status,
    type: a.type,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
  if (a.platformCustomerId !== undefined) out['platformCustomerId'] = a.platformCustomerId;
  if (a.quoteId !== undefined) {
    const q = app.state.quotes.get(a.quoteId);
    if (q) out['quote'] = presentQuote(q);
  }
  if (a.transferDetails) out['transferDetails'] = { ...a.transferDetails };
  if (a.transactionId !== undefined && a.status !== 'PENDING_APPROVAL' && a.status !== 'REJECTED') {
    const tx = app.state.transactions.get(a.transactionId);
    if (tx) out['transaction'] = presentTransaction(tx);
  }
  if (a.status === 'REJECTED' && a.rejectionReason !== undefined) out['rejectionReason'] = a.rejectionReason;
  if (a.status === 'FAILED' && a.failureReason !== undefined) out['failureReason'] = a.failureReason;
  return out;
}

function accountsOfCustomer(app: SandboxApp, customerId: string): (id: string) => boolean {
  return (id) =>
    app.state.internalAccounts.get(id)?.customerId === customerId ||
    app.state.externalAccounts.get(id)?.customerId === customerId;
}

/** Creates an action (PENDING_APPROVAL or APPROVED + executed). */
export function submitAction(
  app: SandboxApp,
  agent: AgentRecord,
  init: Pick<AgentActionRecord, 'type' | 'quoteId' | 'transferDetails'>,
  needsApproval: boolean,
): AgentActionRecord {
  const now = app.nowIso();
  const customer = app.state.customers.get(agent.customerId);
  const action: AgentActionRecord = {
    id: app.newId('AgentAction'),
    agentId: agent.id,
    customerId: agent.customerId,
    status: needsApproval ? 'PENDING_APPROVAL' : 'APPROVED',
    type: init.type,
    createdAt: now,
    updatedAt: now,
  };
  if (customer) action.platformCustomerId = customer.platformCustomerId;
  if (init.quoteId !== undefined) action.quoteId = init.quoteId;
  if (init.transferDetails) action.transferDetails = init.transferDetails;
  agentActions(app).set(action);
  if (needsApproval) emitWebhook(app, 'AGENT_ACTION.PENDING_APPROVAL', presentAction(app, action));
  else runAction(app, agent, action);
  return action;
}

/** Executes an APPROVED action; an execution error makes it FAILED (§3.3). */
export function runAction(app: SandboxApp, agent: AgentRecord, action: AgentActionRecord): void {
  action.status = 'APPROVED';
  action.updatedAt = app.nowIso();
  let tx: TransactionRecord;
  let spend: { amount: number; currency: string } | undefined;
  try {
    if (action.type === 'EXECUTE_QUOTE') {
      const quote = getQuote(app, action.quoteId!);
      tx = executeQuote(app, quote, { agentId: agent.id });
      spend = { amount: quote.totalSendingAmount, currency: quote.sendingCurrency.code };
    } else {
      const d = action.transferDetails!;
      const direction = action.type;
      const resolved = resolveTransfer(
        app,
        direction,
        {
          sourceAccountId: d.sourceAccountId,
          destinationAccountId: d.destinationAccountId,
          amount: d.amount,
        },
        agent.customerId,
      );
      tx = executeTransfer(app, resolved, { agentId: agent.id });
      if (direction === 'TRANSFER_OUT') spend = { amount: d.amount, currency: d.currency };
    }
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    action.status = 'FAILED';
    action.failureReason = err.code;
    action.updatedAt = app.nowIso();
    return;
  }
  action.transactionId = tx.id;
  if (failedStatus(tx)) {
    action.status = 'FAILED';
    action.failureReason = tx.failureReason ?? tx.status;
  } else if (spend) {
    recordSpend(app, agent, spend.amount, spend.currency);
  }
}

function failedStatus(tx: TransactionRecord): boolean {
  return isTerminal(tx.status) && tx.status !== 'COMPLETED';
}

/** An action follows its transaction into FAILED. */
function followTransaction(app: SandboxApp, tx: TransactionRecord): void {
  if (tx.agentId === undefined || !failedStatus(tx)) return;
  const action = agentActions(app).find((a) => a.transactionId === tx.id);
  if (!action || action.status !== 'APPROVED') return;
  action.status = 'FAILED';
  action.failureReason = tx.failureReason ?? tx.status;
  action.updatedAt = app.nowIso();
}

function newCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function registerAgentRoutes(app: SandboxApp): void {
  const { router } = app;
  onTransactionChange(app, followTransaction);

  router.post(`${BASE_PATH}/agents`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const customerId = v.string('customerId', { required: true, max: 200 });
    const name = v.label('name', { required: true, max: 100 });
    const customer = customerId !== undefined ? app.state.customers.get(customerId) : undefined;
    const policy = parsePolicy(v, customer ? accountsOfCustomer(app, customer.id) : () => false);
    v.done();
    getCustomer(app, customerId!);
    if (customer!.isDeleted) throw badRequest('CUSTOMER_DELETED', `Customer ${customer!.id} is deleted.`);
    const now = app.nowIso();
    const agent: AgentRecord = {
      id: app.newId('Agent'),
      name: name!,
      customerId: customer!.id,
      isPaused: false,
      isConnected: false,
      policy: policy!,
      usage: freshUsage(app),
      createdAt: now,
      updatedAt: now,
    };
    agents(app).set(agent);
    return json(presentAgent(app, agent), 201);
  });

  router.get(`${BASE_PATH}/agents`, (ctx) => {
    const q = new QueryReader(ctx.query);
    const customerId = q.string('customerId');
    const page = q.page();
    q.done();
    const col = agents(app);
    const items = col.filter((a) => customerId === undefined || a.customerId === customerId);
    return json(paginate(col, items, page, (a) => presentAgent(app, a)));
  });

  router.get(`${BASE_PATH}/agents/{agentId}`, (ctx) =>
    json(presentAgent(app, getAgent(app, ctx.params['agentId']!))),
  );

  router.patch(`${BASE_PATH}/agents/{agentId}`, async (ctx) => {
    const agent = getAgent(app, ctx.params['agentId']!);
    const v = Validator.body(await ctx.json());
    const name = v.label('name', { max: 100 });
    const isPaused = v.boolean('isPaused');
    const policy =
      v.input['policy'] === undefined ? undefined : parsePolicy(v, accountsOfCustomer(app, agent.customerId));
    if (
      name === undefined &&
      isPaused === undefined &&
      v.input['policy'] === undefined &&
      v.errors.length === 0
    )
      v.fail('body', 'must set name, isPaused or policy');
    v.done();
    if (name !== undefined) agent.name = name;
    if (isPaused !== undefined) agent.isPaused = isPaused;
    if (policy !== undefined) agent.policy = policy;
    agent.updatedAt = app.nowIso();
    return json(presentAgent(app, agent));
  });

  router.post(`${BASE_PATH}/agents/{agentId}/device-codes`, (ctx) => {
    const agent = getAgent(app, ctx.params['agentId']!);
    const record = deviceCodes(app).set({
      id: newCode(),
      agentId: agent.id,
      createdAt: app.nowIso(),
      expiresAt: app.clock.isoIn(DEVICE_CODE_TTL_SECONDS),
    });
    return json(
      {
        code: record.id,
        agentId: agent.id,
        expiresAt: record.expiresAt,
        verificationUri: `${app.origin}${BASE_PATH}/agents/device-codes/${record.id}/redeem`,
      },
      201,
    );
  });

  router.post(
    `${BASE_PATH}/agents/device-codes/{code}/redeem`,
    (ctx) => {
      const code = ctx.params['code']!.toUpperCase();
      const record = deviceCodes(app).get(code);
      if (!record) throw notFound('Device code', code);
      if (record.redeemedAt !== undefined)
        throw badRequest(
          'DEVICE_CODE_ALREADY_REDEEMED',
          'This device code was already redeemed; ask for a new one.',
        );
      if (Date.parse(record.expiresAt) <= app.clock.nowMs())
        throw badRequest('DEVICE_CODE_EXPIRED', 'This device code expired; ask for a new one.');
      const agent = getAgent(app, record.agentId);
      record.redeemedAt = app.nowIso();
      const accessToken = `kh_agent_${randomBytes(32).toString('base64url')}`;
      agent.tokenHash = hashToken(accessToken);
      agent.isConnected = true;
      agent.updatedAt = app.nowIso();
      return json({ accessToken, tokenType: 'Bearer', agentId: agent.id, customerId: agent.customerId });
    },
    { auth: 'none' },
  );

  router.get(`${BASE_PATH}/agents/{agentId}/actions`, (ctx) => {
    const agent = getAgent(app, ctx.params['agentId']!);
    const q = new QueryReader(ctx.query);
    const status = q.enum('status', ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const);
    const page = q.page();
    q.done();
    const col = agentActions(app);
    const items = col.filter((a) => a.agentId === agent.id && (status === undefined || a.status === status));
    return json(paginate(col, items, page, (a) => presentAction(app, a)));
  });

  const actionOf = (agentId: string, actionId: string): { agent: AgentRecord; action: AgentActionRecord } => {
    const agent = getAgent(app, agentId);
    const action = agentActions(app).get(actionId);
    if (!action || action.agentId !== agent.id) throw notFound('Agent action', actionId);
    return { agent, action };
  };

  router.get(`${BASE_PATH}/agents/{agentId}/actions/{actionId}`, (ctx) => {
    const { action } = actionOf(ctx.params['agentId']!, ctx.params['actionId']!);
    return json(presentAction(app, action));
  });

  router.post(`${BASE_PATH}/agents/{agentId}/actions/{actionId}/approve`, async (ctx) => {
    const { agent, action } = actionOf(ctx.params['agentId']!, ctx.params['actionId']!);
    const body = await ctx.json();
    if (body !== undefined) Validator.body(body);
    if (action.status !== 'PENDING_APPROVAL')
      throw conflict(
        'ACTION_NOT_PENDING',
        `The action is ${action.status}; only PENDING_APPROVAL actions can be approved.`,
      );
    runAction(app, agent, action);
    return json(presentAction(app, action));
  });

  router.post(`${BASE_PATH}/agents/{agentId}/actions/{actionId}/reject`, async (ctx) => {
    const { action } = actionOf(ctx.params['agentId']!, ctx.params['actionId']!);
    const body = await ctx.json();
    const v = Validator.body(body ?? {});
    const reason = v.label('reason', { max: 500 });
    v.done();
    if (action.status !== 'PENDING_APPROVAL')
      throw conflict(
        'ACTION_NOT_PENDING',
        `The action is ${action.status}; only PENDING_APPROVAL actions can be rejected.`,
      );
    action.status = 'REJECTED';
    action.rejectionReason = reason ?? 'Rejected by the platform.';
    action.updatedAt = app.nowIso();
    return json(presentAction(app, action));
  });
}
