/**
 * Receiver lookup (§2.15, §4.3): `GET /receiver/external-account/{accountId}` and (a gap: the UMA
 * form the quote's `lookupId` rule needs) `GET /receiver/uma/{umaAddress}`. Both take
 * `senderUmaAddress` and/or `customerId` (at least one; they must name the same platform customer).
 *
 * The result `{lookupId, accountId | umaAddress, supportedCurrencies[], requiredPayerDataFields[]}`
 * is stored for 15 minutes; `POST /quotes` checks its `lookupId` (required for UMA destinations) and
 * that `senderCustomerInfo` holds every mandatory `requiredPayerDataFields` name.
 */
import type { SandboxHost } from '../contracts.js';
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
import { json } from '../router.js';

export function registerReceiverRoutes(app: SandboxHost): void {
  const { router } = app;
  const make = (
    sender: Customer,
    target: Partial<LookupRecord>,
    currencies: string[],
    fields: PayerDataField[],
  ) => {
    const record: LookupRecord = {
      id: app.newId('Lookup'),
      ...target,
      senderCustomerId: sender.id,
      currencies,
      requiredPayerDataFields: fields,
      createdAt: app.nowIso(),
      expiresAt: app.clock.isoIn(LOOKUP_TTL_SECONDS),
    };
    return lookups(app).set(record);
  };

  router.get(`${BASE_PATH}/receiver/external-account/{accountId}`, (ctx) => {
    const account = getExternalAccount(app, ctx.params['accountId']!);
    const sender = readSender(app, ctx.query);
    if (account.status === 'INACTIVE')
      throw badRequest('ACCOUNT_NOT_ACTIVE', `External account ${account.id} is INACTIVE.`);
    const fields = payerFieldsFor(account.accountInfo['accountType'] as string | undefined);
    const l = make(sender, { accountId: account.id }, [account.currency], fields);
    return json(presentLookup(app, l, sender));
  });

  router.get(`${BASE_PATH}/receiver/uma/{umaAddress}`, (ctx) => {
    const address = ctx.params['umaAddress']!;
    if (!UMA_PATTERN.test(address))
      throw invalidInput([{ field: 'umaAddress', message: 'must be a UMA address like $name@domain.com' }]);
    const sender = readSender(app, ctx.query);
    const target = resolveUma(app, address);
    if (!target) throw notFound('UMA receiver', address);
    const l = make(sender, { umaAddress: address }, target.currencies, payerFieldsFor('UMA'));
    return json(presentLookup(app, l, sender));
  });
}
