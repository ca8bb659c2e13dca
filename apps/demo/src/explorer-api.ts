// The explorer screens' calls to the demo backend (/api/demo/*, server/routes/*). Ids are the service's;
// amounts go out as the decimal text a person typed and come back in minor units with their currency.
import type { Agent as WireAgent, Customer as WireCustomer } from '@keyhold/core/wire';
import { call } from './api.js';

// The service's objects, as the backend passes them on (typed by the wire types the clients parse).
import type {
  AgentAction,
  ExternalAccount,
  InternalAccount,
  Invitation,
  KycDocument,
  Quote,
  Transaction,
} from '@keyhold/core/wire';

export type { AgentAction, ExternalAccount, InternalAccount, Invitation, KycDocument, Quote, Transaction };

/** An agent, and whether the backend holds its token (so the explorer can act as it). */
export type Agent = WireAgent & { canAct: boolean };

export interface Verification {
  id: string;
  kycStatus?: string;
  kybStatus?: string;
  personalInfo?: { firstName: string; lastName: string };
  businessInfo?: { legalName: string };
}

/** A customer of the platform, as the customers screen lists it. */
export interface Customer extends WireCustomer {
  /** Created on the customers screen: the screen may change it. */
  editable: boolean;
  /** The signed-in demo user's own customer. */
  you: boolean;
}

export interface CustomerPage {
  data: Customer[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export interface Institution {
  bankName: string;
  displayName: string;
  country: string;
  currency: string;
}

export interface ReceivedWebhook {
  id: string;
  type: string;
  timestamp: string;
  receivedAt: string;
  verified: boolean;
  problem: string | null;
  data: unknown;
}

export interface CallEntry {
  id: number;
  side: 'page' | 'service';
  parentId: number | null;
  method: string;
  path: string;
  status: number;
  ms: number;
  at: string;
  requestBody: string | null;
  responseBody: string | null;
  leg: null | { step: 1 | 2; requestId: string };
}

const q = (params: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return search ? `?${search}` : '';
};
const at = (id: string) => encodeURIComponent(id);

export const explorerApi = {
  accounts: () => call<{ internal: InternalAccount[]; external: ExternalAccount[] }>('GET', '/accounts'),
  createInternalAccount: (currency: string) =>
    call<InternalAccount>('POST', '/accounts/internal', { currency }),
  createExternalAccount: (body: {
    accountType: string;
    scenario: string;
    name: string;
    beneficiaryType: string;
  }) => call<ExternalAccount>('POST', '/accounts/external', body),
  fundAccount: (accountId: string, amount: string) =>
    call<InternalAccount>('POST', `/accounts/${at(accountId)}/fund`, { amount }),

  transactions: (filters: Record<string, string>) =>
    call<{ data: Transaction[] }>('GET', `/transactions${q(filters)}`),
  transaction: (id: string) => call<Transaction>('GET', `/transactions/${at(id)}`),
  quote: (body: Record<string, unknown>) => call<Quote>('POST', '/quotes', body),
  executeQuote: (id: string) => call<Quote>('POST', `/quotes/${at(id)}/execute`, {}),
  /** Real-time funding: the sandbox simulates the payment in (`POST /sandbox/send`). */
  sendFunds: (id: string) => call<Transaction>('POST', `/quotes/${at(id)}/send`, {}),
  transfer: (body: {
    direction: 'in' | 'out';
    internalAccountId: string;
    externalAccountId: string;
    amount: string;
  }) => call<Transaction>('POST', '/transfers', body),
  incoming: (body: { senderUmaAddress: string; currency: string; amount: string }) =>
    call<Transaction>('POST', '/incoming', body),

  agents: () => call<{ data: Agent[]; actions: Record<string, AgentAction[]> }>('GET', '/agents'),
  createAgent: (body: Record<string, unknown>) => call<Agent>('POST', '/agents', body),
  deviceCode: (agentId: string) =>
    call<{ code: string; expiresAt: string }>('POST', `/agents/${at(agentId)}/device-code`, {}),
  redeem: (agentId: string, code: string) =>
    call<{ connected: boolean }>('POST', `/agents/${at(agentId)}/redeem`, { code }),
  act: (agentId: string, body: Record<string, unknown>) =>
    call<AgentAction>('POST', `/agents/${at(agentId)}/act`, body),
  approve: (agentId: string, actionId: string) =>
    call<AgentAction>('POST', `/agents/${at(agentId)}/actions/${at(actionId)}/approve`, {}),
  reject: (agentId: string, actionId: string, reason: string) =>
    call<AgentAction>('POST', `/agents/${at(agentId)}/actions/${at(actionId)}/reject`, { reason }),
  pause: (agentId: string, paused: boolean) =>
    call<Agent>('POST', `/agents/${at(agentId)}/pause`, { paused }),

  invitations: () => call<{ data: Invitation[] }>('GET', '/invitations'),
  createInvitation: (body: { firstName: string; amount: string }) =>
    call<Invitation>('POST', '/invitations', body),
  claimInvitation: (code: string, inviteeUma: string) =>
    call<Invitation>('POST', '/invitations/claim', { code, inviteeUma }),
  cancelInvitation: (code: string) => call<Invitation>('POST', `/invitations/${at(code)}/cancel`, {}),

  documents: () => call<{ data: KycDocument[] }>('GET', '/documents'),
  uploadDocument: (body: Record<string, string>) => call<KycDocument>('POST', '/documents', body),
  replaceDocument: (id: string, body: Record<string, string>) =>
    call<KycDocument>('POST', `/documents/${at(id)}/replace`, body),
  verify: (body: Record<string, string>) => call<Verification>('POST', '/verifications', body),
  customers: (filters: Record<string, string>) => call<CustomerPage>('GET', `/customers${q(filters)}`),
  customer: (id: string) => call<Customer>('GET', `/customers/${at(id)}`),
  createCustomer: (body: Record<string, string>) => call<Customer>('POST', '/customers', body),
  updateCustomer: (id: string, body: Record<string, string>) =>
    call<Customer>('POST', `/customers/${at(id)}`, body),
  checkCustomer: (id: string) => call<Customer>('POST', `/customers/${at(id)}/verify`, {}),
  institutions: (filters: Record<string, string>) =>
    call<{ data: Institution[] }>('GET', `/institutions${q(filters)}`),

  webhooks: () => call<{ endpoint: string | null; data: ReceivedWebhook[] }>('GET', '/webhooks'),
  testWebhook: () => call<{ sent: boolean }>('POST', '/webhooks/test', {}),
  calls: () => call<{ data: CallEntry[] }>('GET', '/calls'),
  clock: () => call<{ now: string }>('GET', '/clock'),
  reset: () => call<{ customerId: string }>('POST', '/reset', {}),
};
