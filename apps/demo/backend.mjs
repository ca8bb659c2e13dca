// The demo's backend: a real integrator backend in miniature. It signs demo users in (a signed cookie
// naming the service customer it provisioned for them), mounts the @keyhold/server wallet handler at
// /api/wallet, offers the sandbox explorer's routes at /api/demo (server/routes/*), receives the service's
// webhooks at /webhooks/service, records every call for the inspector, and serves the app (Vite).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ServiceClient, createWalletHandler } from '@keyhold/server';
import { nodeServerOptions, toNodeHandler } from '@keyhold/server/node';
import { getRequestListener } from '@hono/node-server';
import { createCallLog, describeBody, legOf, redactPath } from './server/call-log.mjs';
import { createCookies } from './server/cookies.mjs';
import { createDemoApi } from './server/demo-api.mjs';
import { DemoError } from './server/errors.mjs';
import { ownership } from './server/ownership.mjs';
import { accountRoutes } from './server/routes/accounts.mjs';
import { customerRoutes } from './server/routes/customers.mjs';
import { agentRoutes } from './server/routes/agents.mjs';
import { onboardingRoutes } from './server/routes/onboarding.mjs';
import { paymentRoutes } from './server/routes/payments.mjs';
import { toolRoutes } from './server/routes/tools.mjs';
import { walletRoutes } from './server/routes/wallet.mjs';
import { sandboxControls } from './server/sandbox-controls.mjs';
import { WEBHOOK_PATH, createWebhookInbox, webhookKeyBytes } from './server/webhooks.mjs';

/**
 * The page's CSP. Frame mode adds the vault's origin to `frame-src` (its frames) and `connect-src` (the
 * core reads the vault's public configuration only to name why a frame failed to load).
 * @param {string | undefined} vaultUrl
 */
