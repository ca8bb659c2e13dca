import { createPublicKey, createVerify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandboxProcess } from '../src/testing.js';
import { basicAuth, createCustomer, request, useApi } from './support/api.js';
import {
  advance,
  createExternal,
  eventually,
  fiatAccount,
  startWebhookReceiver,
  usdAccountInfo,
} from './support/payments.js';

const api = useApi();

afterEach(async () => {
  await api.control('PUT', '/webhook-endpoint', { url: null });
});

type Delivery = {
  id: string;
  type: string;
  status: string;
  attempts: Array<{ at: string; responseStatus?: number; error?: string }>;
  nextAttemptAt?: string;
  body: string;
  signature: string;
};

async function key(): Promise<{ pem: string; publicKey: string; jwk: Record<string, string> }> {
  const res = await request<{ pem: string; publicKey: string; jwk: Record<string, string> }>(
    `${api.origin}/_sandbox/webhook-key`,
    'GET',
    undefined,
    {},
  );
  expect(res.status).toBe(200);
  return res.body;
}

function verify(pem: string, body: string, signature: string): boolean {
  return createVerify('sha256')
    .update(body, 'utf8')
    .verify(createPublicKey(pem), Buffer.from(signature, 'base64'));
}

async function deliveries(query = ''): Promise<Delivery[]> {
  return (await api.control<{ data: Delivery[] }>('GET', `/webhooks?limit=100${query}`)).body.data;
}

