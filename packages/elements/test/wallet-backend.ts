// Browser commands (run in Node by Vitest) that start the real stack for the integration test: the sandbox
// service (in-process, or the CLI as a child process), a customer with its EMBEDDED_WALLET account, and
// the @keyhold/server wallet handler on an ephemeral port, allowing the test page's origin, served by the
// one real-stack kit (test-support/wallet-stack.ts). Imported lazily so loading the config starts nothing.
import type { BrowserCommand } from 'vitest/node';

interface Running {
  sandbox: { origin: string; baseUrl: string; close(): Promise<void> };
  /** The sandbox's Basic credentials (the process's own when it runs as one). */
  basic: string;
  backend: { url: string; close(): Promise<void> };
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
  await current.backend.close();
  await current.sandbox.close();
}

async function startSandbox(options: WalletBackendOptions) {
  const ttl = options.sessionTtlSeconds;
  if (options.sandboxProcess) {
    const { startSandboxService } = await import('../../../test-support/wallet-stack.js');
    const args = ['--quiet', ...(ttl === undefined ? [] : ['--session-ttl', String(ttl)])];
    const { sandbox } = await startSandboxService(args);
    return { sandbox, tokenId: sandbox.tokenId, secret: sandbox.secret };
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
  const { serveWalletHandler, serviceOf } = await import('../../../test-support/wallet-stack.js');
  const started = await startSandbox(options);
  const { sandbox } = started;
  const service = serviceOf({ baseUrl: sandbox.baseUrl, tokenId: started.tokenId, secret: started.secret });
  const customer = await service.customers.create({
    platformCustomerId: `elements-${Date.now()}`,
    customerType: 'INDIVIDUAL',
    email: 'ada@example.com',
  } as Parameters<typeof service.customers.create>[0]);
  const backend = await serveWalletHandler(service, {
    authorize: () => ({ customerId: customer.id }),
    origins: [pageOrigin],
    // One customer and one address for every test of the run; the handler's limits have their own tests
    // (packages/server/test/hardening.test.ts).
    rateLimits: false,
  });
  const basic = `Basic ${Buffer.from(`${started.tokenId}:${started.secret}`).toString('base64')}`;
  running = { sandbox, basic, backend };
  return { backendUrl: backend.url, sandboxOrigin: sandbox.origin };
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

/** A platform call (Basic auth) to the sandbox, for a test's setup: fund the wallet, add a payee. */
export const walletServiceCall: BrowserCommand<[method: string, path: string, body?: unknown]> = async (
  _ctx,
  method,
  path,
  body,
) => {
  if (!running) throw new Error('The wallet backend is not running.');
  const res = await fetch(`${running.sandbox.baseUrl}${path}`, {
    method,
    headers: { Authorization: running.basic, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
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
    walletServiceCall(method: string, path: string, body?: unknown): Promise<unknown>;
  }
}
