/**
 * `routes/webhooks.ts`, the service's test webhook (`POST /sandbox/webhooks/test`, also `/webhooks/test`).
 * Delivery itself: `../webhooks-delivery.test.ts`.
 */
import { verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import { startWebhookReceiver } from '../support/payments.js';

const api = useApi();

type Json = Record<string, unknown>;

describe('POST /sandbox/webhooks/test (and /webhooks/test)', () => {
  it('delivers a signed TEST event and answers the endpoint status; a refusing endpoint gives 400', async () => {
    const none = await api.call<Json>('PATCH', '/config', { webhookEndpoint: null });
    expect(none.status).toBe(200);
    const unset = await api.call<Json>('POST', '/webhooks/test');
    expect(unset.status).toBe(400);
    expect(unset.body['code']).toBe('WEBHOOK_ENDPOINT_NOT_SET');

    let status = 200;
    const receiver = await startWebhookReceiver(() => status);
    try {
      await api.call('PATCH', '/config', { webhookEndpoint: receiver.url });
      const ok = await api.call<Json>('POST', '/sandbox/webhooks/test');
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body).toEqual({ url: receiver.url, response_status: 200, response_body: '' });
      const hook = await receiver.waitFor('TEST');
      expect(hook.parsed).toMatchObject({ id: expect.stringMatching(/^Webhook:/), data: {} });
      const key = await api.control<{ pem: string }>('GET', '/webhook-key');
      expect(
        verify('sha256', Buffer.from(hook.body), key.body.pem, Buffer.from(hook.signature!, 'base64')),
      ).toBe(true);

      status = 500;
      const failed = await api.call<Json>('POST', '/webhooks/test');
      expect(failed.status).toBe(400);
      expect(failed.body).toMatchObject({
        code: 'WEBHOOK_DELIVERY_FAILED',
        details: { response_status: 500 },
      });
      const log = await api.control<{ data: Json[] }>('GET', '/webhooks?type=TEST');
      expect(log.body.data.map((d) => d['status'])).toEqual(['DELIVERED', 'FAILED']);
    } finally {
      await api.call('PATCH', '/config', { webhookEndpoint: null });
      await receiver.close();
    }
  });
});
