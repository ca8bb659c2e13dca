/**
 * Quotes (§2.8, §4.2): `POST /quotes` (Idempotency-Key), `GET /quotes/{id}` (sandbox extra),
 * `POST /quotes/{id}/execute` (Idempotency-Key; `Service-Wallet-Signature` for an EMBEDDED_WALLET
 * source) and `GET /transactions/{id}`.
 *
 * Sources: `{sourceType: 'ACCOUNT', accountId}` (an internal account), or real-time funded:
 * `{sourceType: 'REALTIME_FUNDING', customerId, currency}` and `{sourceType: 'UMA_ADDRESS', umaAddress,
 * currency?}` (a customer's own UMA address). Destinations: `{destinationType: 'ACCOUNT', accountId}`
 * (internal or external) and `{destinationType: 'UMA_ADDRESS', umaAddress, currency?}` (needs a
 * `lookupId` from `GET /receiver/uma/{address}`).
 *
 * Prices: the deterministic `usdPerUnit` table; cross-currency quotes pay a fixed fee of USD 0.30
 * (converted to the sending currency) plus 0.5 % of the amount sent, both in `feesIncluded`.
 * `exchangeRate` is sending-currency units per receiving-currency unit (§2.8).
 */
import type { SandboxApp } from '../app.js';
import { currencyObject, isCurrencyCode, usdPerUnit } from '../currencies.js';
import {
  Reasons,
  ServiceError,
  badRequest,
  conflict,
  invalidInput,
  notFound,
  unauthorized,
} from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import {
  TIMINGS,
  convertAmount,
  createTransaction,
  creditFor,
  debitFor,
  insufficientFunds,
  onTransactionChange,
  payoutScenario,
  presentTransaction,
  primaryIdentifier,
  refund,
  scenarioSuffix,
  scheduleStep,
  setTransactionStatus,
} from '../ledger.js';
import type { Customer, InternalAccountRecord, QuoteRecord, TransactionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { checkStamp, createPendingRequest, SIGNATURE_HEADER } from '../signed-retry.js';
import { UMA_PATTERN, resolveUma } from '../uma.js';
import { bodyDigest } from '../util.js';
import { Validator } from '../validation.js';
import { getExternalAccount } from './external-accounts.js';
import { findInternalAccount, getInternalAccount } from './internal-accounts.js';
import { getLookup } from './receiver.js';
import { MAX_AMOUNT } from './sandbox-operations.js';
import { deliverToCustomer } from './uma-simulation.js';

export { presentTransaction };

const sides = ['SENDING', 'RECEIVING'] as const;

export const paymentPurposes = [
  'GIFT',
  'SELF',
  'GOODS_OR_SERVICES',
  'EDUCATION',
  'HEALTH_OR_MEDICAL',
  'REAL_ESTATE_PURCHASE',
  'TAX_PAYMENT',
  'LOAN_PAYMENT',
  'UTILITY_BILL',
  'DONATION',
  'TRAVEL',
  'OTHER',
] as const;

/** Receiving currencies whose payouts need a payment purpose. */
export const PURPOSE_REQUIRED_CURRENCIES: readonly string[] = ['INR'];

/** Fee schedule of cross-currency quotes. */
export const FEES = { fixedUsdCents: 30, variableRate: 0.005 } as const;

/** Sending-currency units per receiving-currency unit (major units). */
export function exchangeRate(sending: string, receiving: string): number {
  if (sending === receiving) return 1;
  const s = usdPerUnit[sending];
  const r = usdPerUnit[receiving];
  if (s === undefined || r === undefined)
    throw badRequest('UNSUPPORTED_CURRENCY_PAIR', `No rate from ${sending} to ${receiving}.`);
  return Number((r / s).toPrecision(8));
}

/** Marks a PENDING quote past its expiry as EXPIRED (read-time expiry). */
export function refreshQuote(app: SandboxApp, quote: QuoteRecord): QuoteRecord {
  if (quote.status === 'PENDING' && Date.parse(quote.expiresAt) <= app.clock.nowMs())
    quote.status = 'EXPIRED';
  return quote;
}

export function presentQuote(q: QuoteRecord): Record<string, unknown> {
  const { internal: _internal, ...wire } = structuredClone(q);
  return wire;
}

export function getQuote(app: SandboxApp, id: string): QuoteRecord {
  const q = app.state.quotes.get(id);
  if (!q) throw notFound('Quote', id);
  return refreshQuote(app, q);
}

// ---- request -------------------------------------------------------------------------------------

type SourceInput =
  | { sourceType: 'ACCOUNT'; accountId: string }
  | { sourceType: 'REALTIME_FUNDING'; customerId: string; currency: string }
  | { sourceType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };
type DestinationInput =
  | { destinationType: 'ACCOUNT'; accountId: string }
  | { destinationType: 'UMA_ADDRESS'; umaAddress: string; currency?: string };

export interface QuoteInput {
  source: SourceInput;
  destination: DestinationInput;
  side: 'SENDING' | 'RECEIVING';
  amount: number;
  lookupId?: string;
  immediatelyExecute: boolean;
  description?: string;
  senderCustomerInfo?: Record<string, unknown>;
  paymentPurpose?: string;
}

export function parseQuoteBody(body: unknown): QuoteInput {
  const v = Validator.body(body);
  const src = v.object('source', { required: true });
  const dst = v.object('destination', { required: true });
  let source: SourceInput | undefined;
  let destination: DestinationInput | undefined;
  const sourceType = src?.enum('sourceType', ['ACCOUNT', 'REALTIME_FUNDING', 'UMA_ADDRESS'] as const, {
    required: true,
  });
  if (src && sourceType === 'ACCOUNT') {
    const accountId = src.string('accountId', { required: true, max: 200 });
    if (accountId !== undefined) source = { sourceType, accountId };
  } else if (src && sourceType === 'REALTIME_FUNDING') {
    const customerId = src.string('customerId', { required: true, max: 200 });
    const currency = src.string('currency', { required: true });
    if (currency !== undefined && !isCurrencyCode(currency))
      src.fail('currency', 'must be a supported ISO 4217 currency code');
    if (customerId !== undefined && currency !== undefined) source = { sourceType, customerId, currency };
  } else if (src && sourceType === 'UMA_ADDRESS') {
    const umaAddress = src.string('umaAddress', {
      required: true,
      pattern: UMA_PATTERN,
      patternMessage: 'must be a UMA address like $name@domain.com',
    });
    const currency = src.string('currency');
    if (currency !== undefined && !isCurrencyCode(currency))
      src.fail('currency', 'must be a supported ISO 4217 currency code');
    if (umaAddress !== undefined)
      source = { sourceType, umaAddress, ...(currency !== undefined ? { currency } : {}) };
  }
  const destinationType = dst?.enum('destinationType', ['ACCOUNT', 'UMA_ADDRESS'] as const, {
    required: true,
  });
  if (dst && destinationType === 'ACCOUNT') {
    const accountId = dst.string('accountId', { required: true, max: 200 });
    if (accountId !== undefined) destination = { destinationType, accountId };
  } else if (dst && destinationType === 'UMA_ADDRESS') {
    const umaAddress = dst.string('umaAddress', {
      required: true,
      pattern: UMA_PATTERN,
      patternMessage: 'must be a UMA address like $name@domain.com',
    });
    const currency = dst.string('currency');
    if (currency !== undefined && !isCurrencyCode(currency))
      dst.fail('currency', 'must be a supported ISO 4217 currency code');
    if (umaAddress !== undefined)
      destination = { destinationType, umaAddress, ...(currency !== undefined ? { currency } : {}) };
  }
  const side = v.enum('lockedCurrencySide', sides, { required: true });
  const amount = v.integer('lockedCurrencyAmount', { required: true, min: 1, max: MAX_AMOUNT });
  const immediately = v.boolean('immediatelyExecute');
  const description = v.label('description', { max: 500 });
  const lookupId = v.string('lookupId', { max: 200 });
  const info = v.object('senderCustomerInfo');
  const purpose = v.enum('paymentPurpose', paymentPurposes);
  if (destination?.destinationType === 'UMA_ADDRESS' && lookupId === undefined)
    v.fail('lookupId', 'is required for a UMA destination: GET /receiver/uma/{umaAddress} first');
  v.done();
  const out: QuoteInput = {
    source: source!,
    destination: destination!,
    side: side!,
    amount: amount!,
    immediatelyExecute: immediately ?? false,
  };
  if (lookupId !== undefined) out.lookupId = lookupId;
  if (description !== undefined) out.description = description;
  if (info) out.senderCustomerInfo = structuredClone(info.input);
  if (purpose !== undefined) out.paymentPurpose = purpose;
  return out;
}

// ---- creation -------------------------------------------------------------------------------------

interface ResolvedEnds {
  sourceWire: Record<string, unknown>;
  sourceAccount?: InternalAccountRecord;
  sender: Customer | undefined;
  sending: string;
  destinationWire: Record<string, unknown>;
  receiving: string;
  funding: 'ACCOUNT' | 'REALTIME';
  counterpartyName?: string;
  bothAccounts: boolean;
}

function resolveEnds(app: SandboxApp, input: QuoteInput, restrictTo?: string): ResolvedEnds {
  const { state } = app;
  let sourceWire: Record<string, unknown>;
  let sourceAccount: InternalAccountRecord | undefined;
  let sender: Customer | undefined;
  let sending: string;
  let funding: 'ACCOUNT' | 'REALTIME' = 'ACCOUNT';
  const s = input.source;
  if (s.sourceType === 'ACCOUNT') {
    sourceAccount = getInternalAccount(app, s.accountId);
    if (restrictTo !== undefined && sourceAccount.customerId !== restrictTo)
      throw notFound('Internal account', s.accountId);
    sender = sourceAccount.customerId ? state.customers.get(sourceAccount.customerId) : undefined;
    sending = sourceAccount.currency;
    sourceWire = {
      sourceType: 'ACCOUNT',
      accountId: sourceAccount.id,
      ...(sourceAccount.customerId ? { customerId: sourceAccount.customerId } : {}),
    };
  } else if (s.sourceType === 'REALTIME_FUNDING') {
    sender = state.customers.get(s.customerId);
    if (!sender || (restrictTo !== undefined && sender.id !== restrictTo))
      throw notFound('Customer', s.customerId);
    sending = s.currency;
    funding = 'REALTIME';
    sourceWire = { sourceType: 'REALTIME_FUNDING', customerId: sender.id, currency: sending };
  } else {
    sender = state.customers.find((c) => !c.isDeleted && c.umaAddress === s.umaAddress);
    if (!sender || (restrictTo !== undefined && sender.id !== restrictTo))
      throw invalidInput([
        { field: 'source.umaAddress', message: 'must be the UMA address of one of your customers' },
      ]);
    sending = s.currency ?? sender.currencies[0] ?? 'USD';
    funding = 'REALTIME';
    sourceWire = {
      sourceType: 'UMA_ADDRESS',
      umaAddress: s.umaAddress,
      customerId: sender.id,
      currency: sending,
    };
  }
  let destinationWire: Record<string, unknown>;
  let receiving: string;
  let counterpartyName: string | undefined;
  const d = input.destination;
  let bothAccounts = false;
  if (d.destinationType === 'ACCOUNT') {
    const internal = findInternalAccount(app, d.accountId);
    if (internal) {
      if (restrictTo !== undefined && internal.customerId !== restrictTo)
        throw notFound('External account', d.accountId);
      if (sourceAccount && internal.id === sourceAccount.id)
        throw badRequest('SAME_ACCOUNT', 'Source and destination must differ.');
      receiving = internal.currency;
      destinationWire = { destinationType: 'ACCOUNT', accountId: internal.id };
    } else {
      const external = getExternalAccount(app, d.accountId);
      if (restrictTo !== undefined && external.customerId !== restrictTo)
        throw notFound('External account', d.accountId);
      if (external.status === 'INACTIVE')
        throw badRequest('ACCOUNT_NOT_ACTIVE', `External account ${external.id} is INACTIVE.`);
      receiving = external.currency;
      const rail = railFor(String(external.accountInfo['accountType']));
      destinationWire = {
        destinationType: 'ACCOUNT',
        accountId: external.id,
        ...(rail ? { paymentRail: rail } : {}),
      };
      const b = external.accountInfo['beneficiary'] as Record<string, unknown> | undefined;
      const name = (b?.['fullName'] ?? b?.['legalName']) as string | undefined;
      if (name !== undefined) counterpartyName = name;
    }
    bothAccounts = s.sourceType === 'ACCOUNT';
  } else {
    const target = resolveUma(app, d.umaAddress);
    if (!target) throw notFound('UMA receiver', d.umaAddress);
    receiving = d.currency ?? target.currencies[0] ?? 'USD';
    if (!target.currencies.includes(receiving)) {
      throw badRequest('CURRENCY_NOT_SUPPORTED', `${d.umaAddress} does not receive ${receiving}.`, {
        supportedCurrencies: target.currencies,
      });
    }
    destinationWire = { destinationType: 'UMA_ADDRESS', umaAddress: d.umaAddress, currency: receiving };
    counterpartyName = target.name;
  }
  const out: ResolvedEnds = {
    sourceWire,
    sender,
    sending,
    destinationWire,
    receiving,
    funding,
    bothAccounts,
  };
  if (sourceAccount) out.sourceAccount = sourceAccount;
  if (counterpartyName !== undefined) out.counterpartyName = counterpartyName;
  return out;
}

function railFor(accountType: string): string | undefined {
  return (
    {
      USD_ACCOUNT: 'ACH',
      AED_ACCOUNT: 'SWIFT',
      EUR_ACCOUNT: 'SEPA',
      BRL_ACCOUNT: 'PIX',
      MXN_ACCOUNT: 'SPEI',
      SPARK_WALLET: 'SPARK',
    } as Record<string, string>
  )[accountType];
}

/** Prices a quote: totals, fees and rate details. */
export function price(sending: string, receiving: string, side: 'SENDING' | 'RECEIVING', amount: number) {
  const rate = exchangeRate(sending, receiving);
  const sDec = currencyObject(sending).decimals;
  const rDec = currencyObject(receiving).decimals;
  // Sending minor units per receiving minor unit, from the unrounded table (exact for the tests).
  const exact = sending === receiving ? 1 : usdPerUnit[receiving]! / usdPerUnit[sending]!;
  const factor = exact * 10 ** (sDec - rDec);
  const cross = sending !== receiving;
  const fixed = cross ? convertAmount(FEES.fixedUsdCents, 'USD', sending) : 0;
  const varRate = cross ? FEES.variableRate : 0;
  let totalSending: number;
  let totalReceiving: number;
  let variable: number;
  if (side === 'SENDING') {
    totalSending = amount;
    variable = Math.ceil(amount * varRate);
    totalReceiving = Math.floor((amount - fixed - variable) / factor + 1e-6);
  } else {
    totalReceiving = amount;
    const base = Math.ceil(amount * factor - 1e-6);
    variable = Math.ceil(base * varRate);
    totalSending = base + fixed + variable;
  }
  return {
    rate,
    totalSending,
    totalReceiving,
    fees: fixed + variable,
    rateDetails: {
      counterpartyMultiplier: 1,
      counterpartyFixedFee: 0,
      serviceApiMultiplier: Number((1 / rate).toPrecision(8)),
      serviceApiFixedFee: fixed,
      serviceApiVariableFeeRate: varRate,
      serviceApiVariableFeeAmount: variable,
    },
  };
}

/** Creates (and with `immediatelyExecute` executes) a quote. `restrictTo` confines accounts to one customer (agents). */
export function createQuote(
  app: SandboxApp,
  input: QuoteInput,
  opts: { agentId?: string; restrictTo?: string } = {},
): QuoteRecord {
  const ends = resolveEnds(app, input, opts.restrictTo);
  const isWallet = ends.sourceAccount?.type === 'EMBEDDED_WALLET';
  if (input.immediatelyExecute && (isWallet || ends.funding === 'REALTIME')) {
    throw badRequest(
      'IMMEDIATE_EXECUTION_NOT_SUPPORTED',
      isWallet
        ? 'immediatelyExecute is not supported for an EMBEDDED_WALLET source: create the quote, then execute it with the signature header.'
        : 'immediatelyExecute needs an internal-account source; a real-time funded quote executes when its funds arrive.',
    );
  }
  // An EMBEDDED_WALLET may quote in one currency: transfer-out cannot carry its signature.
  if (ends.bothAccounts && !isWallet && ends.sending === ends.receiving) {
    throw badRequest(
      'SAME_CURRENCY_QUOTE',
      'Quotes convert currencies; move one currency with transfer-in or transfer-out.',
      {
        currency: ends.sending,
      },
    );
  }
  // Lookup, payer data and purpose.
  const v = new Validator({});
  let requiredFields: Array<{ name: string; mandatory: boolean }> = [];
  if (input.lookupId !== undefined) {
    const lookup = getLookup(app, input.lookupId);
    const target = input.destination.destinationType === 'ACCOUNT' ? lookup.accountId : lookup.umaAddress;
    const wanted =
      input.destination.destinationType === 'ACCOUNT'
        ? ends.destinationWire['accountId']
        : input.destination.umaAddress;
    if (target !== wanted || (ends.sender !== undefined && lookup.senderCustomerId !== ends.sender.id)) {
      throw badRequest('LOOKUP_MISMATCH', 'The lookup was made for another receiver or sender.', {
        lookupId: lookup.id,
      });
    }
    requiredFields = lookup.requiredPayerDataFields;
  }
  if (input.senderCustomerInfo !== undefined) {
    if (input.lookupId === undefined || requiredFields.length === 0)
      v.fail('senderCustomerInfo', 'must be omitted: the receiver requested no payer data');
    for (const f of requiredFields) {
      const value = input.senderCustomerInfo[f.name];
      if (f.mandatory && (typeof value !== 'string' || value.trim() === ''))
        v.fail(`senderCustomerInfo.${f.name}`, 'is required by the receiver (requiredPayerDataFields)');
    }
  } else {
    for (const f of requiredFields)
      if (f.mandatory)
        v.fail(`senderCustomerInfo.${f.name}`, 'is required by the receiver (requiredPayerDataFields)');
  }
  if (input.paymentPurpose === undefined && PURPOSE_REQUIRED_CURRENCIES.includes(ends.receiving))
    v.fail('paymentPurpose', `is required for ${ends.receiving} payouts`);
  const p = price(ends.sending, ends.receiving, input.side, input.amount);
  if (p.totalSending > MAX_AMOUNT || p.totalReceiving > MAX_AMOUNT)
    v.fail('lockedCurrencyAmount', 'is too large for this currency pair');
  if (p.totalReceiving < 1)
    v.fail('lockedCurrencyAmount', 'is too small: after fees the receiving amount would be zero');
  v.done();

  const now = app.nowIso();
  const quote: QuoteRecord = {
    id: app.newId('Quote'),
    status: 'PENDING',
    createdAt: now,
    expiresAt: app.clock.isoIn(app.options.quoteTtlSeconds),
    source: ends.sourceWire,
    destination: ends.destinationWire,
    sendingCurrency: currencyObject(ends.sending),
    receivingCurrency: currencyObject(ends.receiving),
    totalSendingAmount: p.totalSending,
    totalReceivingAmount: p.totalReceiving,
    exchangeRate: p.rate,
    feesIncluded: p.fees,
    paymentInstructions: [],
    rateDetails: p.rateDetails,
    internal: { customerId: ends.sender?.id ?? null, funding: ends.funding },
  };
  if (ends.counterpartyName !== undefined)
    quote.counterpartyInformation = { FULL_NAME: ends.counterpartyName };
  if (input.description !== undefined) quote.description = input.description;
  if (input.paymentPurpose !== undefined) quote.paymentPurpose = input.paymentPurpose;
  if (opts.agentId !== undefined) quote.internal.agentId = opts.agentId;
  if (input.lookupId !== undefined) quote.internal.lookupId = input.lookupId;
  if (input.senderCustomerInfo !== undefined) quote.internal.senderCustomerInfo = input.senderCustomerInfo;
  if (isWallet) {
    const source = ends.sourceAccount!;
    const pending = createPendingRequest(app, {
      operation: 'EXECUTE_QUOTE',
      accountId: source.id,
      targetId: quote.id,
      method: 'POST',
      path: `${BASE_PATH}/quotes/${quote.id}/execute`,
      bodyDigest: bodyDigest({}),
      ttlSeconds: app.options.quoteTtlSeconds,
      parameters: {
        quoteId: quote.id,
        destinationAccountId: (ends.destinationWire['accountId'] ??
          ends.destinationWire['umaAddress']) as string,
        sendingCurrency: ends.sending,
        totalSendingAmount: p.totalSending,
        receivingCurrency: ends.receiving,
        totalReceivingAmount: p.totalReceiving,
        ...(input.description !== undefined ? { description: input.description } : {}),
      },
    });
    quote.internal.executeRequestId = pending.id;
    quote.paymentInstructions = [
      {
        accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign: pending.payloadToSign },
        instructionsNotes:
          'Stamp payloadToSign with a session key of the wallet and send it as Service-Wallet-Signature on execute.',
      },
    ];
  } else if (ends.funding === 'REALTIME') {
    quote.paymentInstructions = fundingInstructions(quote);
  }
  app.state.quotes.set(quote);
  if (input.immediatelyExecute) executeQuote(app, quote);
  return quote;
}

