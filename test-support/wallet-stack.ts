// The real stack the tests of several packages run against, in one place: the sandbox CLI as a child
// process, a ServiceClient of @keyhold/server holding its credentials, and the wallet handler served by
// a real Node http server on 127.0.0.1 (an ephemeral port). Node only: the server tests use it directly,
// the browser suites from their global setups and browser commands (which run in Node).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandboxProcess, type SandboxProcess } from '../packages/sandbox/src/testing.js';
import {
  createWalletHandler,
  ServiceClient,
  type WalletHandlerOptions,
} from '../packages/server/src/index.js';
import { toNodeHandler } from '../packages/server/src/node.js';

/** The test header that names the signed-in customer (see `testAuthorize`). */
export const TEST_CUSTOMER_HEADER = 'X-Test-Customer';

/**
 * Test-only authorization: the signed-in customer is named by a header or a `test_customer` cookie.
 * A real app reads its own session (cookie, JWT…) here and maps its user to the service customer id.
 */
export function testAuthorize(request: Request): { customerId: string } | null {
  const header = request.headers.get(TEST_CUSTOMER_HEADER);
  if (header) return { customerId: header };
  const cookie = request.headers.get('Cookie') ?? '';
  const m = /(?:^|;\s*)test_customer=([^;]+)/.exec(cookie);
  return m ? { customerId: decodeURIComponent(m[1]!) } : null;
}

/** A wallet handler served over HTTP. */
export interface WalletBackend {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `${origin}${basePath}` (`/api/wallet` unless the options name another base path) */
  url: string;
  /** Closes the server and its open connections (a browser's keep-alive would hold it open). */
  close(): Promise<void>;
}

/** The sandbox and a ServiceClient with its credentials. */
export interface SandboxService {
  sandbox: SandboxProcess;
  service: ServiceClient;
  /** The sandbox's Basic credentials, for its platform calls and `/_sandbox` controls. */
  basic: string;
  /** A platform or `/_sandbox` call (path from the origin, Basic auth): status and JSON body. */
  sandboxCall(method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }>;
}

/** A ServiceClient of a sandbox (its base URL and API credentials). */
export function serviceOf(sandbox: { baseUrl: string; tokenId: string; secret: string }): ServiceClient {
  return new ServiceClient({
    baseUrl: sandbox.baseUrl,
    apiTokenId: sandbox.tokenId,
    apiClientSecret: sandbox.secret,
  });
}

/** Starts the sandbox CLI (`args`: its flags, e.g. `--quiet`, `--session-ttl 60`) and a client of it. */
export async function startSandboxService(args: string[] = []): Promise<SandboxService> {
  const sandbox = await startSandboxProcess(args);
  const basic = `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`;
  return {
    sandbox,
    service: serviceOf(sandbox),
    basic,
    async sandboxCall(method, path, body) {
      const r = await fetch(`${sandbox.origin}${path}`, {
        method,
        headers: { Authorization: basic, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await r.text();
      return { status: r.status, data: text ? (JSON.parse(text) as unknown) : null };
    },
  };
}

/**
 * Serves a wallet handler of `service` on 127.0.0.1. The defaults are the tests': rpId `localhost`,
 * sandbox mode, a silent logger, the customer named by `testAuthorize`; `options` override them.
 */
export async function serveWalletHandler(
  service: ServiceClient,
  options: Partial<WalletHandlerOptions> = {},
): Promise<WalletBackend> {
  const handler = createWalletHandler({
    service,
    authorize: testAuthorize,
    rpId: 'localhost',
    rpName: 'Keyhold tests',
    sandbox: true,
    logger: { warn() {}, error() {} },
    ...options,
  });
  const server = createServer(toNodeHandler(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}${options.basePath ?? '/api/wallet'}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A sandbox, its client and a wallet handler in front of it; `stop()` ends all three. */
export interface WalletStack extends SandboxService {
  backend: WalletBackend;
  stop(): Promise<void>;
}

/**
 * Starts the whole stack: `sandboxArgs` are the sandbox CLI's flags, `handler` the handler's options
 * over the test defaults (see `serveWalletHandler`).
 */
export async function startWalletStack(
  options: { sandboxArgs?: string[]; handler?: Partial<WalletHandlerOptions> } = {},
): Promise<WalletStack> {
  const started = await startSandboxService(options.sandboxArgs);
  const backend = await serveWalletHandler(started.service, options.handler);
  return {
    ...started,
    backend,
    stop: async () => {
      await backend.close();
      await started.sandbox.close();
    },
  };
}
