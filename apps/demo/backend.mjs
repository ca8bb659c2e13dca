// The demo's backend: a real integrator backend in miniature. It signs demo users in (a signed cookie
// naming the service customer it provisioned for them), mounts the @keyhold/server wallet handler at
// /api/wallet, offers a few sandbox-explorer helpers at /api/demo, and serves the app (Vite middleware).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ServiceClient, createWalletHandler } from '@keyhold/server';
import { toNodeHandler } from '@keyhold/server/node';

const COOKIE = 'kh_demo';
/** The header every /api/demo call carries (lower case, as Node gives header names). */
const DEMO_HEADER = 'x-demo-client';
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Starts the demo backend on localhost.
 * @param {{ port?: number, sandbox: { baseUrl: string, origin: string, tokenId: string, secret: string }, vite?: boolean }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startDemoBackend({ port = 5173, sandbox, vite = true }) {
  const cookieKey = randomBytes(32);
  const service = new ServiceClient({
    baseUrl: sandbox.baseUrl,
    apiTokenId: sandbox.tokenId,
    apiClientSecret: sandbox.secret,
  });

  const sign = (value) => `${value}.${createHmac('sha256', cookieKey).update(value).digest('base64url')}`;
  const unsign = (signed) => {
    const dot = signed.lastIndexOf('.');
    if (dot < 0) return null;
    const value = signed.slice(0, dot);
    const want = Buffer.from(sign(value).slice(dot + 1));
    const got = Buffer.from(signed.slice(dot + 1));
    return want.length === got.length && timingSafeEqual(want, got) ? value : null;
  };
  const customerOf = (cookieHeader) => {
    const match = /(?:^|;\s*)kh_demo=([^;]+)/.exec(cookieHeader ?? '');
    return match ? unsign(decodeURIComponent(match[1])) : null;
  };

  const walletHandler = createWalletHandler({
    service,
    rpId: 'localhost',
    rpName: 'Keyhold demo',
    sandbox: true,
    authorize: async (request) => {
      const customerId = customerOf(request.headers.get('cookie'));
      return customerId ? { customerId } : null;
    },
  });
  const wallet = toNodeHandler(walletHandler);

  /** Basic-authenticated call to the sandbox (service paths or its /_sandbox controls). */
  async function sandboxFetch(path, init = {}) {
    const url = path.startsWith('/_sandbox') ? `${sandbox.origin}${path}` : `${sandbox.baseUrl}${path}`;
    const auth = Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64');
    const res = await fetch(url, {
      ...init,
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', ...init.headers },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async function readJson(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      const value = text ? JSON.parse(text) : {};
      if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // answered below
    }
    throw Object.assign(new Error('The body must be a JSON object.'), { status: 400 });
  }

  function send(res, status, body, headers = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  async function walletAccountOf(customerId) {
    const r = await sandboxFetch(
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&type=EMBEDDED_WALLET`,
    );
    return r.body?.data?.[0] ?? null;
  }

  /** /api/demo/*: demo sign-in and sandbox-explorer helpers (a real app has its own). */
  async function demoApi(req, res, path) {
    // CSRF stance, as the wallet handler's: a custom header (a cross-site page cannot send it without a
    // CORS preflight, which this backend never grants) and JSON bodies only. A plain cross-site form post
    // to /login would otherwise sign the visitor in as someone else.
    const contentType = req.headers['content-type'] ?? '';
    if (
      req.headers[DEMO_HEADER] !== '1' ||
      (req.method === 'POST' && !/^application\/json\b/i.test(contentType))
    ) {
      return send(res, 403, {
        message: 'Cross-site request refused: send X-Demo-Client: 1 and a JSON body.',
      });
    }
    const customerId = customerOf(req.headers.cookie);
    if (req.method === 'POST' && path === '/login') {
      const { email } = await readJson(req);
      if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email))
        return send(res, 400, { message: 'Enter an email address.' });
      const found = await sandboxFetch(`/customers?platformCustomerId=${encodeURIComponent(email)}`);
      let customer = found.body?.data?.[0];
      if (!customer) {
        const created = await sandboxFetch('/customers', {
          method: 'POST',
          body: JSON.stringify({
            platformCustomerId: email,
            customerType: 'INDIVIDUAL',
            email,
            region: 'US',
            currencies: ['USD'],
          }),
        });
        if (created.status !== 201) return send(res, created.status, created.body);
        customer = created.body;
      }
      const cookie = `${COOKIE}=${encodeURIComponent(sign(customer.id))}; Path=/; HttpOnly; SameSite=Strict`;
      return send(res, 200, { customerId: customer.id, email }, { 'set-cookie': cookie });
    }
    if (req.method === 'GET' && path === '/config') {
      // What the page needs to know about the sandbox: its dev OIDC issuer for the OAuth button.
      return send(res, 200, { sandboxOrigin: sandbox.origin, oidcClientId: 'keyhold-sandbox' });
    }
    if (req.method === 'POST' && path === '/logout') {
      return send(res, 204, undefined, {
        'set-cookie': `${COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
      });
    }
    if (req.method === 'GET' && path === '/me') {
      if (!customerId) return send(res, 200, { customer: null, wallet: null });
      const customer = await sandboxFetch(`/customers/${encodeURIComponent(customerId)}`);
      return send(res, 200, { customer: customer.body, wallet: await walletAccountOf(customerId) });
    }
    if (!customerId) return send(res, 401, { message: 'Sign in to the demo first.' });
    if (req.method === 'GET' && path === '/outbox') {
      // Sandbox explorer: the emails the sandbox "sent" to this customer (OTP codes): to the demo address
      // and to the address of the wallet's email credential (they may differ). Never in a real app.
      const me = await sandboxFetch(`/customers/${encodeURIComponent(customerId)}`);
      const emails = new Set([me.body?.email].filter(Boolean).map((e) => e.toLowerCase()));
      const account = await walletAccountOf(customerId);
      if (account) {
        const creds = await sandboxFetch(`/auth/credentials?accountId=${encodeURIComponent(account.id)}`);
        for (const c of creds.body?.data ?? [])
          if (c.type === 'EMAIL_OTP') emails.add(c.nickname.toLowerCase());
      }
      const data = [];
      for (const email of emails) {
        const out = await sandboxFetch(`/_sandbox/outbox?email=${encodeURIComponent(email)}`);
        data.push(...(out.body?.data ?? []));
      }
      data.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
      return send(res, 200, { data });
    }
    if (req.method === 'POST' && path === '/fund') {
      const { amount = 100_000 } = await readJson(req);
      const account = await walletAccountOf(customerId);
      if (!account) return send(res, 409, { message: 'This customer has no embedded wallet.' });
      const r = await sandboxFetch(`/sandbox/internal-accounts/${encodeURIComponent(account.id)}/fund`, {
        method: 'POST',
        body: JSON.stringify({ amount }),
      });
      return send(res, r.status, r.body);
    }
    if (req.method === 'POST' && path === '/payee') {
      // An external EUR account (SEPA, a well-known test IBAN) of this customer to send to.
      const r = await sandboxFetch('/customers/external-accounts', {
        method: 'POST',
        body: JSON.stringify({
          customerId,
          currency: 'EUR',
          accountInfo: {
            accountType: 'EUR_ACCOUNT',
            iban: 'DE89370400440532013000',
            swiftCode: 'COBADEFFXXX',
            beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
          },
        }),
      });
      return send(res, r.status, r.body);
    }
    if (req.method === 'POST' && path === '/clock/advance') {
      const { seconds } = await readJson(req);
      const r = await sandboxFetch('/_sandbox/clock/advance', {
        method: 'POST',
        body: JSON.stringify({ seconds }),
      });
      return send(res, r.status, r.body);
    }
    return send(res, 404, { message: 'No such demo route.' });
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

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/wallet/')) return wallet(req, res);
    if (url.startsWith('/api/demo/')) {
      return demoApi(req, res, url.slice('/api/demo'.length).split('?')[0]).catch((err) => {
        if (err?.status === 400) return send(res, 400, { message: err.message });
        console.error('demo api error:', err?.message ?? err);
        if (!res.headersSent) send(res, 500, { message: 'Demo backend error.' });
      });
    }
    // The page runs under a strict CSP: scripts and styles only from this origin (Lit uses constructable
    // stylesheets), no inline code, no eval; the OIDC popup is a navigation, not a fetch.
    res.setHeader('content-security-policy', CSP);
    if (viteServer) return viteServer.middlewares(req, res);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  const address = server.address();
  return {
    url: `http://localhost:${address.port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await viteServer?.close();
    },
  };
}
