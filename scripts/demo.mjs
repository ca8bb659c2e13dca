#!/usr/bin/env node
// `npm start`: install, build, then start the sandbox, the demo backend and the demo app (apps/demo).
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const hasPnpm = spawnSync('pnpm', ['--version']).status === 0;
const [pnpm, ...pre] = hasPnpm ? ['pnpm'] : ['npx', '-y', 'pnpm@12.21.0'];
for (const args of [
  ['install', '--frozen-lockfile'],
  ['-r', '--filter', './packages/*', 'run', 'build'],
]) {
  const r = spawnSync(pnpm, [...pre, ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['apps/demo/start.mjs', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
