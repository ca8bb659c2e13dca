/** Wire types: §2.10–2.11 agents and their actions. */
import type { DateTime, PaginationQuery } from './common.js';
import type { Quote, Transaction } from './payments.js';

/** What an agent may do on a customer's behalf. */
export type AgentPermission =
  | 'VIEW_TRANSACTIONS'
  | 'CREATE_TRANSFERS'
  | 'CREATE_QUOTES'
  | 'EXECUTE_QUOTES'
  | 'MANAGE_EXTERNAL_ACCOUNTS';
/** Whether an agent's actions run at once or wait for the platform's approval. */
export type ExecutionMode = 'AUTO' | 'APPROVAL_REQUIRED';

/** An agent's permissions and limits. */
export interface AgentPolicy {
  permissions: AgentPermission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits?: {
    currency: string;
    perTransactionLimit?: number;
    dailyLimit?: number;
    dailyTransactionLimit?: number;
    monthlyLimit?: number;
  };
  accountRestrictions?: {
    allowedAccountIds?: string[];
    /** A rule without `executionMode` follows `defaultExecutionMode`. */
    accountRules?: { accountId: string; executionMode?: ExecutionMode; perTransactionLimit?: number }[];
  };
  approvalThresholds?: { currency: string; amount: number };
}

/** §2.11 */
export interface Agent {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: AgentPolicy;
  usage: {
    dailyTransactionCount: number;
    dailySpend: number;
    monthlySpend: number;
    dailyResetDate: string;
    monthlyResetMonth: string;
  };
  createdAt: DateTime;
  updatedAt: DateTime;
  [field: string]: unknown;
}

/** Where an agent's action is: waiting for approval, approved, rejected or failed. */
export type AgentActionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';

/** §2.10 */
export interface AgentAction {
  id: string;
  agentId: string;
  customerId: string;
  platformCustomerId?: string;
  status: AgentActionStatus;
  type: 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';
  createdAt: DateTime;
  updatedAt: DateTime;
  quote?: Quote;
  transferDetails?: {
    amount: number;
    currency: string;
    sourceAccountId: string;
    destinationAccountId: string;
  };
  transaction?: Transaction;
  rejectionReason?: string;
  /** An error code or transaction failure reason, when FAILED. */
  failureReason?: string;
  [field: string]: unknown;
}

/** The body of an agent's transfer out of the customer's wallet. */
export interface AgentTransferOutRequest {
  source: { accountId: string };
  destination: { accountId: string };
  amount: number;
  description?: string;
}

/** `POST /agents`. */
export interface CreateAgentRequest {
  customerId: string;
  name: string;
  policy: AgentPolicy;
}

/** `PATCH /agents/{id}` (at least one field). */
export interface UpdateAgentRequest {
  name?: string;
  isPaused?: boolean;
  policy?: AgentPolicy;
}

/** `POST /agents/{id}/device-codes` → a 10-minute code the agent redeems for its access token. */
export interface DeviceCode {
  code: string;
  agentId: string;
  expiresAt: DateTime;
  verificationUri?: string;
  [field: string]: unknown;
}

/** `POST /agents/device-codes/{code}/redeem`. */
export interface DeviceCodeRedemption {
  accessToken: string;
  tokenType?: 'Bearer' | (string & {});
  agentId?: string;
  customerId?: string;
  [field: string]: unknown;
}

/** `GET /agents`. */
export interface ListAgentsQuery extends PaginationQuery {
  customerId?: string;
}

/** `GET /agents/{id}/actions`, `GET /agents/me/actions`. */
export interface ListAgentActionsQuery extends PaginationQuery {
  status?: AgentActionStatus;
}
