#!/usr/bin/env node
// Starts the local sandbox, the demo backend and the app: `node apps/demo/start.mjs [--port 5173] [--sandbox-port 8787]`.
import { parseArgs } from 'node:util';
import { startSandboxServer } from '@keyhold/sandbox';
import { startDemoBackend } from './backend.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    'sandbox-port': { type: 'string', default: process.env.SANDBOX_PORT ?? '8787' },
  },
});

const sandbox = await startSandboxServer({
  port: Number(values['sandbox-port']), // 0 = any free port: the page learns the origin from /api/demo/config
  log: (line) => console.log(`[sandbox] ${line}`),
});
const demo = await startDemoBackend({
  port: Number(values.port),
  sandbox: {
    baseUrl: sandbox.baseUrl,
    origin: sandbox.origin,
    tokenId: 'sandbox-token',
    secret: 'sandbox-secret',
  },
});
console.log(`keyhold-demo listening on ${demo.url}`);
console.log(`  sandbox: ${sandbox.baseUrl} (Basic sandbox-token:sandbox-secret)`);

async function stop() {
  await demo.close();
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
