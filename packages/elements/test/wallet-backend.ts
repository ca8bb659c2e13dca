// Browser commands (run in Node by Vitest) that start the real stack for the integration test: the sandbox
// service in-process, a customer with its EMBEDDED_WALLET account, and the @keyhold/server wallet handler on
// an ephemeral port, allowing the test page's origin. Imported lazily so loading the config starts nothing.
import { createServer, type Server } from 'node:http';
import type { BrowserCommand } from 'vitest/node';

interface Running {
  sandbox: { origin: string; baseUrl: string; close(): Promise<void> };
  /** The sandbox's Basic credentials (the process's own when it runs as one). */
  basic: string;
  server: Server;
  backendUrl: string;
}

/** How the backend runs for a test file. */
export interface WalletBackendOptions {
  /** Run the sandbox as a child process of its built CLI (else in this Node process, over HTTP too). */
  sandboxProcess?: boolean;
  /** The sandbox's session lifetime (default 900 s). */
  sessionTtlSeconds?: number;
}

let running: Running | null = null;
const tokenId = 'elements-test-token';
const secret = 'elements-test-secret';

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

async function startSandbox(options: WalletBackendOptions) {
  const ttl = options.sessionTtlSeconds;
  if (options.sandboxProcess) {
    const { startSandboxProcess } = await import('@keyhold/sandbox/testing');
    const args = ['--quiet', ...(ttl === undefined ? [] : ['--session-ttl', String(ttl)])];
    const child = await startSandboxProcess(args);
    return { sandbox: child, tokenId: child.tokenId, secret: child.secret };
  }
  const { startSandboxServer } = await import('@keyhold/sandbox');
  const sandbox = await startSandboxServer({
    port: 0,
    host: '127.0.0.1',
    tokenId,
    secret,
    ...(ttl === undefined ? {} : { sessionTtlSeconds: ttl }),
  });
  return { sandbox, tokenId, secret };
}

export const startWalletBackend: BrowserCommand<
  [pageOrigin: string, options?: WalletBackendOptions]
> = async (_ctx, pageOrigin, options = {}) => {
  await stop();
  const { ServiceClient, createWalletHandler } = await import('@keyhold/server');
  const { toNodeHandler } = await import('@keyhold/server/node');
  const { sandbox, tokenId: apiTokenId, secret: apiClientSecret } = await startSandbox(options);
  const service = new ServiceClient({ baseUrl: sandbox.baseUrl, apiTokenId, apiClientSecret });
  const customer = await service.customers.create({
    platformCustomerId: `elements-${Date.now()}`,
    customerType: 'INDIVIDUAL',
    email: 'ada@example.com',
  } as Parameters<typeof service.customers.create>[0]);
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
  const basic = `Basic ${Buffer.from(`${apiTokenId}:${apiClientSecret}`).toString('base64')}`;
  running = { sandbox, basic, server, backendUrl: `http://127.0.0.1:${port}/api/wallet` };
  return { backendUrl: running.backendUrl, sandboxOrigin: sandbox.origin };
};

/** The newest one-time code the sandbox emailed to `email`. */
export const readOtpCode: BrowserCommand<[email: string]> = async (_ctx, email) => {
  if (!running) throw new Error('The wallet backend is not running.');
  const res = await fetch(`${running.sandbox.origin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: running.basic },
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
    headers: { Authorization: running.basic, 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!res.ok) throw new Error(`Advancing the sandbox clock failed: ${res.status}`);
};

export const stopWalletBackend: BrowserCommand<[]> = async () => {
  await stop();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    startWalletBackend(
      pageOrigin: string,
      options?: WalletBackendOptions,
    ): Promise<{ backendUrl: string; sandboxOrigin: string }>;
    readOtpCode(email: string): Promise<string>;
    stopWalletBackend(): Promise<void>;
    advanceSandboxClock(seconds: number): Promise<void>;
  }
}
