// Payments from the customer's fiat accounts: quotes between currencies (to an external account or a UMA
// address, after the receiver lookup), transfers in and out, simulated incoming payments, and the
// transaction history with filters.
import type { ExplorerContext, ExplorerRoute } from '../context.js';
import { randomUUID } from 'node:crypto';
import type { QuoteDestination, QuoteSource, TransactionStatus } from '@keyhold/server';
import { badInput, notFound } from '../errors.js';
import { DECIMALS, toMinor } from '../variants.js';

const STATUSES: readonly (string | null)[] = [
  'CREATED',
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
];
const UMA = /^\$[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** The payer data a receiver may ask for, from the page's payer fields. */
const PAYER_FIELDS: Readonly<Record<string, string>> = {
  FULL_NAME: 'fullName',
  NATIONALITY: 'nationality',
  BIRTH_DATE: 'birthDate',
};

async function transactions({ service, customer, query }: ExplorerContext) {
  const status = STATUSES.includes(query.get('status'))
    ? (query.get('status') as TransactionStatus)
    : undefined;
  const type =
    query.get('type') === 'INCOMING' || query.get('type') === 'OUTGOING' ? query.get('type') : undefined;
  const account = query.get('accountIdentifier') || undefined;
  return service.transactions.list({
    customerId: customer.id,
    ...(status ? { status } : {}),
    ...(type ? { type: type as 'INCOMING' | 'OUTGOING' } : {}),
    ...(account ? { accountIdentifier: account } : {}),
    limit: 50,
  });
}

async function transaction({ service, customer, params }: ExplorerContext) {
  const tx = await service.transactions.retrieve(params.transactionId!);
  if (tx.customerId !== customer.id) throw notFound('transaction');
  return tx;
}

/**
 * A quote paid from one of the customer's fiat accounts, or (`funding: 'REALTIME'`) funded in real time:
 * the money arrives when it is sent in (the sandbox: `POST /sandbox/send`).
 */
async function quote({ service, customer, body, owns }: ExplorerContext) {
  let source: QuoteSource;
  let currency: string;
  if (body.funding === 'REALTIME') {
    currency = typeof body.currency === 'string' && body.currency in DECIMALS ? body.currency : 'USD';
    source = { sourceType: 'REALTIME_FUNDING', customerId: customer.id, currency };
  } else {
    const account = await owns.internalAccount(body.sourceAccountId);
    if (account.type === 'EMBEDDED_WALLET')
      throw badInput('Payments from the embedded wallet are signed on the wallet screen.');
    currency = account.balance.currency.code;
    source = { sourceType: 'ACCOUNT', accountId: account.id };
  }
  const amount = toMinor(String(body.amount ?? ''), currency);
  if (amount === null) throw badInput(`Enter an amount in ${currency}, like 10.00.`);
  const request = {
    source,
    lockedCurrencySide: 'SENDING' as const,
    lockedCurrencyAmount: amount,
    description: 'Sandbox explorer payment',
  };
  if (typeof body.umaAddress === 'string' && body.umaAddress) {
    if (!UMA.test(body.umaAddress))
      throw badInput('Enter a UMA address like $success.eur@sandbox.keyhold.dev.');
    const lookup = await service.receiver.lookupUma(body.umaAddress, { customerId: customer.id });
    const payer = (body.payer ?? {}) as Record<string, unknown>;
    const info: Record<string, string> = {};
    for (const field of lookup.requiredPayerDataFields ?? []) {
      const value = payer[PAYER_FIELDS[field.name] ?? ''];
      if (typeof value === 'string' && value.trim()) info[field.name] = value.trim();
    }
    const destination: QuoteDestination = {
      destinationType: 'UMA_ADDRESS',
      umaAddress: body.umaAddress,
      ...(typeof body.receivingCurrency === 'string' && body.receivingCurrency in DECIMALS
        ? { currency: body.receivingCurrency }
        : {}),
    };
    return service.quotes.create(
      {
        ...request,
        destination,
        lookupId: lookup.lookupId,
        ...(Object.keys(info).length > 0 ? { senderCustomerInfo: info } : {}),
      },
      { idempotencyKey: randomUUID() },
    );
  }
  const account = await owns.account(body.destinationAccountId);
  const destination: QuoteDestination = { destinationType: 'ACCOUNT', accountId: account.id };
  return service.quotes.create({ ...request, destination }, { idempotencyKey: randomUUID() });
}

/** The quote, if the signed-in customer made it (from one of its accounts or funded in real time by it). */
async function ownQuote({ service, customer, owns }: ExplorerContext, quoteId: string) {
  const found = await service.quotes.retrieve(quoteId);
  if (found.source?.sourceType === 'REALTIME_FUNDING') {
    if (found.source.customerId !== customer.id) throw notFound('quote');
  } else await owns.internalAccount((found.source as { accountId?: string } | undefined)?.accountId);
  return found;
}

async function executeQuote(ctx: ExplorerContext) {
  await ownQuote(ctx, ctx.params.quoteId!);
  return ctx.service.quotes.execute(ctx.params.quoteId!, { idempotencyKey: randomUUID() });
}

/** Sends the funds of a real-time-funded quote in (the sandbox simulates the payment): its transaction. */
async function sendFunds(ctx: ExplorerContext) {
  const found = await ownQuote(ctx, ctx.params.quoteId!);
  if (found.source?.sourceType !== 'REALTIME_FUNDING')
    throw badInput('This quote is paid from an account: use “Pay this quote”.');
  return ctx.service.sandbox.sendFunds({ quoteId: found.id, currencyCode: found.sendingCurrency.code });
}

async function transfer({ service, body, owns }: ExplorerContext) {
  const internal = await owns.internalAccount(body.internalAccountId);
  const external = await owns.externalAccount(body.externalAccountId);
  const amount = toMinor(String(body.amount ?? ''), internal.balance.currency.code);
  if (amount === null) throw badInput(`Enter an amount in ${internal.balance.currency.code}, like 10.00.`);
  const options = { idempotencyKey: randomUUID() };
  if (body.direction === 'in')
    return service.transferIn.create(
      { source: { accountId: external.id }, destination: { accountId: internal.id }, amount },
      options,
    );
  if (body.direction === 'out')
    return service.transferOut.create(
      { source: { accountId: internal.id }, destination: { accountId: external.id }, amount },
      options,
    );
  throw badInput('Choose in or out.');
}

async function incoming({ service, customer, body }: ExplorerContext) {
  if (typeof body.senderUmaAddress !== 'string' || !UMA.test(body.senderUmaAddress))
    throw badInput('Choose who sends the payment.');
  const currency = String(body.currency ?? '');
  const amount = toMinor(String(body.amount ?? ''), currency);
  if (amount === null) throw badInput('Enter an amount, like 20.00.');
  return service.sandbox.uma.receivePayment({
    senderUmaAddress: body.senderUmaAddress,
    receiverUmaAddress: customer.umaAddress,
    receivingCurrencyCode: currency,
    receivingCurrencyAmount: amount,
  });
}

export const paymentRoutes: ExplorerRoute[] = [
  { method: 'GET', path: '/transactions', handler: transactions },
  { method: 'GET', path: '/transactions/:transactionId', handler: transaction },
  { method: 'POST', path: '/quotes', handler: quote },
  { method: 'POST', path: '/quotes/:quoteId/execute', handler: executeQuote },
  { method: 'POST', path: '/quotes/:quoteId/send', handler: sendFunds },
  { method: 'POST', path: '/transfers', handler: transfer },
  { method: 'POST', path: '/incoming', handler: incoming },
];
