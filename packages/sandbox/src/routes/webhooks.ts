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
import type { Ctx, RouteRow, SandboxModule } from '../http/env.js';
import { param, query } from '../http/request.js';
import {
  attempt,
  config,
  deliveries,
  emitWebhook,
  presentDelivery,
  sendTestWebhook,
  TIMER_KIND,
  WEBHOOK_SIGNATURE_HEADER,
  webhookKey,
  webhookUrl,
} from '../domain/webhooks.js';
import { badRequest, notFound } from '../errors.js';
import { BASE_PATH, CONTROL_PATH } from '../options.js';
import { paginate, QueryReader } from '../pagination.js';
import { json } from '../http/responses.js';
import * as v from 'valibot';
import * as f from '../schemas/fields.js';
import { parseBody } from '../schemas/parse.js';

function readWebhookKey(ctx: Ctx): Response {
  const key = webhookKey(ctx.var.sandbox);
  return json({
    algorithm: 'ECDSA_P256_SHA256',
    header: WEBHOOK_SIGNATURE_HEADER,
    signatureEncoding: 'base64 DER',
    publicKey: key.publicKeyHex,
    jwk: key.jwk,
    pem: key.pem,
  });
}

function readEndpoint(ctx: Ctx): Response {
  return json({ url: webhookUrl(ctx.var.sandbox) });
}

/** `PUT /_sandbox/webhook-endpoint {url}`: an absolute http(s) URL, or `null` to remove it. */
const Endpoint = f.object({
  url: v.nullable(
    v.pipe(
      f.string({ required: true, max: 2000 }),
      v.check((s: string) => URL.canParse(s), 'must be an absolute URL'),
      v.check((s) => ['http:', 'https:'].includes(new URL(s).protocol), 'must be an http(s) URL'),
      v.transform((s) => new URL(s).toString()),
    ),
  ),
});

async function setEndpoint(ctx: Ctx): Promise<Response> {
  const { url } = parseBody(Endpoint, await ctx.var.json());
  config(ctx.var.sandbox).set({ id: 'endpoint', url });
  return json({ url });
}

function listDeliveries(ctx: Ctx): Response {
  const q = new QueryReader(query(ctx));
  const type = q.string('type');
  const status = q.enum('status', ['PENDING', 'DELIVERED', 'FAILED', 'NO_ENDPOINT'] as const);
  const page = q.page();
  q.done();
  const col = deliveries(ctx.var.sandbox);
  const items = col.filter(
    (d) => (type === undefined || d.type === type) && (status === undefined || d.status === status),
  );
  return json(paginate(col, items, page, presentDelivery));
}

function readDelivery(ctx: Ctx): Response {
  const d = deliveries(ctx.var.sandbox).get(param(ctx, 'webhookId'));
  if (!d) throw notFound('Webhook', param(ctx, 'webhookId'));
  return json(presentDelivery(d));
}

/**
 * The service's test webhook (`POST /sandbox/webhooks/test`, also `POST /webhooks/test`): one `TEST`
 * event, answered once the endpoint answered → 200 `{url, response_status, response_body}`, or 400
 * `WEBHOOK_DELIVERY_FAILED` (non-2xx, network error, timeout) / 400 `WEBHOOK_ENDPOINT_NOT_SET`.
 */
async function testWebhook(ctx: Ctx): Promise<Response> {
  const result = await sendTestWebhook(ctx.var.sandbox);
  if (!result)
    throw badRequest(
      'WEBHOOK_ENDPOINT_NOT_SET',
      'No webhook endpoint is configured: set webhookEndpoint with PATCH /config first.',
    );
  const body: Record<string, unknown> = { url: result.url };
  if (result.responseStatus !== undefined) body['response_status'] = result.responseStatus;
  if (result.responseBody !== undefined) body['response_body'] = result.responseBody;
  if (result.delivered) return json(body);
  throw badRequest(
    'WEBHOOK_DELIVERY_FAILED',
    `The webhook endpoint did not accept the test event${result.responseStatus === undefined ? '' : ` (HTTP ${result.responseStatus})`}.`,
    { ...body, ...(result.error !== undefined ? { error: result.error } : {}) },
  );
}

/** Sends a test event (`SANDBOX.PING`) to the endpoint in force. */
function pingWebhook(ctx: Ctx): Response {
  const d = emitWebhook(ctx.var.sandbox, 'SANDBOX.PING', { message: 'Webhook test from keyhold-sandbox' });
  return json(presentDelivery(d), 201);
}

export const webhookRoutes: readonly RouteRow[] = [
  ['GET', `${CONTROL_PATH}/webhook-key`, readWebhookKey, { auth: 'none' }],
  ['GET', `${CONTROL_PATH}/webhook-endpoint`, readEndpoint],
  ['PUT', `${CONTROL_PATH}/webhook-endpoint`, setEndpoint],
  ['GET', `${CONTROL_PATH}/webhooks`, listDeliveries],
  ['GET', `${CONTROL_PATH}/webhooks/:webhookId`, readDelivery],
  ['POST', `${BASE_PATH}/sandbox/webhooks/test`, testWebhook, { unlocked: true }],
  ['POST', `${BASE_PATH}/webhooks/test`, testWebhook, { unlocked: true }],
  ['POST', `${CONTROL_PATH}/webhooks/test`, pingWebhook],
];

export const webhookModule: SandboxModule = {
  routes: webhookRoutes,
  setup(sandbox) {
    sandbox.onTimer(TIMER_KIND, (data) => {
      const { id } = data as { id: string };
      setImmediate(() => void attempt(sandbox, id));
    });
  },
};
