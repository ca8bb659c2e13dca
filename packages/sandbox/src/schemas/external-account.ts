/**
 * The body of an external-account create (§2.7; the platform's and the agent's routes) and its
 * `accountInfo` per account type: IBAN and ABA routing checksums, PIX keys by key type, CLABE, Spark
 * addresses, the optional `paymentRails` of each type and the `beneficiary`. The normalised
 * `accountInfo` keeps the field order the sandbox has always answered with.
 */
import * as v from 'valibot';
import { accountTypes, isValidIban, isValidRoutingNumber } from '../domain/account-info.js';
import type { ExternalAccountInput } from '../domain/external-accounts.js';
import { isRecord } from '../validation.js';
import { parseBody } from './parse.js';
import * as f from './fields.js';

const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function bic(required: boolean) {
  return f.string({
    required,
    pattern: SWIFT,
    patternMessage: 'must be an 8 or 11 character SWIFT/BIC code',
  });
}
type Info = Record<string, unknown>;

/** The object without `undefined` members, its keys in `order` first. */
function ordered(value: Info, order: readonly string[]): Info {
  const out: Info = {};
  for (const k of [...order, ...Object.keys(value)])
    if (value[k] !== undefined && !(k in out)) out[k] = value[k];
  return out;
}

const beneficiary = v.pipe(
  f.present(f.record, true),
  v.lazy((input) =>
    f.object({
      beneficiaryType: f.picklist(['INDIVIDUAL', 'BUSINESS'] as const, { required: true }),
      ...(isRecord(input) && input['beneficiaryType'] === 'BUSINESS'
        ? { legalName: f.label({ required: true, max: 200 }), taxId: f.label({ max: 64 }) }
        : { fullName: f.label({ required: true, max: 200 }), birthDate: f.date(), nationality: f.country() }),
      // The service's published beneficiary fields beyond §2.7's listing: kept and answered.
      registrationNumber: f.label({ max: 64 }),
      countryOfResidence: f.country(),
      email: f.email({ max: 254 }),
      phoneNumber: f.label({ max: 32 }),
      address: f.present(
        f.object({
          line1: f.label({ required: true, max: 200 }),
          postalCode: f.label({ required: true, max: 20 }),
          country: f.country({ required: true }),
          line2: f.label({ max: 100 }),
          city: f.label({ max: 100 }),
          state: f.label({ max: 100 }),
        }),
      ),
    }),
  ),
  v.transform((b: Info) => {
    const out = f.defined(b) as Info;
    if (isRecord(out['address'])) out['address'] = f.defined(out['address']);
    return out;
  }),
);

/** Optional `paymentRails`: a non-empty list of the rails this account type has (duplicates dropped). */
function rails(allowed: readonly string[]) {
  return f.present(
    v.pipe(
      v.array(v.picklist(allowed, `must be one of ${allowed.join(', ')}`), 'must be an array'),
      v.check((list) => list.length > 0, 'must not be empty'),
      v.transform((list) => [...new Set(list)]),
    ),
  );
}

/**
 * `countries`: where the account is (the service's SDK sends and reads it on every bank account), ISO
 * 3166-1 alpha-2 codes, non-empty, duplicates dropped. Absent: the account type's country (an IBAN's
 * own for EUR and AED).
 */
const countries = f.present(
  v.pipe(
    v.array(f.country({ required: true }), 'must be an array'),
    v.check((list) => list.length > 0, 'must not be empty'),
    v.transform((list) => [...new Set(list)]),
  ),
);

const typeCountry: Record<string, string> = {
  USD_ACCOUNT: 'US',
  BRL_ACCOUNT: 'BR',
  MXN_ACCOUNT: 'MX',
};

