// Starts the real processes the flow tests run against: sandboxes (child processes of the built CLI) and,
// in this Node process, the wallet handler of @keyhold/server on Node http servers. Their URLs reach the
// browser tests through `provide` / `inject('keyhold')`.
//
// Each "backend" server serves:
//   /c/<customerId>/api/wallet/...  the real wallet handler, signed in as <customerId> (the test's own
//                                   customer, so tests never share state); CORS for the Vitest origin
//   /v/<customerId>/api/wallet/...  the same in frame mode: `vaultOrigin` is the test vault's origin, so
//                                   sessions are opened only by the vault frame
//   /test/...                       test controls that need the sandbox's Basic credentials (CORS *):
//                                   customers, the OTP outbox, the clock, ID tokens for testing
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { MemoryChallengeStore, createWalletHandler } from '../../../server/src/index.js';
import { toNodeHandler } from '../../../server/src/node.js';
import { startSandboxService, type SandboxService } from '../../../../test-support/wallet-stack.js';
import type { BackendInfo, FlowsEnv } from './env.js';
import { startVaultServer } from './vault-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    keyhold: FlowsEnv;
  }
}

// `/c/anonymous/...` stands for a visitor who is not signed in to the app (authorize → null → 401).
const PREFIX = /^\/([cv])\/([A-Za-z]+:[0-9a-f-]{1,64}|anonymous)(\/api\/wallet(?:\/.*)?)$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startBackend(
  { sandbox, service, sandboxCall }: SandboxService,
  sandboxMode: boolean,
  vaultOrigin: string,
): Promise<{ info: BackendInfo; server: Server }> {
  const challengeStore = new MemoryChallengeStore();
  const silent = { warn() {}, error() {} };
  // One handler per page origin (the Vitest port is only known when the page calls), all sharing one
  // challenge store; only localhost origins are served.
  const handlers = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const handlerFor = (origin: string, frameMode: boolean) => {
    const key = `${frameMode ? 'v' : 'c'} ${origin}`;
    let h = handlers.get(key);
    if (!h) {
      const handler = createWalletHandler({
        ...(frameMode ? { vaultOrigin } : {}),
        service,
        basePath: '/api/wallet',
        rpId: 'localhost',
        rpName: 'Keyhold tests',
        origins: /^http:\/\/localhost:\d+$/.test(origin) && origin !== vaultOrigin ? [origin] : [],
        challengeStore,
        sandbox: sandboxMode,
        logger: silent,
        // Every test browser shares one address and runs many sign-ins a minute; the handler's limits
        // have their own tests (packages/server/test/hardening.test.ts).
        rateLimits: false,
        authorize: (request) => {
          const customerId = request.headers.get('x-test-customer');
          return customerId ? { customerId } : null;
        },
      });
      h = toNodeHandler(handler);
      handlers.set(key, h);
    }
    return h;
  };

  const controls = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'content-type',
      'Access-Control-Allow-Methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    const input =
      req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
    switch (url.pathname) {
      case '/test/customer': {
        const platformCustomerId = `test-${crypto.randomUUID()}`;
        const created = await sandboxCall('POST', '/2025-10-13/customers', {
          platformCustomerId,
          customerType: 'INDIVIDUAL',
          email: input['email'] ?? `${platformCustomerId}@example.com`,
          fullName: 'Test Person',
        });
        if (created.status !== 201) return send(created.status, created.data);
        const customerId = (created.data as { id: string }).id;
        const accounts = await sandboxCall(
          'GET',
          `/2025-10-13/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&type=EMBEDDED_WALLET`,
        );
        const accountId = (accounts.data as { data: { id: string }[] }).data[0]?.id;
        return send(200, { customerId, accountId });
      }
      case '/test/outbox': {
        const r = await sandboxCall(
          'GET',
          `/_sandbox/outbox?email=${encodeURIComponent(url.searchParams.get('email') ?? '')}`,
        );
        return send(r.status, r.data);
      }
      case '/test/clock': {
        const r = await sandboxCall('GET', '/_sandbox/clock');
        return send(r.status, r.data);
      }
      case '/test/clock/advance': {
        const r = await sandboxCall('POST', '/_sandbox/clock/advance', { seconds: input['seconds'] });
        return send(r.status, r.data);
      }
      case '/test/oidc-token': {
        const r = await sandboxCall('POST', '/oidc/token-for-testing', input);
        return send(r.status, r.data);
      }
      case '/test/service': {
        // A platform-side call (Basic auth) a test needs for setup, e.g. funding or an external account.
        const r = await sandboxCall(
          String(input['method'] ?? 'GET'),
          `/2025-10-13${String(input['path'])}`,
          input['body'],
        );
        return send(r.status, r.data);
      }
      default:
        return send(404, { code: 'NOT_FOUND' });
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/test/')) {
      controls(req, res, url).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Access-Control-Allow-Origin': '*' });
        res.end(JSON.stringify({ code: 'TEST_CONTROL_FAILED', message: String(error) }));
      });
      return;
    }
    const m = PREFIX.exec(url.pathname);
    if (!m) {
      res.writeHead(404).end();
      return;
    }
    // Stand-in for the integrator's own sign-in: the customer comes from the path the test chose.
    req.url = `${m[3]}${url.search}`;
    if (m[2] !== 'anonymous') req.headers['x-test-customer'] = m[2];
    else delete req.headers['x-test-customer'];
    handlerFor(String(req.headers.origin ?? ''), m[1] === 'v')(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    info: { url: `http://localhost:${port}`, sandboxOrigin: sandbox.origin, sandbox: sandboxMode },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const main = await startSandboxService(['--quiet']);
  const stub = await startSandboxService(['--quiet', '--stub-session-keys']);
  const vault = await startVaultServer();
  const backends = await Promise.all([
    startBackend(main, true, vault.url),
    startBackend(stub, true, vault.url),
    startBackend(stub, false, vault.url),
  ]);
  const env: FlowsEnv = {
    main: backends[0].info,
    stub: backends[1].info,
    stubProduction: backends[2].info,
    vault: vault.url,
  };
  project.provide('keyhold', env);
  return async () => {
    await vault.close();
    await Promise.all(backends.map(({ server }) => new Promise<void>((r) => server.close(() => r()))));
    await Promise.all([main.sandbox.close(), stub.sandbox.close()]);
  };
}