function fundingInstructions(quote: QuoteRecord): unknown[] {
  const reference = `KHQ-${quote.id.slice(-10).toUpperCase()}`;
  const out: unknown[] = [];
  if (quote.sendingCurrency.code === 'USD') {
    out.push({
      accountOrWalletInfo: {
        accountType: 'USD_ACCOUNT',
        paymentRails: ['ACH', 'WIRE'],
        accountNumber: '4000123456789',
        routingNumber: '021000021',
        bankName: 'Keyhold Sandbox Bank',
        reference,
      },
      instructionsNotes: `Send exactly ${quote.totalSendingAmount} cents with reference ${reference}; in the sandbox, POST /sandbox/send instead.`,
    });
  }
  out.push({
    accountOrWalletInfo: {
      accountType: 'SPARK_WALLET',
      assetType: 'BTC',
      address: `sp1sandbox${quote.id.replace(/[^0-9a-f]/g, '').slice(0, 24)}`,
      invoice: `lnsb${quote.totalSendingAmount}n1sandbox${quote.id.replace(/[^0-9a-f]/g, '').slice(0, 16)}`,
    },
    instructionsNotes: 'In the sandbox, POST /sandbox/send {quoteId, currencyCode} simulates this payment.',
  });
  return out;
}

// ---- execution ------------------------------------------------------------------------------------

