// The outsider pages in real browsers driven by Playwright, Chromium and Firefox (Debian's ESR over
// WebDriver BiDi): one launch per engine for the whole run, a fresh context per page with its errors
// (and, where asked, its warnings) collected, and the person's steps every app shares: sign in with the
// code the sandbox emailed, approve a quote in <kh-approve-dialog>, export the recovery phrase. (WebKitGTK,
// which Playwright cannot drive, runs its pages through outsider/webkit.mjs.)
import { launchPlaywright } from '../engines.mjs';
import { step } from './run.mjs';

/** The Playwright engines every outsider page runs in, in this order. */
export const PLAYWRIGHT_ENGINES = /** @type {const} */ (['chromium', 'firefox']);

/** One browser per engine for the run: `{ chromium, firefox }`; closed with `closeBrowsers`. */
export async function launchBrowsers() {
  const browsers = {};
  try {
    for (const engine of PLAYWRIGHT_ENGINES) browsers[engine] = await launchPlaywright(engine);
  } catch (err) {
    await closeBrowsers(browsers);
    throw err;
  }
  return browsers;
}

/** Closes what `launchBrowsers` launched (any of them may be missing). */
export async function closeBrowsers(browsers) {
  for (const browser of Object.values(browsers ?? {})) await browser?.close().catch(() => undefined);
}

/**
 * Runs `body(browser, engine)` once per engine, each as its own step named `name [engine]`, so that a
 * failure says where.
 */
export async function inEachEngine(browsers, name, body) {
  for (const engine of PLAYWRIGHT_ENGINES)
    await step(`${name} [${engine}]`, () => {
      if (!browsers[engine]) throw new Error(`${engine} did not start`);
      return body(browsers[engine], engine);
    });
}

/**
 * A page in a fresh context. `problems` collects page errors and console errors (and console warnings
 * too with `warnings: true`), each as one line naming where it came from.
 */
export async function newPage(browser, { warnings = false } = {}) {
  const context = await browser.newContext();
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.location().url.endsWith('/favicon.ico')) return;
    if (msg.type() === 'error' || (warnings && msg.type() === 'warning'))
      problems.push(`console ${msg.type()}: ${msg.text()} (${msg.location().url})`);
  });
  return { page, problems };
}

/** The newest code the sandbox emailed to `email`. */
export async function emailedCode(sandboxOrigin, email) {
  const auth = Buffer.from('sandbox-token:sandbox-secret').toString('base64');
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${sandboxOrigin}/_sandbox/outbox?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Basic ${auth}` },
    });
    const code = (await res.json()).data?.at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The sandbox emailed no code to ${email}.`);
}

/** <kh-sign-in>: email, the emailed code, and the session. */
export async function signInByEmail(page, sandboxOrigin, email) {
  await page.locator('kh-sign-in [part=email-input] input').fill(email);
  await page.locator('kh-sign-in [part=email-input] input').press('Enter');
  const firstBox = page.locator('kh-sign-in kh-otp-input input').first();
  await firstBox.waitFor();
  await firstBox.click();
  await page.keyboard.type(await emailedCode(sandboxOrigin, email));
}

/** <kh-export>: export, approve in its dialog, reveal; returns the words. */
export async function exportPhrase(page) {
  await page.locator('kh-export [part=start-button]').click();
  await page.locator('kh-export kh-approve-dialog [part=approve-button]').click();
  await page.locator('kh-export [part=reveal-button]').click();
  const words = await page.locator('kh-export [part=words] li').allTextContents();
  if (![12, 24].includes(words.length) || !words.every((w) => /^[a-z]+$/.test(w.trim())))
    throw new Error(`Expected a 12 or 24 word recovery phrase, got: ${JSON.stringify(words)}`);
  return words;
}

/**
 * What every framework app does, on the same page contract (`#who`, `#send`, `#approve`, `#payment`,
 * `<kh-export>`): sign in with an emailed code, send $10.00 through a quote approved in the dialog, export.
 */
export async function walletJourney(page, sandboxOrigin, email) {
  await signInByEmail(page, sandboxOrigin, email);
  await page.locator('#who', { hasText: `Signed in with ${email}.` }).waitFor();
  await page.locator('#send').click();
  await page.locator('#approve [part=approve-button]').click();
  await page.locator('#payment', { hasText: 'Payment sent.' }).waitFor();
  await exportPhrase(page);
}
