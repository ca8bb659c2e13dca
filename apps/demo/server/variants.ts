// The sandbox's external account variants, each built with a valid identifier that ends in the chosen
// scenario suffix (service-interface §3.6: the last three characters pick the outcome), and amounts from
// what a person types ("12.50") to the service's minor units.
import type { AccountInfo } from '@keyhold/server';

/** Decimals of the currencies the sandbox knows. */
export const DECIMALS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  MXN: 2,
  BRL: 2,
  AED: 2,
  CAD: 2,
  INR: 2,
  NGN: 2,
  PHP: 2,
  BTC: 8,
  USDC: 6,
};

/**
 * "12.50" in `currency` → minor units, or null when it is not a positive amount with at most the
 * currency's decimals.
 */
export function toMinor(text: unknown, currency: string): number | null {
  const decimals = DECIMALS[currency];
  if (decimals === undefined || typeof text !== 'string') return null;
  // "1,000.50": commas only as thousands separators in groups of three.
  const match = /^(\d{1,3}(?:,\d{3}){1,4}|\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > decimals) return null;
  const minor =
    Number(match[1]!.replace(/,/g, '')) * 10 ** decimals +
    Number((match[2] ?? '').padEnd(decimals, '0') || 0);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** ISO 13616 check digits for `country` + `bban`. */
export function iban(country: string, bban: string): string {
  const moved = `${bban}${country}00`;
  let rem = 0;
  for (const ch of moved) {
    const code = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rem = (rem * 10 + Number(digit)) % 97;
  }
  return `${country}${String(98 - rem).padStart(2, '0')}${bban}`;
}

/** A new account's beneficiary: a person or a business. */
export type Beneficiary =
  | { beneficiaryType: 'BUSINESS'; legalName: string }
  | { beneficiaryType: 'INDIVIDUAL'; fullName: string };

/** An external account variant: its currency and the account info for a suffix and a beneficiary. */
export interface Variant {
  currency: string;
  build(suffix: string, beneficiary: Beneficiary): AccountInfo;
}

/** Each variant: its currency and the account info for a suffix and a beneficiary. */
export const VARIANTS: Readonly<Record<string, Variant>> = {
  USD_ACCOUNT: {
    currency: 'USD',
    build: (suffix, beneficiary) => ({
      accountType: 'USD_ACCOUNT',
      accountNumber: `1234567${suffix}`,
      routingNumber: '021000021',
      bankAccountType: 'CHECKING',
      bankName: 'Sandbox Bank',
      beneficiary,
    }),
  },
  EUR_ACCOUNT: {
    currency: 'EUR',
    build: (suffix, beneficiary) => ({
      accountType: 'EUR_ACCOUNT',
      iban: iban('DE', `370400440532013${suffix}`),
      swiftCode: 'COBADEFFXXX',
      beneficiary,
    }),
  },
  AED_ACCOUNT: {
    currency: 'AED',
    build: (suffix, beneficiary) => ({
      accountType: 'AED_ACCOUNT',
      iban: iban('AE', `0331234567890123${suffix}`),
      swiftCode: 'EBILAEAD',
      beneficiary,
    }),
  },
  BRL_ACCOUNT: {
    currency: 'BRL',
    build: (suffix, beneficiary) => ({
      accountType: 'BRL_ACCOUNT',
      pixKeyType: 'CPF',
      pixKey: `12345678${suffix}`,
      taxId: '12345678909',
      beneficiary,
    }),
  },
  MXN_ACCOUNT: {
    currency: 'MXN',
    build: (suffix, beneficiary) => ({
      accountType: 'MXN_ACCOUNT',
      clabe: `002010077777777${suffix}`,
      bankName: 'Banco Sandbox',
      beneficiary,
    }),
  },
  SPARK_WALLET: {
    currency: 'BTC',
    build: (suffix: string) => ({
      accountType: 'SPARK_WALLET',
      address: `sp1qqsandboxqqwalletqqdemo${suffix}`,
    }),
  },
};

/** The named scenarios (suffixes) the accounts screen offers. */
export const SCENARIOS: readonly string[] = [
  '001',
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '102',
  '103',
  '104',
  '105',
  '106',
  '107',
];

/** The beneficiary of a new account: a person or a business. */
export function beneficiaryOf({
  beneficiaryType,
  name,
}: {
  beneficiaryType: unknown;
  name: string;
}): Beneficiary {
  return beneficiaryType === 'BUSINESS'
    ? { beneficiaryType: 'BUSINESS', legalName: name }
    : { beneficiaryType: 'INDIVIDUAL', fullName: name };
}