/** Status checks shared by execute, agents and /sandbox/send. */
export function assertExecutable(app: SandboxApp, quote: QuoteRecord): void {
  refreshQuote(app, quote);
  if (quote.status === 'EXPIRED')
    throw badRequest('QUOTE_EXPIRED', 'The quote expired: create a new one.', { quoteId: quote.id });
  if (quote.status !== 'PENDING')
    throw conflict('QUOTE_ALREADY_EXECUTED', 'The quote was already executed.', { quoteId: quote.id });
}

/** Executes an account-funded quote (signature already checked): debits, pays out, returns the transaction. */
export function executeQuote(
  app: SandboxApp,
  quote: QuoteRecord,
  opts: { agentId?: string } = {},
): TransactionRecord {
  assertExecutable(app, quote);
  if (quote.internal.funding === 'REALTIME') {
    throw badRequest(
      'QUOTE_REQUIRES_FUNDING',
      'This quote executes when its funds arrive per paymentInstructions (sandbox: POST /sandbox/send).',
      {
        quoteId: quote.id,
      },
    );
  }
  const source = getInternalAccount(app, String(quote.source['accountId']));
  if (source.balance < quote.totalSendingAmount) throw insufficientFunds(source, quote.totalSendingAmount);
  return startPayout(app, quote, source, opts.agentId ?? quote.internal.agentId);
}

