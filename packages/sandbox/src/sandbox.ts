import { SandboxApp } from './app.js';
import type { Clock } from './clock.js';
import type { SandboxModule } from './http/env.js';
import type { CoreOptions } from './options.js';
import type { SandboxState } from './state.js';
import { oidcModule } from './routes/oidc.js';
import { credentialModule } from './routes/credentials.js';
import { customerModule } from './routes/customers.js';
import { exportModule } from './routes/export.js';
import { externalAccountModule } from './routes/external-accounts.js';
import { quoteModule } from './routes/quotes.js';
import { sessionModule } from './routes/sessions.js';
import { internalAccountModule } from './routes/internal-accounts.js';
import { sandboxControlModule } from './routes/sandbox-controls.js';
import { sandboxOperationModule } from './routes/sandbox-operations.js';
import { setupLedger } from './domain/ledger.js';
import { webhookModule } from './routes/webhooks.js';
import { transferModule } from './routes/transfers.js';
import { receiverModule } from './routes/receiver.js';
import { umaSimulationModule } from './routes/uma-simulation.js';
import { agentModule } from './routes/agents.js';
import { agentScopedModule } from './routes/agent-scoped.js';
import { invitationModule } from './routes/invitations.js';
import { documentModule } from './routes/documents.js';
import { verificationModule } from './routes/verifications.js';
import { discoveryModule } from './routes/discoveries.js';
import { paymentApprovalModule } from './routes/payment-approvals.js';
import { platformModule } from './routes/platform.js';
import { notEmulatedModule } from './routes/not-emulated.js';

/** The built-in modules, in setup order. */
export const defaultModules: readonly SandboxModule[] = [
  customerModule,
  internalAccountModule,
  credentialModule,
  sessionModule,
  exportModule,
  externalAccountModule,
  quoteModule,
  sandboxOperationModule,
  sandboxControlModule,
  oidcModule,
  { setup: setupLedger },
  webhookModule,
  transferModule,
  receiverModule,
  umaSimulationModule,
  agentModule,
  agentScopedModule,
  invitationModule,
  documentModule,
  verificationModule,
  discoveryModule,
  platformModule,
  paymentApprovalModule,
  notEmulatedModule,
];

export interface SandboxOptions extends CoreOptions {
  /** Extra modules (route tables and their setup), after the built-in ones. */
  modules?: SandboxModule[];
}

/** An in-memory sandbox from {@link createSandbox}: its handler, state, clock and app. */
export interface Sandbox {
  /** Fetch-standard handler: service under `/2025-10-13`, controls under `/_sandbox`, OIDC under `/oidc`. */
  handler: (request: Request) => Promise<Response>;
  state: SandboxState;
  clock: Clock;
  app: SandboxApp;
  /** Stops real-time timers. */
  close(): void;
}

/**
 * Creates an in-memory sandbox.
 *
 * @example
 * const sandbox = createSandbox({ sessionTtlSeconds: 60 });
 * const res = await sandbox.handler(new Request('http://localhost/2025-10-13/customers', {
 *   method: 'POST', headers: { authorization: 'Basic ' + btoa('sandbox-token:sandbox-secret') },
 *   body: JSON.stringify({ platformCustomerId: 'u1', customerType: 'INDIVIDUAL' }) }));
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { modules = [], ...core } = options;
  const app = new SandboxApp(core).install([...defaultModules, ...modules]);
  return {
    handler: app.handler,
    state: app.state,
    clock: app.clock,
    app,
    close: () => app.clock.close(),
  };
}
