/**
 * External accounts (§2.7) in full, and fiat internal accounts:
 * - `POST /customers/external-accounts` (customer-owned; without `customerId` the platform's),
 *   `GET /customers/external-accounts?customerId=&currency=` (no `customerId`: every account),
 *   `GET /customers/external-accounts/{id}`;
 * - `POST /platform/external-accounts` (a gap: platform-owned accounts, `customerId` null) and
 *   `GET /platform/external-accounts?currency=`;
 * - `POST /customers/internal-accounts {customerId, currency}` (a gap: provisions an INTERNAL_FIAT
 *   account; the service does this per enabled currency).
 *
 * `accountInfo` variants: the three of §2.7 plus `EUR_ACCOUNT` (IBAN), `MXN_ACCOUNT` (CLABE) and
 * `SPARK_WALLET` (address), each validated. `currency` is what the account receives; the sandbox does not
 * tie it to the account type, and registering the same account again makes another record. Beneficiary name verification follows the 1xx suffix of
 * the primary identifier (§3.6): 102 NOT_MATCHED, 103 PARTIAL_MATCH, 104 PENDING, 105 → 400
 * `INVALID_ACCOUNT`, 106 UNSUPPORTED, 107 CHECKED_BY_RECEIVING_FI, other MATCHED.
 */
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import { presentInternalAccount, provisionInternalAccount } from '../domain/accounts.js';
import { getCustomer } from '../domain/customers.js';
import {
  createExternalAccount,
  getExternalAccount,
  listExternalAccounts,
  presentExternalAccount,
} from '../domain/external-accounts.js';
import { badRequest, conflict } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';
import * as f from '../schemas/fields.js';
import { parseExternalAccountBody } from '../schemas/external-account.js';
import { parseBody } from '../schemas/parse.js';

function createCustomerExternalAccount(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  return withIdempotency(ctx, async () => {
    const input = parseExternalAccountBody(await ctx.var.json());
    return json(presentExternalAccount(createExternalAccount(sandbox, input)), 201);
  });
}

function listCustomerExternalAccounts(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const customerId = query(ctx).get('customerId') ?? undefined;
  // Without customerId: every account, the platform's included, as the service lists them.
  const list = listExternalAccounts(
    sandbox,
    query(ctx),
    (a) => customerId === undefined || a.customerId === customerId,
  );
  return json(list.run());
}

function readCustomerExternalAccount(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json(presentExternalAccount(getExternalAccount(sandbox, param(ctx, 'externalAccountId'))));
}

function createPlatformExternalAccount(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  return withIdempotency(ctx, async () => {
    const body = await ctx.var.json();
    const input = parseExternalAccountBody(body);
    if (input.customerId !== null) {
      throw badRequest('INVALID_INPUT', 'Platform accounts have no customerId.', {
        errors: [{ field: 'customerId', message: 'must be absent for a platform account' }],
      });
    }
    return json(presentExternalAccount(createExternalAccount(sandbox, input)), 201);
  });
}

function listPlatformExternalAccounts(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  return json(listExternalAccounts(sandbox, query(ctx), (a) => a.customerId === null).run());
}

/** `POST /customers/internal-accounts {customerId, currency, type?}` */
const NewInternalAccount = f.object({
  customerId: f.string({ required: true }),
  currency: f.currencyCode({ required: true }),
  type: f.picklist(['INTERNAL_FIAT'] as const),
});

async function createInternalAccount(ctx: Ctx): Promise<Response> {
  const sandbox = ctx.var.sandbox;
  const { customerId, currency } = parseBody(NewInternalAccount, await ctx.var.json());
  const customer = getCustomer(sandbox, customerId);
  const existing = sandbox.state.internalAccounts.find(
    (a) => a.customerId === customer.id && a.type === 'INTERNAL_FIAT' && a.currency === currency,
  );
  if (existing) {
    throw conflict(
      'INTERNAL_ACCOUNT_ALREADY_EXISTS',
      `Customer already has an INTERNAL_FIAT ${currency} account.`,
      {
        accountId: existing.id,
      },
    );
  }
  return json(
    presentInternalAccount(provisionInternalAccount(sandbox, customer.id, 'INTERNAL_FIAT', currency!)),
    201,
  );
}

export const externalAccountRoutes: readonly RouteRow[] = [
  ['POST', `${BASE_PATH}/customers/external-accounts`, createCustomerExternalAccount],
  ['GET', `${BASE_PATH}/customers/external-accounts`, listCustomerExternalAccounts],
  ['GET', `${BASE_PATH}/customers/external-accounts/:externalAccountId`, readCustomerExternalAccount],
  ['POST', `${BASE_PATH}/platform/external-accounts`, createPlatformExternalAccount],
  ['GET', `${BASE_PATH}/platform/external-accounts`, listPlatformExternalAccounts],
  ['POST', `${BASE_PATH}/customers/internal-accounts`, createInternalAccount],
];

export const externalAccountModule: SandboxModule = { routes: externalAccountRoutes };
