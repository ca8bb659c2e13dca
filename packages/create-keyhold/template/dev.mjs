// npm run dev: the local sandbox of the payments service, this app's backend (with the vault frame on a
// second port) and Vite, together. Ports: SANDBOX_PORT (8787), API_PORT (3000), PORT (5173), VAULT_PORT
// (5174). VAULT=off runs the wallet in page mode instead. Ctrl+C stops all three.
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const apiPort = process.env.API_PORT ?? '3000';
const port = process.env.PORT ?? '5173';
const appOrigin = `http://localhost:${port}`;
const children = [];

/** Starts a process, echoing its output; resolves with the match of `ready` in what it printed so far. */
function start(name, command, args, ready, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    shell: process.platform === 'win32',
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the others.`);
      stop(1);
    }
  });
  return new Promise((resolve) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      for (const line of text.split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
      if (output === null) return;
      output += text;
      const match = ready.exec(output);
      if (match) {
        output = null;
        resolve(match);
      }
    });
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

await start('sandbox', 'npx', ['keyhold-sandbox', '--port', sandboxPort], /listening/i);
const [, vault] = await start(
  'backend',
  process.execPath,
  ['server.mjs'],
  /vault: (\S+).*\n[\s\S]*listening/,
  {
    PORT: apiPort,
    APP_ORIGIN: appOrigin, // the page is Vite's: the vault answers it only
    SERVICE_URL: `http://localhost:${sandboxPort}/2025-10-13`,
  },
);
const vaultUrl = vault === 'off' ? null : vault;
await start('vite', 'npx', ['vite', '--port', port, '--strictPort'], /ready|Local:/i, {
  API_PORT: apiPort,
  VAULT_ORIGIN: vaultUrl ? new URL(vaultUrl).origin : '', // for the page's CSP (vite.config.js)
});
console.log(`
  app:   ${appOrigin}
  vault: ${vaultUrl ?? 'off (page mode: the wallet keeps its keys in the page)'}
`);
