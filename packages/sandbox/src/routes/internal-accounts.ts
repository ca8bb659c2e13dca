/**
 * Internal accounts (wire-formats §9): `GET /customers/internal-accounts` with `customerId`, `type`,
 * `currency`, `limit`, `cursor`.
 */
import type { SandboxHost } from '../contracts.js';
import { internalAccountTypes, presentInternalAccount } from '../domain/accounts.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../router.js';

export function registerInternalAccountRoutes(app: SandboxHost): void {
  const { router, state } = app;
  router.get(`${BASE_PATH}/customers/internal-accounts`, (ctx) => {
    const q = new QueryReader(ctx.query);
    const customerId = q.string('customerId');
    const type = q.enum('type', internalAccountTypes);
    const currency = q.currency('currency');
    const page = q.page();
    q.done();
    const items = state.internalAccounts.filter(
      (a) =>
        (customerId === undefined || a.customerId === customerId) &&
        (type === undefined || a.type === type) &&
        (currency === undefined || a.currency === currency),
    );
    return json(paginate(state.internalAccounts, items, page, presentInternalAccount));
  });
}
