/**
 * External accounts (§2.7): creation (beneficiary verification by name suffix, default UMA deposit
 * account), the wire shape (partial names), look-up and listing.
 */
import type { SandboxContext } from '../host/context.js';
import { badRequest, notFound } from '../errors.js';
import type { AccountInfo, ExternalAccount as WireExternalAccount } from '@keyhold/protocol/wire';
import type { ExternalAccount } from '../model.js';
import { paginate, QueryReader } from '../pagination.js';
import { getCustomer } from './customers.js';
import { primaryIdentifier, scenarioSuffix } from './ledger.js';

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

/** Creates the account: owner check, duplicates, beneficiary suffix, the single default UMA deposit account. */
export function createExternalAccount(sandbox: SandboxContext, input: ExternalAccountInput): ExternalAccount {
  const { state } = sandbox;
  if (input.customerId !== null) {
    const customer = getCustomer(sandbox, input.customerId);
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
  const now = sandbox.nowIso();
  const account: ExternalAccount = {
    id: sandbox.newId('ExternalAccount'),
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

export function presentExternalAccount(a: ExternalAccount): WireExternalAccount {
  const out = structuredClone(a);
  // accountInfo is the schema's normalised object (schemas/external-account.ts): it has its accountType.
  return { ...out, accountInfo: out.accountInfo as AccountInfo };
}

export function getExternalAccount(sandbox: SandboxContext, id: string): ExternalAccount {
  const a = sandbox.state.externalAccounts.get(id);
  if (!a) throw notFound('External account', id);
  return a;
}

/** Lists external accounts of one owner (`null` = platform) with `currency`, `limit`, `cursor`. */
export function listExternalAccounts(
  sandbox: SandboxContext,
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
      const items = sandbox.state.externalAccounts.filter(
        (a) => owner(a) && (currency === undefined || a.currency === currency),
      );
      return paginate(sandbox.state.externalAccounts, items, page, presentExternalAccount);
    },
  };
}
