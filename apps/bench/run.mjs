#!/usr/bin/env node
// `pnpm --filter @keyhold/bench bench`: bundle sizes (Vite build, gzip), crypto timings and flow timings in
// real Chromium, Keyhold beside independent anchors, printed as tables and written to results.json.
// Flow timings run against real processes: a sandbox child process and a @keyhold/server wallet handler
// (flows-backend.mjs). Build the packages first: `pnpm -r --filter './packages/*' build`.
import { writeFileSync } from 'node:fs';
import { launchPlaywright, startWebKitDriver } from '../../scripts/engines.mjs';
import { startFlowBackend } from './flows-backend.mjs';
import { measureSizes } from './sizes.mjs';

// `--crypto-only`: the crypto timings alone (no sizes, no flows, results.json left as it is).
// `--engine=firefox|webkit`: the crypto timings alone in that engine (Debian's Firefox ESR through
// Playwright, WebKitGTK's MiniBrowser through WebKitWebDriver), on the same page.
const engine = process.argv.find((a) => a.startsWith('--engine='))?.slice('--engine='.length) ?? 'chromium';
const cryptoOnly = process.argv.includes('--crypto-only') || engine !== 'chromium';
// The module lists (what the size check reads) stay out of the table and results.json.
const sizes = cryptoOnly
  ? {}
  : Object.fromEntries(
      Object.entries(await measureSizes()).map(([row, { modules: _modules, ...size }]) => [row, size]),
    );
if (!cryptoOnly) {
  console.log('\nBundle sizes (minified / gzip, bytes)');
  console.table(sizes);
}

const backend = await startFlowBackend();

function printCrypto(where, timings) {
  console.log(`\nCrypto timings in ${where} (ms)`);
  console.table(
    timings.map((r) => ({
      name: r.name,
      median: r.medianMs.toFixed(3),
      p95: r.p95Ms.toFixed(3),
      'ops/s': Math.round(r.opsPerSecond),
      note: r.note ?? '',
    })),
  );
}

if (engine === 'webkit') {
  const { remote } = await import('webdriverio');
  const driver = await startWebKitDriver();
  try {
    const wk = await remote({ ...driver, logLevel: 'error' });
    await wk.url(`${backend.url}/index.html`);
    // The page writes its rows (or its error) into #out when done; polled, as one long WebDriver
    // call would outlast the HTTP client's timeout.
    let out = '';
    for (const deadline = Date.now() + 600_000; !out && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 2000));
      out = await wk.execute(() => document.getElementById('out')?.textContent ?? '');
      if (out === 'running…') out = '';
    }
    const timings = out.startsWith('[') ? JSON.parse(out) : { error: out || 'no result in 10 minutes' };
    if (timings.error) throw new Error(timings.error);
    printCrypto(`WebKitGTK ${wk.capabilities.browserVersion}`, timings);
    await wk.deleteSession();
  } finally {
    driver.stop();
    await backend.close();
  }
  process.exit(0);
}

const browser = await launchPlaywright(engine === 'firefox' ? 'firefox' : 'chromium');
try {
  const page = await browser.newPage();
  await page.goto(`${backend.url}/index.html`);
  const timings = await page.evaluate(() => window.__bench, undefined, { timeout: 300_000 });
  printCrypto(`${engine === 'firefox' ? 'Firefox' : 'Chromium'} ${browser.version()}`, timings);

  if (!cryptoOnly) {
    await page.goto(`${backend.url}/flows.html`);
    const flows = await page.evaluate(() => window.__flows, undefined, { timeout: 180_000 });
    console.log(
      `\nFlow timings in Chromium ${browser.version()}, real wallet handler + sandbox process (ms)`,
    );
    console.table(
      flows.map((r) => ({
        flow: r.name,
        runs: r.runs,
        median: r.medianMs.toFixed(1),
        p95: r.p95Ms.toFixed(1),
        min: r.minMs.toFixed(1),
        max: r.maxMs.toFixed(1),
      })),
    );
    writeFileSync(
      new URL('results.json', import.meta.url),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: browser.version(),
          node: process.version,
          sizes,
          timings,
          flows,
        },
        null,
        2,
      ) + '\n',
    );
  }
} finally {
  await browser.close();
  await backend.close();
}
