#!/usr/bin/env node
// Starts the demo: `node apps/demo/start.mjs [--port 5173] [--sandbox-port 8787] [--vault-port 5174]
// [--page-mode]` (server/start.ts says what each does). The backend is TypeScript (server/), run without a
// build step by Vite's module runner — Vite is already the demo's, and already runs in this process to
// serve the app — so `npm start` and the e2e suites start it as before. Node 20 cannot run TypeScript
// itself. The runner is closed once the backend has started: the backend imports statically.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

await runnerImport(fileURLToPath(new URL('server/start.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'warn',
});
