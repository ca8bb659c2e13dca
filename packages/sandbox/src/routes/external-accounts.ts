/**
 * External accounts (§2.7) in full, and fiat internal accounts:
 * - `POST /customers/external-accounts` (customer-owned; `customerId` required),
 *   `GET /customers/external-accounts?customerId=&currency=`, `GET /customers/external-accounts/{id}`;
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
import type { SandboxApp } from '../app.js';
import { isCurrencyCode } from '../currencies.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { primaryIdentifier, scenarioSuffix } from '../ledger.js';
import type { ExternalAccount } from '../model.js';
import { BASE_PATH } from '../options.js';
import { QueryReader, paginate } from '../pagination.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';
import { withIdempotency } from '../idempotency.js';
import { getCustomer } from './customers.js';
import { provisionInternalAccount, presentInternalAccount } from './internal-accounts.js';

export const accountTypes = [
  'USD_ACCOUNT',
  'AED_ACCOUNT',
  'BRL_ACCOUNT',
  'EUR_ACCOUNT',
  'MXN_ACCOUNT',
  'SPARK_WALLET',
] as const;
export type AccountType = (typeof accountTypes)[number];

/** The currency each account type holds. */
export const accountTypeCurrency: Record<AccountType, string> = {
  USD_ACCOUNT: 'USD',
  AED_ACCOUNT: 'AED',
  BRL_ACCOUNT: 'BRL',
  EUR_ACCOUNT: 'EUR',
  MXN_ACCOUNT: 'MXN',
  SPARK_WALLET: 'BTC',
};

/** ISO 13616 mod-97 check of an IBAN (spaces not allowed). */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rem = (rem * 10 + Number(digit)) % 97;
  }
  return rem === 1;
}

/** ABA routing number checksum. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function parseBeneficiary(v: Validator): Record<string, unknown> | undefined {
  const b = v.object('beneficiary', { required: true });
  if (!b) return undefined;
  const type = b.enum('beneficiaryType', ['INDIVIDUAL', 'BUSINESS'] as const, { required: true });
  const out: Record<string, unknown> = { beneficiaryType: type };
  if (type === 'BUSINESS') {
    out['legalName'] = b.label('legalName', { required: true, max: 200 });
    const reg = b.label('registrationNumber', { max: 64 });
    if (reg !== undefined) out['registrationNumber'] = reg;
  } else {
    out['fullName'] = b.label('fullName', { required: true, max: 200 });
    const birthDate = b.date('birthDate');
    if (birthDate !== undefined) out['birthDate'] = birthDate;
    const nationality = b.country('nationality');
    if (nationality !== undefined) out['nationality'] = nationality;
  }
  const a = b.object('address');
  if (a) {
    const address: Record<string, unknown> = {
      line1: a.label('line1', { required: true, max: 200 }),
      postalCode: a.label('postalCode', { required: true, max: 20 }),
      country: a.country('country', { required: true }),
    };
    for (const k of ['line2', 'city', 'state']) {
      const val = a.label(k, { max: 100 });
      if (val !== undefined) address[k] = val;
    }
    out['address'] = address;
  }
  return out;
}

/** Validates `accountInfo` (errors collected into `v`); returns the normalised object. */
export function parseAccountInfo(v: Validator): Record<string, unknown> | undefined {
  const info = v.object('accountInfo', { required: true });
  if (!info) return undefined;
  const type = info.enum('accountType', accountTypes, { required: true });
  if (type === undefined) return undefined;
  const out: Record<string, unknown> = { accountType: type };
  const put = (k: string, val: unknown) => {
    if (val !== undefined) out[k] = val;
  };
  switch (type) {
    case 'USD_ACCOUNT': {
      put(
        'accountNumber',
        info.string('accountNumber', {
          required: true,
          pattern: /^\d{4,17}$/,
          patternMessage: 'must be 4 to 17 digits',
        }),
      );
      const routing = info.string('routingNumber', { required: true });
      if (routing !== undefined && !isValidRoutingNumber(routing))
        info.fail('routingNumber', 'must be a 9-digit ABA routing number with a valid checksum');
      else put('routingNumber', routing);
      put(
        'bankAccountType',
        info.enum('bankAccountType', ['CHECKING', 'SAVINGS'] as const, { required: true }),
      );
      put('bankName', info.label('bankName', { required: true, max: 140 }));
      put('beneficiary', parseBeneficiary(info));
      break;
    }
    case 'AED_ACCOUNT':
    case 'EUR_ACCOUNT': {
      const iban = info.string('iban', { required: true, max: 34 });
      if (iban !== undefined) {
        if (!isValidIban(iban)) info.fail('iban', 'must be an IBAN (no spaces) with valid check digits');
        else if (type === 'AED_ACCOUNT' && !/^AE\d{21}$/.test(iban))
          info.fail('iban', 'must be a UAE IBAN: AE followed by 21 digits');
        else put('iban', iban);
      }
      put(
        'swiftCode',
        info.string('swiftCode', {
          required: type === 'AED_ACCOUNT',
          pattern: SWIFT,
          patternMessage: 'must be an 8 or 11 character SWIFT/BIC code',
        }),
      );
      if (info.input['beneficiary'] !== undefined) put('beneficiary', parseBeneficiary(info));
      break;
    }
    case 'BRL_ACCOUNT': {
      const keyType = info.enum('pixKeyType', ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const, {
        required: true,
      });
      const key = info.string('pixKey', { required: true, max: 77 });
      const patterns: Record<string, [RegExp, string]> = {
        CPF: [/^\d{11}$/, 'must be 11 digits for a CPF key'],
        CNPJ: [/^\d{14}$/, 'must be 14 digits for a CNPJ key'],
        EMAIL: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address for an EMAIL key'],
        PHONE: [/^\+\d{10,15}$/, 'must be +<digits> for a PHONE key'],
        RANDOM: [/^[0-9a-f-]{32,36}$/i, 'must be a random (UUID) key'],
      };
      if (key !== undefined && keyType !== undefined) {
        const [re, msg] = patterns[keyType]!;
        if (!re.test(key)) info.fail('pixKey', msg);
        else put('pixKey', key);
      }
      put('pixKeyType', keyType);
      put(
        'taxId',
        info.string('taxId', {
          required: true,
          pattern: /^(\d{11}|\d{14})$/,
          patternMessage: 'must be a CPF (11 digits) or CNPJ (14 digits)',
        }),
      );
      if (info.input['beneficiary'] !== undefined) put('beneficiary', parseBeneficiary(info));
      break;
    }
    case 'MXN_ACCOUNT': {
      put(
        'clabe',
        info.string('clabe', {
          required: true,
          pattern: /^\d{18}$/,
          patternMessage: 'must be an 18-digit CLABE',
        }),
      );
      put('bankName', info.label('bankName', { max: 140 }));
      if (info.input['beneficiary'] !== undefined) put('beneficiary', parseBeneficiary(info));
      break;
    }
    case 'SPARK_WALLET': {
      put(
        'address',
        info.string('address', {
          required: true,
          pattern: /^(sp|sprt)1[0-9a-z]{20,120}$/,
          patternMessage: 'must be a Spark address (sp1…)',
        }),
      );
      put('assetType', info.enum('assetType', ['BTC'] as const) ?? 'BTC');
      break;
    }
  }
  return out;
}

