/**
 * External-account details (§2.7): the account types and their currencies, IBAN and ABA routing
 * checks (the `accountInfo` schema is `schemas/external-account.ts`).
 */
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
