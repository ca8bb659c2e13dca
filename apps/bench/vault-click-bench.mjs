#!/usr/bin/env node
// `pnpm --filter @keyhold/bench bench:vault-click`: what a person's approval costs in frame mode, with real
// mouse input, in Chromium and Firefox (Playwright; WebKitGTK is driven only through WebDriver, not here):
// click-to-stamp in the frame (the press on the frame's armed Approve → the stamp on the page's port), the
// vault window's open time (the press on "Continue in the window" → the window's Approve shown) and
// click-to-stamp in the window (the press on the window's Approve → the stamp in the page). Each press is
// timed from the page's own clock read just before it (one driver round trip included). Against the real
// wallet handler + sandbox (flows-backend.mjs) and the built vault served by createVaultHandler twice (the
// frame, and `approveInWindow`). Firefox approves in the window by itself (no IntersectionObserver v2): its
// frame row is the in-frame gate a test vault keeps with `approveInFrame`, which no person meets. Prints a
// table and writes vault-click-results.json.
import { createServer as createHttpServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createVaultHandler } from '@keyhold/server/vault';
import { toNodeHandler } from '@keyhold/server/node';
import { launchPlaywright } from '../../scripts/engines.mjs';
import { startFlowBackend } from './flows-backend.mjs';

const RUNS = 12;
const REST_MS = 300;
const vaultDir = fileURLToPath(new URL('../../packages/vault/', import.meta.url));

await build({ configFile: `${vaultDir}vite.config.ts`, logLevel: 'warn' });
const backend = await startFlowBackend();
/**
 * The vault handler with `approveInFrame: true` added to its configuration, as only a test vault has it
 * (createVaultHandler never writes it): the in-frame gate in an engine that would ask in the window.
 */
function approvingInFrame(vault) {
  return async (request) => {
    const response = await vault(request);
    if (new URL(request.url).pathname !== '/vault-config.json' || !response.ok) return response;
    const config = { ...(await response.json()), approveInFrame: true };
    return new Response(JSON.stringify(config), { headers: response.headers });
  };
}

/** @param {boolean} approveInWindow */
async function serveVault(approveInWindow) {
  const vault = createVaultHandler({
    root: `${vaultDir}dist`,
    parentOrigins: [backend.url],
    sandbox: true,
    approveInWindow,
  });
  const server = createHttpServer(toNodeHandler(approveInWindow ? vault : approvingInFrame(vault)));
  await new Promise((resolve) => server.listen(0, 'localhost', () => resolve(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return { server, url: `http://localhost:${port}/` };
}
const inFrame = await serveVault(false);
const inWindow = await serveVault(true);

/** @param {number[]} samples */
function summarise(name, samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { name, runs: s.length, medianMs: at(0.5), p95Ms: at(0.95), minMs: s[0] };
}

/** The pointer onto the element's centre (in `target`'s page), a rest, then a timed press on `clock`. */
async function press(target, box, clock) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await target.mouse.move(x - 10, y - 5);
  await target.mouse.move(x, y, { steps: 4 });
  await new Promise((r) => setTimeout(r, REST_MS));
  const t0 = await clock.evaluate(() => performance.now());
  await target.mouse.down();
  await target.mouse.up().catch(() => undefined);
  return t0;
}

/** The frame's button's box in the page (the iframe's place plus the button's in it). */
async function frameButton(page, name) {
  const vault = page.frameLocator('iframe[data-bench-visible]');
  const button = vault.getByRole('button', { name, exact: true });
  await button.waitFor();
  for (let i = 0; i < 200 && !(await button.isEnabled()); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 700)); // as long as a person reads (the frame arms after 500 ms)
  const frame = await page.locator('iframe[data-bench-visible]').boundingBox();
  const inner = await button.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
  return { ...inner, x: frame.x + inner.x, y: frame.y + inner.y };
}

const rows = [];
const versions = {};
for (const engine of ['chromium', 'firefox']) {
  const browser = await launchPlaywright(engine);
  versions[engine] = browser.version();
  try {
    const page = await browser.newPage({ viewport: { width: 480, height: 820 } });
    await page.goto(`${backend.url}/vault-click.html`);
    const frameSamples = [];
    const openSamples = [];
    const windowSamples = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const stamped = page.evaluate((url) => window.__approve(url), inFrame.url);
      const t0 = await press(page, await frameButton(page, 'Approve'), page);
      const t1 = await stamped;
      if (i > 0) frameSamples.push(t1 - t0);
    }
    for (let i = 0; i < RUNS + 1; i++) {
      const stamped = page.evaluate((url) => window.__approve(url), inWindow.url);
      const popup = page.context().waitForEvent('page');
      const pressed = await press(page, await frameButton(page, 'Continue in the window'), page);
      const win = await popup.catch(async (error) => {
        const text = await page.frameLocator('iframe[data-bench-visible]').locator('body').innerText();
        throw new Error(`no window; the frame says: ${text}`, { cause: error });
      });
      const approve = win.getByRole('button', { name: 'Approve', exact: true });
      await approve.waitFor();
      const openMs = (await page.evaluate(() => performance.now())) - pressed;
      for (let j = 0; j < 200 && !(await approve.isEnabled()); j++)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 700));
      const t0 = await press(win, await approve.boundingBox(), page);
      const t1 = await stamped;
      if (i > 0) {
        openSamples.push(openMs);
        windowSamples.push(t1 - t0);
      }
    }
    const gate = engine === 'chromium' ? '' : ' (approveInFrame: test vaults only)';
    rows.push(summarise(`${engine}: click-to-stamp in the frame${gate}`, frameSamples));
    rows.push(summarise(`${engine}: the vault window's open time (press → its Approve shown)`, openSamples));
    rows.push(summarise(`${engine}: click-to-stamp in the window`, windowSamples));
  } finally {
    await browser.close();
  }
}
console.log("\nA person's approval in frame mode (ms)");
console.table(
  rows.map((r) => ({
    ...r,
    medianMs: r.medianMs.toFixed(1),
    p95Ms: r.p95Ms.toFixed(1),
    minMs: r.minMs.toFixed(1),
  })),
);
writeFileSync(
  new URL('vault-click-results.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), versions, node: process.version, rows }, null, 2) + '\n',
);
for (const { server } of [inFrame, inWindow]) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}
await backend.close();
