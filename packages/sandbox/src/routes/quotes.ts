/**
 * Quotes from a wallet (issue 3 item 5): `POST /quotes` (Idempotency-Key), `GET /quotes/{id}`
 * (sandbox extra), `POST /quotes/{id}/execute` with the stamp for an EMBEDDED_WALLET source, and
 * `GET /transactions/{id}`. Rates come from a fixed table and fees are zero here; part 2 brings
 * UMA, lookups, fees and the suffix outcomes.
 */
import type { SandboxApp } from '../app.js';
import { currencyObject, usdPerUnit } from '../currencies.js';
import { Reasons, ServiceError, badRequest, conflict, notFound, unauthorized } from '../errors.js';
import { withIdempotency } from '../idempotency.js';
import type { QuoteRecord, TransactionRecord } from '../model.js';
import { BASE_PATH } from '../options.js';
import { json } from '../router.js';
import { checkStamp, createPendingRequest, SIGNATURE_HEADER } from '../signed-retry.js';
import { bodyDigest } from '../util.js';
import { Validator } from '../validation.js';
import { getExternalAccount } from './external-accounts.js';
import { findInternalAccount, getInternalAccount } from './internal-accounts.js';
import { MAX_AMOUNT } from './sandbox-operations.js';

const sides = ['SENDING', 'RECEIVING'] as const;

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

export function presentTransaction(t: TransactionRecord): Record<string, unknown> {
  const { quoteId: _q, ...wire } = structuredClone(t);
  return wire;
}

