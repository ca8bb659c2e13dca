// The services the demo backend talks to, each call recorded for the inspector: the service's typed client
// (@keyhold/server's ServiceClient), the sandbox's `/_sandbox` controls when the service has them, and the
// webhook inbox, which checks deliveries with the service's key against the service's clock.
import { ServiceClient } from '@keyhold/server';
import type { CallLog } from './call-log.js';
import { sandboxControls, type SandboxControls } from './sandbox-controls.js';
import { createWebhookInbox, webhookKeyBytes, type WebhookInbox } from './webhooks.js';

/**
 * The service the demo explores: its API base URL and origin, Basic credentials, `controls: false` for a
 * service without the sandbox's `/_sandbox` controls, and `webhookPublicKey` (PEM) to verify webhooks
 * with (default: the sandbox's `/_sandbox/webhook-key`).
 */
export interface ServiceTarget {
  baseUrl: string;
  origin: string;
  tokenId: string;
  secret: string;
  controls?: boolean;
  webhookPublicKey?: string;
}

export interface DemoServices {
  service: ServiceClient;
  controls: SandboxControls | null;
  inbox: WebhookInbox;
}

export function connectServices(target: ServiceTarget, callLog: CallLog): DemoServices {
  const recordingFetch = callLog.recordingFetch();
  const service = new ServiceClient({
    baseUrl: target.baseUrl,
    apiTokenId: target.tokenId,
    apiClientSecret: target.secret,
    fetch: recordingFetch,
  });
  const credentials = { origin: target.origin, tokenId: target.tokenId, secret: target.secret };
  const controls =
    target.controls === false ? null : sandboxControls({ ...credentials, fetch: recordingFetch });
  // The sandbox's clock, read without filling the inspector: its events carry timestamps of that clock,
  // which the explorer can move days ahead.
  const quietControls = controls ? sandboxControls({ ...credentials, fetch: globalThis.fetch }) : null;
  let webhookKey: string | Uint8Array | null = target.webhookPublicKey
    ? webhookKeyBytes(target.webhookPublicKey)
    : null;
  const inbox = createWebhookInbox({
    publicKey: async () => (webhookKey ??= controls ? (await controls.webhookKey()).publicKey : null),
    now: async () => (quietControls ? Date.parse((await quietControls.clock()).now) : Date.now()),
  });
  return { service, controls, inbox };
}
