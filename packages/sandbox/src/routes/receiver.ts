/**
 * Receiver lookup (§2.15, §4.3): `GET /receiver/external-account/{accountId}` and (a gap: the UMA
 * form the quote's `lookupId` rule needs) `GET /receiver/uma/{umaAddress}`. Both take
 * `senderUmaAddress` and/or `customerId` (at least one; they must name the same platform customer).
 *
 * The result `{lookupId, accountId | umaAddress, supportedCurrencies[], requiredPayerDataFields[]}`
 * is stored for 15 minutes; `POST /quotes` checks its `lookupId` (required for UMA destinations) and
 * that `senderCustomerInfo` holds every mandatory `requiredPayerDataFields` name.
 */
import type { SandboxContext } from '../host/context.js';
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import { getExternalAccount } from '../domain/external-accounts.js';
import {
  LOOKUP_TTL_SECONDS,
  type LookupRecord,
  lookups,
  type PayerDataField,
  payerFieldsFor,
  presentLookup,
  readSender,
} from '../domain/lookups.js';
import { resolveUma, UMA_PATTERN } from '../domain/uma.js';
import { badRequest, invalidInput, notFound } from '../errors.js';
import type { Customer } from '../model.js';
import { BASE_PATH } from '../options.js';
import { json } from '../http/responses.js';

function newLookup(
  sandbox: SandboxContext,
  sender: Customer,
  target: Partial<LookupRecord>,
  currencies: string[],
  fields: PayerDataField[],
): LookupRecord {
  const record: LookupRecord = {
    id: sandbox.newId('Lookup'),
    ...target,
    senderCustomerId: sender.id,
    currencies,
    requiredPayerDataFields: fields,
    createdAt: sandbox.nowIso(),
    expiresAt: sandbox.clock.isoIn(LOOKUP_TTL_SECONDS),
  };
  return lookups(sandbox).set(record);
}

function lookupExternalAccount(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const account = getExternalAccount(sandbox, param(ctx, 'accountId'));
  const sender = readSender(sandbox, query(ctx));
  if (account.status === 'INACTIVE')
    throw badRequest('ACCOUNT_NOT_ACTIVE', `External account ${account.id} is INACTIVE.`);
  const fields = payerFieldsFor(account.accountInfo['accountType'] as string | undefined);
  const l = newLookup(sandbox, sender, { accountId: account.id }, [account.currency], fields);
  return json(presentLookup(sandbox, l, sender));
}

function lookupUma(ctx: Ctx): Response {
  const sandbox = ctx.var.sandbox;
  const address = param(ctx, 'umaAddress');
  if (!UMA_PATTERN.test(address))
    throw invalidInput([{ field: 'umaAddress', message: 'must be a UMA address like $name@domain.com' }]);
  const sender = readSender(sandbox, query(ctx));
  const target = resolveUma(sandbox, address);
  if (!target) throw notFound('UMA receiver', address);
  const l = newLookup(sandbox, sender, { umaAddress: address }, target.currencies, payerFieldsFor('UMA'));
  return json(presentLookup(sandbox, l, sender));
}

export const receiverRoutes: readonly RouteRow[] = [
  ['GET', `${BASE_PATH}/receiver/external-account/:accountId`, lookupExternalAccount],
  ['GET', `${BASE_PATH}/receiver/uma/:umaAddress`, lookupUma],
];

export const receiverModule: SandboxModule = { routes: receiverRoutes };
