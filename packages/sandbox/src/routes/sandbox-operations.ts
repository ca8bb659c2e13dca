/**
 * Sandbox-only service operations (§4.6) under the service base path. Part 1 has the fund
 * operation; `POST /sandbox/send` and `POST /sandbox/uma/receive` belong to part 2.
 */
import type { SandboxHost } from '../contracts.js';
import { getInternalAccount, MAX_AMOUNT, presentInternalAccount } from '../domain/accounts.js';
import { moveBalance } from '../domain/ledger.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';

export function registerSandboxOperationRoutes(app: SandboxHost): void {
  app.router.post(`${BASE_PATH}/sandbox/internal-accounts/{accountId}/fund`, async (ctx) => {
    const account = getInternalAccount(app, ctx.params['accountId']!);
    const v = Validator.body(await ctx.json());
    const amount = v.integer('amount', { required: true, min: 1, max: MAX_AMOUNT });
    v.done();
    if (account.balance + amount! > MAX_AMOUNT) v.fail('amount', 'would push the balance over the maximum');
    v.done();
    moveBalance(app, account, amount!); // INTERNAL_ACCOUNT.BALANCE_UPDATED, as every balance change
    return json(presentInternalAccount(account));
  });
}
