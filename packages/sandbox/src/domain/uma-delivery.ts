/**
 * Incoming UMA payments (§2.7, §4.6): credited to the customer's default UMA deposit account, else to
 * an internal account in that currency, else to the primary one converted; the sender's scenario
 * decides the outcome.
 */
import type { SandboxContext } from '../host/context.js';
import { badRequest, invalidInput, notFound } from '../errors.js';
import type { Customer, TransactionRecord } from '../model.js';
import {
  convertAmount,
  createTransaction,
  creditFor,
  scheduleStep,
  setTransactionStatus,
  TIMINGS,
} from './ledger.js';
import { resolveUma, type UmaScenario } from './uma.js';

export interface IncomingUma {
  customer: Customer;
  senderUmaAddress: string;
  currency: string;
  amount: number;
  scenario: UmaScenario;
}

/**
 * The platform customer an incoming UMA payment is for: named by `receiverUmaAddress` (the sandbox's
 * first form) or by `customerId` (the service's published form); when both are given they must agree.
 */
export function incomingReceiver(
  sandbox: SandboxContext,
  receiverUmaAddress?: string,
  customerId?: string,
): Customer {
  const byUma =
    receiverUmaAddress === undefined ? undefined : resolveUma(sandbox, receiverUmaAddress)?.customer;
  if (receiverUmaAddress !== undefined && !byUma)
    throw notFound('Receiver UMA address (a customer of this platform)', receiverUmaAddress);
  if (customerId === undefined) return byUma!;
  const customer = sandbox.state.customers.get(customerId);
  if (!customer || customer.isDeleted) throw notFound('Customer', customerId);
  if (byUma && byUma.id !== customer.id)
    throw invalidInput([{ field: 'receiverUmaAddress', message: 'does not belong to customerId' }]);
  return customer;
}

/** How an incoming payment ends once it may proceed: its scenario and what it credits. */
export interface Settlement {
  scenario: UmaScenario;
  credit?: { accountId: string; amount: number };
}

/** Credits an incoming UMA payment to the customer per the §2.7 default-deposit rule. */
export function deliverToCustomer(sandbox: SandboxContext, p: IncomingUma): TransactionRecord {
  const { tx, settlement } = openIncoming(sandbox, p, 'PENDING');
  settleIncoming(sandbox, tx, settlement);
  return tx;
}

/**
 * Creates the INCOMING transaction in `status` with its destination (the default UMA deposit account,
 * else an internal account in that currency, else the first one converted); nothing is credited yet.
 */
export function openIncoming(
  sandbox: SandboxContext,
  p: IncomingUma,
  status: 'CREATED' | 'PENDING',
): { tx: TransactionRecord; settlement: Settlement } {
  const { state } = sandbox;
  const source = { sourceType: 'UMA_ADDRESS', umaAddress: p.senderUmaAddress, currency: p.currency };
  const base = { type: 'INCOMING' as const, source, customerId: p.customer.id, status };
  const deposit = state.externalAccounts.find(
    (a) => a.customerId === p.customer.id && a.defaultUmaDepositAccount,
  );
  if (deposit) {
    const amount = convertAmountSafe(p.amount, p.currency, deposit.currency);
    const tx = createTransaction(sandbox, {
      ...base,
      destination: { destinationType: 'ACCOUNT', accountId: deposit.id, currency: deposit.currency },
      receivedAmount: { amount, currency: deposit.currency },
    });
    return { tx, settlement: { scenario: p.scenario } };
  }
  const accounts = state.internalAccounts.filter(
    (a) => a.customerId === p.customer.id && a.status === 'ACTIVE',
  );
  const account =
    accounts.find((a) => a.type === 'INTERNAL_FIAT' && a.currency === p.currency) ??
    accounts.find((a) => a.currency === p.currency) ??
    accounts[0];
  if (!account)
    throw badRequest('NO_RECEIVING_ACCOUNT', `Customer ${p.customer.id} has no internal account.`);
  const amount = convertAmountSafe(p.amount, p.currency, account.currency);
  const tx = createTransaction(sandbox, {
    ...base,
    destination: { destinationType: 'ACCOUNT', accountId: account.id, currency: account.currency },
    receivedAmount: { amount, currency: account.currency },
  });
  return { tx, settlement: { scenario: p.scenario, credit: { accountId: account.id, amount } } };
}

function convertAmountSafe(amount: number, from: string, to: string): number {
  return from === to ? amount : Math.floor(convertAmount(amount, from, to));
}

/** Lets an incoming payment proceed: PROCESSING, then its scenario's outcome (and the credit). */
export function settleIncoming(sandbox: SandboxContext, tx: TransactionRecord, settlement: Settlement): void {
  const { scenario, credit } = settlement;
  setTransactionStatus(sandbox, tx, 'PROCESSING');
  if (scenario === 'COMPLIANCE_FAILURE') {
    setTransactionStatus(sandbox, tx, 'FAILED', 'PAY_REQUEST_FAILED');
  } else if (scenario === 'LONG_PENDING') {
    scheduleStep(sandbox, TIMINGS.longPayment, {
      transactionId: tx.id,
      status: 'COMPLETED',
      ...(credit ? { credit } : {}),
    });
  } else {
    if (credit) {
      const account = sandbox.state.internalAccounts.get(credit.accountId);
      if (account) creditFor(sandbox, tx, account, credit.amount);
    }
    setTransactionStatus(sandbox, tx, 'COMPLETED');
  }
}
