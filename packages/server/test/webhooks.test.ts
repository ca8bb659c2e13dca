// verifyWebhook against the sandbox's real, signed deliveries (a real sandbox process posting to a real
// receiver): typed events, an honest retry accepted, a retry days later accepted by the default window, a
// tampered body, a replayed delivery and one past the window or oversized refused with their clear errors.
import type { SandboxProcess } from '@keyhold/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isKnownWebhookEvent,
  isWebhookEvent,
  KeyholdError,
  MemoryWebhookReplayGuard,
  verifyWebhook,
  WEBHOOK_MAX_AGE_SECONDS,
  WEBHOOK_RETRY_WINDOW_SECONDS,
} from '../src/index.js';
import { startSandbox } from './helpers/harness.js';
import { startScriptedServer, type RecordedRequest } from './helpers/http.js';

let sandbox: SandboxProcess;
let receiver: Awaited<ReturnType<typeof startScriptedServer>>;
let publicKey = '';
/** The receiver's recorded deliveries, in arrival order. */
let deliveries: RecordedRequest[] = [];
/** Status the receiver answers for the n-th delivery (1-based). */
let answer: (n: number) => number = () => 204;

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.origin}/_sandbox${path}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.json();
}

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as KeyholdError,
  );

beforeAll(async () => {
  ({ sandbox } = await startSandbox());
  receiver = await startScriptedServer((_req, index) => ({ status: answer(index + 1) }));
  deliveries = receiver.requests;
  const url = `${receiver.origin}/hooks`;
  await control('PUT', '/webhook-endpoint', { url });
  publicKey = ((await control('GET', '/webhook-key')) as { publicKey: string }).publicKey;
}, 30_000);

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

