/**
 * Webhooks (wire-formats §9): envelope `{id: "Webhook:<uuid>", type, timestamp, data}` POSTed as JSON
 * to the configured endpoint, header `Service-Webhook-Signature` = base64 of the DER ECDSA P-256
 * signature over SHA-256 of the raw body. The key is derived from the sandbox's enclave key, so it is
 * stable across `--state` reloads and resets; its public half is at `GET /_sandbox/webhook-key`.
 *
 * Delivery happens outside the request lock (a receiver may call the sandbox back). A non-2xx answer,
 * a network error or a 10 s timeout schedules a retry on the sandbox clock with exponential backoff for
 * up to 7 days (RETRY_SCHEDULE: 10 s … 3 days, the 13th attempt 6 d 22 h 37 min after the first); after
 * the 13th failed attempt the delivery is FAILED. Every attempt sends the same bytes: the event's body
 * (its `id`, the idempotency key, and the `timestamp` of when it happened) and the signature made once.
 * Every event is kept in the delivery log `GET /_sandbox/webhooks` (without an endpoint: NO_ENDPOINT).
 */
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import type { SandboxContext } from '../host/context.js';
import { isValidP256SecretKey, p256PublicKey } from '../keys.js';

export const WEBHOOK_SIGNATURE_HEADER = 'Service-Webhook-Signature';
/**
 * Seconds to wait before each retry (attempt n+1 waits RETRY_SCHEDULE[n-1]): exponential backoff whose
 * sum (599 800 s, about 6 d 22 h 37 min) stays inside the service's published 7-day retry window.
 */
export const RETRY_SCHEDULE = [
  10, 30, 60, 300, 1800, 3600, 10800, 21600, 43200, 86400, 172800, 259200,
] as const;
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How many finished events the log keeps per status (pending ones are always kept). */
export const DELIVERY_LOG_LIMITS = { NO_ENDPOINT: 100, DELIVERED: 1000, FAILED: 1000 } as const;
export const TIMER_KIND = 'webhook.retry';

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED' | 'NO_ENDPOINT';

export interface WebhookAttempt {
  at: string;
  url: string;
  /** HTTP status of the answer; absent on a network error or timeout. */
  responseStatus?: number;
  error?: string;
}

export interface WebhookDelivery {
  /** The event id, `Webhook:<uuid>`. */
  id: string;
  type: string;
  timestamp: string;
  /** The raw body sent (and signed), byte for byte. */
  body: string;
  signature: string;
  status: DeliveryStatus;
  attempts: WebhookAttempt[];
  nextAttemptAt?: string;
  /** True while an attempt is on the wire. */
  inFlight?: boolean;
}

interface EndpointConfig {
  id: 'endpoint';
  url: string | null;
}

export function deliveries(sandbox: SandboxContext) {
  return sandbox.state.collection<WebhookDelivery>('webhookDeliveries');
}

export function config(sandbox: SandboxContext) {
  return sandbox.state.collection<EndpointConfig>('webhookConfig');
}

/** The endpoint in force: the one set by `PUT /_sandbox/webhook-endpoint`, else the option. */
export function webhookUrl(sandbox: SandboxContext): string | null {
  const set = config(sandbox).get('endpoint');
  if (set) return set.url;
  return sandbox.options.webhookUrl ?? null;
}

interface WebhookKey {
  privateKey: KeyObject;
  publicKeyHex: string;
  jwk: Record<string, unknown>;
  pem: string;
}

/** The webhook signing key, derived from the enclave key (stable across reset and reload). */
export function webhookKey(sandbox: SandboxContext): WebhookKey {
  return sandbox.memo(`webhook.key:${sandbox.state.meta.enclavePrivateKey}`, () => deriveWebhookKey(sandbox));
}

