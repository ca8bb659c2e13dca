// Payments from the customer's fiat accounts: quotes between currencies (to an external account or a UMA
// address, after the receiver lookup), transfers in and out, simulated incoming payments, and the
// transaction history with filters.
import { randomUUID } from 'node:crypto';
import { badInput, notFound } from '../errors.mjs';
import { DECIMALS, toMinor } from '../variants.mjs';

const STATUSES = [
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
const PAYER_FIELDS = { FULL_NAME: 'fullName', NATIONALITY: 'nationality', BIRTH_DATE: 'birthDate' };

async function transactions({ service, customer, query }) {
  const status = STATUSES.includes(query.get('status')) ? query.get('status') : undefined;
  const type = ['INCOMING', 'OUTGOING'].includes(query.get('type')) ? query.get('type') : undefined;
  const account = query.get('accountIdentifier') || undefined;
  return service.transactions.list({
    customerId: customer.id,
    status,
    type,
    accountIdentifier: account,
    limit: 50,
  });
}

async function transaction({ service, customer, params }) {
  const tx = await service.transactions.retrieve(params.transactionId);
  if (tx.customerId !== customer.id) throw notFound('transaction');
  return tx;
}

/**
 * A quote paid from one of the customer's fiat accounts, or (`funding: 'REALTIME'`) funded in real time:
 * the money arrives when it is sent in (the sandbox: `POST /sandbox/send`).
 */
async function quote({ service, customer, body, owns }) {
  let source;
  let currency;
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
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: amount,
    description: 'Sandbox explorer payment',
  };
  if (typeof body.umaAddress === 'string' && body.umaAddress) {
    if (!UMA.test(body.umaAddress))
      throw badInput('Enter a UMA address like $success.eur@sandbox.keyhold.dev.');
    const lookup = await service.receiver.lookupUma(body.umaAddress, { customerId: customer.id });
    const payer = body.payer ?? {};
    const info = {};
    for (const field of lookup.requiredPayerDataFields ?? []) {
      const value = payer[PAYER_FIELDS[field.name]];
      if (typeof value === 'string' && value.trim()) info[field.name] = value.trim();
    }
    request.destination = {
      destinationType: 'UMA_ADDRESS',
      umaAddress: body.umaAddress,
      ...(typeof body.receivingCurrency === 'string' && body.receivingCurrency in DECIMALS
        ? { currency: body.receivingCurrency }
        : {}),
    };
    request.lookupId = lookup.lookupId;
    if (Object.keys(info).length > 0) request.senderCustomerInfo = info;
  } else {
    await owns.account(body.destinationAccountId);
    request.destination = { destinationType: 'ACCOUNT', accountId: body.destinationAccountId };
  }
  return service.quotes.create(request, { idempotencyKey: randomUUID() });
}

/** The quote, if the signed-in customer made it (from one of its accounts or funded in real time by it). */
async function ownQuote({ service, customer, owns }, quoteId) {
  const found = await service.quotes.retrieve(quoteId);
  if (found.source?.sourceType === 'REALTIME_FUNDING') {
    if (found.source.customerId !== customer.id) throw notFound('quote');
  } else await owns.internalAccount(found.source?.accountId);
  return found;
}

async function executeQuote(ctx) {
  await ownQuote(ctx, ctx.params.quoteId);
  return ctx.service.quotes.execute(ctx.params.quoteId, { idempotencyKey: randomUUID() });
}

/** Sends the funds of a real-time-funded quote in (the sandbox simulates the payment): its transaction. */
async function sendFunds(ctx) {
  const found = await ownQuote(ctx, ctx.params.quoteId);
  if (found.source?.sourceType !== 'REALTIME_FUNDING')
    throw badInput('This quote is paid from an account: use “Pay this quote”.');
  return ctx.service.sandbox.sendFunds({ quoteId: found.id, currencyCode: found.sendingCurrency.code });
}

async function transfer({ service, body, owns }) {
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

async function incoming({ service, customer, body }) {
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

export const paymentRoutes = [
  { method: 'GET', path: '/transactions', handler: transactions },
  { method: 'GET', path: '/transactions/:transactionId', handler: transaction },
  { method: 'POST', path: '/quotes', handler: quote },
  { method: 'POST', path: '/quotes/:quoteId/execute', handler: executeQuote },
  { method: 'POST', path: '/quotes/:quoteId/send', handler: sendFunds },
  { method: 'POST', path: '/transfers', handler: transfer },
  { method: 'POST', path: '/incoming', handler: incoming },
];
