// verifyWebhook against a real sandbox process's deliveries of every event kind it sends: payment
// (incoming, outgoing), balance, agent action, invitation, payment approval (INCOMING_PAYMENT.PENDING
// answered 202, then approved through ServiceClient) and the test webhook; each verifies and narrows to
// its typed event; a tampered body and a replayed delivery of a payment event are refused.
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isKnownWebhookEvent,
  isWebhookEvent,
  MemoryWebhookReplayGuard,
  type ServiceClient,
  verifyWebhook,
  type WebhookEvent,
} from '../src/index.js';
import { control, fundedAccount, usdAccountInfo } from './helpers/fixtures.js';
import { createCustomer, startSandbox } from './helpers/harness.js';
import { startScriptedServer } from './helpers/http.js';

interface Delivery {
  body: Uint8Array;
  headers: Record<string, string>;
  type: string;
  dataId: unknown;
}

let sandbox: SandboxProcess;
let service: ServiceClient;
let receiver: Awaited<ReturnType<typeof startScriptedServer>>;
let publicKey = '';
const deliveries: Delivery[] = [];
/** The answer to a delivery of this type (the approval webhook is deferred with 202). */
let answerFor: (type: string) => number = () => 204;

beforeAll(async () => {
  ({ sandbox, service } = await startSandbox());
  receiver = await startScriptedServer((req) => {
    const parsed = JSON.parse(req.body.toString('utf8')) as {
      type: string;
      data: { id?: unknown; code?: unknown };
    };
    deliveries.push({
      body: new Uint8Array(req.body),
      headers: req.headers as Record<string, string>,
      type: parsed.type,
      dataId: parsed.data.id ?? parsed.data.code,
    });
    return { status: answerFor(parsed.type) };
  });
  await service.config.update({ webhookEndpoint: `${receiver.origin}/hooks` });
  publicKey = (await control<{ publicKey: string }>(sandbox, 'GET', '/webhook-key')).publicKey;
}, 30_000);

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