/** Funds a real-time quote (`POST /sandbox/send`): an expired quote yields an EXPIRED transaction. */
export function fundRealtimeQuote(app: SandboxApp, quote: QuoteRecord): TransactionRecord {
  refreshQuote(app, quote);
  if (quote.internal.funding !== 'REALTIME')
    throw badRequest(
      'QUOTE_NOT_REALTIME_FUNDED',
      'Only quotes with a REALTIME_FUNDING or UMA_ADDRESS source take a payment in.',
      { quoteId: quote.id },
    );
  if (quote.status === 'EXPIRED') {
    const tx = createTransaction(app, {
      ...txBase(app, quote),
      status: 'EXPIRED',
      failureReason: 'QUOTE_EXPIRED',
    });
    quote.transactionId = tx.id;
    return tx;
  }
  assertExecutable(app, quote);
  return startPayout(app, quote, undefined, quote.internal.agentId);
}

function txBase(app: SandboxApp, quote: QuoteRecord, agentId?: string) {
  const source: Record<string, unknown> = { ...quote.source, currency: quote.sendingCurrency.code };
  delete source['customerId'];
  const destination: Record<string, unknown> = {
    ...quote.destination,
    currency: quote.receivingCurrency.code,
  };
  delete destination['paymentRail'];
  return {
    type: 'OUTGOING' as const,
    source,
    destination,
    customerId: quote.internal.customerId,
    receivedAmount: { amount: quote.totalReceivingAmount, currency: quote.receivingCurrency.code },
    sentAmount: { amount: quote.totalSendingAmount, currency: quote.sendingCurrency.code },
    quoteId: quote.id,
    rateDetails: {
      serviceApiMultiplier: quote.rateDetails['serviceApiMultiplier'] ?? 1,
      serviceApiFixedFee: quote.rateDetails['serviceApiFixedFee'] ?? 0,
      serviceApiVariableFeeRate: quote.rateDetails['serviceApiVariableFeeRate'] ?? 0,
      serviceApiVariableFeeAmount: quote.rateDetails['serviceApiVariableFeeAmount'] ?? 0,
    },
    ...(quote.description !== undefined ? { description: quote.description } : {}),
    ...(quote.counterpartyInformation ? { counterpartyInformation: quote.counterpartyInformation } : {}),
    ...(agentId !== undefined ? { agentId } : {}),
  };
}