const pixKeyRules: Record<string, [RegExp, string]> = {
  CPF: [/^\d{11}$/, 'must be 11 digits for a CPF key'],
  CNPJ: [/^\d{14}$/, 'must be 14 digits for a CNPJ key'],
  EMAIL: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address for an EMAIL key'],
  PHONE: [/^\+\d{10,15}$/, 'must be +<digits> for a PHONE key'],
  RANDOM: [/^[0-9a-f-]{32,36}$/i, 'must be a random (UUID) key'],
};

/** The fields of each account type, and the order the normalised `accountInfo` lists them in. */
function accountFields(type: string, input: Info): [v.ObjectEntries, string[]] {
  switch (type) {
    case 'USD_ACCOUNT':
      return [
        {
          accountNumber: f.string({
            required: true,
            pattern: /^\d{4,17}$/,
            patternMessage: 'must be 4 to 17 digits',
          }),
          routingNumber: v.pipe(
            f.string({ required: true }),
            v.check(isValidRoutingNumber, 'must be a 9-digit ABA routing number with a valid checksum'),
          ),
          // Optional in the service's published form (the sandbox once required it).
          bankAccountType: f.picklist(['CHECKING', 'SAVINGS'] as const),
          paymentRails: rails(['ACH', 'WIRE', 'RTP', 'FEDNOW']),
          // Shown in the interface's USD_ACCOUNT, not required there.
          bankName: f.label({ max: 140 }),
          beneficiary,
          countries,
        },
        [
          'accountNumber',
          'routingNumber',
          'bankAccountType',
          'paymentRails',
          'bankName',
          'beneficiary',
          'countries',
        ],
      ];
    case 'AED_ACCOUNT':
    case 'EUR_ACCOUNT':
      return [
        {
          iban: v.pipe(
            f.string({ required: true, max: 34 }),
            v.check(isValidIban, 'must be an IBAN (no spaces) with valid check digits'),
            v.check(
              (iban) => type !== 'AED_ACCOUNT' || /^AE\d{21}$/.test(iban),
              'must be a UAE IBAN: AE followed by 21 digits',
            ),
          ),
          paymentRails: rails(type === 'EUR_ACCOUNT' ? ['SEPA', 'SEPA_INSTANT', 'SWIFT'] : ['SWIFT']),
          // EUR: the service publishes `swiftBic`; `swiftCode` (§2.7's AED name) stays accepted.
          ...(type === 'EUR_ACCOUNT' && input['swiftBic'] !== undefined
            ? {
                swiftBic: bic(true),
                swiftCode: v.optional(
                  v.custom((c) => c === input['swiftBic'], 'must equal swiftBic when both are given'),
                ),
              }
            : { swiftCode: bic(type === 'AED_ACCOUNT') }),
          beneficiary: v.optional(beneficiary),
          countries,
        },
        ['iban', 'paymentRails', 'swiftCode', 'swiftBic', 'beneficiary', 'countries'],
      ];
    case 'BRL_ACCOUNT': {
      const rule = pixKeyRules[String(input['pixKeyType'])];
      return [
        {
          pixKeyType: f.picklist(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const, { required: true }),
          pixKey: v.pipe(
            f.string({ required: true, max: 77 }),
            v.check((key) => !rule || rule[0].test(key), rule?.[1] ?? ''),
          ),
          paymentRails: rails(['PIX']),
          taxId: f.string({
            required: true,
            pattern: /^(\d{11}|\d{14})$/,
            patternMessage: 'must be a CPF (11 digits) or CNPJ (14 digits)',
          }),
          beneficiary: v.optional(beneficiary),
          countries,
        },
        ['pixKey', 'pixKeyType', 'paymentRails', 'taxId', 'beneficiary', 'countries'],
      ];
    }
    case 'MXN_ACCOUNT': {
      // The service publishes `clabeNumber`; `clabe` (the sandbox's first form) stays accepted.
      const clabe = f.string({
        required: true,
        pattern: /^\d{18}$/,
        patternMessage: 'must be an 18-digit CLABE',
      });
      const asService = input['clabeNumber'] !== undefined || input['clabe'] === undefined;
      return [
        {
          ...(asService
            ? {
                clabeNumber: clabe,
                clabe: v.optional(
                  v.custom((c) => c === input['clabeNumber'], 'must equal clabeNumber when both are given'),
                ),
              }
            : { clabe }),
          paymentRails: rails(['SPEI']),
          bankName: f.label({ max: 140 }),
          beneficiary: v.optional(beneficiary),
          countries,
        },
        ['clabeNumber', 'clabe', 'paymentRails', 'bankName', 'beneficiary', 'countries'],
      ];
    }
    default:
      return [
        {
          address: f.string({
            required: true,
            // Spark's bech32m prefixes (`spark1`, `sparkt1`, `sparkrt1`, `sparks1`, `sparkl1`) and the
            // older `sp1`/`sprt1` forms.
            pattern: /^(sp|sprt|spark|sparkt|sparkrt|sparks|sparkl)1[0-9a-z]{20,120}$/,
            patternMessage: 'must be a Spark address (spark1…, sp1…)',
          }),
          assetType: f.picklist(['BTC'] as const),
        },
        ['address', 'assetType'],
      ];
  }
}

