/**
 * Internal accounts (wire-formats §9): provisioning, the wire shape, look-ups. Embedded wallets answer to both `InternalAccount:<uuid>` and
 * `EmbeddedWallet:<uuid>`; each holds a BIP-39 mnemonic that export seals.
 */
import type { SandboxContext } from '../host/context.js';
import { currencyObject } from '../currencies.js';
import { badRequest, notFound } from '../errors.js';
import type { InternalAccount, InternalAccountRecord, InternalAccountType } from '../model.js';
import { newMnemonic } from '../mnemonic.js';

/** Largest amount (minor units) a request may name or a balance may hold. */
export const MAX_AMOUNT = 9_000_000_000_000_000;

export const internalAccountTypes: readonly InternalAccountType[] = [
  'INTERNAL_FIAT',
  'INTERNAL_CRYPTO',
  'EMBEDDED_WALLET',
];

export function provisionInternalAccount(
  sandbox: SandboxContext,
  customerId: string | null,
  type: InternalAccountType,
  currency: string,
): InternalAccountRecord {
  const now = sandbox.nowIso();
  const record: InternalAccountRecord = {
    id: sandbox.newId('InternalAccount'),
    customerId,
    type,
    status: 'ACTIVE',
    currency,
    balance: 0,
    fundingPaymentInstructions: [],
    createdAt: now,
    updatedAt: now,
  };
  if (type === 'EMBEDDED_WALLET') record.mnemonic = newMnemonic();
  return sandbox.state.internalAccounts.set(record);
}

export function presentInternalAccount(a: InternalAccountRecord): InternalAccount {
  const out: InternalAccount = {
    id: a.id,
    type: a.type,
    status: a.status,
    balance: { amount: a.balance, currency: currencyObject(a.currency) },
    fundingPaymentInstructions: structuredClone(a.fundingPaymentInstructions),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
  if (a.customerId !== null) out.customerId = a.customerId;
  return out;
}

/** Finds an internal account by either id form. */
export function findInternalAccount(sandbox: SandboxContext, id: string): InternalAccountRecord | undefined {
  const direct = sandbox.state.internalAccounts.get(id);
  if (direct) return direct;
  const m = /^EmbeddedWallet:(.+)$/.exec(id);
  if (m) {
    const a = sandbox.state.internalAccounts.get(`InternalAccount:${m[1]}`);
    if (a?.type === 'EMBEDDED_WALLET') return a;
  }
  return undefined;
}

export function getInternalAccount(sandbox: SandboxContext, id: string): InternalAccountRecord {
  const a = findInternalAccount(sandbox, id);
  if (!a) throw notFound('Internal account', id);
  return a;
}

/** An embedded-wallet account, or 404 (unknown) / 400 (another account type). */
export function getWallet(sandbox: SandboxContext, id: string): InternalAccountRecord {
  const a = getInternalAccount(sandbox, id);
  if (a.type !== 'EMBEDDED_WALLET') {
    throw badRequest('NOT_AN_EMBEDDED_WALLET', `Internal account ${id} is not an EMBEDDED_WALLET account.`, {
      accountId: id,
    });
  }
  return a;
}
