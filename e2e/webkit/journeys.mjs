#!/usr/bin/env node
// The demo's key journeys in WebKitGTK (MiniBrowser through WebKitWebDriver on Xvfb), where Playwright
// cannot drive the browser: email-code sign-in, a reload keeping the session, export, a <kh-send> payment,
// a sign-out reaching a second tab. The demo runs as `npm start` runs it, in frame mode: the person
// approves, and reads the recovery phrase, inside the vault frame (another origin), where these journeys
// click as a person does. Passkeys are reported as skipped with the reason (no virtual authenticator).
// The demo runs as a real process on free ports, as for the Playwright suite.
// Usage: node e2e/webkit/journeys.mjs [results.json]  (writes [{ name, ok, skipped?, problems }])
import { writeFileSync } from 'node:fs';
import { startWebKitDriver } from '../../scripts/engines.mjs';
import { startDemo } from '../demo-process.mjs';
import { WebKitPage, openWebKitSession } from './page.mjs';

const resultsFile = process.argv[2];
const results = [];
const SIGNED_IN = /^Signed in with .+\. The session ends in \d+ minutes\.$/;
const SIGNED_OUT = 'You are not signed in to your wallet.';
const STATUS = { within: 'kh-session-status' };

/** Runs `body` in a fresh browser (a new WebDriver session: no cookies, no stored wallet). */
async function journey(name, body) {
  const t0 = Date.now();
  let browser;
  try {
    // A session whose MiniBrowser stalls at start is asked for once more (openWebKitSession).
    browser = await openWebKitSession(driver, (err) =>
      console.log(`     webkit › ${name}: the browser did not start (${err.message}); starting it again`),
    );
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
  // Sessions are born in the vault: the address (prefilled) and the code are typed in the vault frame's
  // sign-in view that <kh-sign-in> hosts, never in the page.
  const before = (await outbox(page.browser, demoUrl)).length;
  let codes = [];
  await page.clickInVault('Email me a code');
  const deadline = Date.now() + 15_000;
  while ((codes = await outbox(page.browser, demoUrl)).length <= before && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
  }
  if (codes.length <= before) throw new Error('no OTP email arrived in the outbox');
  const code = codes.at(-1);
  await page.inVault(() => page.type('css', '#code', code));
  await page.clickInVault('Verify code');
  await page.expectText('css', '[part=status]', SIGNED_IN, { ...STATUS, timeout: 20_000 });
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

  await journey(
    'export: approved in the vault’s window, and the vault frame alone shows the 12-word recovery phrase',
    async (page, browser) => {
      await enterSignedIn(page, demo.url, 'wk-export');
      await page.click('button', 'Export recovery phrase', { within: 'kh-export' });
      // Approved in the vault's window (WebKit cannot prove the frame visible); the phrase shows in the frame.
      await page.approveInVaultWindow(/Show your recovery phrase in the Keyhold frame on the page/);
      const words = await page.inVault(async () => {
        await page.find('css', '#phrase li', { timeout: 20_000 });
        return browser.execute(() =>
          [...document.querySelectorAll('#phrase li')].map((li) => li.textContent.trim()),
        );
      });
      if (words.length !== 12 || !words.every((w) => /^[a-z]{3,8}$/.test(w)))
        throw new Error(`not 12 words: ${words.join(' ')}`);
      // The page itself holds no run of the phrase (it is only in the frame's document).
      const pageHtml = await browser.execute(() => document.documentElement.outerHTML);
      if (pageHtml.includes(words.join(' '))) throw new Error('the phrase reached the page');
      await page.clickInVault('Done');
      await page.find('button', 'Export recovery phrase', { within: 'kh-export' });
    },
  );

  await journey(
    'a quote approved in the vault’s window, opened from the frame the dialog hosts, completes its transaction',
    async (page) => {
      await enterSignedIn(page, demo.url, 'wk-pay');
      await page.click('button', 'Add $1,000 sandbox funds');
      await page.expectText('css', '[part=amount]', '$1,000.00', { within: 'kh-balance', timeout: 30_000 });
      await page.click('button', 'Create a EUR payee');
      await page.expectText('testid', 'payee', /DE89370400440532013000/);
      const send = { within: 'kh-send' };
      await page.type('css', '[part=amount]', '10', { ...send, timeout: 30_000 });
      await page.click('button', 'Get a quote', send);
      await page.click('css', '[part~=send-button]', { ...send, timeout: 30_000 });
      await page.approveInVaultWindow(/Send a payment/);
      await page.expectText('css', '[part=outcome]', /^Done: /, { ...send, timeout: 30_000 });
    },
  );

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
