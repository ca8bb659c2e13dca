// Ownership checks of the explorer routes: every id the page names must belong to the signed-in customer
// (its accounts, agents), else the answer is 404 as if it did not exist.
import type { Agent, Customer, ExternalAccount, InternalAccount, ServiceClient } from '@keyhold/server';
import { notFound } from './errors.js';

export interface Ownership {
  internalAccount(id: unknown): Promise<InternalAccount>;
  externalAccount(id: unknown): Promise<ExternalAccount>;
  account(id: unknown): Promise<InternalAccount | ExternalAccount>;
  agent(id: unknown): Promise<Agent>;
}

export function ownership({ service, customer }: { service: ServiceClient; customer: Customer }): Ownership {
  let accounts: { internal: InternalAccount[]; external: ExternalAccount[] } | undefined;
  const load = async () =>
    (accounts ??= {
      internal: (await service.customers.listInternalAccounts({ customerId: customer.id, limit: 100 })).data,
      external: (await service.customers.externalAccounts.list({ customerId: customer.id, limit: 100 })).data,
    });
  const find = async <K extends 'internal' | 'external'>(kind: K, id: unknown) => {
    const all = (await load())[kind] as (InternalAccount | ExternalAccount)[];
    const found = typeof id === 'string' ? all.find((a) => a.id === id) : undefined;
    if (!found) throw notFound('account');
    return found;
  };
  return {
    internalAccount: async (id) => (await find('internal', id)) as InternalAccount,
    externalAccount: async (id) => (await find('external', id)) as ExternalAccount,
    async account(id) {
      const all = await load();
      const found = [...all.internal, ...all.external].find((a) => a.id === id);
      if (!found) throw notFound('account');
      return found;
    },
    async agent(id) {
      if (typeof id !== 'string' || !/^Agent:[^/?#%\s]+$/.test(id)) throw notFound('agent');
      const agent = await service.agents.retrieve(id);
      if (agent.customerId !== customer.id) throw notFound('agent');
      return agent;
    },
  };
}
