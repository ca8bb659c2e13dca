// The sandbox's `/_sandbox` test controls (clock, reset, outbox, webhook endpoint): not part of the
// service interface, so not in @keyhold/server's ServiceClient. Everything else goes through its resources.

/**
 * The sandbox's test controls (`/_sandbox/*` at its origin, Basic auth), through the recording fetch.
 * @param {{ origin: string, tokenId: string, secret: string, fetch: typeof fetch }} options
 */
export function sandboxControls({ origin, tokenId, secret, fetch }) {
  const auth = `Basic ${Buffer.from(`${tokenId}:${secret}`).toString('base64')}`;
  async function call(method, path, body) {
    const init = { method, headers: { authorization: auth, accept: 'application/json' } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${origin}/_sandbox${path}`, init);
    const text = await res.text();
    const data = text ? JSON.parse(text) : null;
    if (!res.ok) {
      throw Object.assign(new Error(data?.message ?? `The sandbox answered ${res.status}.`), {
        status: res.status,
        code: data?.code,
      });
    }
    return data;
  }
  return {
    clock: () => call('GET', '/clock'),
    advanceClock: (seconds) => call('POST', '/clock/advance', { seconds }),
    reset: () => call('POST', '/reset', {}),
    outbox: (email) => call('GET', `/outbox?email=${encodeURIComponent(email)}`),
    setWebhookEndpoint: (url) => call('PUT', '/webhook-endpoint', { url }),
    webhookEndpoint: () => call('GET', '/webhook-endpoint'),
    sendTestWebhook: () => call('POST', '/webhooks/test', {}),
    webhookKey: () => call('GET', '/webhook-key'),
  };
}
