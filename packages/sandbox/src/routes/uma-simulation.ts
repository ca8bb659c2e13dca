/**
 * Sandbox simulation (§4.6):
 * - `POST /sandbox/send {quoteId, currencyCode}`: the payment into a real-time funded quote arrives;
 *   the quote executes (its payout follows the destination's scenario). After `expiresAt` the
 *   transaction is EXPIRED with `failureReason` QUOTE_EXPIRED. → 200 Transaction.
 * - `POST /sandbox/uma/receive {senderUmaAddress, receiverUmaAddress, receivingCurrencyCode,
 *   receivingCurrencyAmount}`: an incoming UMA payment to a platform customer. The sender address
 *   selects the scenario (`$pending.long.*` completes after 6 min, `$fail.compliance.*` fails, others
 *   succeed). Funds go to the customer's default UMA deposit (external) account, else to the
 *   customer's internal account in that currency (INTERNAL_FIAT first, then the wallet), else to the
 *   primary internal account converted at the sandbox rate. → 200 Transaction (INCOMING).
 */
import type { SandboxApp } from '../app.js';
import { isCurrencyCode } from '../currencies.js';
import { badRequest, notFound } from '../errors.js';
import {
  TIMINGS,
  convertAmount,
  createTransaction,
  creditFor,
  presentTransaction,
  scheduleStep,
  setTransactionStatus,
} from '../ledger.js';
import type { Customer, TransactionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { UMA_PATTERN, resolveUma, type UmaScenario } from '../uma.js';
import { Validator } from '../validation.js';
import { fundRealtimeQuote, getQuote } from './quotes.js';
import { MAX_AMOUNT } from './sandbox-operations.js';

export interface IncomingUma {
  customer: Customer;
  senderUmaAddress: string;
  currency: string;
  amount: number;
  scenario: UmaScenario;
}

/** Credits an incoming UMA payment to the customer per the §2.7 default-deposit rule. */
export function deliverToCustomer(app: SandboxApp, p: IncomingUma): TransactionRecord {
  const { state } = app;
  const source = { sourceType: 'UMA_ADDRESS', umaAddress: p.senderUmaAddress, currency: p.currency };
  const base = {
    type: 'INCOMING' as const,
    source,
    customerId: p.customer.id,
  };
  const deposit = state.externalAccounts.find(
    (a) => a.customerId === p.customer.id && a.defaultUmaDepositAccount,
  );
  if (deposit) {
    const amount = convertAmountSafe(p.amount, p.currency, deposit.currency);
    const tx = createTransaction(app, {
      ...base,
      destination: { destinationType: 'ACCOUNT', accountId: deposit.id, currency: deposit.currency },
      receivedAmount: { amount, currency: deposit.currency },
      status: 'PENDING',
    });
    finish(app, tx, p.scenario, undefined);
    return tx;
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
  const tx = createTransaction(app, {
    ...base,
    destination: { destinationType: 'ACCOUNT', accountId: account.id, currency: account.currency },
    receivedAmount: { amount, currency: account.currency },
    status: 'PENDING',
  });
  finish(app, tx, p.scenario, { accountId: account.id, amount });
  return tx;
}

function convertAmountSafe(amount: number, from: string, to: string): number {
  return from === to ? amount : Math.floor(convertAmount(amount, from, to));
}

function finish(
  app: SandboxApp,
  tx: TransactionRecord,
  scenario: UmaScenario,
  credit: { accountId: string; amount: number } | undefined,
): void {
  setTransactionStatus(app, tx, 'PROCESSING');
  if (scenario === 'COMPLIANCE_FAILURE') {
    setTransactionStatus(app, tx, 'FAILED', 'PAY_REQUEST_FAILED');
  } else if (scenario === 'LONG_PENDING') {
    scheduleStep(app, TIMINGS.longPayment, {
      transactionId: tx.id,
      status: 'COMPLETED',
      ...(credit ? { credit } : {}),
    });
  } else {
    if (credit) {
      const account = app.state.internalAccounts.get(credit.accountId);
      if (account) creditFor(app, tx, account, credit.amount);
    }
    setTransactionStatus(app, tx, 'COMPLETED');
  }
}

export function registerUmaSimulationRoutes(app: SandboxApp): void {
  const { router } = app;

  router.post(`${BASE_PATH}/sandbox/send`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const quoteId = v.string('quoteId', { required: true, max: 200 });
    const currencyCode = v.string('currencyCode', { required: true });
    if (currencyCode !== undefined && !isCurrencyCode(currencyCode))
      v.fail('currencyCode', 'must be a supported ISO 4217 currency code');
    v.done();
    const quote = getQuote(app, quoteId!);
    if (currencyCode !== quote.sendingCurrency.code) {
      throw badRequest('CURRENCY_MISMATCH', `The quote is funded in ${quote.sendingCurrency.code}.`, {
        expected: quote.sendingCurrency.code,
        given: currencyCode,
      });
    }
    return json(presentTransaction(fundRealtimeQuote(app, quote)));
  });

  router.post(`${BASE_PATH}/sandbox/uma/receive`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const pattern = { pattern: UMA_PATTERN, patternMessage: 'must be a UMA address like $name@domain.com' };
    const sender = v.string('senderUmaAddress', { required: true, ...pattern });
    const receiver = v.string('receiverUmaAddress', { required: true, ...pattern });
    const currency = v.string('receivingCurrencyCode', { required: true });
    if (currency !== undefined && !isCurrencyCode(currency))
      v.fail('receivingCurrencyCode', 'must be a supported ISO 4217 currency code');
    const amount = v.integer('receivingCurrencyAmount', { required: true, min: 1, max: MAX_AMOUNT });
    v.done();
    const target = resolveUma(app, receiver!);
    if (!target?.customer) throw notFound('Receiver UMA address (a customer of this platform)', receiver);
    const from = resolveUma(app, sender!);
    const scenario: UmaScenario = from && !from.customer ? from.scenario : 'SUCCESS';
    const tx = deliverToCustomer(app, {
      customer: target.customer,
      senderUmaAddress: sender!,
      currency: currency!,
      amount: amount!,
      scenario,
    });
    return json(presentTransaction(tx));
  });
}