describe('webhooks (wire-formats §9)', () => {
  it('publishes the P-256 key without auth; the key is stable', async () => {
    const a = await key();
    expect(a.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(a.jwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect((await key()).publicKey).toBe(a.publicKey);
  });

  it('delivers the envelope to a real server with a verifiable Service-Webhook-Signature over the raw body', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const set = await api.control('PUT', '/webhook-endpoint', { url: receiver.url });
      expect(set.body).toEqual({ url: receiver.url });
      const { customerId } = await createCustomer(api);
      const internal = await fiatAccount(api, customerId, 'USD', 10_000);
      const ext = await createExternal(api, customerId, usdAccountInfo());
      const tx = await api.call<{ id: string }>('POST', '/transfer-out', {
        source: { accountId: internal },
        destination: { accountId: ext.id },
        amount: 1_000,
      });
      const hook = await receiver.waitFor(
        'OUTGOING_PAYMENT.COMPLETED',
        (w) => w.parsed.data['id'] === tx.body.id,
      );
      expect(hook.parsed.id).toMatch(/^Webhook:[0-9a-f-]{36}$/);
      expect(Object.keys(hook.parsed)).toEqual(['id', 'type', 'timestamp', 'data']);
      expect(hook.parsed.data).toMatchObject({ id: tx.body.id, status: 'COMPLETED' });
      const { pem } = await key();
      expect(hook.signature).toBeTruthy();
      expect(verify(pem, hook.body, hook.signature!)).toBe(true);
      expect(verify(pem, hook.body.replace('COMPLETED', 'FAILED'), hook.signature!)).toBe(false);
      await receiver.waitFor('INTERNAL_ACCOUNT.BALANCE_UPDATED', (w) => w.parsed.data['id'] === internal);
      const log = await eventually(
        () => deliveries('&type=OUTGOING_PAYMENT.COMPLETED'),
        (d) => d.some((x) => x.status === 'DELIVERED'),
      );
      expect(log.find((d) => JSON.parse(d.body).data.id === tx.body.id)).toMatchObject({
        status: 'DELIVERED',
        attempts: [{ responseStatus: 200 }],
      });
    } finally {
      await receiver.close();
    }
  });

  it('retries with backoff on the sandbox clock until a 2xx', async () => {
    const receiver = await startWebhookReceiver((n) => (n <= 2 ? 500 : 204));
    try {
      await api.control('PUT', '/webhook-endpoint', { url: receiver.url });
      const sent = await api.control<Delivery>('POST', '/webhooks/test');
      expect(sent.status).toBe(201);
      const get = async () => (await api.control<Delivery>('GET', `/webhooks/${sent.body.id}`)).body;
      let d = await eventually(get, (x) => x.attempts.length === 1);
      expect(d).toMatchObject({ status: 'PENDING', attempts: [{ responseStatus: 500 }] });
      expect(d.nextAttemptAt).toBeTruthy();
      await advance(api, 9);
      expect((await get()).attempts).toHaveLength(1);
      await advance(api, 1);
      d = await eventually(get, (x) => x.attempts.length === 2);
      expect(d.attempts[1]!.responseStatus).toBe(500);
      await advance(api, 30);
      d = await eventually(get, (x) => x.status === 'DELIVERED');
      expect(d.status).toBe('DELIVERED');
      expect(d.attempts.map((a) => a.responseStatus)).toEqual([500, 500, 204]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('retries with exponential backoff for up to 7 days, then gives up after 13 attempts (network errors count too)', async () => {
    const receiver = await startWebhookReceiver(() => 503);
    await receiver.close(); // nothing listens: every attempt is a connection error
    await api.control('PUT', '/webhook-endpoint', { url: receiver.url });
    const sent = await api.control<Delivery>('POST', '/webhooks/test');
    const get = async () => (await api.control<Delivery>('GET', `/webhooks/${sent.body.id}`)).body;
    const schedule = [10, 30, 60, 300, 1800, 3600, 10800, 21600, 43200, 86400, 172800, 259200];
    for (const [i, wait] of schedule.entries()) {
      await eventually(get, (x) => x.attempts.length === i + 1);
      await advance(api, wait);
    }
    const d = await eventually(get, (x) => x.status === 'FAILED');
    expect(d.status).toBe('FAILED');
    expect(d.attempts).toHaveLength(13);
    expect(d.attempts[0]!.error).toBeTruthy();
    const span = Date.parse(d.attempts[12]!.at) - Date.parse(d.attempts[0]!.at);
    expect(span).toBeGreaterThanOrEqual(schedule.reduce((a, b) => a + b, 0) * 1000);
    expect(span).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it('without an endpoint events are logged as NO_ENDPOINT; the endpoint must be an http(s) URL', async () => {
    const sent = await api.control<Delivery>('POST', '/webhooks/test');
    expect(sent.body.status).toBe('NO_ENDPOINT');
    for (const url of ['ftp://x.example/hook', 'not a url', 42]) {
      const res = await api.control('PUT', '/webhook-endpoint', { url });
      expect(res.status).toBe(400);
    }
    expect((await api.control('GET', '/webhooks?status=NOPE')).status).toBe(400);
    expect((await request(`${api.origin}/_sandbox/webhooks`, 'GET', undefined, {})).status).toBe(401);
  });
});

describe('the CLI --webhook-url flag', () => {
  it('an invalid --webhook-url stops the CLI with exit code 2', async () => {
    await expect(startSandboxProcess(['--webhook-url', 'ftp://x.example/hook'])).rejects.toThrow(
      /exited with code 2/,
    );
  });

  it('a sandbox process posts signed webhooks to the configured URL', async () => {
    const receiver = await startWebhookReceiver();
    const proc = await startSandboxProcess(['--webhook-url', receiver.url, '--quiet']);
    try {
      const res = await request(`${proc.origin}/_sandbox/webhooks/test`, 'POST', undefined, {
        authorization: basicAuth(),
      });
      expect(res.status).toBe(201);
      const hook = await receiver.waitFor('SANDBOX.PING');
      const k = await request<{ pem: string }>(`${proc.origin}/_sandbox/webhook-key`, 'GET', undefined, {});
      expect(verify(k.body.pem, hook.body, hook.signature!)).toBe(true);
    } finally {
      await proc.close();
      await receiver.close();
    }
  });
});