/** `accountInfo`: its `accountType`, then that type's fields. */
const accountInfo = v.pipe(
  f.present(f.record, true),
  v.lazy((input) => {
    const type = isRecord(input) ? input['accountType'] : undefined;
    const known = typeof type === 'string' && (accountTypes as readonly string[]).includes(type);
    const [fields] = known ? accountFields(type, input as Info) : [{}];
    return f.object({ accountType: f.picklist(accountTypes, { required: true }), ...fields });
  }),
  v.transform((info: Info) => {
    const type = String(info['accountType']);
    const [, order] = accountFields(type, info);
    const clabe = info['clabeNumber'] ?? info['clabe'];
    const bic = info['swiftBic'] ?? info['swiftCode'];
    const filled: Info =
      type === 'MXN_ACCOUNT'
        ? { ...info, clabeNumber: clabe, clabe }
        : type === 'SPARK_WALLET'
          ? { ...info, assetType: info['assetType'] ?? 'BTC' }
          : type === 'EUR_ACCOUNT' && bic !== undefined
            ? { ...info, swiftCode: bic, swiftBic: bic }
            : info;
    if (type !== 'SPARK_WALLET' && filled['countries'] === undefined)
      filled['countries'] = [typeCountry[type] ?? String(info['iban']).slice(0, 2)];
    return ordered(filled, ['accountType', ...order]);
  }),
);

/**
 * The create body. Without `customerId` the account is the platform's (§2.7: `customerId` "null when
 * the account belongs to the platform", as the service's SDK creates it); an agent's account belongs
 * to the agent's customer (`inferredCustomerId`) unless the body names one.
 */
export function newExternalAccount(opts: { inferredCustomerId?: string }) {
  return v.pipe(
    f.object({
      currency: f.currencyCode({ required: true }),
      accountInfo,
      customerId: f.string(),
      platformAccountId: f.label({ max: 128 }),
      defaultUmaDepositAccount: f.boolean(),
    }),
    v.transform((b): ExternalAccountInput => {
      const out: ExternalAccountInput = {
        currency: b.currency,
        accountInfo: b.accountInfo,
        customerId: b.customerId ?? opts.inferredCustomerId ?? null,
        defaultUmaDepositAccount: b.defaultUmaDepositAccount ?? false,
      };
      if (b.platformAccountId !== undefined) out.platformAccountId = b.platformAccountId;
      return out;
    }),
  );
}

/** The create body as `newExternalAccount(opts)` reads it; 400 INVALID_INPUT otherwise. */
export function parseExternalAccountBody(
  body: unknown,
  opts: { inferredCustomerId?: string } = {},
): ExternalAccountInput {
  return parseBody(newExternalAccount(opts), body);
}
