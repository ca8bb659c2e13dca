/**
 * Internal accounts (wire-formats §9): `GET /customers/internal-accounts` with `customerId`, `type`,
 * `currency`, `limit`, `cursor`.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { query } from '../http/request.js';
import { internalAccountTypes, presentInternalAccount } from '../domain/accounts.js';
import { BASE_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';

function listInternalAccounts(ctx: Ctx): Response {
  const { state } = ctx.var.sandbox;
  const q = new QueryReader(query(ctx));
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
}

export const internalAccountRoutes: readonly RouteRow[] = [
  ['GET', `${BASE_PATH}/customers/internal-accounts`, listInternalAccounts],
];

export const internalAccountModule: SandboxModule = { routes: internalAccountRoutes };
