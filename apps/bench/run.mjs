#!/usr/bin/env node
// `pnpm --filter @keyhold/bench bench`: bundle sizes (Vite build, gzip) and crypto timings in real
// Chromium, Keyhold beside independent anchors, printed as tables and written to results.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { measureSizes } from './sizes.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const sizes = await measureSizes();
console.log('\nBundle sizes (minified / gzip, bytes)');
console.table(sizes);

const server = await createServer({
  root: here,
  configFile: false,
  logLevel: 'silent',
  resolve: { conditions: ['source'] },
  server: { host: 'localhost', port: 0 },
});
await server.listen();
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.goto(url);
  const rows = await page.evaluate(() => window.__bench, undefined, { timeout: 120_000 });
  console.log(`\nCrypto timings in ${browser.version()} (ms)`);
  console.table(
    rows.map((r) => ({
      name: r.name,
      median: r.medianMs.toFixed(3),
      p95: r.p95Ms.toFixed(3),
      'ops/s': Math.round(r.opsPerSecond),
    })),
  );
  writeFileSync(
    new URL('results.json', import.meta.url),
    JSON.stringify(
      { date: new Date().toISOString(), chromium: browser.version(), sizes, timings: rows },
      null,
      2,
    ) + '\n',
  );
} finally {
  await browser.close();
  await server.close();
}
