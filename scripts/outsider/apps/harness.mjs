// The outsider test's stand-in integrator backend (copied into the temporary app and run there with the
// packed @keyhold/server): one customer made at start (funded, with a euro payee), the wallet handler at
// /api/wallet for that customer, /api/accounts for the page, and the static files of one folder.
// Usage: node harness.mjs <static-dir> <service-base-url>   (prints "listening on http://localhost:<port>")
// OUTSIDER_EMAIL: the customer's email; OUTSIDER_ORIGINS: other page origins allowed (comma-separated).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ServiceClient, createWalletHandler } from '@keyhold/server';
import { toNodeHandler } from '@keyhold/server/node';

const [staticDir, baseUrl] = process.argv.slice(2);
const service = new ServiceClient({
  baseUrl,
  apiTokenId: 'sandbox-token',
  apiClientSecret: 'sandbox-secret',
});
const email = process.env.OUTSIDER_EMAIL ?? 'outsider@example.com';
const customer = await service.customers.create({
  platformCustomerId: `${email}-${Date.now()}`,
  customerType: 'INDIVIDUAL',
  email,
  region: 'US',
  currencies: ['USD'],
});
const wallets = await service.customers
  .listInternalAccounts({ customerId: customer.id, type: 'EMBEDDED_WALLET' })
  .pages()
  .next();
const walletId = wallets.value.data[0].id;
await service.sandbox.internalAccounts.fund(walletId, 100_000);
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

const wallet = toNodeHandler(
  createWalletHandler({
    service,
    rpId: 'localhost',
    rpName: 'Outsider test',
    sandbox: true,
    // A page served from another origin that forwards /api here (Next.js rewrites): its origin.
    origins: process.env.OUTSIDER_ORIGINS ? process.env.OUTSIDER_ORIGINS.split(',') : [],
    authorize: () => ({ customerId: customer.id }),
  }),
);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/wallet/')) return wallet(req, res);
  if (path === '/api/accounts') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ walletId, payeeId: payee.id }));
  }
  const file = join(staticDir, normalize(path.endsWith('/') ? `${path}index.html` : path));
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
});
server.listen(0, 'localhost', () => console.log(`listening on http://localhost:${server.address().port}`));
