// What a /api/demo route works with beside the request: the services, and behind the demo sign-in the
// signed-in customer (read afresh for each call), its lookups and the ownership checks of the ids it names.
import type { CallLog } from './call-log.js';
import type { Cookies } from './cookies.js';
import type { ContextOf } from './demo-api.js';
import type { Directory } from './directory.js';
import { ownership } from './ownership.js';
import type { DemoServices } from './services.js';
import type { WebhookEndpoint } from './webhook-endpoint.js';

export function explorerContext({
  services,
  callLog,
  cookies,
  directory,
  webhookEndpoint,
}: {
  services: DemoServices;
  callLog: CallLog;
  cookies: Cookies;
  directory: Directory;
  webhookEndpoint: WebhookEndpoint;
}): ContextOf {
  /** agent id → Bearer access token (only ever in this process, never sent to the page) */
  const agentTokens = new Map<string, string>();
  const open: ContextOf['open'] = (call, setCookie) => ({
    ...services,
    callLog,
    agentTokens,
    call,
    setCookie,
  });
  return {
    open,
    async explorer(call, setCookie) {
      const { service } = services;
      const customer = await service.customers.retrieve(call.customerId!);
      return {
        ...open(call, setCookie),
        customer,
        walletOf: directory.walletOf,
        outboxOf: directory.outboxOf,
        markersOf: directory.markersOf,
        webhookEndpoint: () => webhookEndpoint.url,
        owns: ownership({ service, customer }),
        reprovision: async (old) => {
          const fresh = await directory.provision(old.email ?? old.platformCustomerId);
          await webhookEndpoint.register();
          setCookie(cookies.issue(fresh.id));
          return { customerId: fresh.id };
        },
      };
    },
  };
}