const cspFor = (vaultUrl) => {
  const vault = vaultUrl ? ` ${new URL(vaultUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${vault}`,
    ...(vault ? [`frame-src${vault}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};
const here = fileURLToPath(new URL('.', import.meta.url));
const explorerRoutes = [
  ...walletRoutes,
  ...accountRoutes,
  ...customerRoutes,
  ...paymentRoutes,
  ...agentRoutes,
  ...onboardingRoutes,
  ...toolRoutes,
];

/**
 * Starts the demo backend on localhost.
 * @param {{ port?: number, vite?: boolean, publicUrl?: string, vaultUrl?: string, sandbox: { baseUrl: string, origin: string,
 *   tokenId: string, secret: string, controls?: boolean, webhookPublicKey?: string } }} options
 *   `controls: false` for a service without the sandbox's `/_sandbox` controls; `webhookPublicKey` (PEM)
 *   verifies webhooks (default: the sandbox's `/_sandbox/webhook-key`); `publicUrl` is where the service
 *   reaches this backend's webhook endpoint (default its own URL); `vaultUrl` (frame mode) is the vault
 *   document the page's wallet keeps its keys in, told to the page by `/api/demo/config`.
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startDemoBackend({ port = 5173, sandbox, vite = true, publicUrl, vaultUrl }) {
  const cookies = createCookies();
  const csp = cspFor(vaultUrl);
  const callLog = createCallLog();
  const recordingFetch = callLog.recordingFetch();
  const service = new ServiceClient({
    baseUrl: sandbox.baseUrl,
    apiTokenId: sandbox.tokenId,
    apiClientSecret: sandbox.secret,
    fetch: recordingFetch,
  });
  const controls =
    sandbox.controls === false
      ? null
      : sandboxControls({
          origin: sandbox.origin,
          tokenId: sandbox.tokenId,
          secret: sandbox.secret,
          fetch: recordingFetch,
        });
  let webhookKey = sandbox.webhookPublicKey ? webhookKeyBytes(sandbox.webhookPublicKey) : null;
  // The sandbox's clock, read without filling the inspector: its events carry timestamps of that clock,
  // which the explorer can move days ahead.
  const quietControls = controls ? sandboxControls({ ...sandbox, fetch: globalThis.fetch }) : null;
  const inbox = createWebhookInbox({
    publicKey: async () => (webhookKey ??= controls ? (await controls.webhookKey()).publicKey : null),
    now: async () => (quietControls ? Date.parse((await quietControls.clock()).now) : Date.now()),
  });
  /** agent id → Bearer access token (only ever in this process, never sent to the page) */
  const agentTokens = new Map();
  let webhookUrl = null;

  const walletOf = async (customerId) =>
    (await service.customers.listInternalAccounts({ customerId, type: 'EMBEDDED_WALLET' })).data[0] ?? null;

  /** Finds or creates the sandbox customer of a demo email (its embedded wallet comes with it). */
  async function provision(email) {
    const found = await service.customers.list({ platformCustomerId: email });
    if (found.data[0]) return found.data[0];
    return service.customers.create({
      platformCustomerId: email,
      customerType: 'INDIVIDUAL',
      email,
      region: 'US',
      currencies: ['USD'],
    });
  }

  async function outboxOf(customer) {
    // Sandbox explorer: the emails the sandbox "sent" to this customer (OTP codes): to the demo address
    // and to the address of the wallet's email credential (they may differ). Never in a real app.
    const emails = new Set([customer.email].filter(Boolean).map((e) => e.toLowerCase()));
    const account = await walletOf(customer.id);
    if (account) {
      for (const c of (await service.auth.credentials.list(account.id)).data)
        if (c.type === 'EMAIL_OTP') emails.add(c.nickname.toLowerCase());
    }
    const data = [];
    for (const email of emails) data.push(...(await controls.outbox(email)).data);
    return data.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  }

  async function markersOf(customer) {
    const accounts = (await service.customers.listInternalAccounts({ customerId: customer.id, limit: 100 }))
      .data;
    const agents = (await service.agents.list({ customerId: customer.id, limit: 100 })).data;
    return [customer.id, customer.umaAddress, ...accounts.map((a) => a.id), ...agents.map((a) => a.id)];
  }

  async function configureWebhooks() {
    if (!controls || !webhookUrl) return;
    try {
      await controls.setWebhookEndpoint(webhookUrl);
    } catch (error) {
      console.warn(`demo: could not set the webhook endpoint (${error.message})`);
    }
  }

  const walletHandler = createWalletHandler({
    service,
    // Frame mode: the vault frame's sign-in view calls this handler itself (CORS with credentials for its
    // origin). `vaultOrigin` (sessions only from the vault) waits until passkeys and OAuth run there too.
    ...(vaultUrl ? { origins: [new URL(vaultUrl).origin] } : {}),
    rpId: 'localhost',
    rpName: 'Keyhold demo',
    sandbox: controls !== null,
    // A local explorer: every browser (and the e2e suite) reaches it from one loopback address, so the
    // per-address limit is raised; the per-customer limit on challenge/verify stays at its default.
    rateLimits: { perAddress: 1000 },
    authorize: async (request) => {
      const customerId = cookies.customerOf(request.headers.get('cookie'));
      return customerId ? { customerId } : null;
    },
  });
  // The page's wallet calls, recorded for the inspector as they pass (bodies redacted).
  const wallet = toNodeHandler(async (request) => {
    const started = performance.now();
    const context = callLog.context();
    // The copy is read only after the handler answered: the handler decides authorization first.
    const copy = request.clone();
    const response = await walletHandler(request);
    const requestText = await copy.text();
    const text = await response.clone().text();
    const url = new URL(request.url);
    callLog.add(
      {
        side: 'page',
        customerId: context?.customerId ?? null,
        parentId: null,
        method: request.method,
        path: redactPath(url.pathname + url.search),
        status: response.status,
        ms: Math.round(performance.now() - started),
        at: new Date().toISOString(),
        requestBody: describeBody(requestText),
        responseBody: describeBody(text),
        leg: legOf(request.headers, response.status, text),
      },
      context?.parentId ?? undefined,
    );
    return response;
  });

  /** The demo sign-in: provisions the customer of an email (once) and names it in the demo cookie. */
  async function login({ call, body, setCookie }) {
    const { email } = body;
    // No `#`: `<email>#…` names the customers a user makes (its business, the people it adds).
    if (typeof email !== 'string' || !/^[^@\s#]+@[^@\s#]+$/.test(email))
      throw new DemoError(400, 'Enter an email address.');
    const customer = await provision(email);
    call.customerId = customer.id;
    setCookie(cookies.issue(customer.id));
    return { customerId: customer.id, email };
  }

  /**
   * What the page needs to know about the service: the dev OIDC issuer for the OAuth button, and whether
   * the sandbox controls are there.
   */
  async function config() {
    return {
      sandboxOrigin: sandbox.origin,
      oidcClientId: 'keyhold-sandbox',
      controls: controls !== null,
      ...(vaultUrl ? { vaultUrl } : {}),
    };
  }

  async function logout({ setCookie }) {
    setCookie(cookies.clear());
  }

  async function me({ call }) {
    if (!call.customerId) return { customer: null, wallet: null };
    try {
      const customer = await service.customers.retrieve(call.customerId);
      return { customer, wallet: await walletOf(call.customerId) };
    } catch (error) {
      if (error?.status === 404) return { customer: null, wallet: null }; // e.g. after a reset
      throw error;
    }
  }

  /** What an explorer handler works with: the service, the signed-in customer, ownership checks. */
  async function explorerContext({ call, open, setCookie }) {
    const shared = { service, controls, inbox, callLog, agentTokens, call, setCookie };
    if (open) return shared;
    const customer = await service.customers.retrieve(call.customerId);
    return {
      ...shared,
      customer,
      walletOf,
      outboxOf,
      markersOf,
      webhookEndpoint: () => webhookUrl,
      owns: ownership({ service, customer }),
      reprovision: async (old) => {
        const fresh = await provision(old.email ?? old.platformCustomerId);
        await configureWebhooks();
        setCookie(cookies.issue(fresh.id));
        return { customerId: fresh.id };
      },
    };
  }

  /** /api/demo/*: the demo sign-in (open before it) and the explorer's routes. */
  const demoApi = createDemoApi({
    routes: [
      { method: 'POST', path: '/login', handler: login, open: true },
      { method: 'GET', path: '/config', handler: config, open: true },
      { method: 'POST', path: '/logout', handler: logout, open: true, status: 204 },
      { method: 'GET', path: '/me', handler: me, open: true },
      ...explorerRoutes,
    ],
    callLog,
    customerOf: (cookieHeader) => cookies.customerOf(cookieHeader),
    contextOf: explorerContext,
  });
  const serveDemoApi = getRequestListener(demoApi.fetch, { overrideGlobalObjects: false });

  let viteServer = null;
  if (vite) {
    const { createServer: createVite } = await import('vite');
    viteServer = await createVite({
      root: here,
      configFile: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
      // No HMR and no WebSocket server (it would take a fixed port and need a CSP exception).
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'spa',
      logLevel: 'warn',
    });
  }

  // nodeServerOptions(): 10 s to send the headers, 20 s for a whole request (Node's own: 60 s / 300 s), so a
  // slow client cannot hold connections open.
  const server = createServer(nodeServerOptions(), (req, res) => {
    const url = req.url ?? '/';
    if (url === WEBHOOK_PATH && req.method === 'POST') {
      void inbox.handle(req, res).catch(() => res.headersSent || res.writeHead(500).end());
      return;
    }
    if (url.startsWith('/api/demo/')) return void serveDemoApi(req, res);
    if (url.startsWith('/api/wallet/')) {
      const context = { customerId: cookies.customerOf(req.headers.cookie), parentId: callLog.reserve() };
      return callLog.run(context, () => wallet(req, res));
    }
    // The page runs under a strict CSP: scripts and styles only from this origin (Lit uses constructable
    // stylesheets), no inline code, no eval; the OIDC popup is a navigation, not a fetch.
    res.setHeader('content-security-policy', csp);
    if (viteServer) return viteServer.middlewares(req, res);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  const address = server.address();
  const url = `http://localhost:${address.port}`;
  webhookUrl = `${publicUrl ?? url}${WEBHOOK_PATH}`;
  await configureWebhooks();
  return {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await viteServer?.close();
    },
  };
}
