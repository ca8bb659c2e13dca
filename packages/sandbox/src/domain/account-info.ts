/**
 * External-account details (§2.7): the account types and their currencies, IBAN and ABA routing
 * checks, and validation of `accountInfo` and its `beneficiary`.
 */
import { Validator } from '../validation.js';

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
/** Optional `paymentRails`: a non-empty list of the rails this account type has. */
function parseRails(info: Validator, allowed: readonly string[]): string[] | undefined {
  const rails = info.array('paymentRails');
  if (rails === undefined) return undefined;
  if (rails.length === 0) info.fail('paymentRails', 'must not be empty');
  rails.forEach((r, i) => {
    if (typeof r !== 'string' || !allowed.includes(r))
      info.fail(`paymentRails[${i}]`, `must be one of ${allowed.join(', ')}`);
  });
  return [...new Set(rails as string[])];
}

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
      // Optional in the service's published form (the sandbox once required it).
      put('bankAccountType', info.enum('bankAccountType', ['CHECKING', 'SAVINGS'] as const));
      put('paymentRails', parseRails(info, ['ACH', 'WIRE', 'RTP', 'FEDNOW']));
      // Listed by the interface, not required: the service's own SDK sends USD accounts without it.
      put('bankName', info.label('bankName', { max: 140 }));
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
        'paymentRails',
        parseRails(info, type === 'EUR_ACCOUNT' ? ['SEPA', 'SEPA_INSTANT', 'SWIFT'] : ['SWIFT']),
      );
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
      put('paymentRails', parseRails(info, ['PIX']));
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
      // The service publishes `clabeNumber`; `clabe` (the sandbox's first form) stays accepted.
      const field =
        info.input['clabeNumber'] !== undefined || info.input['clabe'] === undefined
          ? 'clabeNumber'
          : 'clabe';
      const clabe = info.string(field, {
        required: true,
        pattern: /^\d{18}$/,
        patternMessage: 'must be an 18-digit CLABE',
      });
      if (field === 'clabeNumber' && info.input['clabe'] !== undefined && info.input['clabe'] !== clabe)
        info.fail('clabe', 'must equal clabeNumber when both are given');
      put('clabeNumber', clabe);
      put('clabe', clabe);
      put('paymentRails', parseRails(info, ['SPEI']));
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