function startPayout(
  app: SandboxApp,
  quote: QuoteRecord,
  source: InternalAccountRecord | undefined,
  agentId?: string,
): TransactionRecord {
  const tx = createTransaction(app, { ...txBase(app, quote, agentId), status: 'PENDING' });
  quote.transactionId = tx.id;
  quote.status = 'PROCESSING';
  if (source) debitFor(app, tx, source, quote.totalSendingAmount);
  setTransactionStatus(app, tx, 'PROCESSING');
  const dest = quote.destination;
  if (dest['destinationType'] === 'UMA_ADDRESS') {
    const target = resolveUma(app, String(dest['umaAddress']));
    if (!target || target.scenario === 'COMPLIANCE_FAILURE') {
      refund(app, tx);
      setTransactionStatus(app, tx, 'FAILED', 'PAY_REQUEST_FAILED');
    } else if (target.scenario === 'LONG_PENDING') {
      scheduleStep(app, TIMINGS.longPayment, { transactionId: tx.id, status: 'COMPLETED' });
    } else {
      if (target.customer) {
        deliverToCustomer(app, {
          customer: target.customer,
          senderUmaAddress: senderUmaOf(app, quote),
          currency: quote.receivingCurrency.code,
          amount: quote.totalReceivingAmount,
          scenario: 'SUCCESS',
        });
      }
      setTransactionStatus(app, tx, 'COMPLETED');
    }
    return tx;
  }
  const destId = String(dest['accountId']);
  const internal = findInternalAccount(app, destId);
  if (internal) {
    creditFor(app, tx, internal, quote.totalReceivingAmount);
    setTransactionStatus(app, tx, 'COMPLETED');
    return tx;
  }
  const external = app.state.externalAccounts.get(destId);
  const scenario = payoutScenario(scenarioSuffix(primaryIdentifier(external?.accountInfo ?? {})));
  switch (scenario) {
    case 'SUCCESS':
      setTransactionStatus(app, tx, 'COMPLETED');
      break;
    case 'EXECUTION_FAILED':
      refund(app, tx);
      setTransactionStatus(app, tx, 'FAILED', 'QUOTE_EXECUTION_FAILED');
      break;
    case 'LONG_PAYMENT':
      scheduleStep(app, TIMINGS.longPayment, { transactionId: tx.id, status: 'COMPLETED' });
      break;
    case 'DELIVERY_FAILED':
      refund(app, tx);
      setTransactionStatus(app, tx, 'FAILED', 'OFFRAMP_FAILED');
      break;
    case 'RETURNED':
      setTransactionStatus(app, tx, 'COMPLETED');
      scheduleStep(app, TIMINGS.returnAfter, {
        transactionId: tx.id,
        status: 'FAILED',
        failureReason: 'OFFRAMP_FAILED',
        refund: true,
      });
      break;
    case 'USER_CANCELLED':
      refund(app, tx);
      setTransactionStatus(app, tx, 'REFUNDED');
      break;
    case 'PAYOUT_AND_REFUND_FAILED':
      setTransactionStatus(app, tx, 'FAILED', 'OFFRAMP_FAILED');
      break;
  }
  return tx;
}

