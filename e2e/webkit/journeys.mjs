#!/usr/bin/env node
// The demo's key journeys in WebKitGTK (MiniBrowser through WebKitWebDriver on Xvfb), where Playwright
// cannot drive the browser: email-code sign-in, a reload keeping the session, export, a quote payment,
// a sign-out reaching a second tab. Passkeys are reported as skipped with the reason (no virtual
// authenticator). The demo runs as a real process on free ports, as for the Playwright suite.
// Usage: node e2e/webkit/journeys.mjs [results.json]  (writes [{ name, ok, skipped?, problems }])
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { remote } from 'webdriverio';
import { startWebKitDriver } from '../../scripts/engines.mjs';
import { WebKitPage } from './page.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = process.argv[2];
const results = [];
const SIGNED_IN = /^Signed in with .+\. The session ends in \d+ minutes\.$/;
const SIGNED_OUT = 'You are not signed in to your wallet.';
const STATUS = { within: 'kh-session-status' };

/**
 * Starts apps/demo/start.mjs on free ports in page mode, as the Playwright specs' demo runs (frame mode in
 * WebKit is proved by the core's vault and hostile-page flows, which run in WebKit too); resolves with its
 * URL and a stop function.
 */
async function startDemo() {
  const args = ['apps/demo/start.mjs', '--port', '0', '--sandbox-port', '0', '--page-mode'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stderr.setEncoding('utf8').on('data', (c) => output.push(c));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the demo did not start:\n${output.join('')}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`the demo exited with ${code}:\n${output.join('')}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^keyhold-demo listening on (http:\/\/localhost:\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

/** Runs `body` in a fresh browser (a new WebDriver session: no cookies, no stored wallet). */
async function journey(name, body) {
  const t0 = Date.now();
  let browser;
  try {
    browser = await remote({
      hostname: driver.hostname,
      port: driver.port,
      logLevel: 'error',
      capabilities: driver.capabilities,
      // MiniBrowser starts in seconds; on a stalled start, ask again sooner than the 120 s default.
      connectionRetryTimeout: 45_000,
      connectionRetryCount: 2,
    });
    await body(new WebKitPage(browser), browser);
    results.push({ name, ok: true, problems: [] });
    console.log(`ok   webkit › ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    results.push({ name, ok: false, problems: [String(err?.stack ?? err)] });
    console.log(`FAIL webkit › ${name}\n${String(err?.stack ?? err)}`);
  } finally {
    await browser?.deleteSession().catch(() => undefined);
  }
}

function skip(name, reason) {
  results.push({ name, ok: true, skipped: reason, problems: [] });
  console.log(`skip webkit › ${name}: ${reason}`);
}