const verificationBySuffix: Record<string, ExternalAccount['beneficiaryVerificationStatus']> = {
  '102': 'NOT_MATCHED',
  '103': 'PARTIAL_MATCH',
  '104': 'PENDING',
  '106': 'UNSUPPORTED',
  '107': 'CHECKED_BY_RECEIVING_FI',
};

export interface ExternalAccountInput {
  currency: string;
  accountInfo: Record<string, unknown>;
  customerId: string | null;
  platformAccountId?: string;
  defaultUmaDepositAccount: boolean;
}

/** Validates the create body (shared by the platform and the agent routes). */
export function parseExternalAccountBody(
  body: unknown,
  opts: { customerRequired: boolean; inferredCustomerId?: string },
): ExternalAccountInput {
  const v = Validator.body(body);
  const currency = v.string('currency', { required: true });
  if (currency !== undefined && !isCurrencyCode(currency))
    v.fail('currency', 'must be a supported ISO 4217 currency code');
  const accountInfo = parseAccountInfo(v);
  const customerId = v.string('customerId', {
    required: opts.customerRequired && opts.inferredCustomerId === undefined,
  });
  const platformAccountId = v.label('platformAccountId', { max: 128 });
  const isDefault = v.boolean('defaultUmaDepositAccount');
  v.done();
  const out: ExternalAccountInput = {
    currency: currency!,
    accountInfo: accountInfo!,
    customerId: customerId ?? opts.inferredCustomerId ?? null,
    defaultUmaDepositAccount: isDefault ?? false,
  };
  if (platformAccountId !== undefined) out.platformAccountId = platformAccountId;
  return out;
}