async function delivered(type: string, dataId?: unknown): Promise<Delivery> {
  for (let i = 0; i < 200; i++) {
    const hit = deliveries.find((d) => d.type === type && (dataId === undefined || d.dataId === dataId));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${type} delivery`);
}

/** A sandbox UMA payment of `amount` USD cents into the customer's account. */
function receiveUsd(
  customerId: string,
  amount: number,
): ReturnType<ServiceClient['sandbox']['uma']['receivePayment']> {
  return service.sandbox.uma.receivePayment({
    senderUmaAddress: '$success.usd@sandbox.keyhold.dev',
    customerId,
    receivingCurrencyCode: 'USD',
    receivingCurrencyAmount: amount,
  });
}

async function verified(d: Delivery): Promise<WebhookEvent> {
  const event = await verifyWebhook(d.body, d.headers, publicKey);
  if (!isKnownWebhookEvent(event)) throw new Error(`unknown kind ${event.type}`);
  return event;
}

describe('every event kind the sandbox sends verifies and is typed', () => {
  it('payments, balance, payment approval', async () => {
    const c = await createCustomer(service, 'hooks');
    const usd = await fundedAccount(service, c.customerId, 'USD', 5_000);
    const balance = await verified(await delivered('INTERNAL_ACCOUNT.BALANCE_UPDATED', usd));
    if (!isWebhookEvent(balance, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')) throw new Error('not a balance event');
    expect(balance.data).toMatchObject({ id: usd, balance: { amount: 5_000 } });

    const ext = await service.customers.externalAccounts.create({
      customerId: c.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    const out = await service.transferOut.create({
      source: { accountId: usd },
      destination: { accountId: ext.id },
      amount: 1_000,
    });
    const outgoing = await verified(await delivered('OUTGOING_PAYMENT.COMPLETED', out.id));
    if (!isWebhookEvent(outgoing, 'OUTGOING_PAYMENT.')) throw new Error('not an outgoing payment');
    expect(outgoing.data).toMatchObject({ id: out.id, type: 'OUTGOING', status: 'COMPLETED' });
    const incoming = await receiveUsd(c.customerId, 700);
    const inEvent = await verified(await delivered('INCOMING_PAYMENT.COMPLETED', incoming.id));
    expect(isWebhookEvent(inEvent, 'INCOMING_PAYMENT.') && inEvent.data.type).toBe('INCOMING');

    // payment approval: the PENDING webhook is answered 202, then the platform approves
    answerFor = (type) => (type === 'INCOMING_PAYMENT.PENDING' ? 202 : 204);
    await service.config.update({ paymentApprovalRequired: true });
    try {
      const held = await receiveUsd(c.customerId, 300);
      const ask = await verified(await delivered('INCOMING_PAYMENT.PENDING', held.id));
      if (!isWebhookEvent(ask, 'INCOMING_PAYMENT.PENDING')) throw new Error('not the approval webhook');
      expect(ask.data).toMatchObject({ id: held.id, status: 'PENDING', customerId: c.customerId });
      await service.transactions.approve(ask.data.id);
      const done = await verified(await delivered('INCOMING_PAYMENT.COMPLETED', held.id));
      expect(done.type).toBe('INCOMING_PAYMENT.COMPLETED');
    } finally {
      await service.config.update({ paymentApprovalRequired: false });
      answerFor = () => 204;
    }
  });

  it('agent action, invitation and the test webhook', async () => {
    const c = await createCustomer(service, 'hooks-agent');
    const usd = await fundedAccount(service, c.customerId, 'USD', 50_000);
    const ext = await service.customers.externalAccounts.create({
      customerId: c.customerId,
      currency: 'USD',
      accountInfo: usdAccountInfo(),
    });
    const agent = await service.agents.create({
      customerId: c.customerId,
      name: 'hooks bot',
      policy: {
        permissions: ['CREATE_TRANSFERS'],
        defaultExecutionMode: 'AUTO',
        approvalThresholds: { currency: 'USD', amount: 100 },
      },
    });
    const token = (
      await service.agents.deviceCodes.redeem((await service.agents.deviceCodes.create(agent.id)).code)
    ).accessToken;
    const action = await service
      .asAgent(token)
      .transferOut.create({ source: { accountId: usd }, destination: { accountId: ext.id }, amount: 5_000 });
    const pending = await verified(await delivered('AGENT_ACTION.PENDING_APPROVAL', action.id));
    if (!isWebhookEvent(pending, 'AGENT_ACTION.PENDING_APPROVAL')) throw new Error('not an agent action');
    expect(pending.data).toMatchObject({ id: action.id, agentId: agent.id, status: 'PENDING_APPROVAL' });

    const invitee = await createCustomer(service, 'hooks-invitee');
    const inviterUma = (await service.customers.retrieve(c.customerId)).umaAddress;
    const invitation = await service.invitations.create({ inviterUma, amountToSend: 1_000 });
    await service.invitations.claim(
      invitation.code,
      (await service.customers.retrieve(invitee.customerId)).umaAddress,
    );
    const claimed = await verified(await delivered('INVITATION.CLAIMED', invitation.code));
    if (!isWebhookEvent(claimed, 'INVITATION.CLAIMED')) throw new Error('not an invitation');
    expect(claimed.data).toMatchObject({ code: invitation.code, status: 'CLAIMED' });

    const result = await service.webhooks.sendTest();
    expect(result).toMatchObject({
      url: expect.stringContaining('/hooks'),
      response_status: 204,
      response_body: '',
    });
    const test = await verified(await delivered('TEST'));
    expect(isWebhookEvent(test, 'TEST') && test.data).toEqual({});
  });

  it('a tampered payment event and a replayed one are refused', async () => {
    const d = deliveries.find((x) => x.type === 'OUTGOING_PAYMENT.COMPLETED')!;
    const text = new TextDecoder().decode(d.body);
    const tampered = new TextEncoder().encode(text.replace('"amount":1000', '"amount":100000'));
    expect(tampered).not.toEqual(d.body);
    await expect(verifyWebhook(tampered, d.headers, publicKey)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
      details: { check: 'signature' },
    });
    const guard = new MemoryWebhookReplayGuard();
    const first = await verifyWebhook(d.body, d.headers, publicKey, { replayGuard: guard });
    guard.markHandled(first.id);
    await expect(verifyWebhook(d.body, d.headers, publicKey, { replayGuard: guard })).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
      details: { check: 'replay' },
    });
  });
});
