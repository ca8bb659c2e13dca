/**
 * Requests in the shapes the service's official TypeScript SDK sends (its published request types),
 * for the tests that check the sandbox takes them: external accounts as the SDK builds them.
 */
import type { Api } from './api.js';
import { accountNumber, iban } from './payments.js';

export type Json = Record<string, unknown>;
export type Page = { data: Json[]; totalCount: number };

/** The SDK's `UsdExternalAccountInfo`: no `bankName`, no `bankAccountType`, `countries` required. */
export const sdkUsdAccount = (extra: Json = {}): Json => ({
  accountType: 'USD_ACCOUNT',
  accountNumber: accountNumber(),
  routingNumber: '021000021',
  countries: ['US'],
  paymentRails: ['ACH'],
  beneficiary: {
    beneficiaryType: 'INDIVIDUAL',
    fullName: 'Ada Lovelace',
    birthDate: '1990-12-10',
    nationality: 'GB',
  },
  ...extra,
});

export const sdkEurAccount = (extra: Json = {}): Json => ({
  accountType: 'EUR_ACCOUNT',
  iban: iban('DE', '370400440532013000'),
  paymentRails: ['SEPA'],
  beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
  ...extra,
});

/** The helpers bound to one sandbox (`useApi()`'s client). */
export function sdkHelpers(api: Pick<Api, 'call'>) {
  /** `client.customers.externalAccounts.create(body)`. */
  const createAccount = <T = Json>(body: Json) => api.call<T>('POST', '/customers/external-accounts', body);
  return { createAccount };
}
