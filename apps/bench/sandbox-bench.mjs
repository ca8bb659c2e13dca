#!/usr/bin/env node
// `pnpm --filter @keyhold/bench bench:sandbox`: the sandbox's `--state` cost as its data grows. For each
// N (1 000, 10 000, 100 000 customers and as many transactions) it seeds a state file, starts a real
// `keyhold-sandbox --state` process on it and measures: start (load) time, sequential write latency
// (POST /customers), write throughput under 20 concurrent writers, `GET /transactions?limit=20` and
// `GET /customers?limit=20` latency, and the bytes on disk. Also the CLI start time without state.
// Prints tables, writes sandbox-results.json and the SVG plots sandbox-*.svg.
//
// Options: --cli <path> (default: the built packages/sandbox/dist/cli.js), --before <path> (a build of
// an earlier sandbox to measure beside it: its whole dist/ copied where the sandbox's packages resolve,
// e.g. packages/sandbox/node_modules/.before/dist/cli.js), --sizes 1000,10000,100000, --start-only (just
// the start times, beside a bare Node http server), --plot <results.json> (redraw the SVGs),
// --only after|before, --rounds R (with --before: R rounds per size in the order after, before, before,
// after, …, each row the median of its build's rounds; the build measured second in a pair measures
// faster on this machine whichever it is, so one round of each is not a comparison).
// Build first:
// `pnpm -r --filter './packages/*' build`.
import { spawn } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  createWriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { linePlot } from './sandbox-plot.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    cli: { type: 'string', default: join(here, '../../packages/sandbox/dist/cli.js') },
    before: { type: 'string' },
    sizes: { type: 'string', default: '1000,10000,100000' },
    'start-only': { type: 'boolean', default: false },
    plot: { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
});
const SIZES = opts.sizes.split(',').map(Number);
const AUTH = `Basic ${Buffer.from('sandbox-token:sandbox-secret').toString('base64')}`;
const work = mkdtempSync(join(tmpdir(), 'keyhold-sandbox-bench-'));

/** The floor for a start: a bare Node http server that prints the same first line once it listens. */
const FLOOR = join(here, 'sandbox-start-floor.mjs');

