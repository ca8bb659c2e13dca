// Ownership checks of the explorer routes: every id the page names must belong to the signed-in customer
// (its accounts, agents), else the answer is 404 as if it did not exist.
import { notFound } from './errors.mjs';

/**
 * @param {{ service: import('@keyhold/server').ServiceClient, customer: { id: string } }} deps
 */
export function ownership({ service, customer }) {
  let accounts;
  const load = async () =>
    (accounts ??= {
      internal: (await service.customers.listInternalAccounts({ customerId: customer.id, limit: 100 })).data,
      external: (await service.customers.externalAccounts.list({ customerId: customer.id, limit: 100 })).data,
    });
  const find = async (kind, id) => {
    const found = typeof id === 'string' ? (await load())[kind].find((a) => a.id === id) : undefined;
    if (!found) throw notFound('account');
    return found;
  };
  return {
    internalAccount: (id) => find('internal', id),
    externalAccount: (id) => find('external', id),
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
