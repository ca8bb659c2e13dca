// The app's backend: a stand-in app login (an email, no password: replace it with yours), the Keyhold
// wallet handler at /api/wallet for the signed-in user, the vault frame on a second port (frame mode, the
// default; VAULT=off for page mode), and in production (npm run build && npm start) the built page from
// dist/ under its Content-Security-Policy.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ServiceClient, createWalletHandler } from '@keyhold/server';
import { nodeServerOptions, toNodeHandler } from '@keyhold/server/node';
import { contentSecurityPolicy } from './csp.mjs';
import { startVault } from './vault.mjs';

const port = Number(process.env.PORT ?? 3000);
const service = new ServiceClient({
  // The local sandbox by default (npm run dev starts it); the real service's URL and keys in production.
  baseUrl: process.env.SERVICE_URL ?? 'http://localhost:8787/2025-10-13',
  apiTokenId: process.env.SERVICE_TOKEN_ID ?? 'sandbox-token',
  apiClientSecret: process.env.SERVICE_SECRET ?? 'sandbox-secret',
});
const sandbox = !process.env.SERVICE_TOKEN_ID;

// Frame mode (the default): the wallet's keys and signatures in the vault frame, served on VAULT_PORT
// (5174) for the page at APP_ORIGIN (npm run dev: Vite's; npm start: this backend's). VAULT=off: page mode.
const appOrigin = process.env.APP_ORIGIN ?? `http://localhost:${port}`;
const vaultListening =
  process.env.VAULT === 'off'
    ? null
    : await startVault({
        port: Number(process.env.VAULT_PORT ?? 5174),
        appOrigin,
        sandbox,
        trustedSigners: (process.env.EXPORT_TRUSTED_SIGNERS ?? '').split(',').filter(Boolean),
      });
// Behind a proxy in production: VAULT_URL is the vault's public URL (its sibling host), which the page uses.
const vaultUrl = vaultListening && (process.env.VAULT_URL ?? vaultListening);
const csp = contentSecurityPolicy(vaultUrl && new URL(vaultUrl).origin);

// --- Stand-in app login: a signed cookie naming the service customer of the signed-in email. ---
const cookieKey = randomBytes(32);
const sign = (value) => `${value}.${createHmac('sha256', cookieKey).update(value).digest('base64url')}`;
function customerOf(cookieHeader) {
  const match = /(?:^|;\s*)app_session=([^;]+)/.exec(cookieHeader ?? '');
  if (!match) return null;
  const signed = decodeURIComponent(match[1]);
  const value = signed.slice(0, signed.lastIndexOf('.'));
  const [want, got] = [Buffer.from(sign(value)), Buffer.from(signed)];
  return want.length === got.length && timingSafeEqual(want, got) ? value : null;
}

/** Per customer: their embedded wallet and a payee to send to (in a real app: your database). */
const accounts = new Map();

async function login(email) {
  const found = await service.customers.list({ platformCustomerId: email }).pages().next();
  let customer = found.value?.data?.[0];
  if (!customer) {
    customer = await service.customers.create({
      platformCustomerId: email,
      customerType: 'INDIVIDUAL',
      email,
      region: 'US',
      currencies: ['USD'],
    });
  }
  if (!accounts.has(customer.id)) {
    const wallets = await service.customers
      .listInternalAccounts({ customerId: customer.id, type: 'EMBEDDED_WALLET' })
      .pages()
      .next();
    const wallet = wallets.value?.data?.[0];
    if (!wallet) throw new Error(`The service made no embedded wallet for customer ${customer.id}.`);
    // Sandbox only: $1,000.00 to spend, and a euro account to send it to.
    if (sandbox) await service.sandbox.internalAccounts.fund(wallet.id, 100_000);
    const payee = await service.customers.externalAccounts.create({
      customerId: customer.id,
      currency: 'EUR',
      accountInfo: {
        accountType: 'EUR_ACCOUNT',
        iban: 'DE89370400440532013000',
        swiftCode: 'COBADEFFXXX',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
      },
    });
    accounts.set(customer.id, { walletId: wallet.id, payeeId: payee.id });
  }
  return { customerId: customer.id, email, ...accounts.get(customer.id) };
}

// --- The wallet handler: what the browser's wallet may do, for the signed-in customer only. ---
const wallet = toNodeHandler(
  createWalletHandler({
    service,
    rpId: 'localhost', // your host name: passkeys are bound to it
    rpName: 'My Keyhold app',
    // Sandbox only: accept the sandbox's unsigned export envelopes. With the real service, configure the
    // export signer instead (see the @keyhold/server README).
    sandbox,
    authorize: (request) => {
      const customerId = customerOf(request.headers.get('cookie'));
      return customerId ? { customerId } : null;
    },
  }),
);

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

async function appApi(req, res, path) {
  // CSRF, as the wallet handler: a custom header and JSON bodies only.
  if (req.headers['x-app-client'] !== '1') return send(res, 403, { message: 'Send X-App-Client: 1.' });
  if (req.method === 'POST' && path === '/login') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const email = (() => {
      try {
        return JSON.parse(body).email;
      } catch {
        return null;
      }
    })();
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email))
      return send(res, 400, { message: 'Enter an email address.' });
    const me = await login(email.toLowerCase());
    const cookie = `app_session=${encodeURIComponent(sign(me.customerId))}; Path=/; HttpOnly; SameSite=Lax`;
    return send(res, 200, me, { 'set-cookie': cookie });
  }
  // The page asks where the vault is (null: page mode) before it creates the wallet.
  if (req.method === 'GET' && path === '/config') return send(res, 200, { vaultUrl });
  const customerId = customerOf(req.headers.cookie);
  if (req.method === 'GET' && path === '/me') {
    if (!customerId || !accounts.has(customerId)) return send(res, 200, null);
    return send(res, 200, { customerId, ...accounts.get(customerId) });
  }
  if (req.method === 'POST' && path === '/logout')
    return send(res, 200, null, { 'set-cookie': 'app_session=; Path=/; Max-Age=0' });
  return send(res, 404, { message: 'No such route.' });
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
async function serveBuilt(req, res) {
  const path = normalize(new URL(req.url, 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
  const file = join('dist', path.endsWith('/') ? 'index.html' : path);
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': csp,
    });
    res.end(body);
  } catch {
    res
      .writeHead(404)
      .end('Not found. In development open the Vite page; in production run npm run build first.');
  }
}

createServer(nodeServerOptions(), (req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/wallet/')) return wallet(req, res);
  if (path.startsWith('/api/')) {
    return appApi(req, res, path.slice(4)).catch((err) => {
      console.error('api error:', err?.message ?? err);
      if (!res.headersSent) send(res, 500, { message: 'The backend failed; see its console.' });
    });
  }
  return serveBuilt(req, res);
}).listen(port, 'localhost', () => {
  console.log(vaultUrl ? `vault: ${vaultUrl.replace(/\/$/, '')}` : 'vault: off (page mode)');
  console.log(`backend listening on http://localhost:${port}`);
});
