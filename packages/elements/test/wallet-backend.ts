// Browser commands (run in Node by Vitest) that start the real stack for the integration test: the sandbox
// service in-process, a customer with its EMBEDDED_WALLET account, and the @keyhold/server wallet handler on
// an ephemeral port, allowing the test page's origin. Imported lazily so loading the config starts nothing.
import { createServer, type Server } from 'node:http';
import type { BrowserCommand } from 'vitest/node';

interface Running {
  sandbox: { origin: string; baseUrl: string; close(): Promise<void> };
  server: Server;
  backendUrl: string;
}

let running: Running | null = null;
const tokenId = 'elements-test-token';
const secret = 'elements-test-secret';
const basic = `Basic ${Buffer.from(`${tokenId}:${secret}`).toString('base64')}`;

async function stop(): Promise<void> {
  const current = running;
  running = null;
  if (!current) return;
  // Keep-alive connections from the browser would hold close() open.
  const closed = new Promise<void>((resolve) => current.server.close(() => resolve()));
  current.server.closeAllConnections();
  await closed;
  await current.sandbox.close();
}

export const startWalletBackend: BrowserCommand<[pageOrigin: string]> = async (_ctx, pageOrigin) => {
  await stop();
  const { startSandboxServer } = await import('@keyhold/sandbox');
  const { ServiceClient, createWalletHandler } = await import('@keyhold/server');
  const { toNodeHandler } = await import('@keyhold/server/node');
  const sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1', tokenId, secret });
  const service = new ServiceClient({
    baseUrl: sandbox.baseUrl,
    apiTokenId: tokenId,
    apiClientSecret: secret,
  });
  const customer = await service.createCustomer({
    platformCustomerId: `elements-${Date.now()}`,
    customerType: 'INDIVIDUAL',
    email: 'ada@example.com',
  } as Parameters<typeof service.createCustomer>[0]);
  const handler = createWalletHandler({
    service,
    authorize: () => ({ customerId: customer.id }),
    rpId: 'localhost',
    origins: [pageOrigin],
    sandbox: true,
    logger: { warn() {}, error() {} },
    // One customer and one address for every test of the run; the handler's limits have their own tests
    // (packages/server/test/hardening.test.ts).
    rateLimits: false,
  });
  const server = createServer(toNodeHandler(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  running = { sandbox, server, backendUrl: `http://127.0.0.1:${port}/api/wallet` };
  return { backendUrl: running.backendUrl };
};

/** The newest one-time code the sandbox emailed to `email`. */
export const readOtpCode: BrowserCommand<[email: string]> = async (_ctx, email) => {
  if (!running) throw new Error('The wallet backend is not running.');
  const res = await fetch(`${running.sandbox.origin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: basic },
  });
  const body = (await res.json()) as { data: { code: string }[] };
  const code = body.data.at(-1)?.code;
  if (!code) throw new Error(`No code was emailed to ${email}.`);
  return code;
};

/** Moves the sandbox's clock `seconds` ahead (sessions, challenges and quotes age on the service only). */
export const advanceSandboxClock: BrowserCommand<[seconds: number]> = async (_ctx, seconds) => {
  if (!running) throw new Error('The wallet backend is not running.');
  const res = await fetch(`${running.sandbox.origin}/_sandbox/clock/advance`, {
    method: 'POST',
    headers: { Authorization: basic, 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!res.ok) throw new Error(`Advancing the sandbox clock failed: ${res.status}`);
};

export const stopWalletBackend: BrowserCommand<[]> = async () => {
  await stop();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    startWalletBackend(pageOrigin: string): Promise<{ backendUrl: string }>;
    readOtpCode(email: string): Promise<string>;
    stopWalletBackend(): Promise<void>;
    advanceSandboxClock(seconds: number): Promise<void>;
  }
}