/** Creates the account: owner check, duplicates, beneficiary suffix, the single default UMA deposit account. */
export function createExternalAccount(app: SandboxApp, input: ExternalAccountInput): ExternalAccount {
  const { state } = app;
  if (input.customerId !== null) {
    const customer = getCustomer(app, input.customerId);
    if (customer.isDeleted) throw badRequest('CUSTOMER_DELETED', `Customer ${customer.id} is deleted.`);
  } else if (input.defaultUmaDepositAccount) {
    throw badRequest('INVALID_INPUT', 'A platform account cannot be a default UMA deposit account.', {
      errors: [
        {
          field: 'defaultUmaDepositAccount',
          message: 'only customer accounts can be the default UMA deposit account',
        },
      ],
    });
  }
  const identifier = primaryIdentifier(input.accountInfo);
  const suffix = scenarioSuffix(identifier);
  if (suffix === '105') {
    throw badRequest(
      'INVALID_ACCOUNT',
      'The receiving institution reports this account as invalid (sandbox suffix 105).',
      {
        suffix,
      },
    );
  }
  const verification = verificationBySuffix[suffix] ?? 'MATCHED';
  const now = app.nowIso();
  const account: ExternalAccount = {
    id: app.newId('ExternalAccount'),
    status: verification === 'PENDING' ? 'PENDING' : 'ACTIVE',
    currency: input.currency,
    accountInfo: structuredClone(input.accountInfo),
    customerId: input.customerId,
    defaultUmaDepositAccount: input.defaultUmaDepositAccount,
    beneficiaryVerificationStatus: verification,
    createdAt: now,
    updatedAt: now,
  };
  if (input.platformAccountId !== undefined) account.platformAccountId = input.platformAccountId;
  const beneficiary = input.accountInfo['beneficiary'] as Record<string, unknown> | undefined;
  const name = (beneficiary?.['fullName'] ?? beneficiary?.['legalName']) as string | undefined;
  if (name !== undefined) {
    if (verification === 'MATCHED') account.beneficiaryVerifiedData = { fullName: name };
    else if (verification === 'PARTIAL_MATCH')
      account.beneficiaryVerifiedData = { fullName: partialName(name) };
    else if (verification === 'NOT_MATCHED') account.beneficiaryVerifiedData = { fullName: 'Jordan Sample' };
  }
  if (account.defaultUmaDepositAccount) {
    for (const other of state.externalAccounts.filter(
      (a) => a.customerId === input.customerId && a.defaultUmaDepositAccount,
    )) {
      other.defaultUmaDepositAccount = false;
      other.updatedAt = now;
    }
  }
  return state.externalAccounts.set(account);
}

function partialName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return `${name.slice(0, Math.max(1, name.length - 2))}`;
  return `${parts[0]!.charAt(0)}. ${parts.slice(1).join(' ')}`;
}

export function presentExternalAccount(a: ExternalAccount): Record<string, unknown> {
  const out = structuredClone(a) as unknown as Record<string, unknown>;
  return out;
}

export function getExternalAccount(app: SandboxApp, id: string): ExternalAccount {
  const a = app.state.externalAccounts.get(id);
  if (!a) throw notFound('External account', id);
  return a;
}

/** Lists external accounts of one owner (`null` = platform) with `currency`, `limit`, `cursor`. */
export function listExternalAccounts(
  app: SandboxApp,
  query: URLSearchParams,
  owner: (a: ExternalAccount) => boolean,
) {
  const q = new QueryReader(query);
  const currency = q.currency('currency');
  const page = q.page();
  return {
    q,
    run: () => {
      q.done();
      const items = app.state.externalAccounts.filter(
        (a) => owner(a) && (currency === undefined || a.currency === currency),
      );
      return paginate(app.state.externalAccounts, items, page, presentExternalAccount);
    },
  };
}

export function registerExternalAccountRoutes(app: SandboxApp): void {
  const { router } = app;

  router.post(`${BASE_PATH}/customers/external-accounts`, (ctx) =>
    withIdempotency(ctx, async () => {
      const input = parseExternalAccountBody(await ctx.json(), { customerRequired: true });
      return json(presentExternalAccount(createExternalAccount(app, input)), 201);
    }),
  );

  router.get(`${BASE_PATH}/customers/external-accounts`, (ctx) => {
    const customerId = ctx.query.get('customerId') ?? undefined;
    const list = listExternalAccounts(app, ctx.query, (a) =>
      customerId === undefined ? a.customerId !== null : a.customerId === customerId,
    );
    return json(list.run());
  });

  router.get(`${BASE_PATH}/customers/external-accounts/{externalAccountId}`, (ctx) =>
    json(presentExternalAccount(getExternalAccount(app, ctx.params['externalAccountId']!))),
  );

  router.post(`${BASE_PATH}/platform/external-accounts`, (ctx) =>
    withIdempotency(ctx, async () => {
      const body = await ctx.json();
      const input = parseExternalAccountBody(body, { customerRequired: false });
      if (input.customerId !== null) {
        throw badRequest('INVALID_INPUT', 'Platform accounts have no customerId.', {
          errors: [{ field: 'customerId', message: 'must be absent for a platform account' }],
        });
      }
      return json(presentExternalAccount(createExternalAccount(app, input)), 201);
    }),
  );

  router.get(`${BASE_PATH}/platform/external-accounts`, (ctx) =>
    json(listExternalAccounts(app, ctx.query, (a) => a.customerId === null).run()),
  );

  router.post(`${BASE_PATH}/customers/internal-accounts`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const customerId = v.string('customerId', { required: true });
    const currency = v.string('currency', { required: true });
    if (currency !== undefined && !isCurrencyCode(currency))
      v.fail('currency', 'must be a supported ISO 4217 currency code');
    v.enum('type', ['INTERNAL_FIAT'] as const);
    v.done();
    const customer = getCustomer(app, customerId!);
    const existing = app.state.internalAccounts.find(
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
      presentInternalAccount(provisionInternalAccount(app, customer.id, 'INTERNAL_FIAT', currency!)),
      201,
    );
  });
}
