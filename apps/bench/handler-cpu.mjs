#!/usr/bin/env node
// `node apps/bench/handler-cpu.mjs [--before <server dist>] [--pairs 3]`: the wallet handler's own CPU per
// request, with the service's cost and noise taken out. The handler process (handler/handler-process.mjs,
// as the server README mounts it) forwards to a stub service in this process that answers each route
// with a fixed JSON body at once; 10 concurrent keep-alive loops make 3 000 warm-up and 10 000 measured
// calls per route, and the handler process's CPU time (process.cpuUsage, via /bench-cpu) is divided by
// the calls. With --before, runs alternate between that build of @keyhold/server and this one, so both
// see the same machine load. Bounded: about 40 s per pair. BENCH_PROFILE=<dir> writes a CPU profile of
// each handler process there.
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: { before: { type: 'string' }, pairs: { type: 'string', default: '3' } },
});
const here = fileURLToPath(new URL('.', import.meta.url));
const WARMUP = 3_000;
const MEASURED = 10_000;
const CONCURRENCY = 10;

const now = new Date().toISOString();
const bodies = {
  quote: JSON.stringify({
    id: 'Quote:q1',
    status: 'PENDING',
    source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:a1' },
    destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:e1' },
    sendingAmount: 100,
    receivingAmount: 500,
    createdAt: now,
    expiresAt: now,
  }),
  accounts: JSON.stringify({
    data: [
      { id: 'InternalAccount:a1', customerId: 'Customer:c1', type: 'EMBEDDED_WALLET', status: 'ACTIVE' },
    ],
    hasMore: false,
  }),
  credentials: JSON.stringify({
    data: [{ id: 'AuthMethod:m1', accountId: 'InternalAccount:a1', type: 'EMAIL_OTP', createdAt: now }],
  }),
};
const stub = createServer((req, res) => {
  const body = req.url.includes('/quotes/')
    ? bodies.quote
    : req.url.includes('/internal-accounts')
      ? bodies.accounts
      : bodies.credentials;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(body);
});
await new Promise((resolve) => stub.listen(0, '127.0.0.1', resolve));

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const get = (port, path) =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { 'X-Keyhold-Client': '1', 'X-Bench-Customer': 'Customer:c1' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end();
  });

const routes = {
  'GET /quotes/{id}': '/api/wallet/quotes/Quote:q1',
  'GET /auth/credentials?accountId=': '/api/wallet/auth/credentials?accountId=InternalAccount:a1',
  'GET /customers/internal-accounts': '/api/wallet/customers/internal-accounts',
};

async function measure(dist) {
  const profile = process.env.BENCH_PROFILE;
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const child = spawn(process.execPath, [...flags, `${here}handler/handler-process.mjs`], {
    env: {
      ...process.env,
      SERVICE_URL: `http://127.0.0.1:${stub.address().port}/2025-10-13`,
      SERVICE_TOKEN_ID: 'bench',
      SERVICE_SECRET: 'bench',
      // The handler process imports it from its own folder: hand it an absolute path.
      ...(dist ? { KEYHOLD_SERVER_DIST: resolve(dist) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`handler process exited ${code}`)));
      child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
    });
    const cpu = async () => (await (await fetch(`http://127.0.0.1:${port}/bench-cpu`)).json()).cpuMicros;
    const row = {};
    for (const [name, path] of Object.entries(routes)) {
      const loop = (n) =>
        Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let i = 0; i < n / CONCURRENCY; i++) {
              const status = await get(port, path);
              if (status !== 200) throw new Error(`${name}: status ${status}`);
            }
          }),
        );
      await loop(WARMUP);
      const before = await cpu();
      await loop(MEASURED);
      row[name] = ((await cpu()) - before) / 1000 / MEASURED;
    }
    return row;
  } finally {
    // Waits for the exit so a --cpu-prof profile is written before the next run starts.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    }
  }
}

const rows = [];
try {
  for (let i = 1; i <= Number(opts.pairs); i++) {
    if (opts.before) rows.push({ build: `before, run ${i}`, ...(await measure(opts.before)) });
    rows.push({ build: `after, run ${i}`, ...(await measure(undefined)) });
  }
} finally {
  stub.close();
  agent.destroy();
}
console.log(`\nHandler CPU ms per request, stub service (${MEASURED} calls per route, ${CONCURRENCY} loops)`);
console.table(
  rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? v.toFixed(3) : v])),
  ),
);
