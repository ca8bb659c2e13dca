/**
 * Agents for the tests of `routes/agents.ts` and `routes/agent-scoped.ts`: a customer with a funded
 * USD account, an external account and a connected agent holding every permission by default.
 */
import { expect } from 'vitest';
import { createCustomer, request, type Api, type Reply } from './api.js';
import { createExternal, fiatAccount, usdAccountInfo } from './payments.js';

export const ALL = [
  'VIEW_TRANSACTIONS',
  'CREATE_TRANSFERS',
  'CREATE_QUOTES',
  'EXECUTE_QUOTES',
  'MANAGE_EXTERNAL_ACCOUNTS',
];

export type Action = {
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
export type Agent = {
  id: string;
  isPaused: boolean;
  isConnected: boolean;
  usage: Record<string, number | string>;
  policy: Record<string, unknown>;
  name: string;
};

export interface Setup {
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

export const out = (s: Setup, amount = 1_000) => ({
  source: { accountId: s.internalId },
  destination: { accountId: s.externalId },
  amount,
});

/** The helpers bound to one sandbox (`useApi()`'s client). */
export function agentHelpers(api: Api) {
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

  async function setup(
    policy: Record<string, unknown> = {},
    fund = 1_000_000,
    suffix = '000',
  ): Promise<Setup> {
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

  async function agentOf(s: Setup): Promise<Agent> {
    return (await api.call<Agent>('GET', `/agents/${s.agent.id}`)).body;
  }

  return { connect, agentClient, setup, agentOf };
}
