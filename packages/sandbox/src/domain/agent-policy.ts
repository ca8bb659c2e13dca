/**
 * Agents (§2.10, §2.11, §3.3): records, policy validation, the policy engine and usage counters.
 *
 * The engine, in order: a paused agent is refused (403 `AGENT_PAUSED`); the permission must be in
 * the policy (403 `PERMISSION_DENIED`); with `allowedAccountIds`, every account of the operation must
 * be listed (403 `ACCOUNT_NOT_ALLOWED`); amounts are converted to the policy currency with the
 * sandbox rate table (rounded up); an `accountRules[].perTransactionLimit` (403
 * `ACCOUNT_LIMIT_EXCEEDED`), `perTransactionLimit` (403 `PER_TRANSACTION_LIMIT_EXCEEDED`),
 * `dailyTransactionLimit` (403 `DAILY_TRANSACTION_LIMIT_EXCEEDED`), `dailyLimit` (403
 * `DAILY_LIMIT_EXCEEDED`) and `monthlyLimit` (403 `MONTHLY_LIMIT_EXCEEDED`) must hold. Then the action
 * needs approval when the mode (an account rule's `executionMode`, else `defaultExecutionMode`) is
 * APPROVAL_REQUIRED or the amount is above `approvalThresholds.amount`.
 *
 * Usage counts outgoing money (TRANSFER_OUT and EXECUTE_QUOTE) once execution starts and did not fail
 * at once. Counters reset lazily when the sandbox clock's UTC date (daily) or month (monthly) moves on.
 */
import type { SandboxContext } from '../host/context.js';
import type { ServiceErrorCode } from '@keyhold/protocol/errors';
import { ServiceError } from '../errors.js';
import { convertAmount } from './ledger.js';

export const permissions = [
  'VIEW_TRANSACTIONS',
  'CREATE_TRANSFERS',
  'CREATE_QUOTES',
  'EXECUTE_QUOTES',
  'MANAGE_EXTERNAL_ACCOUNTS',
] as const;
export type Permission = (typeof permissions)[number];
export const executionModes = ['AUTO', 'APPROVAL_REQUIRED'] as const;
export type ExecutionMode = (typeof executionModes)[number];

export interface SpendingLimits {
  currency: string;
  perTransactionLimit?: number;
  dailyLimit?: number;
  dailyTransactionLimit?: number;
  monthlyLimit?: number;
}

export interface AccountRule {
  accountId: string;
  executionMode?: ExecutionMode;
  perTransactionLimit?: number;
}

export interface Policy {
  permissions: Permission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits?: SpendingLimits;
  accountRestrictions?: { allowedAccountIds: string[]; accountRules: AccountRule[] };
  approvalThresholds?: { currency: string; amount: number };
}

export interface Usage {
  dailyTransactionCount: number;
  dailySpend: number;
  monthlySpend: number;
  dailyResetDate: string;
  monthlyResetMonth: string;
}

export interface AgentRecord {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: Policy;
  usage: Usage;
  createdAt: string;
  updatedAt: string;
  /** SHA-256 hex of the live access token. */
  tokenHash?: string;
}

export type ActionType = 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';
export type ActionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';

export interface AgentActionRecord {
  id: string;
  agentId: string;
  customerId: string;
  platformCustomerId?: string;
  status: ActionStatus;
  type: ActionType;
  createdAt: string;
  updatedAt: string;
  quoteId?: string;
  transferDetails?: {
    amount: number;
    currency: string;
    sourceAccountId: string;
    destinationAccountId: string;
  };
  transactionId?: string;
  rejectionReason?: string;
  failureReason?: string;
}

export interface DeviceCodeRecord {
  /** The code itself. */
  id: string;
  agentId: string;
  createdAt: string;
  expiresAt: string;
  redeemedAt?: string;
}

export function agents(sandbox: SandboxContext) {
  return sandbox.state.collection<AgentRecord>('agents');
}
export function agentActions(sandbox: SandboxContext) {
  return sandbox.state.collection<AgentActionRecord>('agentActions');
}
export function deviceCodes(sandbox: SandboxContext) {
  return sandbox.state.collection<DeviceCodeRecord>('agentDeviceCodes');
}

// ---- usage ----------------------------------------------------------------------------------------

export function today(sandbox: SandboxContext): { date: string; month: string } {
  const iso = sandbox.nowIso();
  return { date: iso.slice(0, 10), month: iso.slice(0, 7) };
}

export function freshUsage(sandbox: SandboxContext): Usage {
  const t = today(sandbox);
  return {
    dailyTransactionCount: 0,
    dailySpend: 0,
    monthlySpend: 0,
    dailyResetDate: t.date,
    monthlyResetMonth: t.month,
  };
}

