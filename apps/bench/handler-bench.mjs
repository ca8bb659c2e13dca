#!/usr/bin/env node
// `node apps/bench/handler-bench.mjs`: what the wallet handler adds to a service call. Real processes:
// a sandbox child process (startSandboxProcess) and a handler child process (handler/handler-process.mjs).
// For each route the same call is made directly to the sandbox (Basic auth) and through the handler
// (signed-in customer): added p50 latency uncontended (sequential keep-alive calls), throughput under
// load (a fixed number of concurrent keep-alive loops for a fixed time) and the handler process's CPU time
// per request. Bounded: ROUNDS sequential calls and LOAD_MS of load per route and side (in SLICES
// slices alternating direct and handler), after a warm-up of every route (WARMUP_PER_ROUTE calls and
// WARMUP_LOAD_MS of load per side).
// Build the packages first: `pnpm -r --filter './packages/*' build`.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startSandboxProcess } from '@keyhold/sandbox/testing';
import { ServiceClient } from '@keyhold/server';

const ROUNDS = Number(process.env.ROUNDS ?? 300);
const WARMUP = 50;
/** Calls per route through the handler (and directly) before the first measurement. */
const WARMUP_PER_ROUTE = 500;
/** Load per route and side (through the handler, directly) before the first measurement. */
const WARMUP_LOAD_MS = 500;
/** The load phase of each side is cut into this many slices, alternating direct and handler. */
const SLICES = Number(process.env.SLICES ?? 6);
const LOAD_MS = Number(process.env.LOAD_MS ?? 3_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const here = fileURLToPath(new URL('.', import.meta.url));

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One keep-alive GET; resolves with the status once the body is read. */
function get(origin, path, headers) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function latency(call) {
  for (let i = 0; i < WARMUP; i++) await call();
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = process.hrtime.bigint();
    const status = await call();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (status !== 200) throw new Error(`status ${status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function throughput(call, ms = LOAD_MS) {
  const until = Date.now() + ms;
  let done = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const status = await call();
        if (status !== 200) throw new Error(`status ${status}`);
        done++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { requests: done, seconds, perSecond: done / seconds };
}

const sandbox = await startSandboxProcess(['--rp-id', 'localhost']);
const child = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
    `${here}handler/handler-process.mjs`,
  ],
  {
    env: {
      ...process.env,
      SERVICE_URL: sandbox.baseUrl,
      SERVICE_TOKEN_ID: sandbox.tokenId,
      SERVICE_SECRET: sandbox.secret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
try {
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`handler process exited ${code}`)));
    child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
  });
  const handlerOrigin = `http://127.0.0.1:${port}`;
  const service = new ServiceClient({
    baseUrl: sandbox.baseUrl,
    apiTokenId: sandbox.tokenId,
    apiClientSecret: sandbox.secret,
  });
  // One customer with a wallet, an email credential and a quote to read.
  const email = `bench-${Date.now()}@example.com`;
  const customer = await service.customers.create({
    platformCustomerId: `bench-${Date.now()}`,
    customerType: 'INDIVIDUAL',
    email,
    fullName: 'Bench',
  });
  const [wallet] = (
    await service.customers.listInternalAccounts({ customerId: customer.id, type: 'EMBEDDED_WALLET' })
  ).data;
  await service.auth.credentials.create({ type: 'EMAIL_OTP', accountId: wallet.id, email });
  await service.sandbox.internalAccounts.fund(wallet.id, 100_000);
  const external = await service.customers.externalAccounts.create({
    customerId: customer.id,
    currency: 'BRL',
    accountInfo: {
      accountType: 'BRL_ACCOUNT',
      pixKey: '12345678901',
      pixKeyType: 'CPF',
      taxId: '12345678901',
    },
  });
  const quote = await service.quotes.create({
    source: { sourceType: 'ACCOUNT', accountId: wallet.id },
    destination: { destinationType: 'ACCOUNT', accountId: external.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 100,
  });

  const basic = `Basic ${Buffer.from(`${sandbox.tokenId}:${sandbox.secret}`).toString('base64')}`;
  const servicePath = new URL(sandbox.baseUrl).pathname;
  const direct = (path) => () => get(sandbox.origin, `${servicePath}${path}`, { Authorization: basic });
  const viaHandler = (path) => () =>
    get(handlerOrigin, `/api/wallet${path}`, { 'X-Keyhold-Client': '1', 'X-Bench-Customer': customer.id });
  const cpu = async () => {
    const r = await fetch(`${handlerOrigin}/bench-cpu`);
    return (await r.json()).cpuMicros;
  };
  const routes = [
    ['GET /auth/credentials?accountId=', `/auth/credentials?accountId=${encodeURIComponent(wallet.id)}`],
    ['GET /quotes/{id}', `/quotes/${quote.id}`],
    [
      'GET /customers/internal-accounts',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customer.id)}&type=EMBEDDED_WALLET`,
    ],
  ];
  // Every route warmed up through the handler and directly, one call at a time and then under load,
  // before anything is measured: otherwise the first route measured pays the processes' JIT warm-up
  // (its added p50 and CPU ran up to 2x the others, and 1.2-1.5x with the sequential warm-up alone).
  for (let i = 0; i < WARMUP_PER_ROUTE; i++) {
    for (const [, path] of routes) {
      await viaHandler(path)();
      await direct(path)();
    }
  }
  for (const [, path] of routes) {
    await throughput(viaHandler(path), WARMUP_LOAD_MS);
    await throughput(direct(path), WARMUP_LOAD_MS);
  }
  const results = [];
  for (const [name, path] of routes) {
    const d = await latency(direct(path));
    const h = await latency(viaHandler(path));
    // LOAD_MS per side in SLICES alternating slices (direct, handler, direct, …), so that both sides see
    // the same machine load on a shared machine; the handler's CPU is counted over its slices only.
    const dt = { requests: 0, seconds: 0 };
    const ht = { requests: 0, seconds: 0 };
    let cpuMicros = 0;
    for (let slice = 0; slice < SLICES; slice++) {
      const d = await throughput(direct(path), LOAD_MS / SLICES);
      dt.requests += d.requests;
      dt.seconds += d.seconds;
      const before = await cpu();
      const h = await throughput(viaHandler(path), LOAD_MS / SLICES);
      cpuMicros += (await cpu()) - before;
      ht.requests += h.requests;
      ht.seconds += h.seconds;
    }
    dt.perSecond = dt.requests / dt.seconds;
    ht.perSecond = ht.requests / ht.seconds;
    const cpuMs = cpuMicros / 1000 / ht.requests;
    results.push({
      route: name,
      'direct p50 ms': d.p50.toFixed(2),
      'handler p50 ms': h.p50.toFixed(2),
      'added p50 ms': (h.p50 - d.p50).toFixed(2),
      'direct req/s': Math.round(dt.perSecond),
      'handler req/s': Math.round(ht.perSecond),
      'throughput ratio': (ht.perSecond / dt.perSecond).toFixed(2),
      'handler CPU ms/req': cpuMs.toFixed(3),
    });
  }
  console.log(
    `\nWallet handler vs direct (${ROUNDS} sequential calls for p50; ${CONCURRENCY} concurrent loops for ${LOAD_MS} ms)`,
  );
  console.table(results);
} finally {
  child.kill('SIGTERM');
  agent.destroy();
  await sandbox.close();
}
