// The sandbox tools: clock, reset, the webhooks that arrived here, and the call inspector's record.
import type { ExplorerContext, ExplorerRoute } from '../context.js';
import type { SandboxControls } from '../sandbox-controls.js';
import { DemoError, badInput } from '../errors.js';

async function clock({ controls }: Controlled) {
  return controls.clock();
}

async function advanceClock({ controls, body }: Controlled) {
  const seconds = Number(body.seconds);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 31_536_000)
    throw badInput('Advance the clock by a whole number of seconds, from 1 to one year.');
  return controls.advanceClock(seconds);
}

/**
 * Clears the whole sandbox, then provisions the signed-in customer again (same email) so the demo goes on;
 * the page gets a new cookie. The webhook endpoint is set again.
 */
async function reset({ controls, customer, reprovision, agentTokens }: Controlled) {
  await controls.reset();
  agentTokens.clear();
  return reprovision(customer);
}

async function webhooks({ inbox, customer, markersOf, webhookEndpoint }: ExplorerContext) {
  return { endpoint: webhookEndpoint(), data: inbox.listFor(customer.id, await markersOf(customer)) };
}

async function sendTestWebhook({ controls, inbox, customer }: Controlled) {
  const delivery = await controls.sendTestWebhook();
  inbox.claimPing(delivery.id, customer.id);
  return { sent: true };
}

async function calls({ callLog, customer }: ExplorerContext) {
  return { data: callLog.list(customer.id) };
}

async function outbox({ outboxOf, customer }: Controlled) {
  return { data: await outboxOf(customer) };
}

/** The context of a route that needs the sandbox's controls. */
type Controlled = ExplorerContext & { controls: SandboxControls };

function needsControls(
  handler: (ctx: Controlled) => Promise<unknown>,
): (ctx: ExplorerContext) => Promise<unknown> {
  return async (ctx) => {
    const { controls } = ctx;
    if (!controls) throw new DemoError(501, 'This service has no sandbox controls.', 'NO_SANDBOX_CONTROLS');
    return handler({ ...ctx, controls });
  };
}

/** `quiet`: polled by the page, so neither they nor the service calls they make fill the inspector. */
export const toolRoutes: ExplorerRoute[] = [
  { method: 'GET', path: '/clock', handler: needsControls(clock) },
  { method: 'POST', path: '/clock/advance', handler: needsControls(advanceClock) },
  { method: 'POST', path: '/reset', handler: needsControls(reset) },
  { method: 'GET', path: '/webhooks', handler: webhooks, quiet: true },
  { method: 'POST', path: '/webhooks/test', handler: needsControls(sendTestWebhook) },
  { method: 'GET', path: '/calls', handler: calls, quiet: true },
  { method: 'GET', path: '/outbox', handler: needsControls(outbox), quiet: true },
];