/** Resets the counters when the day or the month moved on (sandbox clock, UTC). */
export function rollUsage(sandbox: SandboxContext, agent: AgentRecord): Usage {
  const t = today(sandbox);
  const u = agent.usage;
  if (u.monthlyResetMonth !== t.month) {
    u.monthlySpend = 0;
    u.monthlyResetMonth = t.month;
  }
  if (u.dailyResetDate !== t.date) {
    u.dailySpend = 0;
    u.dailyTransactionCount = 0;
    u.dailyResetDate = t.date;
  }
  return u;
}

export function policyCurrency(agent: AgentRecord): string {
  return agent.policy.spendingLimits?.currency ?? agent.policy.approvalThresholds?.currency ?? 'USD';
}

export function recordSpend(
  sandbox: SandboxContext,
  agent: AgentRecord,
  amount: number,
  currency: string,
): void {
  const u = rollUsage(sandbox, agent);
  const spend = convertAmount(amount, currency, policyCurrency(agent));
  u.dailySpend += spend;
  u.monthlySpend += spend;
  u.dailyTransactionCount += 1;
  agent.updatedAt = sandbox.nowIso();
}

// ---- the engine -----------------------------------------------------------------------------------

function refuse(
  code: ServiceErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): ServiceError {
  return new ServiceError(403, code, message, { details });
}

export interface Operation {
  permission: Permission;
  /** Money leaving the customer (limits apply), or coming in (only approval rules). */
  spends: boolean;
  amount: number;
  currency: string;
  accountIds: string[];
}

/** Checks the policy; returns whether the action needs platform approval. Throws 403 when refused. */
export function evaluate(
  sandbox: SandboxContext,
  agent: AgentRecord,
  op: Operation,
): { needsApproval: boolean } {
  if (agent.isPaused)
    throw refuse('AGENT_PAUSED', 'This agent is paused: it cannot initiate actions.', { agentId: agent.id });
  const p = agent.policy;
  if (!p.permissions.includes(op.permission))
    throw refuse('PERMISSION_DENIED', `The agent policy lacks ${op.permission}.`, {
      permission: op.permission,
    });
  const allowed = p.accountRestrictions?.allowedAccountIds ?? [];
  if (allowed.length > 0) {
    const outside = op.accountIds.filter((id) => !allowed.includes(id));
    if (outside.length > 0)
      throw refuse('ACCOUNT_NOT_ALLOWED', 'The policy does not allow this agent to use these accounts.', {
        accountIds: outside,
      });
  }
  const currency = policyCurrency(agent);
  const amount = convertAmount(op.amount, op.currency, currency);
  let mode: ExecutionMode = p.defaultExecutionMode;
  for (const rule of p.accountRestrictions?.accountRules ?? []) {
    if (!op.accountIds.includes(rule.accountId)) continue;
    if (op.spends && rule.perTransactionLimit !== undefined && amount > rule.perTransactionLimit)
      throw refuse('ACCOUNT_LIMIT_EXCEEDED', `Above the per-transaction limit for ${rule.accountId}.`, {
        accountId: rule.accountId,
        limit: rule.perTransactionLimit,
        amount,
        currency,
      });
    if (rule.executionMode === 'APPROVAL_REQUIRED') mode = 'APPROVAL_REQUIRED';
  }
  const sl = p.spendingLimits;
  if (op.spends && sl) {
    const u = rollUsage(sandbox, agent);
    const check = (code: ServiceErrorCode, what: string, limitValue: number | undefined, value: number) => {
      if (limitValue !== undefined && value > limitValue)
        throw refuse(code, `${what} limit exceeded.`, {
          limit: limitValue,
          wouldBe: value,
          currency,
          usage: { ...u },
        });
    };
    check('PER_TRANSACTION_LIMIT_EXCEEDED', 'Per-transaction', sl.perTransactionLimit, amount);
    check(
      'DAILY_TRANSACTION_LIMIT_EXCEEDED',
      'Daily transaction count',
      sl.dailyTransactionLimit,
      u.dailyTransactionCount + 1,
    );
    check('DAILY_LIMIT_EXCEEDED', 'Daily spending', sl.dailyLimit, u.dailySpend + amount);
    check('MONTHLY_LIMIT_EXCEEDED', 'Monthly spending', sl.monthlyLimit, u.monthlySpend + amount);
  }
  let needsApproval = mode === 'APPROVAL_REQUIRED';
  const t = p.approvalThresholds;
  if (t && convertAmount(op.amount, op.currency, t.currency) > t.amount) needsApproval = true;
  return { needsApproval };
}
