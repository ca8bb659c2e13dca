/**
 * Receiver lookup (§2.15, §4.3): `GET /receiver/external-account/{accountId}` and (a gap: the UMA
 * form the quote's `lookupId` rule needs) `GET /receiver/uma/{umaAddress}`. Both take
 * `senderUmaAddress` and/or `customerId` (at least one; they must name the same platform customer).
 *
 * The result `{lookupId, accountId | umaAddress, supportedCurrencies[], requiredPayerDataFields[]}`
 * is stored for 15 minutes; `POST /quotes` checks its `lookupId` (required for UMA destinations) and
 * that `senderCustomerInfo` holds every mandatory `requiredPayerDataFields` name.
 */
import type { SandboxApp } from '../app.js';
import { currencyObject } from '../currencies.js';
import { badRequest, invalidInput, notFound } from '../errors.js';
import type { Customer } from '../model.js';
import { BASE_PATH } from '../options.js';
import { QueryReader } from '../pagination.js';
import { json } from '../router.js';
import { UMA_PATTERN, resolveUma } from '../uma.js';
import { MAX_AMOUNT } from './sandbox-operations.js';
import { getExternalAccount } from './external-accounts.js';
import { exchangeRate } from './quotes.js';

export const LOOKUP_TTL_SECONDS = 900;

export interface PayerDataField {
  name: string;
  mandatory: boolean;
}

export interface LookupRecord {
  id: string;
  accountId?: string;
  umaAddress?: string;
  senderCustomerId: string;
  currencies: string[];
  requiredPayerDataFields: PayerDataField[];
  createdAt: string;
  expiresAt: string;
}

export function lookups(app: SandboxApp) {
  return app.state.collection<LookupRecord>('lookups');
}

/** Payer data the receiving side asks for, by account type (deterministic). */
export function payerFieldsFor(accountType: string | undefined): PayerDataField[] {
  switch (accountType) {
    case 'USD_ACCOUNT':
      return [{ name: 'FULL_NAME', mandatory: true }];
    case 'BRL_ACCOUNT':
      return [
        { name: 'FULL_NAME', mandatory: true },
        { name: 'BIRTH_DATE', mandatory: true },
      ];
    case 'AED_ACCOUNT':
    case 'EUR_ACCOUNT':
      return [
        { name: 'FULL_NAME', mandatory: true },
        { name: 'NATIONALITY', mandatory: true },
        { name: 'BIRTH_DATE', mandatory: false },
      ];
    case 'UMA':
      return [
        { name: 'FULL_NAME', mandatory: true },
        { name: 'NATIONALITY', mandatory: false },
      ];
    default:
      return [];
  }
}

/** Resolves the sender from `senderUmaAddress` / `customerId`. */
function readSender(app: SandboxApp, query: URLSearchParams): Customer {
  const q = new QueryReader(query);
  const senderUma = q.string('senderUmaAddress');
  const customerId = q.string('customerId');
  if (senderUma !== undefined && !UMA_PATTERN.test(senderUma))
    q.errors.push({ field: 'senderUmaAddress', message: 'must be a UMA address like $name@domain.com' });
  if (senderUma === undefined && customerId === undefined)
    q.errors.push({ field: 'senderUmaAddress', message: 'or customerId is required' });
  q.done();
  let customer: Customer | undefined;
  if (customerId !== undefined) {
    customer = app.state.customers.get(customerId);
    if (!customer) throw notFound('Customer', customerId);
  }
  if (senderUma !== undefined) {
    const byUma = app.state.customers.find((c) => c.umaAddress === senderUma);
    if (!byUma) throw notFound('Sender UMA address', senderUma);
    if (customer && customer.id !== byUma.id)
      throw invalidInput([{ field: 'senderUmaAddress', message: 'does not belong to customerId' }]);
    customer = byUma;
  }
  return customer!;
}

function presentLookup(app: SandboxApp, l: LookupRecord, sender: Customer): Record<string, unknown> {
  const from = sender.currencies[0] ?? 'USD';
  const out: Record<string, unknown> = {
    lookupId: l.id,
    supportedCurrencies: l.currencies.map((c) => ({
      currency: currencyObject(c),
      estimatedExchangeRate: safeRate(from, c),
      min: 1,
      max: MAX_AMOUNT,
    })),
    requiredPayerDataFields: l.requiredPayerDataFields,
  };
  if (l.accountId !== undefined) out['accountId'] = l.accountId;
  if (l.umaAddress !== undefined) out['umaAddress'] = l.umaAddress;
  void app;
  return out;
}

function safeRate(from: string, to: string): number {
  try {
    return exchangeRate(from, to);
  } catch {
    return 0;
  }
}

/** A live lookup, or 400 (`LOOKUP_NOT_FOUND`, `LOOKUP_EXPIRED`). */
export function getLookup(app: SandboxApp, id: string): LookupRecord {
  const l = lookups(app).get(id);
  if (!l)
    throw badRequest('LOOKUP_NOT_FOUND', `Lookup ${id} does not exist: look the receiver up first.`, {
      lookupId: id,
    });
  if (Date.parse(l.expiresAt) <= app.clock.nowMs())
    throw badRequest('LOOKUP_EXPIRED', `Lookup ${id} expired: look the receiver up again.`, { lookupId: id });
  return l;
}

export function registerReceiverRoutes(app: SandboxApp): void {
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