/** Starts `node cli --port 0 --quiet ...args`; resolves with its base URL and the time to its first line. */
function startCli(cli, args = []) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [cli, '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const ms = performance.now() - t0;
      const startCpuMs = cpuMs(child.pid);
      const m = /listening on (http:\/\/\S+)$/.exec(line);
      if (!m) return reject(new Error(`unexpected line ${line}`));
      child.removeAllListeners('exit');
      resolve({
        pid: child.pid,
        baseUrl: m[1],
        origin: new URL(m[1]).origin,
        startMs: ms,
        startCpuMs,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function call(url, method = 'GET', body) {
  const res = await fetch(url, {
    method,
    headers: { authorization: AUTH, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const round = (v, d = 2) => (v === null || v === undefined ? null : Number(v.toFixed(d)));

/** CPU milliseconds (user + system) the process `pid` has used so far (Linux /proc; 10 ms ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `fn` n times in sequence: wall-clock p50/p95 and the server's CPU per call. */
async function timed(n, fn, pid) {
  const cpu0 = pid === undefined ? 0 : cpuMs(pid);
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  const cpu = pid === undefined ? null : (cpuMs(pid) - cpu0) / n;
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), cpu, n };
}

/** One customer, a funded fiat account, an external account and a completed transfer-out: the records to clone. */
async function template(cli) {
  const dir = mkdtempSync(join(work, 'template-'));
  const path = join(dir, 'state.json');
  const s = await startCli(cli, ['--state', path]);
  const customer = await call(`${s.baseUrl}/customers`, 'POST', {
    platformCustomerId: 'template',
    customerType: 'INDIVIDUAL',
    email: 'template@example.com',
  });
  const account = await call(`${s.baseUrl}/customers/internal-accounts`, 'POST', {
    customerId: customer.id,
    currency: 'USD',
  });
  await call(`${s.baseUrl}/sandbox/internal-accounts/${account.id}/fund`, 'POST', { amount: 1_000_000 });
  const external = await call(`${s.baseUrl}/customers/external-accounts`, 'POST', {
    customerId: customer.id,
    currency: 'USD',
    accountInfo: {
      accountType: 'USD_ACCOUNT',
      accountNumber: '123456789000',
      routingNumber: '021000021',
      bankAccountType: 'CHECKING',
      bankName: 'Chase',
      beneficiary: {
        beneficiaryType: 'INDIVIDUAL',
        fullName: 'Ada Lovelace',
        birthDate: '1990-12-10',
        nationality: 'GB',
        address: { line1: '1 Main St', postalCode: '10001', country: 'US' },
      },
    },
  });
  await call(`${s.baseUrl}/transfer-out`, 'POST', {
    source: { accountId: account.id },
    destination: { accountId: external.id },
    amount: 1_000,
  });
  await s.stop();
  const state = JSON.parse(readFileSync(path, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return state;
}

/** Writes a single-file state (the format both builds read) with N customers and N transactions. */
async function seed(tpl, n, path) {
  const c0 = tpl.collections.customers.items[0][1];
  const t0 = tpl.collections.transactions.items[0][1];
  const out = createWriteStream(path);
  const write = (s) => new Promise((ok) => (out.write(s) ? ok() : out.once('drain', ok)));
  const rest = Object.entries(tpl.collections).filter(
    ([name]) => !['customers', 'transactions', 'timers'].includes(name),
  );
  await write(`{"version":1,"meta":${JSON.stringify(tpl.meta)},"clockOffsetMs":0,"collections":{`);
  for (const [name, c] of rest) await write(`${JSON.stringify(name)}:${JSON.stringify(c)},`);
  await write(`"timers":{"nextSeq":1,"items":[]},`);
  for (const [name, make] of [
    [
      'customers',
      (i) => ({
        ...c0,
        id: `Customer:bench-${i}`,
        platformCustomerId: `bench-${i}`,
        umaAddress: `$bench-${i}@sandbox.keyhold.dev`,
      }),
    ],
    [
      'transactions',
      (i) => ({
        ...t0,
        id: `Transaction:bench-${i}`,
        customerId: `Customer:bench-${i}`,
        reconciliationInstructions: { reference: `KH-BENCH${i}` },
      }),
    ],
  ]) {
    await write(`${JSON.stringify(name)}:{"nextSeq":${n + 1},"items":[`);
    for (let i = 1; i <= n; i++) await write(`${i > 1 ? ',' : ''}[${i},${JSON.stringify(make(i))}]`);
    await write(name === 'customers' ? ']},' : ']}');
  }
  await write('}}');
  await new Promise((ok) => out.end(ok));
}

const dirBytes = (dir) => readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);

async function measure(cli, label, tpl, n) {
  const dir = mkdtempSync(join(work, `${label}-${n}-`));
  const path = join(dir, 'state.json');
  await seed(tpl, n, path);
  const seededBytes = dirBytes(dir);
  const s = await startCli(cli, ['--state', path]);
  let k = 0;
  const write = () =>
    call(`${s.baseUrl}/customers`, 'POST', { platformCustomerId: `w-${k++}`, customerType: 'INDIVIDUAL' });
  // The earlier build rewrites the whole file per write: fewer samples where that takes seconds.
  const slow = label === 'before' && n >= 100_000;
  const writes = slow ? 10 : 100;
  await timed(writes / 10, write);
  const writeLatency = await timed(writes, write, s.pid);
  // 20 writers for 3 s; skipped when one write takes over a second (20 queued writes would take minutes).
  let writesPerSecond = null;
  if (writeLatency.p50 < 1000) {
    let done = 0;
    const until = performance.now() + 3000;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (performance.now() < until) {
          await write();
          done++;
        }
      }),
    );
    writesPerSecond = done / ((performance.now() - t) / 1000);
  }
  const list = () => call(`${s.baseUrl}/transactions?limit=20`);
  await timed(10, list);
  const listTx = await timed(slow ? 50 : 200, list, s.pid);
  const listCustomers = await timed(slow ? 50 : 100, () => call(`${s.baseUrl}/customers?limit=20`));
  const bytes = dirBytes(dir);
  await s.stop();
  rmSync(dir, { recursive: true, force: true });
  const row = {
    build: label,
    N: n,
    'load ms': round(s.startMs, 0),
    'load CPU ms': round(s.startCpuMs, 0),
    'write p50 ms': round(writeLatency.p50),
    'write p95 ms': round(writeLatency.p95),
    'write CPU ms': round(writeLatency.cpu),
    'writes/s (20 writers)': round(writesPerSecond, 0),
    'GET /transactions p50 ms': round(listTx.p50),
    'GET /transactions p95 ms': round(listTx.p95),
    'GET /transactions CPU ms': round(listTx.cpu),
    'GET /customers p50 ms': round(listCustomers.p50),
    'state MB (seeded)': round(seededBytes / 1e6, 1),
    'state MB (after writes)': round(bytes / 1e6, 1),
  };
  console.log(row);
  return row;
}

/** One row per build: each numeric column the median of that build's rounds. */
function medianRow(rows) {
  if (rows.length === 1) return rows[0];
  const out = { ...rows[0], rounds: rows.length };
  for (const key of Object.keys(rows[0]))
    if (typeof rows[0][key] === 'number' && key !== 'N') {
      const values = rows.map((row) => row[key]).filter((v) => v !== null);
      out[key] = values.length > 0 ? round(median(values), key.startsWith('writes/s') ? 0 : 2) : null;
    }
  return out;
}

async function startTime(cli) {
  await startCli(cli).then((s) => s.stop()); // warm the file cache
  const ms = [];
  const cpu = [];
  for (let i = 0; i < 15; i++) {
    const s = await startCli(cli);
    ms.push(s.startMs);
    cpu.push(s.startCpuMs);
    await s.stop();
  }
  return {
    'wall p50 ms': round(quantile(ms, 0.5), 0),
    'wall min ms': round(Math.min(...ms), 0),
    'CPU p50 ms': round(quantile(cpu, 0.5), 0),
    'CPU min ms': round(Math.min(...cpu), 0),
  };
}

/** Writes the SVG growth curves of `results` into apps/bench. */
function writePlots(results) {
  const sizes = [...new Set(results.rows.map((r) => r.N))].sort((a, b) => a - b);
  const labels = [...new Set(results.rows.map((r) => r.build))];
  const series = (key) =>
    labels.map((label) => ({
      name: label === 'after' ? 'journal + indexes' : 'before (whole-file rewrite, filter + sort)',
      values: sizes.map((n) => results.rows.find((r) => r.build === label && r.N === n)?.[key] ?? null),
    }));
  const plots = [
    ['sandbox-write-latency.svg', 'POST /customers latency (p50)', 'ms', 'write p50 ms', true],
    ['sandbox-write-cpu.svg', 'Server CPU per POST /customers', 'ms', 'write CPU ms', true],
    [
      'sandbox-list-cpu.svg',
      'Server CPU per GET /transactions?limit=20',
      'ms',
      'GET /transactions CPU ms',
      true,
    ],
    [
      'sandbox-list-latency.svg',
      'GET /transactions?limit=20 latency (p50)',
      'ms',
      'GET /transactions p50 ms',
      true,
    ],
    [
      'sandbox-throughput.svg',
      'Writes per second, 20 concurrent writers',
      'writes/s',
      'writes/s (20 writers)',
      false,
    ],
    ['sandbox-state-size.svg', 'Bytes on disk after the writes', 'MB', 'state MB (after writes)', true],
  ];
  for (const [file, title, yLabel, key, logY] of plots)
    writeFileSync(join(here, file), linePlot({ title, yLabel, xs: sizes, series: series(key), logY }));
}

if (opts.plot) {
  writePlots(JSON.parse(readFileSync(opts.plot, 'utf8')));
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

const builds = [['after', opts.cli], ...(opts.before ? [['before', opts.before]] : [])].filter(
  ([label]) => opts.only === undefined || opts.only === label,
);
const results = { date: new Date().toISOString(), node: process.version, start: {}, rows: [] };
try {
  results.start['floor: bare node http server'] = await startTime(FLOOR);
  for (const [label, cli] of builds) results.start[label] = await startTime(cli);
  if (opts['start-only']) {
    console.table(results.start);
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  }
  const tpl = await template(opts.cli);
  console.log('\nCLI start to the first line, no --state, 15 runs (wall and the process CPU time)');
  console.table(results.start);
  const rounds = Math.max(1, Number(opts.rounds) || 1);
  results.rounds = rounds;
  for (const n of SIZES) {
    const measured = new Map(builds.map(([label]) => [label, []]));
    for (let r = 0; r < rounds; r++)
      for (const [label, cli] of r % 2 === 0 ? builds : [...builds].reverse())
        measured.get(label).push(await measure(cli, label, tpl, n));
    for (const rows of measured.values()) results.rows.push(medianRow(rows));
    writeFileSync(join(here, 'sandbox-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  }
  console.log('\nSandbox --state as N grows');
  console.table(results.rows);
  writeFileSync(join(here, 'sandbox-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writePlots(results);
} finally {
  rmSync(work, { recursive: true, force: true });
}
