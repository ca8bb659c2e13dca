/**
 * The platform configuration (`GET`/`PATCH /config`, the service's published `PlatformConfig`):
 * `umaDomain`, `webhookEndpoint` (one value with `PUT /_sandbox/webhook-endpoint` and `--webhook-url`),
 * `supportedCurrencies` and the sandbox's `paymentApprovalRequired` switch (incoming payments wait for
 * the platform's approval, `domain/payment-approval.ts`). The platform's own internal accounts are
 * provisioned per supported currency, as the service does when a platform is configured.
 */
import type { PlatformConfig } from '@keyhold/protocol/wire';
import type { SandboxContext } from '../host/context.js';
import { currencies as currencyTable, isCurrencyCode } from '../currencies.js';
import type { InternalAccountRecord } from '../model.js';
import { MAX_AMOUNT, provisionInternalAccount } from './accounts.js';
import { config as endpointConfig, webhookUrl } from './webhooks.js';

/** The customer-info field names the service publishes (its `CustomerInfoFieldName`). */
export const counterpartyFieldNames = [
  'FULL_NAME',
  'BIRTH_DATE',
  'NATIONALITY',
  'COUNTRY_OF_RESIDENCE',
  'PHONE_NUMBER',
  'EMAIL',
  'POSTAL_ADDRESS',
  'TAX_ID',
  'REGISTRATION_NUMBER',
  'USER_TYPE',
  'ACCOUNT_IDENTIFIER',
  'FI_LEGAL_ENTITY_NAME',
  'FI_ADDRESS',
  'PURPOSE_OF_PAYMENT',
  'ULTIMATE_INSTITUTION_COUNTRY',
  'IDENTIFIER',
] as const;

/** The two lists of field names a currency may carry beside `requiredCounterpartyFields`. */
const providerFieldLists = [
  'providerRequiredCustomerFields',
  'providerRequiredCounterpartyCustomerFields',
] as const;

export type CurrencyConfig = {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: Array<{ name: string; mandatory: boolean }>;
  enabledTransactionTypes: Array<'INCOMING' | 'OUTGOING'>;
  /** Recorded and echoed; the sandbox's UMA provider requires nothing beyond `FULL_NAME`. */
  providerRequiredCustomerFields?: string[];
  providerRequiredCounterpartyCustomerFields?: string[];
};

