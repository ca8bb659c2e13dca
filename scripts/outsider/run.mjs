// The outsider run's plumbing: named steps recorded as `[{ name, ok, problems }]`, commands run with npm's
// cache for the outsider apps, long-running processes in their own groups (stopped at the end), free
// ports, and package.json files pointed at the packed tarballs.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { cacheDir } from '../packages.mjs';

export const results = [];
export const timings = {};
export const npmEnv = {
  ...process.env,
  npm_config_cache: join(cacheDir, 'npm'),
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
  NEXT_TELEMETRY_DISABLED: '1',
  NG_CLI_ANALYTICS: 'false',
};
const children = [];

/** Runs `body` as one named result; a throw fails that step only. */
export async function step(name, body) {
  const t0 = Date.now();
  try {
    await body();
    results.push({ name, ok: true, problems: [] });
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    results.push({ name, ok: false, problems: [String(err?.stack ?? err)] });
    console.log(`FAIL ${name}\n${String(err?.stack ?? err)}`);
  } finally {
    timings[name] = (Date.now() - t0) / 1000;
  }
}

/** Runs `fn` and records its duration in seconds under `label`. */
export async function timed(label, fn) {
  const t0 = Date.now();
  try {
    return await fn();
  } finally {
    timings[label] = (Date.now() - t0) / 1000;
  }
}

export function sh(cmd, cmdArgs, cwd, env = npmEnv) {
  const r = spawnSync(cmd, cmdArgs, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${cmdArgs.join(' ')} failed in ${cwd} (exit ${r.status}):\n${r.stdout}\n${r.stderr}`,
    );
  return r.stdout;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, 'localhost', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a long-running process in its own group; resolves once its output matches `ready`. */
export function startProcess(cmd, cmdArgs, { cwd, env = npmEnv, ready, timeoutMs = 90_000 }) {
  const child = spawn(cmd, cmdArgs, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const output = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`${cmd} ${cmdArgs.join(' ')} not ready in ${timeoutMs} ms:\n${output.join('')}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output.push(String(chunk));
      const match = ready.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`${cmd} ${cmdArgs.join(' ')} exited (${code}) before it was ready:\n${output.join('')}`),
      );
    });
  });
}

/** Stops one process `startProcess` started (its whole group) and waits until it has exited. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve(); // already gone
  }
  return exited;
}

/** Stops every process `startProcess` started (each one's whole group). */
export function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Points a package.json's `@keyhold/*` dependencies at the tarballs; with `overrides` (the root of an
 * install), nested `@keyhold` ranges use them too.
 */
export function useTarballs(pkgFile, tarballs, names, { overrides = true } = {}) {
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  if (overrides) pkg.overrides = {};
  for (const name of names) {
    const spec = `file:${tarballs.get(name)}`;
    if (pkg.devDependencies?.[name]) pkg.devDependencies[name] = spec;
    else (pkg.dependencies ??= {})[name] = spec;
    if (overrides) pkg.overrides[name] = spec;
  }
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
}
