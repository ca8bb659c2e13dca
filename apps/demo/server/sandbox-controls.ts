// The sandbox's `/_sandbox` test controls (clock, reset, outbox, webhook endpoint): not part of the
// service interface, so not in @keyhold/server's ServiceClient. Everything else goes through its resources.
import type { OutboxEmail } from './context.js';

export interface SandboxControls {
  clock(): Promise<{ now: string }>;
  advanceClock(seconds: number): Promise<unknown>;
  reset(): Promise<unknown>;
  outbox(email: string): Promise<{ data: OutboxEmail[] }>;
  setWebhookEndpoint(url: string): Promise<unknown>;
  webhookEndpoint(): Promise<unknown>;
  sendTestWebhook(): Promise<{ id: string }>;
  webhookKey(): Promise<{ publicKey: string }>;
}

/** The sandbox's test controls (`/_sandbox/*` at its origin, Basic auth), through the given fetch. */
export function sandboxControls({
  origin,
  tokenId,
  secret,
  fetch,
}: {
  origin: string;
  tokenId: string;
  secret: string;
  fetch: typeof globalThis.fetch;
}): SandboxControls {
  const auth = `Basic ${Buffer.from(`${tokenId}:${secret}`).toString('base64')}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${origin}/_sandbox${path}`, init);
    const text = await res.text();
    const data = (text ? JSON.parse(text) : null) as { message?: string; code?: string } | null;
    if (!res.ok) {
      throw Object.assign(new Error(data?.message ?? `The sandbox answered ${res.status}.`), {
        status: res.status,
        code: data?.code,
      });
    }
    return data as T;
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
