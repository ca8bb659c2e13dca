/**
 * The payment-approval webhook's no-answer path (§6): the platform's endpoint accepts the connection
 * and never answers. After the attempt timeout (10 s of real time, the one timeout the real delivery
 * uses) the held payment is FAILED `PAYMENT_APPROVAL_TIMED_OUT`, nothing is credited, the delivery is
 * final (no retry), and the sandbox keeps serving meanwhile and afterwards. A real sandbox process and
 * a real endpoint over HTTP; the wait is real, so this one test takes about 10 s.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../../../src/testing.js';
import { createCustomer, processApi, type ApiClient } from '../../support/api.js';
import { balanceOf, eventually, fiatAccount, startWebhookReceiver } from '../../support/payments.js';

/** An endpoint that reads each request and never answers; records the webhook types it was sent. */
async function startSilentEndpoint() {
  const types: string[] = [];
  const server = createServer((req: IncomingMessage, _res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      types.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string }).type);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    types,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Tx = {
  id: string;
  type: string;
  status: string;
  customerId: string;
  failureReason?: string;
  receivedAmount?: { amount: number };
};

type Delivery = {
  type: string;
  status: string;
  payload: { data: { id: string } };
  attempts: Array<{ responseStatus?: number; error?: string }>;
  nextAttemptAt?: string;
};

let proc: SandboxProcess;

let api: ApiClient;

let silent: Awaited<ReturnType<typeof startSilentEndpoint>>;

beforeAll(async () => {
  silent = await startSilentEndpoint();
  proc = await startSandboxProcess(['--quiet']);
  api = processApi(proc);
  const res = await api.call('PATCH', '/config', {
    webhookEndpoint: silent.url,
    paymentApprovalRequired: true,
  });
  expect(res.status, res.text).toBe(200);
});

afterAll(async () => {
  await proc.close();
  await silent.close();
});

async function customerWithAccount(): Promise<{ customerId: string; accountId: string }> {
  const { customerId } = await createCustomer(api);
  return { customerId, accountId: await fiatAccount(api, customerId, 'USD') };
}

async function receive(customerId: string, amount: number): Promise<Tx> {
  const res = await api.call<Tx>('POST', '/sandbox/uma/receive', {
    senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
    customerId,
    receivingCurrencyCode: 'USD',
    receivingCurrencyAmount: amount,
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The transaction once it leaves PENDING (polled for at most `ms` of real time). */
const decided = async (id: string, ms: number): Promise<Tx> =>
  (
    await eventually(
      () => api.call<Tx>('GET', `/transactions/${id}`),
      (r) => r.body.status !== 'PENDING',
      ms,
    )
  ).body;

describe('payment approval with an endpoint that never answers', () => {
  it('fails the payment with PAYMENT_APPROVAL_TIMED_OUT after the attempt timeout, losing nothing else', async () => {
    const { customerId, accountId } = await customerWithAccount();
    const tx = await receive(customerId, 2_500);
    expect(tx).toMatchObject({ type: 'INCOMING', status: 'PENDING', customerId });

    // The endpoint has the approval request and holds it; the payment waits, the sandbox still serves.
    await expect
      .poll(() => silent.types, { timeout: 5000, interval: 20 })
      .toContain('INCOMING_PAYMENT.PENDING');
    const other = await customerWithAccount();
    expect((await api.call<Tx>('GET', `/transactions/${tx.id}`)).body.status).toBe('PENDING');

    const failed = await decided(tx.id, 25_000);
    expect(failed).toMatchObject({
      id: tx.id,
      type: 'INCOMING',
      customerId,
      status: 'FAILED',
      failureReason: 'PAYMENT_APPROVAL_TIMED_OUT',
    });
    expect(tx.receivedAmount).toMatchObject({ amount: 2_500 });
    expect(failed.receivedAmount).toEqual(tx.receivedAmount);
    expect(await balanceOf(api, customerId, accountId)).toBe(0);
    const approve = await api.call('POST', `/transactions/${tx.id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body['code']).toBe('TRANSACTION_NOT_PENDING_APPROVAL');

    // One attempt, recorded as a timeout, and final: a decision does not wait for the retry schedule.
    const log = await api.control<{ data: Delivery[] }>('GET', '/webhooks?type=INCOMING_PAYMENT.PENDING');
    const delivery = log.body.data.find((d) => d.payload.data.id === tx.id);
    expect(delivery).toMatchObject({ status: 'FAILED' });
    expect(delivery!.nextAttemptAt).toBeUndefined();
    expect(delivery!.attempts).toHaveLength(1);
    expect(delivery!.attempts[0]!.responseStatus).toBeUndefined();
    expect(delivery!.attempts[0]!.error).toMatch(/^TimeoutError/);

    // Later requests work: with an endpoint that answers, the next payment is approved and credited.
    const receiver = await startWebhookReceiver();
    try {
      expect((await api.call('PATCH', '/config', { webhookEndpoint: receiver.url })).status).toBe(200);
      const next = await receive(other.customerId, 700);
      expect((await decided(next.id, 5000)).status).toBe('COMPLETED');
      expect(await balanceOf(api, other.customerId, other.accountId)).toBe(700);
      expect((await api.call<Tx>('GET', `/transactions/${tx.id}`)).body).toMatchObject({
        status: 'FAILED',
        failureReason: 'PAYMENT_APPROVAL_TIMED_OUT',
      });
    } finally {
      await receiver.close();
    }
  }, 45_000);
});
