/**
 * Quote creation (§2.8, §4.2): resolving the source and destination, lookups and payer data, the
 * price, and for an EMBEDDED_WALLET source the `payloadToSign` that execute needs a stamp over.
 */
import { SIGNED_OPERATIONS } from '@keyhold/protocol';
import type { PaymentInstruction } from '@keyhold/protocol/wire';
import type { SandboxContext } from '../host/context.js';
import { currencyObject } from '../currencies.js';
import { badRequest, type FieldError, invalidInput, notFound } from '../errors.js';
import type { Customer, InternalAccountRecord, QuoteRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { createPendingRequest } from '../signed-retry.js';
import { bodyDigest } from '../util.js';
import { findInternalAccount, getInternalAccount, MAX_AMOUNT } from './accounts.js';
import { getExternalAccount } from './external-accounts.js';
import { getLookup } from './lookups.js';
import { executeQuote, QUOTE_EXPIRY_TIMER, quoteTransaction } from './payouts.js';
import { price, railFor } from './pricing.js';
import type { QuoteInput } from '../schemas/quote.js';
import { resolveUma } from './uma.js';

/** Receiving currencies whose payouts need a payment purpose. */
export const PURPOSE_REQUIRED_CURRENCIES: readonly string[] = ['INR'];

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

function resolveEnds(sandbox: SandboxContext, input: QuoteInput, restrictTo?: string): ResolvedEnds {
  const { state } = sandbox;
  let sourceWire: Record<string, unknown>;
  let sourceAccount: InternalAccountRecord | undefined;
  let sender: Customer | undefined;
  let sending: string;
  let funding: 'ACCOUNT' | 'REALTIME' = 'ACCOUNT';
  const s = input.source;
  if (s.sourceType === 'ACCOUNT') {
    sourceAccount = getInternalAccount(sandbox, s.accountId);
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
    // Without customerId the platform funds the quote itself (it has no customer as sender).
    if (s.customerId !== undefined || restrictTo !== undefined) {
      sender = state.customers.get(s.customerId ?? '');
      if (!sender || (restrictTo !== undefined && sender.id !== restrictTo))
        throw notFound('Customer', s.customerId);
    }
    sending = s.currency;
    funding = 'REALTIME';
    sourceWire = {
      sourceType: 'REALTIME_FUNDING',
      ...(sender ? { customerId: sender.id } : {}),
      currency: sending,
    };
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
    const internal = findInternalAccount(sandbox, d.accountId);
    if (internal) {
      if (restrictTo !== undefined && internal.customerId !== restrictTo)
        throw notFound('External account', d.accountId);
      if (sourceAccount && internal.id === sourceAccount.id)
        throw badRequest('SAME_ACCOUNT', 'Source and destination must differ.');
      receiving = internal.currency;
      destinationWire = { destinationType: 'ACCOUNT', accountId: internal.id };
    } else {
      const external = getExternalAccount(sandbox, d.accountId);
      if (restrictTo !== undefined && external.customerId !== restrictTo)
        throw notFound('External account', d.accountId);
      if (external.status === 'INACTIVE')
        throw badRequest('ACCOUNT_NOT_ACTIVE', `External account ${external.id} is INACTIVE.`);
      receiving = external.currency;
      const rails = external.accountInfo['paymentRails'];
      const rail =
        Array.isArray(rails) && typeof rails[0] === 'string'
          ? rails[0]
          : railFor(String(external.accountInfo['accountType']));
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
    const target = resolveUma(sandbox, d.umaAddress);
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

/** Creates (and with `immediatelyExecute` executes) a quote. `restrictTo` confines accounts to one customer (agents). */
export function createQuote(
  sandbox: SandboxContext,
  input: QuoteInput,
  opts: { agentId?: string; restrictTo?: string } = {},
): QuoteRecord {
  const ends = resolveEnds(sandbox, input, opts.restrictTo);
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
  // Rules of the quote as a whole, reported as INVALID_INPUT like the fields (all of them at once).
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  let requiredFields: Array<{ name: string; mandatory: boolean }> = [];
  if (input.lookupId !== undefined) {
    const lookup = getLookup(sandbox, input.lookupId);
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
      fail('senderCustomerInfo', 'must be omitted: the receiver requested no payer data');
    for (const f of requiredFields) {
      const value = input.senderCustomerInfo[f.name];
      if (f.mandatory && (typeof value !== 'string' || value.trim() === ''))
        fail(`senderCustomerInfo.${f.name}`, 'is required by the receiver (requiredPayerDataFields)');
    }
  } else {
    for (const f of requiredFields)
      if (f.mandatory)
        fail(`senderCustomerInfo.${f.name}`, 'is required by the receiver (requiredPayerDataFields)');
  }
  if (input.paymentPurpose === undefined && PURPOSE_REQUIRED_CURRENCIES.includes(ends.receiving))
    fail('purposeOfPayment', `is required for ${ends.receiving} payouts (paymentPurpose is accepted too)`);
  const p = price(ends.sending, ends.receiving, input.side, input.amount);
  if (p.totalSending > MAX_AMOUNT || p.totalReceiving > MAX_AMOUNT)
    fail('lockedCurrencyAmount', 'is too large for this currency pair');
  if (p.totalReceiving < 1)
    fail('lockedCurrencyAmount', 'is too small: after fees the receiving amount would be zero');
  if (errors.length > 0) throw invalidInput(errors);

  const now = sandbox.nowIso();
  const quote: QuoteRecord = {
    id: sandbox.newId('Quote'),
    status: 'PENDING',
    createdAt: now,
    expiresAt: sandbox.clock.isoIn(sandbox.options.quoteTtlSeconds),
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
  if (input.paymentPurpose !== undefined) {
    quote.paymentPurpose = input.paymentPurpose;
    quote.purposeOfPayment = input.paymentPurpose;
  }
  if (opts.agentId !== undefined) quote.internal.agentId = opts.agentId;
  if (input.lookupId !== undefined) quote.internal.lookupId = input.lookupId;
  if (input.senderCustomerInfo !== undefined) quote.internal.senderCustomerInfo = input.senderCustomerInfo;
  if (isWallet) {
    const source = ends.sourceAccount!;
    const pending = createPendingRequest(sandbox, {
      operation: SIGNED_OPERATIONS.EXECUTE_QUOTE,
      accountId: source.id,
      targetId: quote.id,
      method: 'POST',
      path: `${BASE_PATH}/quotes/${quote.id}/execute`,
      bodyDigest: bodyDigest({}),
      ttlSeconds: sandbox.options.quoteTtlSeconds,
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
  quoteTransaction(sandbox, quote);
  sandbox.state.quotes.set(quote);
  sandbox.schedule(QUOTE_EXPIRY_TIMER, sandbox.options.quoteTtlSeconds, { quoteId: quote.id });
  if (input.immediatelyExecute) executeQuote(sandbox, quote);
  return quote;
}

function fundingInstructions(quote: QuoteRecord): PaymentInstruction[] {
  const reference = `KHQ-${quote.id.slice(-10).toUpperCase()}`;
  const out: PaymentInstruction[] = [];
  if (quote.sendingCurrency.code === 'USD') {
    out.push({
      accountOrWalletInfo: {
        accountType: 'USD_ACCOUNT',
        paymentRails: ['ACH', 'WIRE'],
        // Not in §2.8; the service's published USD instruction carries it, as external accounts do.
        countries: ['US'],
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