export interface PlatformConfigRecord {
  id: 'platform';
  configId: string;
  umaDomain: string;
  supportedCurrencies: CurrencyConfig[];
  paymentApprovalRequired: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Default `umaDomain`: the domain of the sandbox's UMA addresses. */
export const SANDBOX_UMA_DOMAIN = 'sandbox.keyhold.dev';

function store(sandbox: SandboxContext) {
  return sandbox.state.collection<PlatformConfigRecord>('platformConfig');
}

function defaultCurrency(code: string): CurrencyConfig {
  return {
    currencyCode: code,
    minAmount: 1,
    maxAmount: MAX_AMOUNT,
    requiredCounterpartyFields: [{ name: 'FULL_NAME', mandatory: true }],
    enabledTransactionTypes: ['OUTGOING', 'INCOMING'],
  };
}

/** The configuration in force (every sandbox currency supported until the platform says otherwise). */
export function platformConfig(sandbox: SandboxContext): PlatformConfigRecord {
  const found = store(sandbox).get('platform');
  if (found) return found;
  const now = sandbox.nowIso();
  return store(sandbox).set({
    id: 'platform',
    configId: sandbox.newId('PlatformConfig'),
    umaDomain: SANDBOX_UMA_DOMAIN,
    supportedCurrencies: [...currencyTable.keys()].map(defaultCurrency),
    paymentApprovalRequired: false,
    createdAt: now,
    updatedAt: now,
  });
}

/** True when incoming payments wait for the platform's approval. */
export function approvalsRequired(sandbox: SandboxContext): boolean {
  return store(sandbox).get('platform')?.paymentApprovalRequired ?? false;
}

export function presentConfig(sandbox: SandboxContext, c: PlatformConfigRecord): PlatformConfig {
  const out: PlatformConfig = {
    id: c.configId,
    umaDomain: c.umaDomain,
    supportedCurrencies: structuredClone(c.supportedCurrencies),
    isRegulatedFinancialInstitution: false,
    paymentApprovalRequired: c.paymentApprovalRequired,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
  const url = webhookUrl(sandbox);
  if (url !== null) out.webhookEndpoint = url;
  return out;
}

export interface ConfigUpdate {
  umaDomain?: string;
  /** `null` removes the endpoint. */
  webhookEndpoint?: string | null;
  supportedCurrencies?: CurrencyConfig[];
  paymentApprovalRequired?: boolean;
}

/**
 * One `supportedCurrencies` item, completed with the defaults: the config, or the first failed field
 * and why (the fields are checked in order; one failure an item).
 */
export function readCurrencyConfig(
  r: Record<string, unknown>,
): { config: CurrencyConfig } | { field: string; message: string } {
  const code = r['currencyCode'];
  if (!isCurrencyCode(code)) return { field: 'currencyCode', message: 'must be a currency the sandbox has' };
  const base = defaultCurrency(code);
  const min = r['minAmount'] ?? base.minAmount;
  const max = r['maxAmount'] ?? base.maxAmount;
  if (!Number.isSafeInteger(min) || (min as number) < 0)
    return { field: 'minAmount', message: 'must be an integer ≥ 0' };
  if (!Number.isSafeInteger(max) || (max as number) < (min as number) || (max as number) > MAX_AMOUNT)
    return { field: 'maxAmount', message: `must be an integer from minAmount to ${MAX_AMOUNT}` };
  const fields = r['requiredCounterpartyFields'] ?? base.requiredCounterpartyFields;
  const names: readonly string[] = counterpartyFieldNames;
  if (
    !Array.isArray(fields) ||
    !fields.every(
      (f: unknown) =>
        typeof f === 'object' &&
        f !== null &&
        names.includes(String((f as Record<string, unknown>)['name'])) &&
        typeof (f as Record<string, unknown>)['mandatory'] === 'boolean',
    )
  )
    return {
      field: 'requiredCounterpartyFields',
      message: `must be [{name, mandatory}] with names ${names.join(', ')}`,
    };
  const types = r['enabledTransactionTypes'] ?? base.enabledTransactionTypes;
  if (
    !Array.isArray(types) ||
    types.length === 0 ||
    !types.every((t: unknown) => t === 'INCOMING' || t === 'OUTGOING')
  )
    return { field: 'enabledTransactionTypes', message: 'must be a non-empty list of INCOMING, OUTGOING' };
  const provider: Partial<Record<(typeof providerFieldLists)[number], string[]>> = {};
  for (const list of providerFieldLists) {
    const given = r[list];
    if (given === undefined || given === null) continue;
    if (!Array.isArray(given) || !given.every((n: unknown) => names.includes(String(n))))
      return { field: list, message: `must be a list of ${names.join(', ')}` };
    provider[list] = [...new Set(given as string[])];
  }
  return {
    config: {
      currencyCode: code,
      minAmount: min as number,
      maxAmount: max as number,
      requiredCounterpartyFields: (fields as Array<{ name: string; mandatory: boolean }>).map((f) => ({
        name: f.name,
        mandatory: f.mandatory,
      })),
      enabledTransactionTypes: [...new Set(types as Array<'INCOMING' | 'OUTGOING'>)],
      ...provider,
    },
  };
}

/** Applies an update; the webhook endpoint is the one `PUT /_sandbox/webhook-endpoint` sets too. */
export function updateConfig(sandbox: SandboxContext, update: ConfigUpdate): PlatformConfigRecord {
  const current = platformConfig(sandbox);
  const next: PlatformConfigRecord = { ...current, updatedAt: sandbox.nowIso() };
  if (update.umaDomain !== undefined) next.umaDomain = update.umaDomain;
  if (update.supportedCurrencies !== undefined) next.supportedCurrencies = update.supportedCurrencies;
  if (update.paymentApprovalRequired !== undefined)
    next.paymentApprovalRequired = update.paymentApprovalRequired;
  if (update.webhookEndpoint !== undefined)
    endpointConfig(sandbox).set({ id: 'endpoint', url: update.webhookEndpoint });
  return store(sandbox).set(next);
}

/**
 * The platform's internal accounts (no `customerId`): one `INTERNAL_FIAT` per supported currency,
 * provisioned the first time they are asked for (as the service creates them when the platform is
 * configured), so a currency added by `PATCH /config` gets its account too.
 */
export function platformInternalAccounts(sandbox: SandboxContext): InternalAccountRecord[] {
  const own = sandbox.state.internalAccounts.filter((a) => a.customerId === null);
  for (const { currencyCode } of platformConfig(sandbox).supportedCurrencies) {
    if (!own.some((a) => a.type === 'INTERNAL_FIAT' && a.currency === currencyCode))
      own.push(provisionInternalAccount(sandbox, null, 'INTERNAL_FIAT', currencyCode));
  }
  return own;
}