describe('verifyWebhook with the sandbox’s deliveries', () => {
  it('verifies a real delivery and returns a typed event', async () => {
    deliveries.length = 0;
    answer = () => 204;
    const sent = (await control('POST', '/webhooks/test')) as { id: string };
    const delivery = await waitFor(() => deliveries[0], 'a delivery');
    const event = await verifyWebhook(delivery.body, delivery.headers as Record<string, string>, publicKey);
    expect(isKnownWebhookEvent(event)).toBe(true);
    expect(event.id).toBe(sent.id);
    expect(isWebhookEvent(event, 'SANDBOX.PING')).toBe(true);
    expect(isWebhookEvent(event, 'OUTGOING_PAYMENT.')).toBe(false);
    expect(Date.parse(event.timestamp)).not.toBeNaN();
  });

  it('an honest retry (same id after a failed answer) passes; the same delivery once handled is a replay', async () => {
    deliveries.length = 0;
    answer = (n) => (n === 1 ? 500 : 204);
    const guard = new MemoryWebhookReplayGuard();
    await control('POST', '/webhooks/test');
    const first = await waitFor(() => deliveries[0], 'the first attempt');
    const firstEvent = await verifyWebhook(first.body, first.headers as Record<string, string>, publicKey, {
      replayGuard: guard,
    });
    // Our receiver answered 500, so the event was not handled: no markHandled.
    await control('POST', '/clock/advance', { seconds: 10 });
    const retry = await waitFor(() => deliveries[1], 'the retry');
    const retried = await verifyWebhook(retry.body, retry.headers as Record<string, string>, publicKey, {
      replayGuard: guard,
    });
    expect(retried.id).toBe(firstEvent.id);
    expect(isWebhookEvent(retried, 'SANDBOX.PING')).toBe(true);
    guard.markHandled(retried.id);

    const replay = await rejection(
      verifyWebhook(retry.body, retry.headers as Record<string, string>, publicKey, { replayGuard: guard }),
    );
    expect(replay).toBeInstanceOf(KeyholdError);
    expect(replay).toMatchObject({ code: 'INVALID_SIGNATURE', status: 401, details: { check: 'replay' } });
    // A captured delivery replayed after the retry window is refused by its timestamp alone.
    const later = await rejection(
      verifyWebhook(retry.body, retry.headers as Record<string, string>, publicKey, {
        now: Date.parse(retried.timestamp) + (WEBHOOK_MAX_AGE_SECONDS + 1) * 1000,
      }),
    );
    expect(later).toMatchObject({ code: 'INVALID_SIGNATURE', details: { check: 'timestamp' } });
  });

  it('the default window accepts a retry days later and refuses one past the window or from the future', async () => {
    deliveries.length = 0;
    answer = () => 204;
    await control('POST', '/webhooks/test');
    const d = await waitFor(() => deliveries[0], 'a delivery');
    const headers = d.headers as Record<string, string>;
    const at = Date.parse(JSON.parse(new TextDecoder().decode(d.body)).timestamp as string);
    const lastRetry = at + 599_800_000; // the 13th attempt of the sandbox's schedule
    expect((await verifyWebhook(d.body, headers, publicKey, { now: lastRetry })).type).toBe('SANDBOX.PING');
    expect(WEBHOOK_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(WEBHOOK_RETRY_WINDOW_SECONDS);
    const edge = at + WEBHOOK_MAX_AGE_SECONDS * 1000;
    expect((await verifyWebhook(d.body, headers, publicKey, { now: edge })).type).toBe('SANDBOX.PING');
    expect(await rejection(verifyWebhook(d.body, headers, publicKey, { now: edge + 1 }))).toMatchObject({
      details: { check: 'timestamp', maxAgeSeconds: WEBHOOK_MAX_AGE_SECONDS },
    });
    // A timestamp more than 5 minutes ahead of our clock is a wrong clock or a forgery of time.
    const early = at - 301_000;
    expect(await rejection(verifyWebhook(d.body, headers, publicKey, { now: early }))).toMatchObject({
      details: { check: 'timestamp', maxFutureSeconds: 300 },
    });
    // A receiver may narrow the window (and then keep its ids only that long).
    expect(
      await rejection(
        verifyWebhook(d.body, headers, publicKey, { now: at + 3_601_000, maxAgeSeconds: 3600 }),
      ),
    ).toMatchObject({ details: { check: 'timestamp' } });
  });

  it('the in-memory guard keeps ids for the retry window, then forgets them; it is bounded', () => {
    let clock = 1_000_000;
    const guard = new MemoryWebhookReplayGuard({ now: () => clock });
    guard.markHandled('Webhook:a');
    clock += (WEBHOOK_MAX_AGE_SECONDS - 1) * 1000;
    expect(guard.seen('Webhook:a')).toBe(true);
    clock += 2000;
    expect(guard.seen('Webhook:a')).toBe(false);
    expect(guard.size).toBe(0);
    const small = new MemoryWebhookReplayGuard({ maxEntries: 2 });
    for (const id of ['Webhook:1', 'Webhook:2', 'Webhook:3']) small.markHandled(id);
    expect(small.size).toBe(2);
    expect(small.seen('Webhook:1')).toBe(false);
    expect(small.seen('Webhook:3')).toBe(true);
    expect(() => new MemoryWebhookReplayGuard({ maxEntries: 0 })).toThrow(KeyholdError);
  });

  it('a tampered body, a missing or malformed signature, another key and an oversized body are refused', async () => {
    deliveries.length = 0;
    answer = () => 204;
    await control('POST', '/webhooks/test');
    const d = await waitFor(() => deliveries[0], 'a delivery');
    const headers = d.headers as Record<string, string>;
    const tampered = new TextEncoder().encode(
      new TextDecoder().decode(d.body).replace('SANDBOX.PING', 'SANDBOX.PONG'),
    );
    expect(await rejection(verifyWebhook(tampered, headers, publicKey))).toMatchObject({
      code: 'INVALID_SIGNATURE',
      details: { check: 'signature' },
    });
    const { 'service-webhook-signature': _signature, ...unsigned } = headers;
    expect(await rejection(verifyWebhook(d.body, unsigned, publicKey))).toMatchObject({
      details: { check: 'signature-missing' },
    });
    expect(
      await rejection(
        verifyWebhook(d.body, { ...headers, 'service-webhook-signature': 'not base64!' }, publicKey),
      ),
    ).toMatchObject({ details: { check: 'signature-malformed' } });
    expect(
      await rejection(
        verifyWebhook(d.body, { ...headers, 'service-webhook-signature': 'A'.repeat(10_000) }, publicKey),
      ),
    ).toMatchObject({ details: { check: 'signature-malformed' } });
    const otherKey = `04${'11'.repeat(64)}`;
    expect(await rejection(verifyWebhook(d.body, headers, otherKey))).toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    expect(await rejection(verifyWebhook(d.body, headers, publicKey, { maxBodyBytes: 10 }))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
    });
    // The untouched delivery still verifies after all of that.
    expect((await verifyWebhook(d.body, new Headers(headers), publicKey)).type).toBe('SANDBOX.PING');
  });
});
