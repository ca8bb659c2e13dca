/**
 * `routes/payment-approvals.ts` and the payment-approval webhook of §6: with `paymentApprovalRequired`,
 * an incoming payment waits in PENDING and the platform's answer to `INCOMING_PAYMENT.PENDING` (or its
 * later approve/reject call) decides; timeouts and webhook errors give their failure reasons.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, useApi } from '../../support/api.js';
import { advance, balanceOf, eventually, fiatAccount, startWebhookReceiver } from '../../support/payments.js';

const api = useApi();

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

let answer = 200;

beforeAll(async () => {
  receiver = await startWebhookReceiver((_n, req) => (req.url === '/hooks' ? answer : 200));
  const res = await api.call('PATCH', '/config', {
    webhookEndpoint: receiver.url,
    paymentApprovalRequired: true,
  });
  expect(res.status, res.text).toBe(200);
});

afterAll(async () => {
  await receiver.close();
});

afterEach(async () => {
  await api.call('PATCH', '/config', { webhookEndpoint: receiver.url });
});

type Tx = { id: string; status: string; failureReason?: string; type: string };

async function receive(): Promise<{ tx: Tx; customerId: string; account: string }> {
  const { customerId } = await createCustomer(api);
  const account = await fiatAccount(api, customerId, 'USD');
  const res = await api.call<Tx>('POST', '/sandbox/uma/receive', {
    senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
    customerId,
    receivingCurrencyCode: 'USD',
    receivingCurrencyAmount: 2_500,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({ type: 'INCOMING', status: 'PENDING' });
  return { tx: res.body, customerId, account };
}

const read = (id: string) => api.call<Tx>('GET', `/transactions/${id}`);

const settled = (id: string) =>
  eventually(
    () => read(id),
    (r) => r.body.status !== 'PENDING',
  );

describe('payment approval', () => {
  it('a 200 answer to INCOMING_PAYMENT.PENDING approves: the payment completes and is credited', async () => {
    answer = 200;
    const { tx, customerId, account } = await receive();
    const hook = await receiver.waitFor('INCOMING_PAYMENT.PENDING', (w) => w.parsed.data['id'] === tx.id);
    expect(hook.parsed.data).toMatchObject({ status: 'PENDING', type: 'INCOMING', customerId });
    expect((await settled(tx.id)).body.status).toBe('COMPLETED');
    expect(await balanceOf(api, customerId, account)).toBe(2_500);
  });

  it('a 202 answer defers: POST /transactions/{id}/approve lets it complete', async () => {
    answer = 202;
    const { tx, customerId, account } = await receive();
    await receiver.waitFor('INCOMING_PAYMENT.PENDING', (w) => w.parsed.data['id'] === tx.id);
    const approved = await api.call<Tx>('POST', `/transactions/${tx.id}/approve`, {
      receiverCustomerInfo: {},
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ id: tx.id, type: 'INCOMING', status: 'COMPLETED' });
    expect(await balanceOf(api, customerId, account)).toBe(2_500);
    const again = await api.call('POST', `/transactions/${tx.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body['code']).toBe('TRANSACTION_NOT_PENDING_APPROVAL');
  });

  it('after a 202, /reject makes it REJECTED and nothing is credited', async () => {
    answer = 202;
    const { tx, customerId, account } = await receive();
    await receiver.waitFor('INCOMING_PAYMENT.PENDING', (w) => w.parsed.data['id'] === tx.id);
    const rejected = await api.call<Tx>('POST', `/transactions/${tx.id}/reject`, {
      reason: 'RESTRICTED_JURISDICTION',
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.status).toBe('REJECTED');
    expect(await balanceOf(api, customerId, account)).toBe(0);
  });

  it('after a 202 with no decision, the sandbox clock times it out: PAYMENT_APPROVAL_TIMED_OUT', async () => {
    answer = 202;
    const { tx } = await receive();
    await receiver.waitFor('INCOMING_PAYMENT.PENDING', (w) => w.parsed.data['id'] === tx.id);
    // the deferral is recorded when the answer is processed; then the window runs on the sandbox clock
    await eventually(
      () =>
        api.control<{ data: Array<{ status: string }> }>('GET', '/webhooks?type=INCOMING_PAYMENT.PENDING'),
      (r) => r.body.data.every((d) => d.status !== 'PENDING'),
    );
    await advance(api, 6);
    const after = await read(tx.id);
    expect(after.body).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_APPROVAL_TIMED_OUT' });
    expect((await api.call('POST', `/transactions/${tx.id}/approve`)).status).toBe(409);
  });

  it('a 403 answer rejects; 422 is MISSING_MANDATORY_PAYEE_DATA; 500 is PAYMENT_APPROVAL_WEBHOOK_ERROR; no endpoint too', async () => {
    answer = 403;
    const forbidden = await receive();
    expect((await settled(forbidden.tx.id)).body.status).toBe('REJECTED');
    answer = 422;
    const missingData = await receive();
    expect((await settled(missingData.tx.id)).body).toMatchObject({
      status: 'FAILED',
      failureReason: 'MISSING_MANDATORY_PAYEE_DATA',
    });
    answer = 500;
    const broken = await receive();
    expect((await settled(broken.tx.id)).body).toMatchObject({
      status: 'FAILED',
      failureReason: 'PAYMENT_APPROVAL_WEBHOOK_ERROR',
    });
    await api.call('PATCH', '/config', { webhookEndpoint: null });
    const { customerId } = await createCustomer(api);
    const none = await api.call<Tx>('POST', '/sandbox/uma/receive', {
      senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
      customerId,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 100,
    });
    expect(none.body).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_APPROVAL_WEBHOOK_ERROR' });
  });

  it('approve/reject: 404 for an unknown transaction, 409 for one never held', async () => {
    expect((await api.call('POST', '/transactions/Transaction:nope/approve')).status).toBe(404);
    await api.call('PATCH', '/config', { paymentApprovalRequired: false });
    try {
      const { customerId } = await createCustomer(api);
      const res = await api.call<Tx>('POST', '/sandbox/uma/receive', {
        senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
        customerId,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 100,
      });
      expect(res.body.status).toBe('COMPLETED');
      expect((await api.call('POST', `/transactions/${res.body.id}/reject`)).status).toBe(409);
    } finally {
      await api.call('PATCH', '/config', { paymentApprovalRequired: true });
    }
  });
});
