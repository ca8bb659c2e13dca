/**
 * Receiver lookups (§2.15): the stored lookup (15 minutes), the payer data each receiver asks for, the
 * sender named by `senderUmaAddress` / `customerId`, and the wire shape.
 */
import type { ExternalAccountLookup, UmaLookup } from '@keyhold/protocol/wire';
import type { SandboxContext } from '../host/context.js';
import { currencyObject } from '../currencies.js';
import { badRequest, invalidInput, notFound } from '../errors.js';
import type { Customer } from '../model.js';
import { QueryReader } from '../pagination.js';
import { MAX_AMOUNT } from './accounts.js';
import { exchangeRate } from './pricing.js';
import { UMA_PATTERN } from './uma.js';

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

export function lookups(sandbox: SandboxContext) {
  return sandbox.state.collection<LookupRecord>('lookups');
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
export function readSender(sandbox: SandboxContext, query: URLSearchParams): Customer {
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
    customer = sandbox.state.customers.get(customerId);
    if (!customer) throw notFound('Customer', customerId);
  }
  if (senderUma !== undefined) {
    const byUma = sandbox.state.customers.find((c) => c.umaAddress === senderUma);
    if (!byUma) throw notFound('Sender UMA address', senderUma);
    if (customer && customer.id !== byUma.id)
      throw invalidInput([{ field: 'senderUmaAddress', message: 'does not belong to customerId' }]);
    customer = byUma;
  }
  return customer!;
}

export function presentLookup(
  sandbox: SandboxContext,
  l: LookupRecord,
  sender: Customer,
): ExternalAccountLookup | UmaLookup {
  const from = sender.currencies[0] ?? 'USD';
  const common = {
    lookupId: l.id,
    supportedCurrencies: l.currencies.map((c) => ({
      currency: currencyObject(c),
      estimatedExchangeRate: safeRate(from, c),
      min: 1,
      max: MAX_AMOUNT,
    })),
    requiredPayerDataFields: l.requiredPayerDataFields,
  };
  void sandbox;
  // A lookup names an external account or a UMA address (`receiverUmaAddress` is the service's
  // published name of the latter; `umaAddress` the sandbox's first one).
  if (l.umaAddress === undefined) return { ...common, accountId: l.accountId ?? '' };
  return { ...common, umaAddress: l.umaAddress, receiverUmaAddress: l.umaAddress };
}

function safeRate(from: string, to: string): number {
  try {
    return exchangeRate(from, to);
  } catch {
    return 0;
  }
}

/** A live lookup, or 400 (`LOOKUP_NOT_FOUND`, `LOOKUP_EXPIRED`). */
export function getLookup(sandbox: SandboxContext, id: string): LookupRecord {
  const l = lookups(sandbox).get(id);
  if (!l)
    throw badRequest('LOOKUP_NOT_FOUND', `Lookup ${id} does not exist: look the receiver up first.`, {
      lookupId: id,
    });
  if (Date.parse(l.expiresAt) <= sandbox.clock.nowMs())
    throw badRequest('LOOKUP_EXPIRED', `Lookup ${id} expired: look the receiver up again.`, { lookupId: id });
  return l;
}