export function registerQuoteRoutes(app: SandboxApp): void {
  const { router, state } = app;

  router.post(`${BASE_PATH}/quotes`, (ctx) =>
    withIdempotency(ctx, async () => {
      const v = Validator.body(await ctx.json());
      const src = v.object('source', { required: true });
      const dst = v.object('destination', { required: true });
      src?.enum('sourceType', ['ACCOUNT'] as const, { required: true });
      const sourceId = src?.string('accountId', { required: true, max: 200 });
      dst?.enum('destinationType', ['ACCOUNT'] as const, { required: true });
      const destinationId = dst?.string('accountId', { required: true, max: 200 });
      const side = v.enum('lockedCurrencySide', sides, { required: true });
      const amount = v.integer('lockedCurrencyAmount', { required: true, min: 1, max: MAX_AMOUNT });
      const immediately = v.boolean('immediatelyExecute');
      const description = v.label('description', { max: 500 });
      v.string('lookupId', { max: 200 });
      v.object('senderCustomerInfo');
      v.done();

      const source = getInternalAccount(app, sourceId!);
      const isWallet = source.type === 'EMBEDDED_WALLET';
      if (immediately && isWallet) {
        throw badRequest(
          'IMMEDIATE_EXECUTION_NOT_SUPPORTED',
          'immediatelyExecute is not supported for an EMBEDDED_WALLET source: create the quote, then execute it with the signature header.',
        );
      }
      const internalDestination = findInternalAccount(app, destinationId!);
      const destination = internalDestination ?? getExternalAccount(app, destinationId!);
      if (destination.id === source.id)
        throw badRequest('SAME_ACCOUNT', 'Source and destination must differ.');
      const sending = source.currency;
      const receiving = destination.currency;
      const rate = exchangeRate(sending, receiving);
      const sDec = currencyObject(sending).decimals;
      const rDec = currencyObject(receiving).decimals;
      // minor(sending) = minor(receiving) * rate * 10^(sDec - rDec)
      const factor = rate * 10 ** (sDec - rDec);
      let totalSending: number;
      let totalReceiving: number;
      if (side === 'SENDING') {
        totalSending = amount!;
        totalReceiving = Math.floor(amount! / factor);
      } else {
        totalReceiving = amount!;
        totalSending = Math.ceil(amount! * factor);
      }
      if (totalSending > MAX_AMOUNT || totalReceiving > MAX_AMOUNT)
        v.fail('lockedCurrencyAmount', 'is too large for this currency pair');
      if (totalReceiving < 1)
        v.fail('lockedCurrencyAmount', 'is too small: the receiving amount would be zero');
      v.done();

      const now = app.nowIso();
      const quote: QuoteRecord = {
        id: app.newId('Quote'),
        status: 'PENDING',
        createdAt: now,
        expiresAt: app.clock.isoIn(app.options.quoteTtlSeconds),
        source: {
          sourceType: 'ACCOUNT',
          accountId: source.id,
          ...(source.customerId ? { customerId: source.customerId } : {}),
        },
        destination: {
          destinationType: 'ACCOUNT',
          accountId: destination.id,
          ...('accountInfo' in destination && receiving === 'USD' ? { paymentRail: 'ACH' } : {}),
        },
        sendingCurrency: currencyObject(sending),
        receivingCurrency: currencyObject(receiving),
        totalSendingAmount: totalSending,
        totalReceivingAmount: totalReceiving,
        exchangeRate: rate,
        feesIncluded: 0,
        paymentInstructions: [],
        rateDetails: {
          counterpartyMultiplier: 1,
          counterpartyFixedFee: 0,
          serviceApiMultiplier: rate,
          serviceApiFixedFee: 0,
          serviceApiVariableFeeRate: 0,
          serviceApiVariableFeeAmount: 0,
        },
        internal: { customerId: source.customerId },
      };
      if (description !== undefined) quote.description = description;
      if (isWallet) {
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
            destinationAccountId: destination.id,
            sendingCurrency: sending,
            totalSendingAmount: totalSending,
            receivingCurrency: receiving,
            totalReceivingAmount: totalReceiving,
            ...(description !== undefined ? { description } : {}),
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
      }
      state.quotes.set(quote);
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
      if (quote.status === 'EXPIRED')
        throw badRequest('QUOTE_EXPIRED', 'The quote expired: create a new one.', { quoteId: quote.id });
      if (quote.status !== 'PENDING')
        throw conflict('QUOTE_ALREADY_EXECUTED', 'The quote was already executed.', { quoteId: quote.id });
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
      if (source.balance < quote.totalSendingAmount) {
        throw badRequest(
          'INSUFFICIENT_FUNDS',
          'The source account balance does not cover totalSendingAmount.',
          {
            balance: source.balance,
            required: quote.totalSendingAmount,
          },
        );
      }
      const now = app.nowIso();
      source.balance -= quote.totalSendingAmount;
      source.updatedAt = now;
      const destId = String(quote.destination['accountId']);
      const internalDest = findInternalAccount(app, destId);
      if (internalDest) {
        internalDest.balance += quote.totalReceivingAmount;
        internalDest.updatedAt = now;
      }
      const customer = source.customerId ? state.customers.get(source.customerId) : undefined;
      const tx: TransactionRecord = {
        id: app.newId('Transaction'),
        status: 'COMPLETED',
        type: 'OUTGOING',
        source: { sourceType: 'ACCOUNT', accountId: source.id, currency: quote.sendingCurrency.code },
        destination: {
          destinationType: 'ACCOUNT',
          accountId: destId,
          currency: quote.receivingCurrency.code,
        },
        customerId: source.customerId,
        receivedAmount: { amount: quote.totalReceivingAmount, currency: quote.receivingCurrency },
        sentAmount: { amount: quote.totalSendingAmount, currency: quote.sendingCurrency },
        settledAt: now,
        createdAt: now,
        updatedAt: now,
        reconciliationInstructions: { reference: `KH-${quote.id.slice(-12).toUpperCase()}` },
        rateDetails: {
          serviceApiMultiplier: quote.rateDetails['serviceApiMultiplier'] ?? 1,
          serviceApiFixedFee: 0,
          serviceApiVariableFeeRate: 0,
          serviceApiVariableFeeAmount: 0,
        },
        quoteId: quote.id,
      };
      if (customer) tx.platformCustomerId = customer.platformCustomerId;
      if (quote.description !== undefined) tx.description = quote.description;
      state.transactions.set(tx);
      quote.status = 'COMPLETED';
      quote.transactionId = tx.id;
      return json(presentQuote(quote));
    }),
  );

  router.get(`${BASE_PATH}/transactions/{transactionId}`, (ctx) => {
    const t = state.transactions.get(ctx.params['transactionId']!);
    if (!t) throw notFound('Transaction', ctx.params['transactionId']);
    return json(presentTransaction(t));
  });
}
