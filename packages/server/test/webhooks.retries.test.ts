// An event survives its own retries: a real sandbox process delivers to two receiver instances (two Node
// http servers behind a round-robin front, each with its own Redis client) that share one
// RedisWebhookReplayGuard on a real redis-server. The endpoint is down for the whole retry schedule (7 days
// of sandbox clock), comes back, and the event is handled exactly once even when the instance that handled
// it fails to answer and the next retry lands on the other instance.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKeyholdError, isWebhookReplay, verifyWebhook, type WebhookReplayGuard } from '../src/index.js';
import { RedisWebhookReplayGuard } from '../src/redis.js';
import { control } from './helpers/fixtures.js';
import { startSandbox } from './helpers/harness.js';
import { startRedis } from './helpers/redis.js';

type RedisClient = ReturnType<typeof createClient>;

interface Receiver {
  name: string;
  url: string;
  /** When true, the next event this instance handles is answered 500 after it was handled (a lost answer). */
  failAfterHandling: boolean;
  server: Server;
}

/** What the integrator's code did: one entry per time an event was acted on. */
const handled: Array<{ instance: string; id: string }> = [];
/** Every attempt the front received, in order (body and signature as sent). */
const attempts: Array<{ body: string; signature: string | undefined; routedTo: string }> = [];
let frontDown = true;
let turn = 0;

let sandbox: SandboxProcess;
let redis: { url: string; stop(): Promise<void> };
let clients: RedisClient[] = [];
let receivers: Receiver[] = [];
let front: Server;
let publicKey = '';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function readBody(req: import('node:http').IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** One backend instance's webhook route, as an integrator writes it with the kit. */
async function startReceiver(name: string, guard: WebhookReplayGuard): Promise<Receiver> {
  const receiver = { name, failAfterHandling: false } as Receiver;
  receiver.server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      // The deliveries come from the sandbox's clock, which the test moves days ahead.
      const now = Date.parse((await control<{ now: string }>(sandbox, 'GET', '/clock')).now);
      try {
        const event = await verifyWebhook(body, req.headers as IncomingHttpHeaders as never, publicKey, {
          replayGuard: guard,
          now,
        });
        handled.push({ instance: name, id: event.id });
        await guard.markHandled(event.id);
        if (receiver.failAfterHandling) {
          receiver.failAfterHandling = false;
          res.writeHead(500).end();
          return;
        }
        res.writeHead(204).end();
      } catch (error) {
        // Already handled: acknowledge, so the service stops retrying.
        res
          .writeHead(isWebhookReplay(error) ? 200 : isKeyholdError(error) ? (error.status ?? 500) : 500)
          .end();
      }
    })();
  });
  receiver.url = `${await listen(receiver.server)}/hooks`;
  return receiver;
}

beforeAll(async () => {
  ({ sandbox } = await startSandbox());
  redis = await startRedis();
  clients = [
    await createClient({ url: redis.url }).connect(),
    await createClient({ url: redis.url }).connect(),
  ];
  receivers = [
    await startReceiver('one', new RedisWebhookReplayGuard({ client: clients[0]! })),
    await startReceiver('two', new RedisWebhookReplayGuard({ client: clients[1]! })),
  ];
  // The load balancer in front of both instances: while "down" it drops the connection (no answer at all).
  front = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const signature = req.headers['service-webhook-signature'] as string | undefined;
      if (frontDown) {
        attempts.push({ body: body.toString('utf8'), signature, routedTo: 'nobody' });
        req.socket.destroy();
        return;
      }
      const target = receivers[turn++ % receivers.length]!;
      attempts.push({ body: body.toString('utf8'), signature, routedTo: target.name });
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'service-webhook-signature': signature ?? '' },
        body: new Uint8Array(body),
      });
      res.writeHead(answer.status).end();
    })();
  });
  await control(sandbox, 'PUT', '/webhook-endpoint', { url: `${await listen(front)}/hooks` });
  publicKey = (await control<{ publicKey: string }>(sandbox, 'GET', '/webhook-key')).publicKey;
}, 60_000);

