// The demo's backend: a real integrator backend in miniature. It signs demo users in (a signed cookie
// naming the service customer it provisioned for them), mounts the @keyhold/server wallet handler at
// /api/wallet, offers the sandbox explorer's routes at /api/demo (server/routes/*), receives the service's
// webhooks at /webhooks/service, records every call for the inspector, and serves the app (Vite).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ServiceClient, createWalletHandler } from '@keyhold/server';
import { nodeServerOptions, toNodeHandler } from '@keyhold/server/node';
import { createCallLog, describeBody, legOf, redactPath } from './server/call-log.mjs';
import { createCookies } from './server/cookies.mjs';
import { DemoError, createRouter } from './server/router.mjs';
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

/** The header every /api/demo call carries (lower case, as Node gives header names). */
const DEMO_HEADER = 'x-demo-client';
const MAX_JSON_BYTES = 2 * 1024 * 1024;
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
const router = createRouter([
  ...walletRoutes,
  ...accountRoutes,
  ...customerRoutes,
  ...paymentRoutes,
  ...agentRoutes,
  ...onboardingRoutes,
  ...toolRoutes,
]);

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

  async function readJson(req) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_JSON_BYTES) throw new DemoError(413, 'The request is too large.');
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      const value = text ? JSON.parse(text) : {};
      if (value && typeof value === 'object' && !Array.isArray(value)) return { value, text };
    } catch {
      // answered below
    }
    throw new DemoError(400, 'The body must be a JSON object.');
  }

  /** /api/demo/*: the demo sign-in and the explorer's routes. Returns [status, body, headers]. */
  async function demoApi(req, path, query, context) {
    // CSRF stance, as the wallet handler's: a custom header (a cross-site page cannot send it without a
    // CORS preflight, which this backend never grants) and JSON bodies only. A plain cross-site form post
    // to /login would otherwise sign the visitor in as someone else.
    const contentType = req.headers['content-type'] ?? '';
    if (
      req.headers[DEMO_HEADER] !== '1' ||
      (req.method === 'POST' && !/^application\/json\b/i.test(contentType))
    )
      return [403, { message: 'Cross-site request refused: send X-Demo-Client: 1 and a JSON body.' }];
    // Authorization before the body: only the sign-in and the public routes are open without a customer.
    const open = ['/login', '/logout', '/config', '/me'].includes(path);
    if (!open && !context.customerId) return [401, { message: 'Sign in to the demo first.' }];
    const { value: body, text } = req.method === 'POST' ? await readJson(req) : { value: {}, text: '' };
    context.requestText = text;
    if (req.method === 'POST' && path === '/login') {
      const { email } = body;
      // No `#`: `<email>#…` names the customers a user makes (its business, the people it adds).
      if (typeof email !== 'string' || !/^[^@\s#]+@[^@\s#]+$/.test(email))
        return [400, { message: 'Enter an email address.' }];
      const customer = await provision(email);
      context.customerId = customer.id;
      return [200, { customerId: customer.id, email }, { 'set-cookie': cookies.issue(customer.id) }];
    }
    if (req.method === 'GET' && path === '/config') {
      // What the page needs to know about the service: the dev OIDC issuer for the OAuth button, and
      // whether the sandbox controls are there.
      return [
        200,
        {
          sandboxOrigin: sandbox.origin,
          oidcClientId: 'keyhold-sandbox',
          controls: controls !== null,
          ...(vaultUrl ? { vaultUrl } : {}),
        },
      ];
    }
    if (req.method === 'POST' && path === '/logout')
      return [204, undefined, { 'set-cookie': cookies.clear() }];
    if (req.method === 'GET' && path === '/me') {
      if (!context.customerId) return [200, { customer: null, wallet: null }];
      try {
        const customer = await service.customers.retrieve(context.customerId);
        return [200, { customer, wallet: await walletOf(context.customerId) }];
      } catch (error) {
        if (error?.status === 404) return [200, { customer: null, wallet: null }]; // e.g. after a reset
        throw error;
      }
    }
    if (!context.customerId) return [401, { message: 'Sign in to the demo first.' }];
    const found = router.match(req.method, path);
    if (!found) return [404, { message: 'No such demo route.' }];
    const customer = await service.customers.retrieve(context.customerId);
    const headers = {};
    const result = await found.route.handler({
      service,
      controls,
      inbox,
      callLog,
      agentTokens,
      customer,
      params: found.params,
      query,
      body,
      walletOf,
      outboxOf,
      markersOf,
      webhookEndpoint: () => webhookUrl,
      owns: ownership({ service, customer }),
      reprovision: async (old) => {
        const fresh = await provision(old.email ?? old.platformCustomerId);
        await configureWebhooks();
        headers['set-cookie'] = cookies.issue(fresh.id);
        return { customerId: fresh.id };
      },
    });
    return [200, result, headers];
  }

  async function serveDemoApi(req, res, context) {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.slice('/api/demo'.length);
    let status;
    let body;
    let headers = {};
    try {
      [status, body, headers = {}] = await demoApi(req, path, url.searchParams, context);
    } catch (error) {
      if (error instanceof DemoError)
        [status, body] = [error.status, { message: error.message, code: error.code }];
      else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 600 && error.code) {
        // A service refusal (KeyholdError): its sentence for the person, its code and details for developers.
        [status, body] = [
          error.status,
          {
            message: error.message,
            code: error.code,
            reason: error.reason,
            details: error.details,
            source: 'service',
          },
        ];
      } else {
        console.error('demo api error:', error?.message ?? error);
        [status, body] = [500, { message: 'Demo backend error.' }];
      }
    }
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    const text = body === undefined ? '' : JSON.stringify(body);
    res.end(text);
    if (context.quiet) return;
    callLog.add(
      {
        side: 'page',
        customerId: context.customerId,
        parentId: null,
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        status,
        ms: Math.round(performance.now() - started),
        at: new Date().toISOString(),
        requestBody: describeBody(context.requestText),
        responseBody: describeBody(text),
        leg: null,
      },
      context.parentId,
    );
  }

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
    const isWallet = url.startsWith('/api/wallet/');
    if (isWallet || url.startsWith('/api/demo/')) {
      const path = url.split('?')[0].slice('/api/demo'.length);
      const quiet = !isWallet && router.match(req.method ?? 'GET', path)?.route.quiet === true;
      const context = {
        customerId: cookies.customerOf(req.headers.cookie),
        parentId: callLog.reserve(),
        quiet,
      };
      return callLog.run(context, () => (isWallet ? wallet(req, res) : void serveDemoApi(req, res, context)));
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