function senderUmaOf(app: SandboxApp, quote: QuoteRecord): string {
  const uma = quote.source['umaAddress'];
  if (typeof uma === 'string') return uma;
  const c = quote.internal.customerId ? app.state.customers.get(quote.internal.customerId) : undefined;
  return c?.umaAddress ?? '$platform@sandbox.keyhold.dev';
}

/** The quote's status follows its transaction. */
function followTransaction(app: SandboxApp, tx: TransactionRecord): void {
  if (tx.quoteId === undefined) return;
  const quote = app.state.quotes.get(tx.quoteId);
  if (!quote) return;
  const map: Partial<Record<TransactionRecord['status'], QuoteRecord['status']>> = {
    PENDING: 'PROCESSING',
    PROCESSING: 'PROCESSING',
    COMPLETED: 'COMPLETED',
    FAILED: 'FAILED',
    REJECTED: 'FAILED',
    REFUNDED: 'FAILED',
    EXPIRED: 'EXPIRED',
  };
  const next = map[tx.status];
  if (next) quote.status = next;
}

// ---- routes ---------------------------------------------------------------------------------------

export function registerQuoteRoutes(app: SandboxApp): void {
  const { router, state } = app;
  onTransactionChange(app, followTransaction);

  router.post(`${BASE_PATH}/quotes`, (ctx) =>
    withIdempotency(ctx, async () => {
      const quote = createQuote(app, parseQuoteBody(await ctx.json()));
      return json(presentQuote(quote), 201);
    }),
  );

  router.get(`${BASE_PATH}/quotes/{quoteId}`, (ctx) =>
    json(presentQuote(getQuote(app, ctx.params['quoteId']!))),
  );

  router.post(`${BASE_PATH}/quotes/{quoteId}/execute`, (ctx) =>
    withIdempotency(ctx, async () => {
      const quote = getQuote(app, ctx.params['quoteId']!);
      const body = await ctx.json();
      if (body !== undefined) Validator.body(body);
      assertExecutable(app, quote);
      if (quote.internal.funding !== 'REALTIME') {
        const source = getInternalAccount(app, String(quote.source['accountId']));
        if (source.type === 'EMBEDDED_WALLET') {
          const header = ctx.header(SIGNATURE_HEADER);
          if (header === undefined) {
            throw unauthorized(
              Reasons.missingSignature,
              'Executing a quote from an embedded wallet needs the Service-Wallet-Signature header.',
            );
          }
          const pending = state.pendingSignedRequests.get(quote.internal.executeRequestId ?? '');
          if (!pending) throw new ServiceError(500, 'INTERNAL_ERROR', 'The quote lost its signing payload.');
          await checkStamp(app, pending.payloadToSign, header, source.id);
          pending.usedAt = app.nowIso();
        }
      }
      executeQuote(app, quote);
      return json(presentQuote(quote));
    }),
  );

  router.get(`${BASE_PATH}/transactions/{transactionId}`, (ctx) => {
    const t = state.transactions.get(ctx.params['transactionId']!);
    if (!t) throw notFound('Transaction', ctx.params['transactionId']);
    return json(presentTransaction(t));
  });
}
