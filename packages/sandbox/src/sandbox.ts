import { SandboxApp, type SandboxModule } from './app.js';
import type { Clock } from './clock.js';
import type { SandboxOptions } from './options.js';
import type { SandboxState } from './state.js';
import { registerOidcRoutes } from './routes/oidc.js';
import { registerCredentialRoutes } from './routes/credentials.js';
import { registerCustomerRoutes } from './routes/customers.js';
import { registerExportRoutes } from './routes/export.js';
import { registerExternalAccountRoutes } from './routes/external-accounts.js';
import { registerQuoteRoutes } from './routes/quotes.js';
import { registerSessionRoutes } from './routes/sessions.js';
import { registerInternalAccountRoutes } from './routes/internal-accounts.js';
import { registerSandboxControlRoutes } from './routes/sandbox-controls.js';
import { registerSandboxOperationRoutes } from './routes/sandbox-operations.js';
import { registerLedger } from './domain/ledger.js';
import { registerWebhookRoutes } from './routes/webhooks.js';
import { registerTransferRoutes } from './routes/transfers.js';
import { registerReceiverRoutes } from './routes/receiver.js';
import { registerUmaSimulationRoutes } from './routes/uma-simulation.js';
import { registerAgentRoutes } from './routes/agents.js';
import { registerAgentScopedRoutes } from './routes/agent-scoped.js';
import { registerInvitationRoutes } from './routes/invitations.js';
import { registerDocumentRoutes } from './routes/documents.js';
import { registerVerificationRoutes } from './routes/verifications.js';
import { registerDiscoveryRoutes } from './routes/discoveries.js';
import { registerPaymentApprovalRoutes } from './routes/payment-approvals.js';
import { registerPlatformRoutes } from './routes/platform.js';

/** The built-in route modules, in registration order. Part-2 modules are appended here. */
export const defaultModules: SandboxModule[] = [
  registerCustomerRoutes,
  registerInternalAccountRoutes,
  registerCredentialRoutes,
  registerSessionRoutes,
  registerExportRoutes,
  registerExternalAccountRoutes,
  registerQuoteRoutes,
  registerSandboxOperationRoutes,
  registerSandboxControlRoutes,
  registerOidcRoutes,
  registerLedger,
  registerWebhookRoutes,
  registerTransferRoutes,
  registerReceiverRoutes,
  registerUmaSimulationRoutes,
  registerAgentRoutes,
  registerAgentScopedRoutes,
  registerInvitationRoutes,
  registerDocumentRoutes,
  registerVerificationRoutes,
  registerDiscoveryRoutes,
  registerPlatformRoutes,
  registerPaymentApprovalRoutes,
];

/** A sandbox made by {@link createSandbox}: its fetch-standard handler, state, clock and app. */
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
  const app = new SandboxApp(options);
  for (const register of [...defaultModules, ...(options.modules ?? [])]) register(app);
  return {
    handler: app.handler,
    state: app.state,
    clock: app.clock,
    app,
    close: () => app.clock.close(),
  };
}
