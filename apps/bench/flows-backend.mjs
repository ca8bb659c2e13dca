// The bench's backend for flow timings: one Node http server that mounts a real `@keyhold/server` wallet
// handler at /api/wallet, in front of a real sandbox child process, serves the bench pages through Vite
// (middleware mode, same origin, so no CORS), and has two bench-only routes:
//   POST /bench-api/customer → a fresh customer (its cookie signs the page in), a funded wallet and an
//                              external account of that customer to pay into;
//   GET  /bench-api/otp?email= → the newest OTP code the sandbox mailed to that address (outbox).
// The pages are this folder's (index.html, flows.html, vault.html), workspace packages from source.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { startSandboxProcess } from '@keyhold/sandbox/testing';
import { ServiceClient, createWalletHandler } from '@keyhold/server';
import { nodeServerOptions, toNodeHandler } from '@keyhold/server/node';

const COOKIE = 'bench_customer';

/**
 * Starts the sandbox, the wallet handler and the bench pages on one localhost port.
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startFlowBackend() {
  const vite = await createViteServer({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'silent',
    appType: 'mpa',
    resolve: { conditions: ['source'] },
    server: { middlewareMode: true, hmr: false },
  });
  const sandbox = await startSandboxProcess(['--rp-id', 'localhost']);
  const basic = `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`;
  const service = new ServiceClient({
    baseUrl: sandbox.baseUrl,
    apiTokenId: sandbox.tokenId,
    apiClientSecret: sandbox.secret,
  });
  const wallet = toNodeHandler(
    createWalletHandler({
      service,
      rpId: 'localhost',
      rpName: 'Keyhold bench',
      sandbox: true,
      authorize: (request) => {
        const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(request.headers.get('cookie') ?? '');
        return match ? { customerId: decodeURIComponent(match[1]) } : null;
      },
    }),
  );

  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };

  async function newCustomer(res) {
    const email = `bench-${randomUUID()}@example.com`;
    const customer = await service.customers.create({
      platformCustomerId: `bench-${randomUUID()}`,
      customerType: 'INDIVIDUAL',
      email,
    });
    const { data } = await service.customers.listInternalAccounts({
      customerId: customer.id,
      type: 'EMBEDDED_WALLET',
    });
    const walletId = data[0].id;
    await service.sandbox.internalAccounts.fund(walletId, 10_000_000);
    const destination = await service.customers.externalAccounts.create({
      customerId: customer.id,
      currency: 'BRL',
      accountInfo: {
        accountType: 'BRL_ACCOUNT',
        pixKey: '12345678901',
        pixKeyType: 'CPF',
        taxId: '12345678901',
      },
    });
    send(
      res,
      200,
      { customerId: customer.id, email, walletId, destinationId: destination.id },
      { 'set-cookie': `${COOKIE}=${encodeURIComponent(customer.id)}; Path=/; HttpOnly; SameSite=Lax` },
    );
  }

  async function latestOtp(res, email) {
    const r = await fetch(`${sandbox.origin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
      headers: { authorization: basic },
    });
    const { data } = await r.json();
    const last = data.at(-1);
    if (!last) return send(res, 404, { code: 'NO_MAIL' });
    send(res, 200, { code: last.code });
  }

  // The limits the server README asks of every server that mounts the handler (slow-header and
  // slow-body timeouts, a header size bound), so the flows are timed as they run in production.
  const server = createServer(nodeServerOptions(), (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/wallet/')) return wallet(req, res);
    if (req.method === 'POST' && url.pathname === '/bench-api/customer') {
      return void newCustomer(res).catch((err) =>
        send(res, 500, { code: 'BENCH_SETUP', message: String(err) }),
      );
    }
    if (req.method === 'GET' && url.pathname === '/bench-api/otp') {
      return void latestOtp(res, url.searchParams.get('email') ?? '').catch((err) =>
        send(res, 500, { code: 'BENCH_OTP', message: String(err) }),
      );
    }
    vite.middlewares(req, res, () => send(res, 404, { code: 'NOT_FOUND' }));
  });
  await new Promise((resolve) => server.listen(0, 'localhost', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://localhost:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await sandbox.close();
      await vite.close();
    },
  };
}