afterAll(async () => {
  for (const server of [front, ...receivers.map((r) => r.server)]) {
    if (!server) continue;
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  for (const c of clients) await c.quit();
  await redis?.stop();
  await sandbox?.close();
});

interface LoggedDelivery {
  status: string;
  attempts: Array<{ at: string; responseStatus?: number; error?: string }>;
}

async function attemptsReach(id: string, count: number): Promise<LoggedDelivery> {
  for (let i = 0; i < 400; i++) {
    const d = await control<LoggedDelivery>(sandbox, 'GET', `/webhooks/${id}`);
    if (d.attempts.length >= count) return d;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the delivery did not reach ${count} attempts`);
}

describe('a webhook survives its own retry schedule across two instances', () => {
  it('down for the whole schedule, back for the last retries: handled exactly once, then acknowledged', async () => {
    const waits = [10, 30, 60, 300, 1800, 3600, 10800, 21600, 43200, 86400, 172800, 259200];
    const sent = await control<{ id: string }>(sandbox, 'POST', '/webhooks/test');
    // Attempts 1–11 find the endpoint down.
    for (const [i, wait] of waits.slice(0, 10).entries()) {
      await attemptsReach(sent.id, i + 1);
      await control(sandbox, 'POST', '/clock/advance', { seconds: wait });
    }
    await attemptsReach(sent.id, 11);
    expect(handled).toHaveLength(0);

    // Back up before attempt 12 (about 3 days 23 h after the first). Instance one handles the event but
    // its answer is lost (500 after the work was done), so the service retries once more.
    frontDown = false;
    receivers[0]!.failAfterHandling = true;
    await control(sandbox, 'POST', '/clock/advance', { seconds: waits[10]! });
    await attemptsReach(sent.id, 12);
    expect(handled).toEqual([{ instance: 'one', id: sent.id }]);

    // Attempt 13, about 6 days 23 h after the first, lands on instance two: the shared guard knows the id.
    await control(sandbox, 'POST', '/clock/advance', { seconds: waits[11]! });
    const log = await attemptsReach(sent.id, 13);
    expect(log.status).toBe('DELIVERED');
    expect(log.attempts.map((a) => a.responseStatus)).toEqual([...Array(11).fill(undefined), 500, 200]);
    expect(attempts.slice(-2).map((a) => a.routedTo)).toEqual(['one', 'two']);
    expect(handled).toEqual([{ instance: 'one', id: sent.id }]);
    const span = Date.parse(log.attempts[12]!.at) - Date.parse(log.attempts[0]!.at);
    expect(span).toBeGreaterThan(6 * 24 * 3600 * 1000);

    // Every attempt carried the same bytes: the event's timestamp and signature from the first attempt.
    expect(attempts).toHaveLength(13);
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    expect(new Set(attempts.map((a) => a.signature)).size).toBe(1);

    // A captured copy sent again to either instance is refused by the id and acknowledged, never re-done.
    for (const receiver of receivers) {
      const replay = await fetch(receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'service-webhook-signature': attempts[0]!.signature! },
        body: attempts[0]!.body,
      });
      expect(replay.status).toBe(200);
    }
    expect(handled).toHaveLength(1);
  });

  it('the handled id is kept in Redis for the whole retry window and no longer (a TTL on its key)', async () => {
    const [key] = await clients[0]!.keys('keyhold:webhook:*');
    expect(key).toBeDefined();
    const ttl = await clients[0]!.ttl(key!);
    expect(ttl).toBeGreaterThan(7 * 24 * 3600);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600 + 3600);
  });

  it('a guard whose Redis is gone answers an error, never "not seen"', async () => {
    const gone = await createClient({ url: redis.url }).connect();
    const guard = new RedisWebhookReplayGuard({ client: gone });
    await gone.quit();
    await expect(guard.seen('Webhook:any')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    await expect(guard.markHandled('Webhook:any')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
