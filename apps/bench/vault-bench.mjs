#!/usr/bin/env node
// `pnpm --filter @keyhold/bench bench:vault`: what frame mode costs, in real Chromium against the real wallet
// handler + sandbox process (flows-backend.mjs) and the built vault document served by @keyhold/server's
// createVaultHandler on a second localhost port (another origin, same site): the frame ready after its
// load event, a no-click stamp through the frame beside the same work in page mode, and the frame
// document's gzip size. Prints tables and writes vault-results.json.
import { createServer as createHttpServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createVaultHandler } from '@keyhold/server/vault';
import { toNodeHandler } from '@keyhold/server/node';
import { launchPlaywright } from '../../scripts/engines.mjs';
import { startFlowBackend } from './flows-backend.mjs';
import { measureVaultDocument } from './sizes.mjs';

const vaultDir = fileURLToPath(new URL('../../packages/vault/', import.meta.url));

const size = await measureVaultDocument();
console.log('\nVault frame document (every file it loads, bytes)');
console.table({ 'vault frame document': size });

await build({ configFile: `${vaultDir}vite.config.ts`, logLevel: 'warn' });
const backend = await startFlowBackend();
const vaultServer = createHttpServer(
  toNodeHandler(createVaultHandler({ root: `${vaultDir}dist`, parentOrigins: [backend.url], sandbox: true })),
);
await new Promise((resolve) => vaultServer.listen(0, 'localhost', () => resolve(undefined)));
const vaultUrl = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (vaultServer.address()).port}/`;
const browser = await launchPlaywright('chromium');
try {
  const page = await browser.newPage();
  await page.goto(`${backend.url}/vault.html?vault=${encodeURIComponent(vaultUrl)}`);
  const rows = await page.evaluate(() => window.__vault, undefined, { timeout: 180_000 });
  console.log(`\nFrame mode timings in Chromium ${browser.version()} (ms)`);
  console.table(
    rows.map((r) => ({
      name: r.name,
      runs: r.runs,
      median: r.medianMs.toFixed(3),
      p95: r.p95Ms.toFixed(3),
      min: r.minMs.toFixed(3),
    })),
  );
  writeFileSync(
    new URL('vault-results.json', import.meta.url),
    JSON.stringify(
      { date: new Date().toISOString(), chromium: browser.version(), node: process.version, size, rows },
      null,
      2,
    ) + '\n',
  );
} finally {
  await browser.close();
  vaultServer.closeAllConnections();
  await new Promise((resolve) => vaultServer.close(() => resolve(undefined)));
  await backend.close();
}
