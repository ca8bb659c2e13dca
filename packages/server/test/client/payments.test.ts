/**
 * ServiceClient payments against a real sandbox process, response shapes checked: quotes (create, get,
 * list, execute), transfers in and out, transactions (get, the platform list with its filters),
 * incoming UMA payments and their approval. Uses the wire forms the service publishes.
 */
import { describe, expect, it } from 'vitest';
import type { Quote, Transaction } from '../../src/index.js';
import { control, currencyShape, fundedAccount, usdAccountInfo, useSandbox } from '../helpers/fixtures.js';
import { createCustomer } from '../helpers/harness.js';
import { startScriptedServer } from '../helpers/http.js';

const env = useSandbox();

const currency = currencyShape;
const quoteShape = {
  id: expect.stringMatching(/^Quote:/),
  status: expect.stringMatching(/^(PENDING|PROCESSING|COMPLETED|FAILED|EXPIRED)$/),
  createdAt: expect.any(String),
  expiresAt: expect.any(String),
  source: expect.objectContaining({ sourceType: expect.any(String) }),
  destination: expect.objectContaining({ destinationType: expect.any(String) }),
  sendingCurrency: currency,
  receivingCurrency: currency,
  totalSendingAmount: expect.any(Number),
  totalReceivingAmount: expect.any(Number),
  exchangeRate: expect.any(Number),
  feesIncluded: expect.any(Number),
  transactionId: expect.stringMatching(/^Transaction:/),
  rateDetails: expect.objectContaining({ counterpartyMultiplier: 1, counterpartyFixedFee: 0 }),
};
const transactionShape = {
  id: expect.stringMatching(/^Transaction:/),
  status: expect.any(String),
  type: expect.stringMatching(/^(INCOMING|OUTGOING)$/),
  source: expect.objectContaining({ sourceType: expect.any(String) }),
  destination: expect.objectContaining({ destinationType: expect.any(String) }),
  customerId: expect.stringMatching(/^Customer:/),
  platformCustomerId: expect.any(String),
  receivedAmount: { amount: expect.any(Number), currency },
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('service.quotes', () => {
  it('a quote to an MXN CLABE account is created, read, executed and listed', async () => {
    const c = await createCustomer(env.service, 'quote');
    const usd = await fundedAccount(env.service, c.customerId, 'USD', 1_000_000);
    const mxn = await env.service.customers.externalAccounts.create({
      customerId: c.customerId,
      currency: 'MXN',
      accountInfo: {
        accountType: 'MXN_ACCOUNT',
        clabeNumber: '002010077777777771',
        paymentRails: ['SPEI'],
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Frida K' },
      },
    });
    expect(mxn.accountInfo).toMatchObject({ accountType: 'MXN_ACCOUNT', clabeNumber: '002010077777777771' });
    const quote = await env.service.quotes.create({
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: mxn.id },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
      purposeOfPayment: 'GIFT',
      description: 'birthday',
    });
    expect(quote).toMatchObject({
      ...quoteShape,
      status: 'PENDING',
      purposeOfPayment: 'GIFT',
      description: 'birthday',
    });
    expect(quote.destination).toMatchObject({ accountId: mxn.id, paymentRail: 'SPEI' });
    // difference 9: the transaction exists in CREATED from creation
    expect(await env.service.transactions.retrieve(quote.transactionId!)).toMatchObject({
      ...transactionShape,
      status: 'CREATED',
      quoteId: quote.id,
    });

    expect(await env.service.quotes.retrieve(quote.id)).toEqual(quote);
    const executed = await env.service.quotes.execute(quote.id, { idempotencyKey: `exec-${quote.id}` });
    expect(executed).toMatchObject({
      ...quoteShape,
      id: quote.id,
      transactionId: quote.transactionId,
      status: 'COMPLETED',
    });
    const tx = await env.service.transactions.retrieve(quote.transactionId!);
    expect(tx).toMatchObject({
      ...transactionShape,
      type: 'OUTGOING',
      status: 'COMPLETED',
      sentAmount: { amount: 10_000, currency },
      reconciliationInstructions: { reference: expect.any(String) },
      rateDetails: expect.objectContaining({ counterpartyMultiplier: 1, counterpartyFixedFee: 0 }),
    });

    const page = await env.service.quotes.list({ customerId: c.customerId, status: 'COMPLETED' });
    expect(page).toMatchObject({ hasMore: false, totalCount: 1 });
    expect(page.data[0]).toMatchObject({ ...quoteShape, id: quote.id });
  });

  it('a quote keeps fields its type does not name (the index signature): nothing is stripped', async () => {
    const c = await createCustomer(env.service, 'loose');
    const usd = await fundedAccount(env.service, c.customerId, 'USD', 100_000);
    const eur = await fundedAccount(env.service, c.customerId, 'EUR');
    const quote: Quote = await env.service.quotes.create({
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: eur },
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 1_000,
      paymentPurpose: 'SELF',
    });
    // `paymentPurpose` (the sandbox's first name for the purpose) is not a field `Quote` names: it
    // reaches the caller intact and reads through the index signature, as any field the service adds.
    const extra: unknown = quote['paymentPurpose'];
    expect(extra).toBe('SELF');
    expect(quote.purposeOfPayment).toBe('SELF');
    const account = (
      await env.service.customers.listInternalAccounts({ customerId: c.customerId, currency: 'EUR' })
    ).data[0]!;
    expect(Object.keys(account)).toEqual(expect.arrayContaining(['id', 'type', 'balance']));
  });
});