/** The OTP codes sent to the demo user so far (oldest first), read through the demo backend as that user. */
async function outbox(browser, demoUrl) {
  const cookies = await browser.getCookies();
  const res = await fetch(`${demoUrl}/api/demo/outbox`, {
    headers: { 'x-demo-client': '1', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  if (!res.ok) throw new Error(`outbox: HTTP ${res.status}`);
  return (await res.json()).data.map((m) => m.code);
}

let counter = 0;
/** Opens the demo as a fresh user and signs in to the wallet with the emailed code shown in its outbox. */
async function enterSignedIn(page, demoUrl, prefix) {
  counter += 1;
  const email = `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
  await page.browser.url(demoUrl);
  await page.type('label', 'Email', email);
  await page.click('button', 'Enter the demo');
  await page.expectText('testid', 'demo-user', email);
  // The button can be on screen a moment before the sign-in listens: pressed again when no email came.
  const before = (await outbox(page.browser, demoUrl)).length;
  let codes = [];
  for (let attempt = 1; codes.length <= before; attempt++) {
    await page.click('button', 'Email me a code', { within: 'kh-sign-in' });
    const deadline = Date.now() + 15_000;
    while ((codes = await outbox(page.browser, demoUrl)).length <= before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
    }
    if (codes.length <= before && attempt === 3) throw new Error('no OTP email arrived in the outbox');
  }
  await page.find('label', 'Digit 1 of 6');
  await new Promise((r) => setTimeout(r, 500));
  codes = await outbox(page.browser, demoUrl);
  const code = codes.at(-1);
  await page.type('label', 'Digit 1 of 6', code);
  await page
    .expectText('css', '[part=status]', SIGNED_IN, { ...STATUS, timeout: 20_000 })
    .catch(async (err) => {
      const boxes = await page.browser.execute(() => {
        const otp = document.querySelector('kh-sign-in')?.shadowRoot?.querySelector('kh-otp-input');
        return [...(otp?.shadowRoot?.querySelectorAll('input') ?? [])].map((i) => i.value).join('');
      });
      throw new Error(`after typing ${code} (the boxes hold "${boxes}"): ${err.message}`);
    });
}

const driver = await startWebKitDriver();
const demo = await startDemo().catch((err) => {
  driver.stop();
  throw err;
});
try {
  await journey('email-code sign-in, and a reload keeps the session', async (page, browser) => {
    await enterSignedIn(page, demo.url, 'wk-otp');
    await page.expectText('testid', 'session-method', 'Signed in with an email code.');
    await browser.refresh();
    await page.expectText('css', '[part=status]', SIGNED_IN, STATUS);
  });

  await journey('export: approve, then reveal shows a 12-word recovery phrase', async (page, browser) => {
    await enterSignedIn(page, demo.url, 'wk-export');
    await page.click('button', 'Export recovery phrase', { within: 'kh-export' });
    await page.click('button', 'Approve and sign');
    await page.click('button', 'Reveal recovery phrase', { within: 'kh-export' });
    const list = await page.find('css', '[aria-label="Recovery phrase"]', { within: 'kh-export' });
    const words = await browser.execute(
      (el) => [...el.querySelectorAll('li')].map((li) => li.textContent.trim()),
      list,
    );
    if (words.length !== 12 || !words.every((w) => /^[a-z]{3,8}$/.test(w)))
      throw new Error(`not 12 words: ${words.join(' ')}`);
  });

  await journey('a quote approved in the dialog and executed completes its transaction', async (page) => {
    await enterSignedIn(page, demo.url, 'wk-pay');
    await page.click('button', 'Add $1,000 sandbox funds');
    await page.expectText('testid', 'balance', '$1,000.00');
    await page.click('button', 'Create a EUR payee');
    await page.expectText('testid', 'payee', /DE89370400440532013000/);
    await page.click('button', 'Get a quote');
    await page.expectText('testid', 'quote-status', 'Pending');
    await page.click('button', 'Send with the wallet…');
    await page.click('button', 'Approve and sign');
    await page.expectText('testid', 'transaction-status', 'Completed', { timeout: 30_000 });
  });

  await journey(
    'two tabs share the session; signing out in one signs out the other',
    async (page, browser) => {
      await enterSignedIn(page, demo.url, 'wk-tabs');
      const first = await browser.getWindowHandle();
      await browser.newWindow(demo.url);
      const second = await browser.getWindowHandle();
      await page.expectText('css', '[part=status]', SIGNED_IN, STATUS);
      await browser.switchToWindow(first);
      await page.click('button', 'Sign out of this browser', STATUS);
      await page.expectText('css', '[part=status]', SIGNED_OUT, STATUS);
      await browser.switchToWindow(second);
      await page.expectText('css', '[part=status]', SIGNED_OUT, { ...STATUS, timeout: 5_000 });
    },
  );

  skip(
    'passkey: create one as the first credential, sign out, sign in again with it',
    'WebKitGTK has no virtual authenticator (MiniBrowser exposes no PublicKeyCredential)',
  );
} catch (err) {
  results.push({ name: 'webkit journeys (start)', ok: false, problems: [String(err?.stack ?? err)] });
  console.log(`FAIL webkit journeys\n${String(err?.stack ?? err)}`);
} finally {
  driver.stop();
  await demo.stop();
}
if (resultsFile) writeFileSync(resultsFile, JSON.stringify(results, null, 2));
process.exit(results.every((r) => r.ok) ? 0 : 1);