function deriveWebhookKey(sandbox: SandboxContext): WebhookKey {
  let d: Uint8Array = createHash('sha256')
    .update('keyhold-sandbox webhook signing key\0')
    .update(sandbox.state.meta.enclavePrivateKey)
    .digest();
  while (!isValidP256SecretKey(d)) d = createHash('sha256').update(d).digest();
  const pub = p256PublicKey(d);
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(pub.slice(1, 33)), y: b64(pub.slice(33, 65)) };
  const privateKey = createPrivateKey({ key: { ...jwk, d: b64(d) }, format: 'jwk' });
  const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyHex: Buffer.from(pub).toString('hex'), jwk, pem };
}

/** Base64 DER ECDSA P-256 / SHA-256 signature over the raw body. */
export function signWebhookBody(sandbox: SandboxContext, body: string): string {
  return sign('sha256', Buffer.from(body, 'utf8'), webhookKey(sandbox).privateKey).toString('base64');
}

/** Records a signed event in the delivery log (trimmed to its bounds). */
function recordEvent(
  sandbox: SandboxContext,
  type: string,
  data: unknown,
  url: string | null,
): WebhookDelivery {
  const id = sandbox.newId('Webhook');
  const timestamp = sandbox.nowIso();
  const body = JSON.stringify({ id, type, timestamp, data });
  const delivery: WebhookDelivery = {
    id,
    type,
    timestamp,
    body,
    signature: signWebhookBody(sandbox, body),
    status: url === null ? 'NO_ENDPOINT' : 'PENDING',
    attempts: [],
  };
  deliveries(sandbox).set(delivery);
  for (const [status, max] of Object.entries(DELIVERY_LOG_LIMITS))
    deliveries(sandbox).trim('status', status, max);
  return delivery;
}

/**
 * Records an event and starts its delivery. Call from inside a handler or timer; never throws.
 * Returns the delivery record.
 */
export function emitWebhook(sandbox: SandboxContext, type: string, data: unknown): WebhookDelivery {
  const url = webhookUrl(sandbox);
  const delivery = recordEvent(sandbox, type, data, url);
  if (url !== null) setImmediate(() => void attempt(sandbox, delivery.id));
  return delivery;
}

/** What an endpoint answered one attempt (`responseStatus` absent on a network error or timeout). */
export interface DeliveryAnswer extends WebhookAttempt {
  timedOut: boolean;
}

/**
 * A module that decides something from the endpoint's answer (payment approval) claims the delivery:
 * the listener returns true, and the delivery is then final after this one attempt (no retries).
 */
type AnswerListener = (sandbox: SandboxContext, delivery: WebhookDelivery, answer: DeliveryAnswer) => boolean;

declare module '../host/events.js' {
  interface SandboxEvents {
    /** An endpoint answered a delivery; a listener that decides from the answer returns true. */
    webhookAnswer: AnswerListener;
  }
}

export function onDeliveryAnswer(sandbox: SandboxContext, listener: AnswerListener): void {
  sandbox.events.on('webhookAnswer', listener);
}

function claimedByListener(
  sandbox: SandboxContext,
  delivery: WebhookDelivery,
  answer: DeliveryAnswer,
): boolean {
  return sandbox.events.emit('webhookAnswer', sandbox, delivery, answer).some(Boolean);
}

async function post(
  url: string,
  delivery: WebhookDelivery,
  at: string,
): Promise<DeliveryAnswer & { text?: string }> {
  const record: DeliveryAnswer & { text?: string } = { at, url, timedOut: false };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: delivery.signature,
        'User-Agent': 'keyhold-sandbox-webhooks/1',
      },
      body: delivery.body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      redirect: 'manual',
    });
    record.responseStatus = res.status;
    const text = await res.text().catch(() => '');
    record.text = text.slice(0, MAX_ANSWER_CHARS);
  } catch (err) {
    record.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    record.timedOut = err instanceof Error && err.name === 'TimeoutError';
  }
  return record;
}

/** Longest answer body kept from an endpoint (the test webhook reports it). */
const MAX_ANSWER_CHARS = 4096;

