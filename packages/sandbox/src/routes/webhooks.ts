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
import type { SandboxHost } from '../contracts.js';
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
import { json } from '../router.js';
import { Validator } from '../validation.js';

export function registerWebhookRoutes(app: SandboxHost): void {
  const { router } = app;
  app.onTimer(TIMER_KIND, (data) => {
    const { id } = data as { id: string };
    setImmediate(() => void attempt(app, id));
  });

  router.get(
    `${CONTROL_PATH}/webhook-key`,
    () => {
      const key = webhookKey(app);
      return json({
        algorithm: 'ECDSA_P256_SHA256',
        header: WEBHOOK_SIGNATURE_HEADER,
        signatureEncoding: 'base64 DER',
        publicKey: key.publicKeyHex,
        jwk: key.jwk,
        pem: key.pem,
      });
    },
    { auth: 'none' },
  );

  router.get(`${CONTROL_PATH}/webhook-endpoint`, () => json({ url: webhookUrl(app) }));

  router.put(`${CONTROL_PATH}/webhook-endpoint`, async (ctx) => {
    const v = Validator.body(await ctx.json());
    const raw = v.input['url'];
    let url: string | null = null;
    if (raw !== null) {
      const s = v.string('url', { required: true, max: 2000 });
      if (s !== undefined) {
        try {
          const parsed = new URL(s);
          if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
            v.fail('url', 'must be an http(s) URL');
          else url = parsed.toString();
        } catch {
          v.fail('url', 'must be an absolute URL');
        }
      }
    }
    v.done();
    config(app).set({ id: 'endpoint', url });
    return json({ url });
  });

  router.get(`${CONTROL_PATH}/webhooks`, (ctx) => {
    const q = new QueryReader(ctx.query);
    const type = q.string('type');
    const status = q.enum('status', ['PENDING', 'DELIVERED', 'FAILED', 'NO_ENDPOINT'] as const);
    const page = q.page();
    q.done();
    const col = deliveries(app);
    const items = col.filter(
      (d) => (type === undefined || d.type === type) && (status === undefined || d.status === status),
    );
    return json(paginate(col, items, page, presentDelivery));
  });

  router.get(`${CONTROL_PATH}/webhooks/{webhookId}`, (ctx) => {
    const d = deliveries(app).get(ctx.params['webhookId']!);
    if (!d) throw notFound('Webhook', ctx.params['webhookId']);
    return json(presentDelivery(d));
  });

  /**
   * The service's test webhook (`POST /sandbox/webhooks/test`, also `POST /webhooks/test`): one `TEST`
   * event, answered once the endpoint answered → 200 `{url, response_status, response_body}`, or 400
   * `WEBHOOK_DELIVERY_FAILED` (non-2xx, network error, timeout) / 400 `WEBHOOK_ENDPOINT_NOT_SET`.
   */
  for (const path of [`${BASE_PATH}/sandbox/webhooks/test`, `${BASE_PATH}/webhooks/test`]) {
    router.post(
      path,
      async () => {
        const result = await sendTestWebhook(app);
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
      },
      { unlocked: true },
    );
  }

  /** Sends a test event (`SANDBOX.PING`) to the endpoint in force. */
  router.post(`${CONTROL_PATH}/webhooks/test`, () => {
    const d = emitWebhook(app, 'SANDBOX.PING', { message: 'Webhook test from keyhold-sandbox' });
    return json(presentDelivery(d), 201);
  });
}