describe('service.transferIn, service.transferOut, service.transactions', () => {
  it('money moves in, then out without an amount (the whole balance); the transaction list takes every filter', async () => {
    const c = await createCustomer(env.service, 'transfer');
    const other = await createCustomer(env.service, 'transfer-other');
    const usd = await fundedAccount(env.service, c.customerId, 'USD');
    const ext = await env.service.customers.externalAccounts.create({
      customerId: c.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    expect(ext).toMatchObject({
      id: expect.any(String),
      status: 'ACTIVE',
      customerId: c.customerId,
      currency: 'USD',
    });
    expect(ext.accountInfo).not.toHaveProperty('bankAccountType');

    const inTx = await env.service.transferIn.create({
      source: { accountId: ext.id },
      destination: { accountId: usd },
      amount: 7_000,
    });
    expect(inTx).toMatchObject({ ...transactionShape, type: 'INCOMING', status: 'COMPLETED' });
    const outTx = await env.service.transferOut.create(
      { source: { accountId: usd }, destination: { accountId: ext.id } },
      { idempotencyKey: `out-${usd}` },
    );
    expect(outTx).toMatchObject({
      ...transactionShape,
      type: 'OUTGOING',
      status: 'COMPLETED',
      receivedAmount: { amount: 7_000 },
    });
    expect(await env.service.transactions.retrieve(outTx.id)).toMatchObject({
      id: outTx.id,
      status: 'COMPLETED',
    });

    const mine = await env.service.transactions.list({ customerId: c.customerId, sortOrder: 'asc' });
    expect(mine).toMatchObject({ hasMore: false, totalCount: 2 });
    expect(mine.data.map((t) => t.id)).toEqual([inTx.id, outTx.id]);
    const byPlatformId = await env.service.transactions.list({
      platformCustomerId: String(inTx.platformCustomerId),
    });
    expect(byPlatformId.data.map((t) => t.id).sort()).toEqual([inTx.id, outTx.id].sort());
    const filtered = await env.service.transactions.list({
      accountIdentifier: usd,
      senderAccountIdentifier: usd,
      receiverAccountIdentifier: ext.id,
      status: 'COMPLETED',
      type: 'OUTGOING',
      reference: outTx.reconciliationInstructions!.reference,
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 3_600_000).toISOString(),
      limit: 5,
    });
    expect(filtered.data.map((t) => t.id)).toEqual([outTx.id]);
    const none = await env.service.transactions.list({ customerId: other.customerId });
    expect(none).toEqual({ data: [], hasMore: false, totalCount: 0 });
    const every: Transaction[] = [];
    for await (const t of env.service.transactions.list({ customerId: c.customerId, limit: 1 }))
      every.push(t);
    expect(every).toHaveLength(2);
  });

  it('an incoming UMA payment arrives by customer id; with approvals on, the platform approves or rejects it', async () => {
    const c = await createCustomer(env.service, 'incoming');
    const usd = await fundedAccount(env.service, c.customerId, 'USD');
    const plain = await env.service.sandbox.uma.receivePayment({
      senderUmaAddress: '$success.usd@env.sandbox.keyhold.dev',
      customerId: c.customerId,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1_500,
    });
    expect(plain).toMatchObject({
      ...transactionShape,
      type: 'INCOMING',
      status: 'COMPLETED',
      customerId: c.customerId,
    });
    expect(plain.destination).toMatchObject({ accountId: usd });

    // Approvals on, and an endpoint that defers (202): the platform decides through the API.
    const hooks = await deferringEndpoint();
    try {
      await env.service.config.update({ paymentApprovalRequired: true, webhookEndpoint: hooks.url });
      const receive = () =>
        env.service.sandbox.uma.receivePayment({
          senderUmaAddress: '$success.usd@env.sandbox.keyhold.dev',
          customerId: c.customerId,
          receivingCurrencyCode: 'USD',
          receivingCurrencyAmount: 500,
        });
      const held = await receive();
      expect(held).toMatchObject({ type: 'INCOMING', status: 'PENDING' });
      const approved = await env.service.transactions.approve(held.id, { receiverCustomerInfo: {} });
      expect(approved).toMatchObject({
        ...transactionShape,
        id: held.id,
        type: 'INCOMING',
        status: 'COMPLETED',
      });
      const held2 = await receive();
      const rejected = await env.service.transactions.reject(held2.id, 'RESTRICTED_JURISDICTION');
      expect(rejected).toMatchObject({ id: held2.id, status: 'REJECTED' });
      await expect(env.service.transactions.approve(held2.id)).rejects.toMatchObject({
        status: 409,
        code: 'TRANSACTION_NOT_PENDING_APPROVAL',
      });
      const balance = (
        await env.service.customers.listInternalAccounts({ customerId: c.customerId, currency: 'USD' })
      ).data.find((a) => a.id === usd)!;
      expect(balance.balance.amount).toBe(2_000);
    } finally {
      await env.service.config.update({ paymentApprovalRequired: false, webhookEndpoint: null });
      await hooks.close();
    }
    const log = await control<{ data: unknown[] }>(
      env.sandbox,
      'GET',
      '/webhooks?type=INCOMING_PAYMENT.PENDING',
    );
    expect(log.data.length).toBeGreaterThan(0);
  });
});

/** A webhook endpoint that defers every delivery with 202 (the approval webhook waits for a decision). */
async function deferringEndpoint(): Promise<{ url: string; close(): Promise<void> }> {
  const endpoint = await startScriptedServer(() => ({ status: 202 }));
  return { url: `${endpoint.origin}/hooks`, close: endpoint.close };
}
