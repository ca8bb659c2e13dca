/**
 * Sandbox-only service operations (§4.6) under the service base path. Part 1 has the fund
 * operation; `POST /sandbox/send` and `POST /sandbox/uma/receive` belong to part 2.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param } from '../http/request.js';
import { getInternalAccount, MAX_AMOUNT, presentInternalAccount } from '../domain/accounts.js';
import { moveBalance } from '../domain/ledger.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import { invalidInput } from '../errors.js';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

/** `POST /sandbox/internal-accounts/{accountId}/fund {amount}` */
const Fund = f.object({ amount: f.integer({ required: true, min: 1, max: MAX_AMOUNT }) });

async function fundAccount(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const account = getInternalAccount(sandbox, param(ctx, 'accountId'));
  const { amount } = parseBody(Fund, await ctx.var.json());
  if (account.balance + amount > MAX_AMOUNT)
    throw invalidInput([{ field: 'amount', message: 'would push the balance over the maximum' }]);
  moveBalance(sandbox, account, amount); // INTERNAL_ACCOUNT.BALANCE_UPDATED, as every balance change
  return json(presentInternalAccount(account));
}

export const sandboxOperationRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/sandbox/internal-accounts/:accountId/fund`, fundAccount],
];

export const sandboxOperationModule: SandboxModule = { routes: sandboxOperationRoutes };
