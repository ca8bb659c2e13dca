// npm run dev: the local sandbox of the payments service, this app's backend and Vite, together.
// Ports: SANDBOX_PORT (8787), API_PORT (3000), PORT (5173). Ctrl+C stops all three.
import { spawn } from 'node:child_process';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const apiPort = process.env.API_PORT ?? '3000';
const port = process.env.PORT ?? '5173';
const children = [];

function start(name, command, args, env = {}) {
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
    let ready = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      for (const line of text.split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
      if (!ready && /listening|ready|Local:/i.test(text)) {
        ready = true;
        resolve(child);
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

await start('sandbox', 'npx', ['keyhold-sandbox', '--port', sandboxPort]);
await start('backend', process.execPath, ['server.mjs'], {
  PORT: apiPort,
  SERVICE_URL: `http://localhost:${sandboxPort}/2025-10-13`,
});
await start('vite', 'npx', ['vite', '--port', port, '--strictPort'], { API_PORT: apiPort });
console.log(`\nOpen http://localhost:${port}`);
