// The demo's backend: a real integrator backend in miniature. It signs demo users in (a signed cookie
// naming the service customer it provisioned for them), mounts the @keyhold/server wallet handler at
// /api/wallet (wallet-handler.ts), offers the sandbox explorer's routes at /api/demo (routes/*, on the
// server's route table and JSON reader), receives the service's webhooks at /webhooks/service, records
// every call for the inspector, and serves the app (Vite).
import type { AddressInfo } from 'node:net';
import { appPages } from './app-pages.js';
import { createCallLog } from './call-log.js';
import { createCookies } from './cookies.js';
import { cspFor } from './csp.js';
import { createDemoApi } from './demo-api.js';
import { customerDirectory } from './directory.js';
import { explorerContext } from './explorer-context.js';
import { demoHttpServer } from './http-server.js';
import { explorerRoutes } from './routes/explorer.js';
import { sessionRoutes } from './routes/session.js';
import { connectServices, type ServiceTarget } from './services.js';
import { demoWalletHandler } from './wallet-handler.js';
import { recordedWallet } from './wallet-recording.js';
import { webhookEndpoint } from './webhook-endpoint.js';
import { WEBHOOK_PATH } from './webhooks.js';

export interface DemoBackendOptions {
  /** The port on localhost (0: any free one). Default 5173. */
  port?: number;
  /** The service explored (see {@link ServiceTarget}). */
  sandbox: ServiceTarget;
  /** Serve the app's pages (Vite). Default true. */
  vite?: boolean;
  /** Where the service reaches this backend's webhook endpoint (default its own URL). */
  publicUrl?: string | undefined;
  /** Frame mode: the vault document the page's wallet keeps its keys in, told to the page by /api/demo/config. */
  vaultUrl?: string | undefined;
}

export interface DemoBackend {
  url: string;
  close(): Promise<void>;
}

/** Starts the demo backend on localhost. */
export async function startDemoBackend({
  port = 5173,
  sandbox,
  vite = true,
  publicUrl,
  vaultUrl,
}: DemoBackendOptions): Promise<DemoBackend> {
  const cookies = createCookies();
  const callLog = createCallLog();
  const services = connectServices(sandbox, callLog);
  const directory = customerDirectory(services.service, services.controls);
  const endpoint = webhookEndpoint(services.controls);
  const demoApi = createDemoApi({
    routes: [
      ...sessionRoutes({ cookies, directory, sandboxOrigin: sandbox.origin, vaultUrl }),
      ...explorerRoutes,
    ],
    callLog,
    customerOf: (cookieHeader) => cookies.customerOf(cookieHeader),
    contextOf: explorerContext({ services, callLog, cookies, directory, webhookEndpoint: endpoint }),
  });
  const walletHandler = demoWalletHandler({
    service: services.service,
    cookies,
    vaultUrl,
    sandbox: services.controls !== null,
  });
  const pages = vite ? await appPages() : null;
  const server = demoHttpServer({
    inbox: services.inbox,
    demoApi,
    wallet: recordedWallet(walletHandler, callLog),
    pages,
    csp: cspFor(vaultUrl),
    callLog,
    cookies,
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  await endpoint.listen(`${publicUrl ?? url}${WEBHOOK_PATH}`);
  return {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pages?.close();
    },
  };
}
