/**
 * External accounts, minimal (part 1): `POST /customers/external-accounts` so wallet quotes have a
 * destination. Part 2 replaces this module with the full §2.7 validation, beneficiary-name suffix
 * rules and the platform listing.
 */
import type { SandboxApp } from '../app.js';
import { isCurrencyCode } from '../currencies.js';
import { notFound } from '../errors.js';
import type { ExternalAccount } from '../model.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { Validator } from '../validation.js';

export function presentExternalAccount(a: ExternalAccount): ExternalAccount {
  return structuredClone(a);
}

export function getExternalAccount(app: SandboxApp, id: string): ExternalAccount {
  const a = app.state.externalAccounts.get(id);
  if (!a) throw notFound('External account', id);
  return a;
}

export function registerExternalAccountRoutes(app: SandboxApp): void {
  app.router.post(`${BASE_PATH}/customers/external-accounts`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const customerId = v.string('customerId', { max: 200 });
    const currency = v.string('currency', { required: true });
    if (currency !== undefined && !isCurrencyCode(currency))
      v.fail('currency', 'must be a supported ISO 4217 currency code');
    const info = v.object('accountInfo', { required: true });
    info?.string('accountType', {
      required: true,
      max: 64,
      pattern: /^[A-Z][A-Z0-9_]*$/,
      patternMessage: 'must be an account type such as USD_ACCOUNT',
    });
    const platformAccountId = v.label('platformAccountId', { max: 128 });
    const isDefault = v.boolean('defaultUmaDepositAccount');
    v.done();
    if (customerId !== undefined && !app.state.customers.get(customerId))
      throw notFound('Customer', customerId);
    const now = app.nowIso();
    if (isDefault && customerId !== undefined) {
      for (const other of app.state.externalAccounts.filter(
        (a) => a.customerId === customerId && a.defaultUmaDepositAccount,
      )) {
        other.defaultUmaDepositAccount = false;
        other.updatedAt = now;
      }
    }
    const account: ExternalAccount = {
      id: app.newId('ExternalAccount'),
      status: 'ACTIVE',
      currency: currency!,
      accountInfo: structuredClone(info!.input),
      customerId: customerId ?? null,
      defaultUmaDepositAccount: isDefault ?? false,
      beneficiaryVerificationStatus: 'MATCHED',
      createdAt: now,
      updatedAt: now,
    };
    if (platformAccountId !== undefined) account.platformAccountId = platformAccountId;
    app.state.externalAccounts.set(account);
    return json(presentExternalAccount(account), 201);
  });
}
