// The customer's accounts, loaded once per screen visit and shared by the accounts, payments and agents
// screens (their pickers name accounts in words, never by id).
import { explorerApi, type ExternalAccount, type InternalAccount } from './explorer-api.js';
import { formatMoney } from './format.js';
import { update } from './state.js';
import { ACCOUNT_TYPES } from './words.js';

export const accounts: { internal: InternalAccount[]; external: ExternalAccount[]; loaded: boolean } = {
  internal: [],
  external: [],
  loaded: false,
};

export async function loadAccounts(): Promise<void> {
  const found = await explorerApi.accounts();
  accounts.internal = found.internal;
  accounts.external = found.external;
  accounts.loaded = true;
  update();
}

/** "US dollar account · $500.00" / "Embedded wallet · $10.00". */
export function internalLabel(a: InternalAccount): string {
  const kind = a.type === 'EMBEDDED_WALLET' ? 'Embedded wallet' : `${a.balance.currency.code} account`;
  return `${kind} · ${formatMoney(a.balance.amount, a.balance.currency)}`;
}

/** The identifier a person knows an external account by (IBAN, account number, …), its last digits shown. */
export function identifierOf(a: ExternalAccount): string {
  const info = a.accountInfo as Readonly<Record<string, unknown>>;
  for (const key of ['iban', 'accountNumber', 'clabe', 'pixKey', 'address']) {
    const value = info[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/** The account holder's name as given (a person's full name or a business's legal name), if any. */
export function holderName(a: ExternalAccount): string | undefined {
  const { beneficiary } = a.accountInfo as { beneficiary?: { fullName?: string; legalName?: string } };
  return beneficiary?.fullName ?? beneficiary?.legalName;
}

/** "Ada Lovelace · SEPA account (EUR) ending 013000". */
export function externalLabel(a: ExternalAccount): string {
  const holder = holderName(a) ?? 'No name';
  return `${holder} · ${ACCOUNT_TYPES[a.accountInfo.accountType] ?? a.currency} ending ${identifierOf(a).slice(-6)}`;
}

/** Fiat accounts (not the wallet): the sources of transfers, quotes without signing, and agents. */
export const fiatAccounts = () => accounts.internal.filter((a) => a.type !== 'EMBEDDED_WALLET');