export interface TestDeliveryResult {
  url: string;
  delivered: boolean;
  responseStatus?: number;
  responseBody?: string;
  error?: string;
}

/**
 * Sends one `TEST` event to the endpoint in force and waits for its answer (the service's
 * `POST /sandbox/webhooks/test`): no retries; the log records it DELIVERED or FAILED. Call outside
 * the request lock (the route is unlocked): it takes the lock itself around state changes.
 */
export async function sendTestWebhook(sandbox: SandboxContext): Promise<TestDeliveryResult | undefined> {
  const started = await sandbox.locked(async () => {
    const url = webhookUrl(sandbox);
    if (url === null) return undefined;
    const delivery = recordEvent(sandbox, 'TEST', {}, url);
    delivery.inFlight = true;
    return { url, delivery, at: sandbox.nowIso() };
  });
  if (!started) return undefined;
  const { url, delivery, at } = started;
  const answer = await post(url, delivery, at);
  const delivered =
    answer.responseStatus !== undefined && answer.responseStatus >= 200 && answer.responseStatus < 300;
  await sandbox.locked(async () => {
    if (deliveries(sandbox).get(delivery.id) !== delivery) return;
    delivery.inFlight = false;
    delivery.attempts.push(attemptRecord(answer));
    delivery.status = delivered ? 'DELIVERED' : 'FAILED';
  });
  const out: TestDeliveryResult = { url, delivered };
  if (answer.responseStatus !== undefined) out.responseStatus = answer.responseStatus;
  if (answer.text !== undefined) out.responseBody = answer.text;
  if (answer.error !== undefined) out.error = answer.error;
  return out;
}

function attemptRecord(answer: DeliveryAnswer): WebhookAttempt {
  const out: WebhookAttempt = { at: answer.at, url: answer.url };
  if (answer.responseStatus !== undefined) out.responseStatus = answer.responseStatus;
  if (answer.error !== undefined) out.error = answer.error;
  return out;
}

export async function attempt(sandbox: SandboxContext, id: string): Promise<void> {
  const delivery = deliveries(sandbox).get(id);
  const url = webhookUrl(sandbox);
  if (!delivery || delivery.status !== 'PENDING' || delivery.inFlight) return;
  if (url === null) {
    delivery.status = 'NO_ENDPOINT';
    return;
  }
  delivery.inFlight = true;
  const answer = await post(url, delivery, sandbox.nowIso());
  await sandbox.locked(async () => {
    const current = deliveries(sandbox).get(id);
    if (current !== delivery) return; // reset meanwhile
    delivery.inFlight = false;
    delivery.attempts.push(attemptRecord(answer));
    const ok =
      answer.responseStatus !== undefined && answer.responseStatus >= 200 && answer.responseStatus < 300;
    if (claimedByListener(sandbox, delivery, answer)) {
      delivery.status = ok ? 'DELIVERED' : 'FAILED';
      delete delivery.nextAttemptAt;
    } else if (ok) {
      delivery.status = 'DELIVERED';
      delete delivery.nextAttemptAt;
    } else {
      const wait = RETRY_SCHEDULE[delivery.attempts.length - 1];
      if (wait === undefined) {
        delivery.status = 'FAILED';
        delete delivery.nextAttemptAt;
        sandbox.log(`[webhook] ${delivery.type} ${id} failed after ${delivery.attempts.length} attempts`);
      } else {
        delivery.nextAttemptAt = sandbox.clock.isoIn(wait);
        sandbox.schedule(TIMER_KIND, wait, { id });
      }
    }
  });
}

export function presentDelivery(d: WebhookDelivery): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: d.id,
    type: d.type,
    timestamp: d.timestamp,
    status: d.status,
    attempts: d.attempts,
    payload: JSON.parse(d.body) as unknown,
    body: d.body,
    signature: d.signature,
  };
  if (d.nextAttemptAt !== undefined) out['nextAttemptAt'] = d.nextAttemptAt;
  return out;
}
