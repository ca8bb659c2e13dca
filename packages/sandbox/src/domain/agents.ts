/**
 * Agents (§2.10, §2.11, §3.3): the wire shapes, device codes and access tokens, and the AgentAction
 * lifecycle (submit, approve and run, follow the transaction it started).
 */
import type { Agent, AgentAction } from '@keyhold/protocol/wire';
import { createHash, randomInt } from 'node:crypto';
import type { SandboxContext } from '../host/context.js';
import { notFound, ServiceError } from '../errors.js';
import type { TransactionRecord } from '../model.js';
import { paginate, QueryReader } from '../pagination.js';
import {
  type AgentActionRecord,
  agentActions,
  type AgentRecord,
  agents,
  recordSpend,
  rollUsage,
} from './agent-policy.js';
import { isTerminal, presentTransaction } from './ledger.js';
import { executeQuote } from './payouts.js';
import { getQuote, presentQuote } from './quote-records.js';
import { executeTransfer, resolveTransfer } from './transfers.js';
import { emitWebhook } from './webhooks.js';

export const DEVICE_CODE_TTL_SECONDS = 600;
const CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ23456789';

export function presentAgent(sandbox: SandboxContext, a: AgentRecord): Agent {
  rollUsage(sandbox, a);
  const { tokenHash: _t, ...wire } = structuredClone(a);
  return wire;
}

export function getAgent(sandbox: SandboxContext, id: string): AgentRecord {
  const a = agents(sandbox).get(id);
  if (!a) throw notFound('Agent', id);
  return a;
}

export function presentAction(sandbox: SandboxContext, a: AgentActionRecord): AgentAction {
  const out: AgentAction = {
    id: a.id,
    agentId: a.agentId,
    customerId: a.customerId,
    status: a.status,
    type: a.type,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
  if (a.platformCustomerId !== undefined) out.platformCustomerId = a.platformCustomerId;
  if (a.quoteId !== undefined) {
    const q = sandbox.state.quotes.get(a.quoteId);
    if (q) out.quote = presentQuote(q);
  }
  if (a.transferDetails) out.transferDetails = { ...a.transferDetails };
  if (a.transactionId !== undefined && a.status !== 'PENDING_APPROVAL' && a.status !== 'REJECTED') {
    const tx = sandbox.state.transactions.get(a.transactionId);
    if (tx) out.transaction = presentTransaction(tx);
  }
  if (a.status === 'REJECTED' && a.rejectionReason !== undefined) out.rejectionReason = a.rejectionReason;
  if (a.status === 'FAILED' && a.failureReason !== undefined) out.failureReason = a.failureReason;
  return out;
}

/** The actions of one agent, `status` filtered, in the §2.16 envelope (`limit`, `cursor`). */
export function listActions(sandbox: SandboxContext, agentId: string, query: URLSearchParams) {
  const q = new QueryReader(query);
  const status = q.enum('status', ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const);
  const page = q.page();
  q.done();
  const col = agentActions(sandbox);
  const items = col.filter((a) => a.agentId === agentId && (status === undefined || a.status === status));
  return paginate(col, items, page, (a) => presentAction(sandbox, a));
}

export function accountsOfCustomer(sandbox: SandboxContext, customerId: string): (id: string) => boolean {
  return (id) =>
    sandbox.state.internalAccounts.get(id)?.customerId === customerId ||
    sandbox.state.externalAccounts.get(id)?.customerId === customerId;
}

/** Creates an action (PENDING_APPROVAL or APPROVED + executed). */
export function submitAction(
  sandbox: SandboxContext,
  agent: AgentRecord,
  init: Pick<AgentActionRecord, 'type' | 'quoteId' | 'transferDetails'>,
  needsApproval: boolean,
): AgentActionRecord {
  const now = sandbox.nowIso();
  const customer = sandbox.state.customers.get(agent.customerId);
  const action: AgentActionRecord = {
    id: sandbox.newId('AgentAction'),
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
  agentActions(sandbox).set(action);
  if (needsApproval) emitWebhook(sandbox, 'AGENT_ACTION.PENDING_APPROVAL', presentAction(sandbox, action));
  else runAction(sandbox, agent, action);
  return action;
}

/** Executes an APPROVED action; an execution error makes it FAILED (§3.3). */
export function runAction(sandbox: SandboxContext, agent: AgentRecord, action: AgentActionRecord): void {
  action.status = 'APPROVED';
  action.updatedAt = sandbox.nowIso();
  let tx: TransactionRecord;
  let spend: { amount: number; currency: string } | undefined;
  try {
    if (action.type === 'EXECUTE_QUOTE') {
      const quote = getQuote(sandbox, action.quoteId!);
      tx = executeQuote(sandbox, quote, { agentId: agent.id });
      spend = { amount: quote.totalSendingAmount, currency: quote.sendingCurrency.code };
    } else {
      const d = action.transferDetails!;
      const direction = action.type;
      const resolved = resolveTransfer(
        sandbox,
        direction,
        {
          sourceAccountId: d.sourceAccountId,
          destinationAccountId: d.destinationAccountId,
          amount: d.amount,
        },
        agent.customerId,
      );
      tx = executeTransfer(sandbox, resolved, { agentId: agent.id });
      if (direction === 'TRANSFER_OUT') spend = { amount: d.amount, currency: d.currency };
    }
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    action.status = 'FAILED';
    action.failureReason = err.code;
    action.updatedAt = sandbox.nowIso();
    return;
  }
  action.transactionId = tx.id;
  if (failedStatus(tx)) {
    action.status = 'FAILED';
    action.failureReason = tx.failureReason ?? tx.status;
  } else if (spend) {
    recordSpend(sandbox, agent, spend.amount, spend.currency);
  }
}

function failedStatus(tx: TransactionRecord): boolean {
  return isTerminal(tx.status) && tx.status !== 'COMPLETED';
}

/** An action follows its transaction into FAILED. */
export function actionFollowsTransaction(sandbox: SandboxContext, tx: TransactionRecord): void {
  if (tx.agentId === undefined || !failedStatus(tx)) return;
  const action = agentActions(sandbox).find((a) => a.transactionId === tx.id);
  if (!action || action.status !== 'APPROVED') return;
  action.status = 'FAILED';
  action.failureReason = tx.failureReason ?? tx.status;
  action.updatedAt = sandbox.nowIso();
}

export function newCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
